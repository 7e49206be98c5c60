/// An engine that searches an exact-cover problem. Engines know nothing of what the items mean.
public protocol ExactCoverEngine: Sendable {
    /// The engine for `problem`, ready to search it any number of times.
    init(_ problem: ExactCoverProblem)

    /// Searches for every solution that extends the options of `prefix` (which must not clash),
    /// within `limits`, handing each to `visitor` until it asks to stop.
    func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V) -> SearchStatistics

    /// An estimate of the nodes a search below the options of `prefix` enters, from `probes` random
    /// descents drawn from `random` (Knuth's estimator): unbiased, and the sharper the more probes.
    func estimatedNodes(below prefix: [Int], probes: Int, random: inout SplitMix64) -> Double

    /// What starting a search below a prefix costs before its first node, in nodes of search: the
    /// price of each subtree when the tree is cut for threads. An engine that copies its whole
    /// problem for every search pays it once per subtree, so a tree of many small subtrees is
    /// searched whole rather than cut (see `ParallelSearch`).
    var subtreeSetUpNodes: Double { get }
}

extension ExactCoverEngine {
    /// No more than a node: a search that starts with tables of the size of its depth.
    public var subtreeSetUpNodes: Double { 1 }

    /// Knuth's estimator for any engine: each descent asks the engine for the children of a node, by
    /// a search that stops one level below it, and goes on into one of them at random, adding up the
    /// products of the numbers of children on its way. Slower than an engine's own estimator, since
    /// every step is a search of its own.
    public func estimatedNodes(below prefix: [Int], probes: Int, random: inout SplitMix64) -> Double {
        guard probes > 0 else { return 0 }
        var total = 0.0
        for _ in 0..<probes {
            var node = prefix, weight = 1.0, sum = 1.0
            while true {
                var children = SolutionCollector(limit: .max)
                _ = search(from: node, limits: SearchLimits(splitDepth: node.count + 1), visitor: &children)
                let deeper = children.solutions.filter { $0.count == node.count + 1 }
                guard !deeper.isEmpty else { break }
                weight *= Double(deeper.count)
                sum += weight
                node = deeper[Int(random.uniform(below: UInt64(deeper.count)))]
            }
            total += sum
        }
        return total / Double(probes)
    }
}
