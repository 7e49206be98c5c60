import PentominoKit

/// SIGINT (Ctrl-C) and SIGTERM, turned into a request that the running search stop.
///
/// The first signal cancels `cancellation`, which every search started by a command watches; the
/// command then reports what it found, marked interrupted, and exits 130. A second signal ends the
/// process at once, as if it had not been caught.
enum Interruption {
    /// Cancelled by the first signal.
    static let cancellation = SearchCancellation()

    /// Whether a signal has arrived.
    static var happened: Bool { cancellation.isCancelled }

    /// Installs the handlers.
    static func catchSignals() {
        _ = cancellation  // made now, so that the handler only stores into it
        var action = sigaction(handler: { _ in Interruption.cancellation.cancel() })
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may start us with these signals blocked (threads of thread pools block them, and
        // the mask is inherited): unblock them, or they would wait forever.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
