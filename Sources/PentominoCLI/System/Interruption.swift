import PentominoKit

import Synchronization

/// SIGINT (Ctrl-C) and SIGTERM, turned into a request that the running search stop.
///
/// The first signal cancels `cancellation`, which every search started by a command watches; the
/// command then reports what it found, marked interrupted, and exits 128 plus the signal's number:
/// 130 for SIGINT, 143 for SIGTERM, as a shell reports a process the signal ended. A signal within
/// a second of the first is the same request: `timeout` sends its SIGTERM twice, to the process and
/// to its process group, and the second must not cut the report short. A signal after that ends the
/// process at once, as if it had not been caught.
enum Interruption {
    /// Cancelled by the first signal.
    static let cancellation = SearchCancellation()

    /// The number of the first signal caught, 0 before one is.
    private static let caught = Atomic<Int32>(0)

    /// When the first signal was caught, in nanoseconds of the monotonic clock.
    private static let caughtAt = Atomic<Int64>(0)

    /// How long after the first signal another is taken as the same request, in nanoseconds.
    private static let repeatWindow: Int64 = 1_000_000_000

    /// Whether a signal has arrived.
    static var happened: Bool { cancellation.isCancelled }

    /// The exit code of a command that the first signal stopped: 143 after SIGTERM, else 130.
    static var exitCode: ExitCode { caught.load(ordering: .relaxed) == SIGTERM ? .terminated : .interrupted }

    /// Installs the handlers.
    static func catchSignals() {
        // Made now, so that the handler only stores into them.
        _ = cancellation
        _ = caught.load(ordering: .relaxed)
        _ = caughtAt.load(ordering: .relaxed)
        var action = sigaction(handler: { number in
            // Only calls that are safe in a signal handler: the clock, atomics, sigaction and raise.
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
            if Interruption.caught.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
                Interruption.caughtAt.store(nanoseconds, ordering: .relaxed)
                Interruption.cancellation.cancel()
            } else {
                // Asked again, past the window: the default action, once this handler returns. (0:
                // the first signal's handler, on another thread, has yet to note its time.)
                let first = Interruption.caughtAt.load(ordering: .relaxed)
                guard first != 0 && nanoseconds - first >= Interruption.repeatWindow else { return }
                var fallback = sigaction()
                sigemptyset(&fallback.sa_mask)
                sigaction(number, &fallback, nil)
                raise(number)
            }
        })
        sigemptyset(&action.sa_mask)
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
