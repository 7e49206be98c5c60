import Dispatch

/// One line on stderr, redrawn in place four times a second while a long run works, with the text a
/// closure gives for the seconds elapsed. It appears only when stderr is a terminal that can redraw
/// a line (not TERM=dumb), only after the first second, and is wiped when the run ends.
struct StatusLine {
    private let timer: DispatchSourceTimer?
    private let queue = DispatchQueue(label: "status")

    /// Whether a line would show: `enabled`, and stderr a terminal that can redraw a line.
    static func canShow(enabled: Bool) -> Bool {
        let dumb = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        return enabled && isatty(2) == 1 && !dumb
    }

    /// A line that shows, if `canShow(enabled:)`, what `text` returns for the seconds since now.
    init(enabled: Bool, text: @escaping @Sendable (_ elapsed: Double) -> String) {
        guard StatusLine.canShow(enabled: enabled) else {
            timer = nil
            return
        }
        let start = ContinuousClock.now
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler {
            writeError("\r\u{1B}[K" + text((ContinuousClock.now - start).seconds))
        }
        timer.schedule(deadline: .now() + 1, repeating: .milliseconds(250))
        timer.resume()
        self.timer = timer
    }

    /// Stops redrawing and wipes the line, if it was drawn; again, does nothing.
    func finish() {
        guard let timer, !timer.isCancelled else { return }
        timer.cancel()
        queue.sync {}
        writeError("\r\u{1B}[K")
    }
}
