/// Whether a search may leave items uncovered, whether some items must be covered more than once,
/// and whether it branches on dead ends: types, so that the plain exact-cover search is compiled
/// without the code for any of them.
protocol SearchMode {
    static var allowsGaps: Bool { get }
    static var allowsCopies: Bool { get }
    static var branchesOnDeadEnds: Bool { get }
    /// Whether the search is in a box of layers, where it finds pockets by shifts in six directions.
    static var inLayers: Bool { get }
    /// Whether the search branches on the item with the fewest candidates that fit, where the tables
    /// have lists for it (see `CandidateLists`).
    static var branchesOnFewest: Bool { get }
    /// Whether, just below the root, the search branches on a piece when fewer of its candidates fit.
    static var branchesOnPieces: Bool { get }
    /// Whether the region rule's quick check looks for pockets of four cells on a rectangle too
    /// (see `PocketCheck.leavesBadPocket`): it pays where holes make such pockets common
    /// (7x9 with three holes, on one thread: 4.30 M nodes in 0.177 s to 3.42 M in 0.156 s), but
    /// not on full rectangles (6x10: 840 K nodes in 34.1 ms to 777 K in 35.8 ms), nor with gaps
    /// (the 8x8 with the X drawn in its corner: 572 M nodes in 31.2 s to 526 M in 30.9 s).
    static var findsPocketsOfFour: Bool { get }
    /// Whether a count remembers the number of solutions below the states it has counted whole, in
    /// its `CountCache`, and takes it from there when it meets a state again.
    static var remembersCounts: Bool { get }
}

extension SearchMode {
    static var branchesOnDeadEnds: Bool { false }
    static var inLayers: Bool { false }
    static var branchesOnFewest: Bool { false }
    static var branchesOnPieces: Bool { false }
    static var findsPocketsOfFour: Bool { false }
    static var remembersCounts: Bool { false }
}

enum ExactCoverOnly: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
}

/// An exact cover on a rectangle with holes, which branches on dead ends when there are any.
enum DeadEndsFirst: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
    static var branchesOnDeadEnds: Bool { true }
    static var branchesOnPieces: Bool { true }
    static var findsPocketsOfFour: Bool { true }
}

/// An exact cover in a box of layers, which branches on the item with the fewest candidates that fit.
enum FewestCandidatesInLayers: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
    static var inLayers: Bool { true }
    static var branchesOnFewest: Bool { true }
    static var branchesOnPieces: Bool { true }
}

/// A search that may leave items uncovered, which branches on the item with the fewest candidates that fit.
enum GapsAllowed: SearchMode {
    static var allowsGaps: Bool { true }
    static var allowsCopies: Bool { false }
    static var branchesOnFewest: Bool { true }
}

/// A search that may leave items uncovered, which branches on the first uncovered item and, counting,
/// remembers the counts below the states it meets. A search in fill order meets the same state
/// again and again (the same cells covered by the same pieces, others left empty), where branching
/// on the fewest candidates scatters its states. See `BitsetTables.remembersCounts` for where it
/// runs.
enum GapsInFillOrder: SearchMode {
    static var allowsGaps: Bool { true }
    static var allowsCopies: Bool { false }
    static var remembersCounts: Bool { true }
}

enum CopiesAllowed: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { true }
}

enum GapsAndCopiesAllowed: SearchMode {
    static var allowsGaps: Bool { true }
    static var allowsCopies: Bool { true }
}
