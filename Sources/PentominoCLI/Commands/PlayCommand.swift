import PentominoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pentomino play BOARD`: writes a game on BOARD, one web page that a player plays in a browser.
struct PlayCommand: NamedCommand {
    static let description = CommandDescription(
        name: "play", summary: "write a game on BOARD: one web page to play in a browser, with hints from the solver",
        operands: [.board],
        details: """
            Writes one self-contained HTML page (its style, script and data inside; it asks the network
            for nothing) on which the player drags the pieces onto BOARD, turns them, undoes, and asks
            for hints: whether the board can still be finished and in how many ways, one piece to place,
            or a whole solution. Pieces placed on BOARD in advance (a puzzle from 'pentomino puzzle')
            are given: fixed in place. The hints come from every completion of BOARD, which the page
            carries when there are at most \(GamePage.mostTilingsForHints): every rectangle of the 12 pentominoes,
            the 8x8 with its centre blocked, a date of the calendar puzzle, any puzzle. Above that, or
            with --no-hints, the page has no hint buttons, and stderr says why. The page goes to
            standard output, which must not be a terminal:
              pentomino play 6x10 > 6x10.html
              pentomino puzzle 6x10 --seed 1 | pentomino play - > puzzle.html
            The guide's "Play" section describes the page's controls and keys.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .pieces,
                    OptionDescription(name: "no-hints", value: .none, help: "a page without hints"),
                    .memory,
                    .quiet(while: "the search for the completions runs"),
                ])
        ])

    let target: BoardArgument
    let pieces: PieceSetArgument
    let hints: Bool
    let quiet: Bool
    /// What the run may keep in memory (`--memory`).
    let memory: MemoryBudget

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        hints = !arguments.has("no-hints")
        quiet = arguments.has("quiet")
        memory = try arguments.memory()
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        let label = target.label(of: board)
        guard board.layers == 1 else {
            throw .failure(
                "\(label): the game is played on a flat board, and this one is a box of \(board.layers) layers")
        }
        let problem = try TilingCommand.problem(
            for: board, label: label, pieces: pieces, distinct: false, allowGaps: false, offeringGaps: false)
        if isatty(1) == 1 {
            throw .failure(
                "play writes a web page, not text for a terminal: send it to a file, like 'pentomino play \(target.label) > game.html'"
            )
        }
        let progress = ProgressLine(enabled: !quiet)
        let page: GamePage
        do {
            page = try GamePage(
                problem: problem, title: label, hints: hints, cancellation: Interruption.cancellation,
                progress: progress.search, memory: memory)
        } catch {
            throw .failure(error.description)
        }
        progress.finish()
        switch page.hints {
        case .embedded(tilings: 0):
            throw .failure("\(label) has no tiling with \(pieces.name), so a game on it could never be finished")
        case .embedded(let tilings):
            printError("\(label): hints from \(counted(tilings, "tiling")), every completion of the board")
        case .notAsked:
            break
        case .tooManyTilings:
            printError(
                "\(label): hints are off: the board has more than \(GamePage.mostTilingsForHints) tilings, more than a page carries"
            )
        case .searchTooLong:
            printError(
                "\(label): hints are off: the search for every completion of the board takes more than \(GamePage.mostNodesForHints) nodes (or is estimated at far more), longer than a page waits for"
            )
        case .tooManyShapes:
            printError("\(label): hints are off: the pieces take more shapes than a page's code writes")
        case .overBudget(let exceeded):
            throw .failure("\(label): \(exceeded); give --memory SIZE with more, or --no-hints")
        case .cancelled:
            throw .interrupted("no page was written")
        }
        output.write(page.html)
    }
}
