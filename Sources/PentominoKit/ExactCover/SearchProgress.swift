import Synchronization

/// How far a running count has got, updated by its threads as each subtree ends and read by another
/// thread to show progress. Subtrees are the unit, so the search loop itself never touches it.
public final class SearchProgress: Sendable {
    private let subtreesDone = Atomic<Int>(0)
    private let subtreesTotal = Atomic<Int>(0)
    private let solutionsFound = Atomic<UInt64>(0)
    private let nodesSearched = Atomic<UInt64>(0)

    /// Nothing done yet.
    public init() {}

    /// A snapshot: solutions and nodes of the subtrees finished so far, and the part of all subtrees finished.
    public var snapshot: (solutions: UInt64, nodes: UInt64, fractionDone: Double) {
        let total = subtreesTotal.load(ordering: .relaxed)
        let done = subtreesDone.load(ordering: .relaxed)
        return (solutionsFound.load(ordering: .relaxed), nodesSearched.load(ordering: .relaxed),
                total == 0 ? 0 : Double(done) / Double(total))
    }

    /// A count of `subtrees` subtrees starts, of which those of `resumed` were counted before.
    func planned(subtrees: Int, resumed: [CountRecord.Subtree] = []) {
        subtreesTotal.store(subtrees, ordering: .relaxed)
        subtreesDone.store(resumed.count, ordering: .relaxed)
        solutionsFound.store(resumed.reduce(0) { $0 + $1.solutions }, ordering: .relaxed)
    }

    func finished(solutions: UInt64, nodes: UInt64) {
        solutionsFound.add(solutions, ordering: .relaxed)
        nodesSearched.add(nodes, ordering: .relaxed)
        subtreesDone.add(1, ordering: .relaxed)
    }
}
