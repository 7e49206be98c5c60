/// How many tilings a search found, and the work it took.
public struct TilingCount: Hashable, Sendable {
    /// Tilings counted once per class of tilings that the board's symmetries carry into one another.
    public let distinct: UInt64
    /// Every tiling, rotations and reflections counted apart.
    public let all: UInt64
    /// The work of the search.
    public let statistics: SearchStatistics
}
