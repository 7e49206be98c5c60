import Dispatch
import Synchronization

/// Counts the solutions of an exact-cover problem on several threads.
///
/// A small tree is searched whole on the calling thread, since starting threads would cost more than
/// they save. Otherwise the engine's own search tree is cut at the shallowest depth that gives at
/// least `jobsPerThread` subtrees per thread; the partial solutions there are the jobs, which every
/// thread takes one at a time from a shared counter until none is left, so a thread that draws small
/// subtrees simply takes more.
/// Counts and node totals are the same for every thread count.
///
/// The cut lists subtrees in the engine's depth-first order, so the solutions of the subtrees, taken
/// in turn, come in the same order as in one search of the whole tree: that order is the canonical
/// one in which `solution(at:)` counts, whatever the number of threads.
public enum ParallelSearch {
    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    public static let jobsPerThread = 64
    /// Subtrees to aim for per shard; fixed, so that a shard is the same part on any machine.
    public static let jobsPerShard = 128
    /// A search that ends within this many nodes runs whole on the calling thread (its work is
    /// thrown away when it does not end, so this is kept small).
    public static let headStartNodes: UInt64 = 8192

    /// The number of solutions of `engine`'s problem in `shard` of its tree and the work it took,
    /// searched on `threads` threads, reporting to `progress` as subtrees end. Once `cancellation` is
    /// cancelled every thread stops soon; the count is then of the solutions found so far, and the
    /// statistics say the search is not complete.
    public static func count<E: ExactCoverEngine>(_ engine: E, threads: Int, shard: Shard = .whole, progress: SearchProgress? = nil,
                                                  cancellation: SearchCancellation? = nil) -> (solutions: UInt64, statistics: SearchStatistics) {
        let (solutions, _, statistics) = count(engine, weighing: EverySolution(), threads: threads, shard: shard, progress: progress,
                                               cancellation: cancellation)
        return (solutions, statistics)
    }

    /// As `count(_:threads:shard:progress:cancellation:)`, counting only the solutions `weighing`
    /// takes, with the sum of their weights.
    public static func count<E: ExactCoverEngine, W: SolutionWeighing>(
        _ engine: E, weighing: W, threads: Int, shard: Shard = .whole, progress: SearchProgress? = nil, cancellation: SearchCancellation? = nil
    ) -> (solutions: UInt64, weight: UInt64, statistics: SearchStatistics) {
        if shard == .whole {
            var counter = SolutionCounter(weighing: weighing)
            let headStartLimit = threads > 1 || progress != nil ? headStartNodes : .max
            let headStart = engine.search(from: [], limits: SearchLimits(nodeLimit: headStartLimit, cancellation: cancellation), visitor: &counter)
            if headStart.complete || cancellation?.isCancelled == true { return (counter.count, counter.weight, headStart) }
        }
        let target = shard == .whole ? threads * jobsPerThread : shard.count * jobsPerShard
        let cut = frontier(of: engine, jobs: target)
        let jobs = cut.prefixes.indices.filter(shard.owns(job:))
        let (counts, weights, statistics, _) = countEach(jobs.map { cut.prefixes[$0] }, depth: cut.depth, engine: engine, weighing: weighing,
                                                         threads: threads, progress: progress, cancellation: cancellation)
        return (counts.reduce(0, +), weights.reduce(0, +), cut.statistics + statistics)
    }

    /// The solution at `index` (from 0) in the canonical order, found on `threads` threads, or nil
    /// when there are not that many or `cancellation` stopped the search; with the number of solutions
    /// counted on the way: all of them when there is no solution at `index` (or those found before the
    /// cancellation). Subtrees are counted in order, and no new one is started once those before it
    /// hold the solution. Reports to `progress` as subtrees end.
    /// Only the solutions that `weighing` takes are counted.
    public static func solution<E: ExactCoverEngine, W: SolutionWeighing>(
        at index: UInt64, of engine: E, weighing: W, threads: Int, progress: SearchProgress? = nil, cancellation: SearchCancellation? = nil
    ) -> (solution: [Int]?, counted: UInt64) {
        let cut = frontier(of: engine, jobs: threads * jobsPerThread)
        let (counts, _, statistics, settled) = countEach(cut.prefixes, depth: cut.depth, engine: engine, weighing: weighing, threads: threads,
                                                         progress: progress, cancellation: cancellation, until: index)
        let counted = counts.reduce(0, +)
        guard statistics.complete else { return (nil, counted) }
        var before: UInt64 = 0
        for job in 0..<settled {
            guard index >= before + counts[job] else {
                if cut.prefixes[job].count < cut.depth { return (cut.prefixes[job], counted) }
                var picker = SolutionPicker(skip: index - before, weighing: weighing)
                _ = engine.search(from: cut.prefixes[job], limits: SearchLimits(cancellation: cancellation), visitor: &picker)
                return (picker.solution, counted)
            }
            before += counts[job]
        }
        return (nil, counted)
    }

    /// Counts the solutions that `weighing` takes below each of `jobs`, on `threads` threads: the count
    /// and the weight of each, in order, the work done, and how many jobs from the first on were all counted. Once those jobs hold more than
    /// `until` solutions, no thread starts another job. Once `cancellation` is cancelled, no thread
    /// starts another job either, and the statistics are incomplete. Jobs never started count 0.
    private static func countEach<E: ExactCoverEngine, W: SolutionWeighing>(
        _ jobs: [[Int]], depth: Int, engine: E, weighing: W, threads: Int, progress: SearchProgress?, cancellation: SearchCancellation?,
        until: UInt64 = .max
    ) -> (counts: [UInt64], weights: [UInt64], statistics: SearchStatistics, settled: Int) {
        progress?.planned(subtrees: jobs.count)
        let limits = SearchLimits(cancellation: cancellation)
        let shared = Mutex((next: 0, statistics: SearchStatistics(), settled: 0, settledSolutions: UInt64(0)))
        let counts = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: jobs.count)
        counts.initialize(repeating: 0)
        let weights = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: jobs.count)
        weights.initialize(repeating: 0)
        let finished = UnsafeMutableBufferPointer<Bool>.allocate(capacity: jobs.count)
        finished.initialize(repeating: false)
        defer { counts.deallocate(); weights.deallocate(); finished.deallocate() }
        nonisolated(unsafe) let results = counts, weighed = weights, done = finished
        DispatchQueue.concurrentPerform(iterations: min(threads, max(1, jobs.count))) { _ in
            var statistics = SearchStatistics()
            var job = shared.withLock { state in
                defer { state.next += 1 }
                return state.next
            }
            while job < jobs.count {
                if cancellation?.isCancelled == true {
                    statistics.complete = false
                    break
                }
                var counter = SolutionCounter(weighing: weighing)
                var work = SearchStatistics()
                if jobs[job].count == depth {
                    work = engine.search(from: jobs[job], limits: limits, visitor: &counter)
                } else {
                    // A solution complete above the cut.
                    _ = jobs[job].map(Int32.init).withUnsafeBufferPointer { counter.visit($0) }
                }
                statistics = statistics + work
                progress?.finished(solutions: counter.count, nodes: work.nodes)
                let ended = job
                job = shared.withLock { state in
                    results[ended] = counter.count
                    weighed[ended] = counter.weight
                    done[ended] = true
                    while state.settled < jobs.count && done[state.settled] {
                        state.settledSolutions += results[state.settled]
                        state.settled += 1
                    }
                    guard state.settledSolutions <= until else { return jobs.count }
                    defer { state.next += 1 }
                    return state.next
                }
            }
            shared.withLock { $0.statistics = $0.statistics + statistics }
        }
        return shared.withLock { (Array(counts), Array(weights), $0.statistics, $0.settled) }
    }

    /// The partial solutions at the shallowest depth with at least `jobs` of them (or the deepest
    /// tried), with that depth and the work of the levels above it. Shorter entries are solutions
    /// complete above that depth.
    static func frontier<E: ExactCoverEngine>(of engine: E, jobs: Int) -> (prefixes: [[Int]], depth: Int, statistics: SearchStatistics) {
        var depth = 1
        while true {
            var collector = SolutionCollector(limit: .max)
            let statistics = engine.search(from: [], limits: SearchLimits(splitDepth: depth), visitor: &collector)
            let reachedDepth = collector.solutions.contains { $0.count == depth }
            if collector.solutions.count >= jobs || !reachedDepth || depth >= 12 {
                return (collector.solutions, depth, statistics)
            }
            depth += 1
        }
    }
}
