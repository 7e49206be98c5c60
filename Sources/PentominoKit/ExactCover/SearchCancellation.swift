import Synchronization

/// A request, from any thread or a signal handler, that the searches watching it stop soon.
///
/// Engines look at it every `SearchLimits.cancellationInterval` nodes, so a search stops within a
/// few milliseconds and reports itself incomplete.
public final class SearchCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)
    /// A request that this one follows: cancelling it cancels this one too.
    private let parent: SearchCancellation?

    /// A request not yet made, which also counts as made once `parent` is cancelled.
    public init(following parent: SearchCancellation? = nil) {
        self.parent = parent
    }

    /// Asks the searches to stop. Safe to call from a signal handler: one lock-free store.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether `cancel()` has been called, on this request or the one it follows.
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed) || parent?.isCancelled == true
    }
}
