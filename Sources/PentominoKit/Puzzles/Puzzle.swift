/// A puzzle with one solution: a board with some pieces of a tiling given in place, such that the
/// tiling is the only way to place the others.
///
/// "Only" counts every tiling apart, rotations and reflections included: no other tiling of the
/// board has the given pieces where the puzzle shows them.
public struct Puzzle: Sendable {
    /// The board with the given pieces placed on it in advance: what the player is shown. `count`
    /// and `solve` read its drawing back as a board with one completion.
    public let board: Board
    /// The tiling that the given pieces leave as the only completion.
    public let solution: Tiling
    /// The given pieces, each with its name and its cells, in the order of the set's pieces.
    public let given: [(letter: Character, cells: [Cell])]
    /// The pieces the player places, each as its set draws it (a copy of a piece once for each
    /// copy), in the order of the set's pieces.
    public let toPlace: [(letter: Character, shape: Shape)]
    /// The fewest pieces of the solution that leave it the only completion: no smaller set of its
    /// pieces does.
    public let fewestGiven: Int
    /// How many sets of the solution's pieces, of as many as `given`, leave it the only completion;
    /// of these the puzzle gives the hardest.
    public let setsOfThisSize: Int
    /// How hard the puzzle is.
    public let difficulty: Difficulty

    /// The board as the player is shown it, as a tiling for the renderers: the given pieces, and
    /// the other open cells empty.
    public var shown: Tiling { Tiling(box: board.box, letters: board.placed, open: board.open) }
}

/// Why a puzzle cannot be made as asked.
public enum PuzzleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tiling is not one of the board by the pieces: a letter names no piece of the set, a piece
    /// lies off the board or in an orientation it may not take, or the pieces do not tile it.
    case notATiling(String)
    /// Fewer given pieces were asked for than any puzzle of the tiling needs.
    case tooFewGiven(asked: Int, fewest: Int)
    /// More given pieces were asked for than the tiling has.
    case tooManyGiven(asked: Int, pieces: Int)
    /// The board has more numbered cells than the difficulty's search holds in its words.
    case boardTooLarge(cells: Int)
    /// The tiling has more pieces than a set of them can be written in a word.
    case tooManyPieces(Int)
    /// The search was cancelled before the puzzle was made.
    case cancelled

    public var description: String {
        switch self {
        case .notATiling(let why):
            return "the tiling is not one of the board by the pieces: \(why)"
        case .tooFewGiven(let asked, let fewest):
            return
                "no set of \(counted(asked, "piece")) leaves this tiling the only completion: it needs at least \(fewest) given"
        case .tooManyGiven(let asked, let pieces):
            return "the tiling has \(counted(pieces, "piece")), so \(asked) cannot be given"
        case .boardTooLarge(let cells):
            return
                "puzzles are made on boards of at most \(PuzzleMaker.maximumCells) cells, and this one spans \(cells)"
        case .tooManyPieces(let pieces):
            return "puzzles are made from tilings of at most 64 pieces, and this one has \(pieces)"
        case .cancelled:
            return "the search was stopped before the puzzle was made"
        }
    }
}
