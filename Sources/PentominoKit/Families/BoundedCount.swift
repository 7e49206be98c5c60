/// A count of tilings that stops once it has found more than a limit of distinct ones: enough to
/// say whether a puzzle has one solution, or a few, without counting every tiling of a board that
/// has millions.
///
/// The answer is the same on every engine and any number of threads: the exact count when it is at
/// most the limit, else "more than the limit". Only the tilings found on the way to it, when there
/// are more, differ from run to run.
public struct BoundedCount: Hashable, Sendable, CustomStringConvertible {
    /// The most distinct tilings the count looks for before it stops.
    public let limit: UInt64
    /// Whether the board has more than `limit` distinct tilings.
    public let exceedsLimit: Bool
    /// Every tiling, when there are at most `limit` distinct ones; otherwise the tilings found before
    /// the count stopped, more than `limit` distinct ones (how many more depends on the threads).
    public let found: TilingCount

    /// The count of `found` tilings, stopped at more than `limit` distinct ones.
    package init(limit: UInt64, found: TilingCount) {
        self.limit = limit
        self.found = found
        exceedsLimit = found.distinct > limit
    }

    /// Whether the count answered its question: it found more than `limit` distinct tilings, or
    /// searched the whole tree; false once the search was cancelled before either.
    public var isComplete: Bool { exceedsLimit || found.statistics.complete }

    /// How many distinct tilings there are, as far as the count tells: none, exactly one, or more
    /// than one; nil unless the count is complete.
    public var uniqueness: Uniqueness? {
        guard isComplete else { return nil }
        switch found.distinct {
        case 0: return Uniqueness.none
        case 1: return .one
        default: return .several
        }
    }

    /// The count in words: `more than 10 distinct tilings`, or the whole count (as `TilingCount`
    /// says it) when there are at most `limit`.
    public var description: String { exceedsLimit ? moreThanLimit : found.description }

    /// The numbers in words, whether or not the count was complete.
    package var inWords: String { exceedsLimit ? moreThanLimit : found.inWords }

    /// `more than 10 distinct tilings`.
    private var moreThanLimit: String { "more than \(limit) distinct \(plural("tiling", limit))" }
}

/// How many distinct tilings a board has, as a puzzle designer asks it: none, exactly one, or more
/// than one. On a board with symmetries, "one" means one class of tilings that they carry into
/// one another (the distinct count), so a puzzle whose only solution has mirror images is one.
public enum Uniqueness: String, Sendable, CaseIterable {
    /// No tiling.
    case none
    /// Exactly one distinct tiling.
    case one
    /// More than one distinct tiling.
    case several
}

extension TilingSolver {
    /// Counts the tilings of the problem until it has found more than `limit` distinct ones: the
    /// whole count when there are at most `limit`, else a count that says there are more.
    ///
    /// - Complexity: At most the size of the search tree; as little of it as holds `limit` + 1
    ///   distinct tilings when there are more.
    public func count(atMost limit: UInt64) -> BoundedCount {
        count(atMost: limit, progress: nil)
    }

    /// `count(atMost:)` in `shard` of the search tree, reporting to `progress` as it goes; with a
    /// `record`, resuming it and adding to it (see `count(shard:progress:record:limit:)`).
    package func count(
        atMost limit: UInt64, shard: Shard = .whole, progress: SearchProgress?, record: CountRecord? = nil
    ) -> BoundedCount {
        BoundedCount(limit: limit, found: count(shard: shard, progress: progress, record: record, limit: limit))
    }

    /// Whether the problem has no tiling, exactly one distinct tiling, or more: a count that stops at
    /// the second. Nil if the solver was cancelled before it could tell.
    public func uniqueness() -> Uniqueness? {
        count(atMost: 1).uniqueness
    }
}
