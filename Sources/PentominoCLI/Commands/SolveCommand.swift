// `pentomino solve BOARD`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, read and checked.
// - Running it: the first tilings, every one, the K-th, or one at random, each checked before it
//   is printed.

import PentominoKit

/// `pentomino solve BOARD`: prints tilings of a board.
struct SolveCommand: NamedCommand {
    // MARK: - Description

    static let description = CommandDescription(
        name: "solve",
        summary:
            "print tilings of BOARD: the first, all, the K-th or a random one, as letters, box drawing, SVG or JSON",
        operands: [.board],
        details: """
            Prints tilings of BOARD, one row of letters per line, with '.' for cells left empty and '#'
            for blocked cells. By default it prints the first tiling the search finds; several are
            separated by a blank line. Tilings come in the solver's canonical order: the search's own
            order, the same from run to run and for any number of threads (each engine has its own).
            Exits 1 if BOARD has no tiling. Interrupted (Ctrl-C or SIGTERM), it stops, keeps the tilings
            printed so far, says so on stderr and exits 130 (143 after SIGTERM); if the reader of its
            output goes away (as with | head), it stops quietly.
            """,
        optionGroups: [
            OptionGroup(
                "which tilings",
                [
                    OptionDescription(
                        name: "all", value: .none,
                        help: """
                            every distinct tiling (one per class of tilings that the board's symmetries carry into one \
                            another), printed as they are found
                            """),
                    OptionDescription(
                        name: "limit", value: .some("N"), help: "at most N tilings, 1 or more (with --all or alone)"),
                    .index(of: "distinct tiling"),
                    .random("one distinct tiling", note: "counts them all, then picks one"),
                    .seed,
                    .pieces,
                    .surface,
                    .tatami,
                    .allowGaps(doing: "leave the extra cells empty ('.')"),
                    OptionDescription(
                        name: "with-symmetries", value: .none,
                        help: """
                            count rotations and reflections as different tilings (for --all, --index, --random)
                            """),
                ]),
            OptionGroup(
                "how",
                [
                    OptionDescription(
                        name: "format", value: .choice(of: TilingFormat.Style.self),
                        help: """
                            how to draw each tiling: letters (default), box (lines along piece borders, letters inside, \
                            '·' in cells left empty), svg (a picture; with --limit N, a sheet of up to N tilings in a grid, \
                            N at most \(SolveCommand.largestSheet)) or json (one object per line: board, index, letters, \
                            rows, pieces)
                            """),
                    OptionDescription(
                        name: "color", value: .choice(of: TilingFormat.ColourChoice.self),
                        help: """
                            when to colour each piece in the letters and box formats, copies of a piece that touch in \
                            different shades of its colour: auto (default: when stdout is a terminal, unless NO_COLOR is \
                            set or TERM is dumb; CLICOLOR_FORCE forces it), always or never
                            """),
                    OptionDescription(
                        name: "letters", value: .choice(of: LetterAlphabet.self),
                        help: """
                            the letters that name the pentominoes: golomb (F I L N P T U V W X Y Z, default) or \
                            conway (O P Q R S T U V W X Y Z); pieces of a file keep their own names
                            """),
                    OptionDescription(
                        name: "no-labels", value: .none,
                        help: """
                            draw the pieces without their letters (with --format svg or box)
                            """),
                    .engine,
                    .threads(for: "used by --index and --random"),
                    .memory,
                    .quiet(
                        while:
                            "the search for a first tiling (for every tiling, when they go to a file) or the count behind --index or --random runs"
                    ),
                    OptionDescription(
                        name: "verify-output", value: .none,
                        help: """
                            check every tiling before printing it, by code that shares nothing with the search (debug \
                            builds always do); a tiling that fails is an error, not a picture
                            """),
                ]),
        ])

    /// The most tilings `--format svg` draws on one sheet.
    static let largestSheet: UInt64 = 10_000

    let target: BoardArgument
    let pieces: PieceSetArgument
    let selection: Selection
    let format: TilingFormat
    let engine: Engine
    let threads: Int
    /// What the run may keep in memory (`--memory`).
    let memory: MemoryBudget
    let withSymmetries: Bool
    let allowGaps: Bool
    let verifyOutput: Bool
    let quiet: Bool

    // MARK: - Options

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        selection = try Selection(arguments, every: "all", noun: "tilings")
        format = try TilingFormat(arguments)
        if format.drawsSheet, case .stream(let limit) = selection, limit > SolveCommand.largestSheet {
            throw .usage(
                "--format svg draws at most \(SolveCommand.largestSheet) tilings on one sheet: give --limit N up to that with --all, or --index or --random",
                arguments.usage)
        }
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        memory = try arguments.memory()
        withSymmetries = arguments.has("with-symmetries")
        allowGaps = arguments.has("allow-gaps")
        verifyOutput = arguments.has("verify-output")
        quiet = arguments.has("quiet")
    }

    // MARK: - Running

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        try format.checkNames(of: pieces)
        let solver = try TilingCommand.solver(
            for: target, pieces: pieces, engine: engine, threads: threads, distinct: !withSymmetries,
            allowGaps: allowGaps, verifyTilings: verifyOutput, memory: memory)
        switch selection {
        case .stream(let limit): try printTilings(upTo: limit, of: solver, output: &output)
        case .index(let index): try printTiling(at: index, of: solver, output: &output)
        case .random(let seed): try printRandomTiling(seed: seed, of: solver, output: &output)
        }
    }

    /// What the tilings printed are called: distinct ones unless every symmetric copy is asked for.
    private var kind: String { withSymmetries ? "tiling" : "distinct tiling" }

    /// Prints the first `limit` tilings, one by one as the search finds them (all at once on a sheet).
    private func printTilings(upTo limit: UInt64, of solver: TilingSolver, output: inout Output) throws(CommandError) {
        var printed: UInt64 = 0
        var sheet: [Tiling] = []
        // Shown until the first tiling is found, which on a large board may take long; where the
        // tilings go to a file, which shows nothing as it fills, until the search ends.
        let progress = ProgressLine(enabled: !quiet)
        let complete = try verified { () throws(InvalidTiling) in
            try solver.forEachTiling(limit: limit, progress: progress.search) { tiling in
                if !output.toFile { progress.finish() }
                printed += 1
                if format.drawsSheet {
                    sheet.append(tiling)
                    return true
                }
                if printed > 1 && format.separatesBlocks { output.write("\n") }
                output.write(format.render(tiling, board: target.label, index: printed))
                output.endRecord()
                return !output.failed
            }
        }
        progress.finish()
        if !sheet.isEmpty { output.write(format.sheet(sheet)) }
        try output.finish()
        if !complete && Interruption.happened {
            try stopIfInterrupted(printed: printed)
            throw .interrupted("printed \(counted(printed, kind)) before the search was stopped; there may be more")
        }
        guard printed > 0 else { throw noTiling(of: solver) }
    }

    /// The failure of a board of which `solver` finds no tiling.
    private func noTiling(of solver: TilingSolver) -> CommandError {
        .failure("\(target.label(of: solver.problem.board)) has no tiling with \(solver.problem.pieces.name)")
    }

    /// Prints the tiling at `index` (from 1) in the canonical order.
    private func printTiling(at index: UInt64, of solver: TilingSolver, output: inout Output) throws(CommandError) {
        let progress = ProgressLine(enabled: !quiet)
        let (tiling, total) = try verified { () throws(InvalidTiling) in
            try solver.tiling(at: index - 1, progress: progress.search)
        }
        progress.finish()
        // Without a tiling at the index, every tiling was counted.
        try stopIfInterrupted()
        guard let tiling else {
            guard total > 0 else { throw noTiling(of: solver) }
            throw .failure(
                "\(target.label) has \(counted(total, kind)), so there is no tiling \(index): give --index from 1 to \(total)"
            )
        }
        output.write(format.render(tiling, board: target.label, index: index))
    }

    /// Counts the tilings, then prints one drawn uniformly with `seed`'s generator.
    private func printRandomTiling(seed: (value: UInt64, given: Bool), of solver: TilingSolver, output: inout Output)
        throws(CommandError)
    {
        let counting = ProgressLine(enabled: !quiet)
        let total = solver.count(progress: counting.search).distinctOrAll(solver.problem)
        counting.finish()
        try stopIfInterrupted()
        guard total > 0 else { throw noTiling(of: solver) }
        var generator = SplitMix64(seed: seed.value)
        let index = generator.uniform(below: total)
        if !seed.given { printError("seed \(seed.value)") }
        let finding = ProgressLine(enabled: !quiet)
        let tiling = try verified { () throws(InvalidTiling) in try solver.tiling(at: index, progress: finding.search) }
            .tiling
        finding.finish()
        try stopIfInterrupted()
        guard let tiling else {
            throw .failure("\(target.label): the search found \(total) tilings but not tiling \(index + 1)")
        }
        output.write(format.render(tiling, board: target.label, index: index + 1))
    }

    /// An interruption that came before a single tiling was printed (`printed` is 0).
    private func stopIfInterrupted(printed: UInt64 = 0) throws(CommandError) {
        if Interruption.happened && printed == 0 { throw .interrupted("no tiling was printed") }
    }

    /// What `body` returns, with a tiling that failed its check turned into a failure.
    private func verified<T>(_ body: () throws(InvalidTiling) -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch {
            throw .failure(error.description)
        }
    }
}

extension TilingCount {
    /// The number of tilings that `problem` finds, one per tiling it can print.
    fileprivate func distinctOrAll(_ problem: TilingProblem) -> UInt64 {
        problem.distinct ? distinct : all
    }
}
