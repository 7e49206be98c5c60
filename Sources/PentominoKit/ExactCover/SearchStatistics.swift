/// What a search did: how many nodes of the search tree it entered and how many link updates it made.
public struct SearchStatistics: Hashable, Sendable {
    /// Nodes entered, the root included: one per partial solution the search extended or completed.
    public var nodes: UInt64 = 0
    /// Link updates made while covering items (Dancing Links only; 0 for engines without links).
    public var updates: UInt64 = 0
    /// Whether the search went through its whole tree, not stopped by its visitor or its node limit.
    public var complete = true
    /// The subtrees a count cut the tree into for its threads, shard or checkpoint (those of its
    /// shard); 0 when it searched the tree whole on one thread.
    public var subtrees = 0

    /// No work yet.
    public init(nodes: UInt64 = 0, updates: UInt64 = 0, complete: Bool = true, subtrees: Int = 0) {
        self.nodes = nodes
        self.updates = updates
        self.complete = complete
        self.subtrees = subtrees
    }

    /// The work of two searches together, complete if both were.
    public static func + (a: SearchStatistics, b: SearchStatistics) -> SearchStatistics {
        SearchStatistics(
            nodes: a.nodes &+ b.nodes, updates: a.updates &+ b.updates, complete: a.complete && b.complete,
            subtrees: a.subtrees + b.subtrees)
    }
}
