// `pentomino puzzle BOARD`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, read and checked.
// - Running it: the tilings chosen, a puzzle made of each, printed and reported on stderr.
//
// `--table` is in `PuzzleCommand+Table.swift`.

import PentominoKit

/// `pentomino puzzle BOARD`: makes puzzles with one solution from tilings of a board.
struct PuzzleCommand: NamedCommand {
    // MARK: - Description

    static let description = CommandDescription(
        name: "puzzle", summary: "make a puzzle with one solution from a tiling of BOARD: the fewest pieces to give",
        operands: [.board],
        details: """
            Takes a tiling of BOARD (a random one, the K-th with --index, or, for a drawing with pieces
            placed in advance, its first completion: a tiling drawn whole is that tiling) and prints the
            board with some of its pieces given in place, such that the tiling is the only way to place
            the rest, counting rotations and reflections apart. By default it gives the fewest pieces
            that do this, and proves it: no smaller set of the tiling's pieces does. Of the sets of that
            size that work, it gives the hardest. On stderr it says how many pieces it gave, how many
            sets of that size work, and the puzzle's grade: the size of the search tree that proves its
            completion the only one (see the guide). The printed puzzle reads back as a board:
              pentomino puzzle 6x10 --seed 1 | pentomino count - --unique
            With --table it finds the fewest given pieces for every distinct tiling of BOARD instead.
            """,
        optionGroups: [
            OptionGroup(
                "which tiling",
                [
                    .index(of: "distinct tiling"),
                    .random("a distinct tiling", note: "the default, but for a drawing with pieces placed"),
                    .seed,
                    OptionDescription(
                        name: "puzzles", value: .some("N"),
                        help: """
                            N puzzles, 1 to \(PuzzleCommand.mostPuzzles), from N different tilings: the K-th and those after it \
                            with --index, else N drawn at random
                            """),
                    .pieces,
                    .surface,
                    .allowGaps(doing: "leave the extra cells empty"),
                ]),
            OptionGroup(
                "how",
                [
                    OptionDescription(
                        name: "given", value: .some("K"),
                        help: """
                            give exactly K pieces, at least the fewest (more make an easier puzzle): of the sets of K \
                            that leave one completion, the hardest
                            """),
                    OptionDescription(
                        name: "table", value: .none,
                        help: """
                            for every distinct tiling of BOARD, the fewest pieces to give: how many tilings need each \
                            number, and the first tiling of each extreme
                            """),
                    OptionDescription(
                        name: "format", value: .choice(of: Style.self),
                        help: """
                            how to print each puzzle: letters (default: the given pieces' letters, '.' for the cells to \
                            fill), svg (a printable sheet: the given pieces in colour, the cells to fill blank, the \
                            pieces to place beside the board) or json (one object per line: board, tiling, rows, pieces, \
                            solution, given, fewest, sets, grade, nodes)
                            """),
                    OptionDescription(
                        name: "letters", value: .choice(of: LetterAlphabet.self),
                        help: "the letters that name the pentominoes: golomb (default) or conway"),
                    .engine,
                    .threads(for: "used by --random and --table"),
                    .memory,
                    .quiet(while: "the count behind --random runs"),
                ]),
        ])

    /// The formats of `--format`.
    enum Style: String, CaseIterable {
        case letters, svg, json
    }

    /// The most puzzles `--puzzles` asks for at once.
    static let mostPuzzles = 1000

    /// Which tilings the puzzles are made from.
    enum Tilings {
        /// The one at this place in the canonical order, from 1, and those after it.
        case index(UInt64)
        /// Drawn uniformly with this seed, and whether the user gave it; nil when none was asked for.
        case random(seed: (value: UInt64, given: Bool)?)
    }

    let target: BoardArgument
    let pieces: PieceSetArgument
    let tilings: Tilings
    let count: Int
    let given: Int?
    let table: Bool
    let style: Style
    let alphabet: LetterAlphabet
    let allowGaps: Bool
    let engine: Engine
    let threads: Int
    /// What the run may keep in memory (`--memory`).
    let memory: MemoryBudget
    let quiet: Bool

    // MARK: - Options

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        if arguments.has("index") && arguments.has("random") {
            throw .usage("--index and --random choose tilings in different ways: give one of them", arguments.usage)
        }
        if arguments.has("seed") && arguments.has("index") {
            throw .usage("--seed only makes sense with --random", arguments.usage)
        }
        if arguments.has("index") {
            tilings = .index(try arguments.unsigned("index", minimum: 1))
        } else if arguments.has("seed") {
            tilings = .random(seed: (try arguments.unsigned("seed", minimum: 0), true))
        } else {
            tilings = .random(seed: arguments.has("random") ? (UInt64.random(in: 0...UInt64.max), false) : nil)
        }
        count = try arguments.integer("puzzles", in: 1...PuzzleCommand.mostPuzzles, default: 1)
        given = arguments.has("given") ? try arguments.integer("given", in: 0...64, default: 0) : nil
        table = arguments.has("table")
        if table, let other = ["index", "random", "seed", "puzzles", "given"].first(where: arguments.has) {
            throw .usage(
                "--table makes no puzzle but a table of every tiling's fewest given pieces: leave out --\(other)",
                arguments.usage)
        }
        style = try arguments.choice("format", default: .letters)
        if table && style == .svg {
            throw .usage("--table prints a table, in text or --format json, not svg", arguments.usage)
        }
        alphabet = try arguments.choice("letters", default: .golomb)
        allowGaps = arguments.has("allow-gaps")
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        memory = try arguments.memory()
        quiet = arguments.has("quiet")
    }

    // MARK: - Running

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        let label = target.label(of: board)
        let solver = try TilingCommand.solver(
            for: board, label: target.label, pieces: pieces, engine: engine, threads: threads, allowGaps: allowGaps,
            memory: memory)
        let maker: PuzzleMaker
        do {
            maker = try PuzzleMaker(
                board: board, pieces: pieces, allowGaps: allowGaps, engine: engine,
                cancellation: Interruption.cancellation)
        } catch {
            throw .failure("\(label): \(error)")
        }
        if table { return try printTable(of: solver, maker: maker, label: label, output: &output) }
        if style == .svg && board.layers > 1 {
            throw .failure("\(label): puzzle sheets are drawn for flat boards: give --format letters or json")
        }
        var puzzles: [(puzzle: Puzzle, index: UInt64)] = []
        for index in try tilingIndices(of: solver, board: board, label: label) {
            let tiling = try tiling(at: index, of: solver, label: label)
            do {
                let puzzle = try maker.puzzle(from: tiling, given: given)
                if style != .svg {
                    if !puzzles.isEmpty && style == .letters { output.write("\n") }
                    output.write(render(puzzle, index: index))
                    // Out before what stderr says of it, wherever the two go.
                    output.flush()
                    if output.failed { return }
                }
                report(puzzle, index: index, number: puzzles.count + 1, label: label)
                puzzles.append((puzzle, index))
            } catch .cancelled {
                throw .interrupted("\(counted(puzzles.count, "puzzle")) made before the search was stopped")
            } catch {
                throw .failure("\(label), tiling \(index): \(error)")
            }
        }
        if style == .svg { output.write(PuzzleSheet.render(puzzles.map(\.puzzle), alphabet: alphabet)) }
    }

    /// The places in the canonical order, from 1, of the tilings to make puzzles of.
    private func tilingIndices(of solver: TilingSolver, board: Board, label: String) throws(CommandError) -> [UInt64] {
        switch tilings {
        case .index(let first):
            // Past the last index there is no tiling, which the search for it says.
            return (0..<UInt64(count)).map { first.addingReportingOverflow($0).partialValue }.filter { $0 >= first }
        case .random(nil) where board.hasPlacedPieces:
            return (0..<UInt64(count)).map { 1 + $0 }
        case .random(let seed):
            let seed = seed ?? (UInt64.random(in: 0...UInt64.max), false)
            let counting = ProgressLine(enabled: !quiet)
            let total = solver.count(progress: counting.search).distinct
            counting.finish()
            if Interruption.happened { throw .interrupted("no puzzle was made") }
            guard total > 0 else { throw .failure("\(label) has no tiling with \(solver.problem.pieces.name)") }
            guard total >= UInt64(count) else {
                throw .failure(
                    "\(label) has \(counted(total, "distinct tiling")), too few for \(count) puzzles: give --puzzles up to \(total)"
                )
            }
            var generator = SplitMix64(seed: seed.value)
            var drawn: [UInt64] = []
            while drawn.count < count {
                let index = generator.uniform(below: total) + 1
                if !drawn.contains(index) { drawn.append(index) }
            }
            if !seed.given { printError("seed \(seed.value)") }
            return drawn
        }
    }

    /// The tiling at `index` (from 1) in the canonical order.
    private func tiling(at index: UInt64, of solver: TilingSolver, label: String) throws(CommandError) -> Tiling {
        let (tiling, total): (Tiling?, UInt64)
        do {
            (tiling, total) = try solver.tiling(at: index - 1)
        } catch {
            throw .failure(error.description)
        }
        if Interruption.happened { throw .interrupted("no puzzle was made of tiling \(index)") }
        guard let tiling else {
            guard total > 0 else { throw .failure("\(label) has no tiling with \(solver.problem.pieces.name)") }
            throw .failure(
                "\(label) has \(counted(total, "distinct tiling")), so there is no tiling \(index): give --index from 1 to \(total)"
            )
        }
        return tiling
    }

    // MARK: - Reports and output

    /// Says on stderr what `puzzle`, the `number`-th made, of tiling `index`, gives and how hard it is.
    private func report(_ puzzle: Puzzle, index: UInt64, number: Int, label: String) {
        let given = puzzle.given.count
        let names = puzzle.given.map { String(alphabet.letter(forGolomb: $0.letter)) }.joined(separator: " ")
        let fewest =
            given == puzzle.fewestGiven
            ? "the fewest" : "\(puzzle.fewestGiven) at the fewest"
        // A board with one tiling needs no piece given: its puzzle is the board alone.
        let pieces = given == 0 ? "no given pieces" : "\(counted(given, "given piece")) (\(names))"
        let sets =
            given == 0
            ? "the board alone has one tiling"
            : "\(counted(puzzle.setsOfThisSize, "set")) of \(given) \(puzzle.setsOfThisSize == 1 ? "leaves" : "leave") one completion"
        let name = count > 1 ? "puzzle \(number), " : ""
        printError("\(name)\(label) tiling \(index): \(pieces), \(fewest); \(sets); \(puzzle.difficulty)")
    }

    /// `puzzle`, of the tiling at `index`, as text in the format asked for.
    private func render(_ puzzle: Puzzle, index: UInt64) -> String {
        let shown = puzzle.shown
        switch style {
        case .letters, .svg:
            return LetterRenderer.render(shown, alphabet: alphabet)
        case .json:
            var object = JSONObject()
            object.add("board", target.label)
            object.add("tiling", index)
            object.add("letters", alphabet.rawValue)
            JSONRenderer.add(shown, alphabet: alphabet, to: &object)
            object.add("solution", json: JSONRenderer.rows(of: puzzle.solution, alphabet: alphabet))
            object.add("given", puzzle.given.count)
            object.add("fewest", puzzle.fewestGiven)
            object.add("sets", puzzle.setsOfThisSize)
            object.add("grade", puzzle.difficulty.grade)
            object.add("nodes", puzzle.difficulty.nodes)
            return object.text + "\n"
        }
    }
}
