/// How many tilings a search found, and the work it took.
///
/// It prints as a sentence: `2339 distinct tilings (9356 counting rotations and reflections)`.
public struct TilingCount: Hashable, Sendable, CustomStringConvertible {
    /// Tilings counted once per class of tilings that the board's symmetries carry into one another.
    public let distinct: UInt64
    /// Every tiling, rotations and reflections (and on a surface, shifts) counted apart.
    public let all: UInt64
    /// How many open cells each tiling leaves empty: 0 unless the problem allows gaps.
    public let cellsLeftEmpty: Int
    /// The surface of the board counted, whose symmetries include shifts where its edges meet.
    public let surface: Surface
    /// The work of the search; `statistics.complete` is false for a count that was cancelled.
    public let statistics: SearchStatistics

    /// The count of `distinct` and `all` tilings, each leaving `cellsLeftEmpty` cells empty, found
    /// with the work of `statistics`.
    package init(
        distinct: UInt64, all: UInt64, cellsLeftEmpty: Int, surface: Surface = .flat, statistics: SearchStatistics
    ) {
        self.distinct = distinct
        self.all = all
        self.cellsLeftEmpty = cellsLeftEmpty
        self.surface = surface
        self.statistics = statistics
    }

    /// The count in words, as `pentomino count` prints it after the board's name.
    public var description: String {
        inWords + (statistics.complete ? "" : ", found before the search was stopped")
    }

    /// The numbers in words, whether or not the search was complete.
    package var inWords: String {
        "\(distinct) distinct \(plural("tiling", distinct))\(leavingEmpty(cellsLeftEmpty))"
            + " (\(all) counting \(surface == .flat ? "" : "shifts, ")rotations and reflections)"
    }
}
