/// An engine that searches an exact-cover problem. Engines know nothing of what the items mean.
public protocol ExactCoverEngine: Sendable {
    /// The engine for `problem`, ready to search it any number of times.
    init(_ problem: ExactCoverProblem)

    /// Searches for every solution that extends the options of `prefix` (which must not clash),
    /// within `limits`, handing each to `visitor` until it asks to stop.
    func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V) -> SearchStatistics
}
