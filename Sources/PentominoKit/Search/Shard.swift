/// One of several deterministic parts of a search tree, so that a big count can be spread over
/// machines: shard `index` of `count`, counted from 1. The counts of all shards add up to the whole.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    package let index: Int
    /// How many parts the tree is cut into.
    package let count: Int

    /// The largest number of shards: the cut behind N shards holds about 128 × N subtrees in memory
    /// (`docs/speed-history.md`, "The cut behind 4096 shards").
    package static let maximumCount = 4096

    /// Shard `index` of `count`; nil unless 1 ≤ `index` ≤ `count` ≤ `maximumCount`.
    package init?(index: Int, count: Int) {
        guard count >= 1, count <= Shard.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `K/N`, if it is one.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    /// The whole tree.
    package static let whole = Shard(index: 1, count: 1)!

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the `job`-th subtree of the cut belongs to this shard.
    func owns(job: Int) -> Bool { job % count == index - 1 }
}
