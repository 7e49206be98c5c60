import PentominoKit

extension SearchStatistics {
    /// Why a count of `shard` on `threads` threads kept to one of them, as its JSON line's
    /// `unsplit` says it, or nil when it did not: the tree was too small to be worth cutting, or
    /// its cut left the shard one subtree or none.
    func unsplitReason(threads: Int, shard: Shard) -> String? {
        guard threads > 1 && subtrees < 2 else { return nil }
        switch (subtrees, shard == .whole) {
        case (0, true): return "the whole tree has too few nodes to share: it was searched on one thread"
        case (0, false): return "the tree's cut leaves this shard no subtree"
        default: return "the tree's cut leaves \(shard == .whole ? "it" : "this shard") one subtree, for one thread"
        }
    }
}
