import Synchronization

/// How far a running count has got, updated by its threads and read by another thread to show
/// progress: the solutions and nodes of the subtrees finished so far, the nodes of the searches
/// running (reported at their checkpoints, outside the search loop), and estimates of the subtrees'
/// sizes, refined on request from random probes in the manner of Knuth's estimator.
///
/// The part of the work done is the nodes searched over the nodes expected: the nodes of the
/// subtrees finished, plus the estimates of those not finished, scaled by how far the estimates of
/// the later half of the finished ones (in the order they finished) fell from their real sizes.
/// The later half, since in a count that remembers the counts below states the subtrees get
/// cheaper as it goes: the first ones, with little yet remembered, searched about 0.18 of their
/// estimates in the 8x8 with gaps, the whole count 0.105.
package final class SearchProgress: Sendable {
    /// What the progress holds between updates.
    private struct State {
        /// Each subtree of the count that is not a resumed one: whether it is finished, its nodes when
        /// it is, and the sum and number of the probes of its size.
        var finished: [Bool] = []
        var nodes: [UInt64] = []
        /// The subtrees finished, in the order they finished.
        var finishOrder: [Int] = []
        var probeSum: [Double] = []
        var probes: [Int] = []
        /// Solutions and nodes of the subtrees finished, resumed ones included.
        var solutions: UInt64 = 0
        var finishedNodes: UInt64 = 0
        /// Nodes of subtrees counted by an earlier run, which this run resumed.
        var resumedNodes: UInt64 = 0
        /// The estimate of subtree `i`'s nodes from `probes` random descents drawn from a generator
        /// seeded by `seed`; nil when no estimates can be made.
        var estimator: (@Sendable (_ subtree: Int, _ probes: Int, _ seed: UInt64) -> Double)?
        /// How many batches of probes have been drawn (each from a generator seeded by its number),
        /// and the subtree next in turn.
        var batches = 0
        var next = 0
        /// The meters of the threads' running searches.
        var meters: [NodeMeter] = []
        /// Whether a count has planned its subtrees (see `planned`).
        var planned = false

        /// The finished subtrees whose estimates set the scale: the later half, in the order they
        /// finished.
        var scaling: ArraySlice<Int> { finishOrder[(finishOrder.count / 2)...] }

        /// The subtree to probe next, as `refine` chooses it, or nil when none is to be probed.
        mutating func nextToProbe() -> Int? {
            guard finished.contains(false) else { return nil }
            let made = probes
            let open = { [finished] (subtree: Int) in
                !finished[subtree] && made[subtree] < SearchTuning.probesPerSubtree
            }
            let anyOpen = finished.indices.contains(where: open)
            if batches % 2 == 0 || !anyOpen,
                let sharpened = scaling.first(where: { made[$0] < SearchTuning.probesPerScalingSubtree })
            {
                return sharpened
            }
            guard anyOpen else { return nil }
            while true {
                let subtree = next
                next = (next + 1) % finished.count
                if open(subtree) { return subtree }
            }
        }
    }

    private let state = Mutex(State())

    /// Nothing done yet.
    package init() {}

    /// What a count has done so far, as `snapshot` reads it.
    package struct Snapshot: Sendable {
        /// Solutions of the subtrees finished, and nodes searched by this run so far.
        package let solutions: UInt64
        package let nodes: UInt64
        /// The part of the count's work done, from 0 to 1, counting what an earlier run resumed did.
        package let fractionDone: Double
        /// The nodes this run is expected to search still, or nil before any subtree has an estimate.
        package let nodesLeft: Double?
        /// Whether the search is a count cut into subtrees; a search for tilings reports its nodes only.
        package let isCount: Bool
    }

    /// What the count has done so far.
    package var snapshot: Snapshot {
        state.withLock { state in
            let running = state.meters.reduce(0) { $0 + $1.nodes.load(ordering: .relaxed) }
            let searched = state.finishedNodes + running
            let estimated = state.probes.indices.filter { state.probes[$0] > 0 }
            guard !estimated.isEmpty else {
                let done = state.finished.filter { $0 }.count
                return Snapshot(
                    solutions: state.solutions, nodes: searched,
                    fractionDone: state.finished.isEmpty ? 0 : Double(done) / Double(state.finished.count),
                    nodesLeft: nil,
                    isCount: state.planned)
            }
            let (probeSum, probes) = (state.probeSum, state.probes)
            let mean = { (subtree: Int) in probeSum[subtree] / Double(probes[subtree]) }
            // How far the estimates fall from the real sizes, on the subtrees that set the scale
            // and have both.
            let later = state.scaling.filter { probes[$0] > 0 }
            let real = later.reduce(0.0) { $0 + Double(state.nodes[$1]) }, guessed = later.reduce(0.0) { $0 + mean($1) }
            let scale = guessed > 0 && real > 0 ? real / guessed : 1
            let open = state.finished.indices.filter { !state.finished[$0] }
            let known = Set(estimated)
            let unknown = open.filter { !known.contains($0) }
            var left = open.filter(known.contains).reduce(0.0) { $0 + scale * mean($1) }
            // Subtrees not yet probed are taken as the mean of those probed.
            left += Double(unknown.count) * estimated.reduce(0.0) { $0 + scale * mean($1) } / Double(estimated.count)
            left = max(0, left - Double(running))
            let done = Double(state.resumedNodes + searched)
            return Snapshot(
                solutions: state.solutions, nodes: searched, fractionDone: done / max(done + left, 1), nodesLeft: left,
                isCount: true)
        }
    }

    /// Makes `probes` more probes of one subtree while some are not finished: every other time a
    /// finished subtree that sets the scale and has fewer than `SearchTuning.probesPerScalingSubtree`, else one
    /// not yet finished, taking those in turn; returns false when there is nothing left to probe.
    /// Every other time, so that the subtrees not finished are probed too where thousands of small
    /// subtrees finish one after another (a count with a checkpoint): given every probe first, the
    /// scale's subtrees left the others unprobed, and the 8x8 with gaps said six minutes left
    /// throughout a count of a minute.
    @discardableResult
    package func refine(probes: Int = 16) -> Bool {
        let chosen: (subtree: Int, seed: UInt64, estimator: @Sendable (Int, Int, UInt64) -> Double)? = state.withLock {
            state in
            guard let estimator = state.estimator, let subtree = state.nextToProbe() else { return nil }
            defer { state.batches += 1 }
            return (subtree, UInt64(state.batches), estimator)
        }
        guard let chosen else { return false }
        let estimate = chosen.estimator(chosen.subtree, probes, chosen.seed)
        state.withLock { state in
            state.probeSum[chosen.subtree] += estimate * Double(probes)
            state.probes[chosen.subtree] += probes
        }
        return true
    }

    /// A count of `subtrees` subtrees starts, besides `resumed` ones that an earlier run counted;
    /// `estimator` estimates the size of a subtree from probes.
    func planned(
        subtrees: Int, resumed: [CountRecord.Subtree] = [],
        estimator: (@Sendable (_ subtree: Int, _ probes: Int, _ seed: UInt64) -> Double)? = nil
    ) {
        state.withLock { state in
            let meters = state.meters
            state = State()
            state.meters = meters
            state.planned = true
            state.finished = Array(repeating: false, count: subtrees)
            state.nodes = Array(repeating: 0, count: subtrees)
            state.probeSum = Array(repeating: 0, count: subtrees)
            state.probes = Array(repeating: 0, count: subtrees)
            let earlier = resumed.reduce(CountRecord.Subtree(solutions: 0, weight: 0, nodes: 0), +)
            (state.solutions, state.resumedNodes) = (earlier.solutions, earlier.nodes)
            state.estimator = estimator
        }
    }

    /// A meter for one thread's searches, counted in the nodes searched.
    func meter() -> NodeMeter {
        let meter = NodeMeter()
        state.withLock { $0.meters.append(meter) }
        return meter
    }

    /// A search for solutions, which has no subtrees, handed one over.
    func found() {
        state.withLock { $0.solutions += 1 }
    }

    /// Subtree `subtree` ended, with `solutions` solutions in `nodes` nodes, and the search of
    /// `meter`, which searched it, is over.
    func finished(subtree: Int, solutions: UInt64, nodes: UInt64, meter: NodeMeter) {
        state.withLock { state in
            meter.nodes.store(0, ordering: .relaxed)
            state.solutions += solutions
            state.finishedNodes += nodes
            guard state.finished.indices.contains(subtree) else { return }
            state.finished[subtree] = true
            state.nodes[subtree] = nodes
            state.finishOrder.append(subtree)
        }
    }
}

/// The nodes a running search has entered so far, as it reports them at its checkpoints.
final class NodeMeter: Sendable {
    let nodes = Atomic<UInt64>(0)
}
