/// One of several deterministic parts of a search tree, so that a big count can be spread over
/// machines: shard `index` of `count`, counted from 1. The counts of all shards add up to the whole.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    public let index: Int
    /// How many parts the tree is cut into.
    public let count: Int

    /// The largest number of shards. The cut behind N shards holds about 128 × N subtrees in memory
    /// (for 4096 shards of the full 8x8 with gaps, about 190 MB), so N is kept to that.
    public static let maximumCount = 4096

    /// Shard `index` of `count`; nil unless 1 ≤ `index` ≤ `count` ≤ `maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Shard.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard written `K/N`, if it is one.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The whole tree.
    public static let whole = Shard(index: 1, count: 1)!

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the `job`-th subtree of the cut belongs to this shard.
    func owns(job: Int) -> Bool { job % count == index - 1 }
}
