/// How far a search may go.
public struct SearchLimits: Sendable {
    /// Once this many options are chosen (the prefix included), the search hands the partial solution
    /// to its visitor instead of going deeper, and leaves that node uncounted for the searches that
    /// later extend it.
    public var splitDepth: Int
    /// The search stops, incomplete, after entering this many nodes.
    public var nodeLimit: UInt64
    /// The search stops, incomplete, soon after this is cancelled.
    public var cancellation: SearchCancellation?
    /// Where the search reports the nodes it has entered, at each look at its cancellation.
    var meter: NodeMeter?
    /// Where a search may remember what it found below the states it meets (see `CountCache`).
    var countCache: CountCache?

    /// Nodes a search enters between looks at its cancellation.
    public static let cancellationInterval: UInt64 = 1 << 14

    /// Limits of `splitDepth`, `nodeLimit` and `cancellation`; by default none.
    public init(splitDepth: Int = .max, nodeLimit: UInt64 = .max, cancellation: SearchCancellation? = nil) {
        self.splitDepth = splitDepth
        self.nodeLimit = nodeLimit
        self.cancellation = cancellation
    }

    /// The node count at which a search first stops to look at these limits.
    var firstCheckpoint: UInt64 {
        cancellation == nil && meter == nil ? nodeLimit : min(nodeLimit, SearchLimits.cancellationInterval)
    }

    /// At a checkpoint, once `nodes` nodes have been entered: the next checkpoint, or nil if the
    /// search must stop here (the node limit is reached, or the search was cancelled).
    @inline(never)
    func checkpoint(after nodes: UInt64) -> UInt64? {
        meter?.nodes.store(nodes, ordering: .relaxed)
        guard nodes < nodeLimit, cancellation?.isCancelled != true else { return nil }
        return min(nodeLimit, nodes &+ SearchLimits.cancellationInterval)
    }

    /// No limit: the whole tree.
    public static let none = SearchLimits()
}
