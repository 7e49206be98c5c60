import PentominoKit
import Synchronization

/// One line on stderr, redrawn in place while a long count runs: tilings so far, nodes per second,
/// time so far, the part of the work done and the time left, estimated; or while a search for
/// tilings runs, which has no end to estimate: the tilings it found, if any, its nodes so far,
/// nodes per second and time so far. It appears only when stderr
/// is a terminal that can redraw a line (not TERM=dumb), only after the first second, and is wiped
/// when the count ends. Between redraws it spends a few tens of milliseconds refining the estimates
/// of the search's size.
struct ProgressLine {
    /// What the search reports to, or nil when no line is to be shown.
    let search: SearchProgress?
    private let line: StatusLine

    /// A progress line that shows itself if `enabled` and stderr is a terminal that can redraw a line,
    /// and calls what the search finds by `noun` (`tiling`, or `solution`), which takes an `s`.
    init(enabled: Bool, noun: String = "tiling") {
        let search = StatusLine.canShow(enabled: enabled) ? SearchProgress() : nil
        let speed = Mutex(NodeSpeed())
        line = StatusLine(enabled: search != nil) { elapsed in
            guard let search else { return "" }
            let refining = ContinuousClock.now
            while ContinuousClock.now - refining < ProgressLine.refining && search.refine() {}
            let snapshot = search.snapshot
            let rate = speed.withLock { $0.rate(nodes: snapshot.nodes, after: elapsed) }
            return ProgressLine.text(snapshot, after: elapsed, rate: rate, noun: noun)
        }
        self.search = search
    }

    /// The time spent refining the estimates before each redraw.
    static let refining = Duration.milliseconds(40)

    /// The line for `snapshot`, `elapsed` seconds into a count or search that searches `rate` nodes a
    /// second for what `noun` names.
    static func text(_ snapshot: SearchProgress.Snapshot, after elapsed: Double, rate: Double, noun: String) -> String {
        guard snapshot.isCount else {
            let search =
                "\(format(Double(snapshot.nodes) / 1e6)) M nodes, \(format(rate / 1e6)) Mnodes/s, \(spokenDuration(elapsed))"
            return snapshot.solutions == 0
                ? "searching for a \(noun): " + search : "\(snapshot.solutions) \(noun)s so far, " + search
        }
        let done = "\(Int(snapshot.fractionDone * 100))%"
        let estimate = snapshot.nodesLeft.map { left in
            "about \(done) done, about \(spokenDuration(rate > 0 ? left / rate : .infinity)) left"
        }
        return
            "\(snapshot.solutions) \(noun)s so far, \(format(rate / 1e6)) Mnodes/s, \(spokenDuration(elapsed)), \(estimate ?? "\(done) of the subtrees done")"
    }

    /// Stops redrawing and wipes the line, if it was drawn; again, does nothing.
    func finish() {
        line.finish()
    }
}

/// How fast a count searches, over the later half of its time so far: its first moments search
/// little (the tree is cut, the memory of a count that remembers counts handed out by the system),
/// and a speed over the whole time would understate the rest.
private struct NodeSpeed {
    /// The seconds into the count and the nodes searched by then, at each redraw so far.
    private var samples: [(seconds: Double, nodes: UInt64)] = []

    /// Nodes a second since half of `elapsed`, when `nodes` have been searched by `elapsed` seconds.
    mutating func rate(nodes: UInt64, after elapsed: Double) -> Double {
        samples.append((elapsed, nodes))
        // Samples from before half the time are never needed again.
        samples.removeFirst(samples.firstIndex { $0.seconds >= elapsed / 2 } ?? 0)
        let since = samples[0]
        guard elapsed > since.seconds else { return Double(nodes) / max(elapsed, 1e-9) }
        return Double(nodes - min(nodes, since.nodes)) / (elapsed - since.seconds)
    }
}

/// `value` with one decimal.
private func format(_ value: Double) -> String {
    "\((value * 10).rounded() / 10)"
}
