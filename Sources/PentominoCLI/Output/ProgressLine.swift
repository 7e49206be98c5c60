import Dispatch
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
    private let timer: DispatchSourceTimer?
    private let queue = DispatchQueue(label: "progress")

    /// A progress line that shows itself if `enabled` and stderr is a terminal that can redraw a line,
    /// and calls what the search finds by `noun` (`tiling`, or `solution`), which takes an `s`.
    init(enabled: Bool, noun: String = "tiling") {
        let dumb = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        guard enabled && isatty(2) == 1 && !dumb else {
            search = nil
            timer = nil
            return
        }
        let search = SearchProgress()
        let start = ContinuousClock.now
        let speed = Mutex(NodeSpeed())
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler {
            let refining = ContinuousClock.now
            while ContinuousClock.now - refining < ProgressLine.refining && search.refine() {}
            let (snapshot, elapsed) = (search.snapshot, (ContinuousClock.now - start).seconds)
            let rate = speed.withLock { $0.rate(nodes: snapshot.nodes, after: elapsed) }
            writeError("\r\u{1B}[K" + ProgressLine.text(snapshot, after: elapsed, rate: rate, noun: noun))
        }
        timer.schedule(deadline: .now() + 1, repeating: .milliseconds(250))
        timer.resume()
        self.search = search
        self.timer = timer
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
        guard let timer, !timer.isCancelled else { return }
        timer.cancel()
        queue.sync {}
        writeError("\r\u{1B}[K")
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
