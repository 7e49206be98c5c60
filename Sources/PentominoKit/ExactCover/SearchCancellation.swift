import Synchronization

/// A request, from any thread or a signal handler, that the searches watching it stop soon.
///
/// Engines look at it every `SearchLimits.cancellationInterval` nodes, so a search stops within a
/// few milliseconds and reports itself incomplete.
public final class SearchCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    /// A request not yet made.
    public init() {}

    /// Asks the searches to stop. Safe to call from a signal handler: one lock-free store.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether `cancel()` has been called.
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed)
    }
}
