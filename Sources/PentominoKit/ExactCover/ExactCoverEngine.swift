/// An engine that searches an exact-cover problem. Engines know nothing of what the items mean.
public protocol ExactCoverEngine: Sendable {
    /// The engine for `problem`, ready to search it any number of times.
    init(_ problem: ExactCoverProblem)

    /// Searches for every solution that extends the options of `prefix` (which must not clash),
    /// handing each to `visitor` until it asks to stop.
    ///
    /// With `splitDepth`, the search stops descending once it has chosen that many options in all,
    /// counting the prefix, and hands the visitor each such partial solution instead; the nodes at
    /// that depth are left uncounted, for the searches that later extend them.
    func search<V: SolutionVisitor>(from prefix: [Int], splitDepth: Int, visitor: inout V) -> SearchStatistics
}

extension DancingLinks: ExactCoverEngine {}
