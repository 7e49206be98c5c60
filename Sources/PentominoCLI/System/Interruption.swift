import PentominoKit

import Synchronization

/// SIGINT (Ctrl-C) and SIGTERM, turned into a request that the running search stop.
///
/// The first signal cancels `cancellation`, which every search started by a command watches; the
/// command then reports what it found, marked interrupted, and exits 128 plus the signal's number:
/// 130 for SIGINT, 143 for SIGTERM, as a shell reports a process the signal ended. A second signal
/// ends the process at once, as if it had not been caught.
enum Interruption {
    /// Cancelled by the first signal.
    static let cancellation = SearchCancellation()

    /// The number of the first signal caught, 0 before one is.
    private static let caught = Atomic<Int32>(0)

    /// Whether a signal has arrived.
    static var happened: Bool { cancellation.isCancelled }

    /// The exit code of a command that the first signal stopped: 143 after SIGTERM, else 130.
    static var exitCode: ExitCode { caught.load(ordering: .relaxed) == SIGTERM ? .terminated : .interrupted }

    /// Installs the handlers.
    static func catchSignals() {
        // Made now, so that the handler only stores into them.
        _ = cancellation
        _ = caught.load(ordering: .relaxed)
        var action = sigaction(handler: { signal in
            _ = Interruption.caught.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
            Interruption.cancellation.cancel()
        })
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
