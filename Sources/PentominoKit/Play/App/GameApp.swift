/// An offline web app of pentomino games: a home with boards to play, and for each board a graded
/// series of puzzles with one solution, from easy to the hardest the puzzle maker finds.
///
/// ``files`` are the app's folder: `index.html` holds the whole app (the game's page, with every
/// board's completions and every puzzle inside) and plays from a file; the web-app manifest, the
/// icons and a service worker let it install to a tablet's home screen from any web server and
/// play there with the network off. The series come from the puzzle maker with a fixed seed, so
/// the same app has the same series every time.
///
/// ```swift
/// let app = try GameApp(boards: ["3x20"], puzzles: 4)
/// print(app.files.map(\.path))  // ["index.html", "manifest.webmanifest", ...]
/// ```
public struct GameApp: Sendable {
    /// The boards of the app that `pentomino app` writes: the four rectangles of the twelve
    /// pentominoes, and the 8x8 with its centre blocked.
    public static let standardBoards = ["6x10", "5x12", "4x15", "3x20", "8x8-centre"]
    /// The seed of the series' tilings.
    public static let seed: UInt64 = 1

    /// What the app calls each board that it can take, in words a child knows; a picture of the
    /// board stands beside the name.
    static let plainNames = [
        "6x10": "Box", "5x12": "Long box", "4x15": "Longer box", "3x20": "Longest box",
        "8x8-centre": "Square with a hole",
    ]

    /// A board of the app: its game with hints from every completion, and its series.
    public struct Entry: Sendable {
        /// The board's name, as `pentomino boards` lists it.
        public let name: String
        /// The game on the empty board.
        public let game: GamePage
        /// The series, easiest first: each puzzle, and its game.
        public let puzzles: [(puzzle: Puzzle, game: GamePage)]
    }

    /// The boards, in the order of the home.
    public let boards: [Entry]

    /// The app of `boards` (names of built-in boards that the twelve pentominoes tile), with a
    /// series of `puzzles` puzzles on each, chosen with `seed`.
    ///
    /// Puzzle *k* of the series gives pieces of a tiling drawn at random: from all but three pieces
    /// for the first down to the fewest that leave that tiling the only completion for the last, each
    /// the hardest set of its size. The series is then ordered by the puzzles' grades.
    ///
    /// - Throws: ``GameAppError``: a board the app cannot take, or a search that was cancelled.
    /// - Complexity: A count of each board's tilings and a search of its completions, and a puzzle
    ///   made for each of its series.
    public init(
        boards: [String] = GameApp.standardBoards, puzzles: Int = 20, seed: UInt64 = GameApp.seed,
        cancellation: SearchCancellation? = nil
    ) throws(GameAppError) {
        precondition(puzzles >= 1, "a series of at least one puzzle")
        var entries: [Entry] = []
        for name in boards {
            entries.append(try GameApp.entry(name, puzzles: puzzles, seed: seed, cancellation: cancellation))
        }
        self.boards = entries
    }

    /// Why `name` cannot be a board of the app, or nil when it can.
    public static func boardError(_ name: String) -> GameAppError? {
        guard let named = NamedBoard.named(name), named.board.layers == 1, named.pieces == "pentominoes",
            plainNames[named.name] != nil
        else {
            return .notAnAppBoard(name)
        }
        return nil
    }

    private static func entry(
        _ name: String, puzzles count: Int, seed: UInt64, cancellation: SearchCancellation?
    ) throws(GameAppError) -> Entry {
        if let error = boardError(name) { throw error }
        let named = NamedBoard.named(name)!
        let problem = try! TilingProblem(board: named.board, distinct: false)
        let game = try page(problem, title: named.name, cancellation: cancellation)
        let maker: PuzzleMaker
        do {
            maker = try PuzzleMaker(board: named.board, cancellation: cancellation)
        } catch {
            throw .puzzle(name, error)
        }
        let solver = TilingSolver(problem: problem, cancellation: cancellation)
        let total = named.allTilings
        var random = SplitMix64(seed: seed)
        var drawn: [UInt64] = []
        var series: [(puzzle: Puzzle, game: GamePage)] = []
        var seen: Set<[Character?]> = []
        let pieces = named.pieceSet.pieces.count
        for index in 0..<count {
            // The tilings are drawn afresh until the board has no more; then they are used again,
            // with other numbers of pieces given.
            if drawn.count < Int(min(total, UInt64(count))) {
                var next = random.uniform(below: total)
                while drawn.contains(next) { next = random.uniform(below: total) }
                drawn.append(next)
            }
            let tilingIndex = drawn[index % drawn.count]
            guard case .some(let tiling) = try! solver.tiling(at: tilingIndex).tiling else {
                throw .cancelled
            }
            let easiest = pieces - 3
            var puzzle: Puzzle
            do {
                let fewest = try maker.fewestGiven(for: tiling).pieces
                let share = count == 1 ? 0 : Double(index) / Double(count - 1)
                var given = max(fewest, easiest - Int((share * Double(easiest - fewest)).rounded()))
                puzzle = try maker.puzzle(from: tiling, given: given)
                // The same puzzle twice (a tiling used again): one piece fewer given, if that works.
                while seen.contains(puzzle.board.placed), given > fewest {
                    given -= 1
                    puzzle = try maker.puzzle(from: tiling, given: given)
                }
            } catch {
                throw error == .cancelled ? .cancelled : .puzzle(name, error)
            }
            guard seen.insert(puzzle.board.placed).inserted else { continue }
            let puzzleProblem = try! TilingProblem(board: puzzle.board, distinct: false)
            series.append((puzzle, try page(puzzleProblem, title: named.name, cancellation: cancellation)))
        }
        series.sort { ($0.puzzle.difficulty, -$0.puzzle.given.count) < ($1.puzzle.difficulty, -$1.puzzle.given.count) }
        return Entry(name: named.name, game: game, puzzles: series)
    }

    /// The game on `problem`, with its hints.
    private static func page(
        _ problem: TilingProblem, title: String, cancellation: SearchCancellation?
    ) throws(GameAppError) -> GamePage {
        let page = try! GamePage(problem: problem, title: title, cancellation: cancellation)
        guard case .embedded = page.hints else {
            throw page.hints == .cancelled ? .cancelled : .noHints(title)
        }
        return page
    }
}

/// Why an app cannot be made as asked.
public enum GameAppError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not a flat built-in board of the twelve pentominoes.
    case notAnAppBoard(String)
    /// The puzzle maker could not make a puzzle of the board.
    case puzzle(String, PuzzleError)
    /// The board's game has no hints.
    case noHints(String)
    /// The searches were cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .notAnAppBoard(let name):
            return
                "'\(name)' is not a board of the app: give flat built-in boards of the twelve pentominoes, such as \(GameApp.standardBoards.joined(separator: ", "))"
        case .puzzle(let name, let error):
            return "\(name): \(error)"
        case .noHints(let name):
            return "\(name): the game on the board has no hints"
        case .cancelled:
            return "the searches were stopped before the app was made"
        }
    }
}
