import Dispatch
import Glibc
import PentominoKit

/// One line on stderr, redrawn in place while a long count runs: tilings so far, nodes per second,
/// time so far and the part of the search tree done. It appears only when stderr is a terminal that
/// can redraw a line (not TERM=dumb), only after the first second, and is wiped when the count ends.
struct ProgressLine {
    /// What the search reports to, or nil when no line is to be shown.
    let search: SearchProgress?
    private let timer: DispatchSourceTimer?
    private let queue = DispatchQueue(label: "progress")

    /// A progress line that shows itself if `enabled` and stderr is a terminal that can redraw a line.
    init(enabled: Bool) {
        let dumb = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        guard enabled && isatty(2) == 1 && !dumb else {
            search = nil
            timer = nil
            return
        }
        let search = SearchProgress()
        let start = ContinuousClock.now
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler {
            let (solutions, nodes, done) = search.snapshot
            let elapsed = (ContinuousClock.now - start).seconds
            let rate = Double(nodes) / max(elapsed, 1e-9) / 1e6
            let line = "\r\u{1B}[K\(solutions) tilings so far, \(format(rate)) Mnodes/s, \(format(elapsed)) s, \(Int(done * 100))% of the tree done"
            writeError(line)
        }
        timer.schedule(deadline: .now() + 1, repeating: .milliseconds(250))
        timer.resume()
        self.search = search
        self.timer = timer
    }

    /// Stops redrawing and wipes the line, if it was drawn.
    func finish() {
        guard let timer else { return }
        timer.cancel()
        queue.sync {}
        writeError("\r\u{1B}[K")
    }
}

/// `value` with one decimal.
private func format(_ value: Double) -> String {
    "\((value * 10).rounded() / 10)"
}
