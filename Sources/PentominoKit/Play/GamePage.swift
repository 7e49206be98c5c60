/// A game on one web page: the player drags the pieces onto a board, and the page answers from
/// every completion of the board whether it can still be finished, and how.
///
/// The page is one self-contained HTML file of plain HTML, CSS and JavaScript, which opens from
/// disk with no network: ``html`` holds it whole, and ``Hints`` says whether it carries hints.
/// Pieces placed in advance (a puzzle's given pieces) are fixed; the player places the others.
///
/// ```swift
/// let problem = try TilingProblem(board: Board(size: "6x10"), distinct: false)
/// let page = try GamePage(problem: problem, title: "6x10")
/// print(page.hints)  // embedded(tilings: 9356)
/// ```
///
/// The guide (`docs/GUIDE.md`, "Play") describes the page's controls, names and `data-` attributes,
/// its interface for tests and assistive technology.
public struct GamePage: Sendable {
    /// The most completions a page embeds for its hints; a board with more gets a page without them.
    ///
    /// Every tiling of the boards a player meets fits: the 6x10's 9,356, the 8x8 with its centre
    /// blocked (520), a date of the calendar puzzle, and any puzzle with one solution. At about nine
    /// characters a tiling of the 12 pentominoes, the limit keeps a page under 250 KB.
    public static let mostTilingsForHints = 20_000

    /// The most nodes the search for the completions may take; a board whose completions take more
    /// gets a page without hints. Listing the 5x12's 4,040 tilings takes about 8.4 million, an
    /// eighth of this; a large board of many pieces may go far longer between tilings than any
    /// player would wait for the page.
    public static let mostNodesForHints: UInt64 = 1 << 26
    /// The probes of the estimate of the search for the completions, and how far past the node
    /// limit it may lie before the search is not tried: the estimate of a large tree is mostly low.
    static let estimateProbes = 256
    static let estimateMargin = 16.0

    /// Whether the page carries hints, and if not, why.
    public enum Hints: Hashable, Sendable {
        /// Every completion of the board is on the page: this many.
        case embedded(tilings: Int)
        /// The page was asked for without hints.
        case notAsked
        /// The board has more completions than `mostTilingsForHints`.
        case tooManyTilings
        /// The search for the completions took more than `mostNodesForHints` nodes, or was not tried,
        /// its tree being estimated at far more.
        case searchTooLong
        /// The completions would take more memory than the budget gives what a run keeps.
        case overBudget(MemoryBudget.Exceeded)
        /// The board's pieces take more shapes than the page's code writes.
        case tooManyShapes
        /// The search for the completions was cancelled.
        case cancelled
    }

    /// The problem whose board the page shows, with its pieces.
    public let problem: TilingProblem
    /// What the page calls the board, in its title.
    public let title: String
    /// The letters that name the pentominoes on the page.
    public let alphabet: LetterAlphabet
    /// Whether the page carries hints.
    public let hints: Hints
    /// The completions, when the page carries hints.
    let code: TilingCode?

    /// The game on `problem`'s flat board with its pieces, called `title`; with `hints`, the page
    /// embeds every completion, found by one search that `cancellation` stops, unless there are
    /// more than `mostTilingsForHints`.
    ///
    /// - Parameters:
    ///   - problem: A problem that finds every tiling (`distinct: false`) and leaves no cell empty,
    ///     on a flat board. Its pieces placed in advance are the page's given pieces.
    ///   - title: The name of the board, for the page's title.
    ///   - alphabet: The letters that name the pentominoes.
    ///   - hints: Whether to search the completions and embed them.
    ///   - cancellation: Stops that search; the page then has no hints (``Hints/cancelled``).
    /// - Throws: ``InvalidTiling`` when the search hands out a tiling that is not one (a bug).
    /// - Complexity: One search of the problem, stopped after `mostTilingsForHints` + 1 tilings or
    ///   `mostNodesForHints` nodes.
    public init(
        problem: TilingProblem, title: String, alphabet: LetterAlphabet = .golomb, hints: Bool = true,
        cancellation: SearchCancellation? = nil
    ) throws(InvalidTiling) {
        try self.init(
            problem: problem, title: title, alphabet: alphabet, hints: hints, cancellation: cancellation,
            progress: nil)
    }

    /// The game as above, its search for the completions reporting to `progress`, taking at most
    /// `nodeLimit` nodes, and keeping the completions within `memory`.
    package init(
        problem: TilingProblem, title: String, alphabet: LetterAlphabet = .golomb, hints: Bool = true,
        cancellation: SearchCancellation?, progress: SearchProgress?, nodeLimit: UInt64 = mostNodesForHints,
        memory: MemoryBudget = .machine
    ) throws(InvalidTiling) {
        precondition(problem.board.layers == 1, "the game is played on a flat board")
        precondition(!problem.distinct && problem.gapCount == 0, "the game needs every tiling of a board filled whole")
        self.problem = problem
        self.title = title
        self.alphabet = alphabet
        guard hints else {
            (self.hints, code) = (.notAsked, nil)
            return
        }
        var completions: [Tiling] = []
        let limit = GamePage.mostTilingsForHints
        let account = MemoryAccount(memory, following: cancellation)
        let solver = TilingSolver(problem: problem, cancellation: account.stop, memory: memory)
        // A tree estimated far past the limit would only run into it, for minutes on Dancing Links on
        // a large board of many pieces (`docs/speed-history.md`, "Tables by empty cells within a
        // memory budget").
        guard
            let estimate = solver.exactCoverSolver.estimatedNodes(
                probes: GamePage.estimateProbes, seed: 1, cancellation: cancellation)
        else {
            (self.hints, code) = (.cancelled, nil)
            return
        }
        guard estimate <= Double(nodeLimit) * GamePage.estimateMargin else {
            (self.hints, code) = (.searchTooLong, nil)
            return
        }
        // A tiling keeps a letter, whether a cell is open, and a piece's number, for each cell.
        let bytes = problem.board.box.count * (MemoryLayout<Character?>.stride + 1 + MemoryLayout<Int?>.stride)
        let complete = try solver.forEachTiling(
            limit: UInt64(limit) + 1, nodeLimit: nodeLimit, progress: progress
        ) { tiling in
            completions.append(tiling)
            return account.take(bytes)
        }
        if account.wasPassed {
            let exceeded = MemoryBudget.Exceeded(
                budget: memory, what: "the game's list of completions", held: counted(completions.count, "completion"))
            (self.hints, code) = (.overBudget(exceeded), nil)
        } else if completions.count > limit {
            (self.hints, code) = (.tooManyTilings, nil)
        } else if !complete && cancellation?.isCancelled == true {
            (self.hints, code) = (.cancelled, nil)
        } else if !complete {
            (self.hints, code) = (.searchTooLong, nil)
        } else if let code = TilingCode(completions, of: problem) {
            (self.hints, self.code) = (.embedded(tilings: completions.count), code)
        } else {
            (self.hints, code) = (.tooManyShapes, nil)
        }
    }
}
