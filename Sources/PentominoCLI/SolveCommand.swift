import Glibc
import PentominoKit

/// `pentomino solve BOARD`: prints tilings of a board.
struct SolveCommand: Command {
    static let usage = "usage: pentomino solve BOARD [--all | --limit N | --index K | --random [--seed S]] [--with-symmetries] [--allow-gaps] [--format F] [--color C] [--letters L] [--verify-output] [--quiet] [--engine E] [--threads N]"

    static let help = """
        \(usage)

        Prints tilings of BOARD, one row of letters per line, with '.' for cells no piece covers.
        By default it prints the first tiling the search finds; several are separated by a blank line.
        Tilings come in the solver's canonical order: the search's own order, the same from run to run
        and for any number of threads (each engine has its own). Exits 1 if BOARD has no tiling.
        Interrupted (Ctrl-C or SIGTERM), it stops, keeps the tilings printed so far, says so on stderr
        and exits 130; if the reader of its output goes away (as with | head), it stops quietly.

        which tilings:
          --all               every distinct tiling (one per class of tilings that the board's symmetries
                              carry into one another), printed as they are found
          --limit N           at most N tilings, 1 or more (with --all or alone)
          --index K           the K-th distinct tiling in the canonical order, from 1
          --random            one distinct tiling drawn uniformly at random (counts them all, then picks one)
          --seed S            with --random: a whole number from 0 to 18446744073709551615 that fixes the draw;
                              without it a seed is picked and shown on stderr
          --allow-gaps        accept a board with more open cells than the pieces cover (up to 64), leaving
                              the extra cells empty ('.')
          --with-symmetries   count rotations and reflections as different tilings (for --all, --index, --random)

        how:
          --format F          letters (default), box (lines along piece borders), svg (a picture of one tiling)
                              or json (one object per line: board, index, rows, pieces)
          --color C           auto (default: only when stdout is a terminal and NO_COLOR is unset), always or
                              never; colours each piece in letters and box formats
          --letters L         golomb (F I L N P T U V W X Y Z, default) or conway (O P Q R S T U V W X Y Z)
          --no-labels         with --format svg: draw the pieces without their letters
          --engine E          the exact-cover engine: auto (default: the fastest that fits), bitset, or dlx
          --threads N         threads for --index and --random, 1 to 1024 (default: every core)
          --quiet             no progress line on stderr while --index or --random count (it is shown only when
                              stderr is a terminal and the count takes over a second)
          --verify-output     check every tiling before printing it, by code that shares nothing with the
                              search (debug builds always do); a tiling that fails is an error, not a picture
          -h, --help          show this help
        """

    let target: BoardArgument
    let selection: Selection
    let format: TilingFormat
    let engine: Engine
    let threads: Int
    let withSymmetries: Bool
    let allowGaps: Bool
    let verifyOutput: Bool
    let quiet: Bool

    /// The solve that `words` (the arguments after `solve`) ask for, or its help.
    static func parse(_ words: [String]) throws(CommandError) -> any Command {
        let arguments = try Arguments(
            words, valued: ["engine", "threads", "limit", "index", "seed", "format", "color", "letters"],
            flags: ["help", "h", "all", "random", "with-symmetries", "no-labels", "allow-gaps", "verify-output", "quiet"], usage: usage)
        if arguments.wantsHelp { return TextCommand(text: help) }
        guard arguments.positionals.count == 1 else {
            throw .usage("solve takes exactly one BOARD, got \(arguments.positionals.count)", usage)
        }
        let selection = try Selection(arguments)
        let format = try TilingFormat(arguments, usage: usage)
        if case .svg = format.style, selection.mayPrintMany {
            throw .usage("--format svg draws one tiling: use --index, --random or --limit 1, or --format json for many", usage)
        }
        return SolveCommand(target: try BoardArgument(arguments.positionals[0], usage: usage), selection: selection, format: format,
                            engine: try arguments.choice("engine", default: .auto, usage: usage),
                            threads: try arguments.threads(usage: usage), withSymmetries: arguments.has("with-symmetries"),
                            allowGaps: arguments.has("allow-gaps"), verifyOutput: arguments.has("verify-output"), quiet: arguments.has("quiet"))
    }

    func run(output: inout Output) throws(CommandError) {
        let solver = try TilingCommand.solver(for: target, engine: engine, threads: threads, distinct: !withSymmetries,
                                              allowGaps: allowGaps, verifyTilings: verifyOutput)
        let problem = solver.problem
        let kind = withSymmetries ? "" : "distinct "

        switch selection {
        case .stream(let limit):
            var printed: UInt64 = 0
            let complete = try verified { () throws(InvalidTiling) in
                try solver.forEachTiling(limit: limit) { tiling in
                    if printed > 0 && format.separatesBlocks { output.write("\n") }
                    printed += 1
                    output.write(format.render(tiling, board: target.label, index: printed))
                    return !output.failed
                }
            }
            try output.finish()
            if !complete && Interruption.happened {
                throw .interrupted("printed \(printed) \(kind)tiling\(printed == 1 ? "" : "s") before the search was stopped; there may be more")
            }
            guard printed > 0 else { throw .failure("\(target.label) has no tiling with the 12 pentominoes") }
        case .index(let index):
            let progress = ProgressLine(enabled: !quiet)
            let (tiling, total) = try verified { () throws(InvalidTiling) in try solver.tiling(at: index - 1, progress: progress.search) }
            progress.finish()
            // Without a tiling at the index, every tiling was counted.
            guard !Interruption.happened else { throw .interrupted("no tiling was printed") }
            guard let tiling else {
                throw .failure("\(target.label) has \(total) \(kind)tiling\(total == 1 ? "" : "s"), so there is no tiling \(index): give --index from 1 to \(total)")
            }
            output.write(format.render(tiling, board: target.label, index: index))
        case .random(let seed):
            let counting = ProgressLine(enabled: !quiet)
            let total = solver.count(progress: counting.search).distinctOrAll(problem)
            counting.finish()
            guard !Interruption.happened else { throw .interrupted("no tiling was printed") }
            guard total > 0 else { throw .failure("\(target.label) has no tiling with the 12 pentominoes") }
            var generator = SplitMix64(seed: seed.value)
            let index = generator.uniform(below: total)
            if !seed.given { printError("seed \(seed.value)") }
            let finding = ProgressLine(enabled: !quiet)
            let tiling = try verified { () throws(InvalidTiling) in try solver.tiling(at: index, progress: finding.search) }.tiling
            finding.finish()
            guard !Interruption.happened else { throw .interrupted("no tiling was printed") }
            guard let tiling else {
                throw .failure("\(target.label): the search found \(total) tilings but not tiling \(index + 1)")
            }
            output.write(format.render(tiling, board: target.label, index: index + 1))
        }
    }

    /// What `body` returns, with a tiling that failed its check turned into a failure.
    private func verified<T>(_ body: () throws(InvalidTiling) -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch {
            throw .failure(error.description)
        }
    }

    /// Which tilings to print.
    enum Selection {
        /// The first `limit` in the canonical order.
        case stream(limit: UInt64)
        /// The one at this place in the canonical order, from 1.
        case index(UInt64)
        /// One drawn uniformly with this seed, and whether the user gave it.
        case random(seed: (value: UInt64, given: Bool))

        init(_ arguments: Arguments) throws(CommandError) {
            let picks = ["all", "index", "random"].filter(arguments.has)
            guard picks.count <= 1 else {
                throw .usage("--\(picks[0]) and --\(picks[1]) choose tilings in different ways: give one of them", usage)
            }
            if arguments.has("limit") && (arguments.has("index") || arguments.has("random")) {
                throw .usage("--limit goes with --all, not with --\(arguments.has("index") ? "index" : "random")", usage)
            }
            if arguments.has("seed") && !arguments.has("random") {
                throw .usage("--seed only makes sense with --random", usage)
            }
            if arguments.has("index") {
                self = .index(try arguments.unsigned("index", minimum: 1, usage: usage))
            } else if arguments.has("random") {
                if arguments.has("seed") {
                    self = .random(seed: (try arguments.unsigned("seed", minimum: 0, usage: usage), true))
                } else {
                    self = .random(seed: (UInt64.random(in: 0...UInt64.max), false))
                }
            } else if arguments.has("limit") {
                self = .stream(limit: try arguments.unsigned("limit", minimum: 1, usage: usage))
            } else {
                self = .stream(limit: arguments.has("all") ? .max : 1)
            }
        }

        /// Whether more than one tiling may be printed.
        var mayPrintMany: Bool {
            if case .stream(let limit) = self { return limit > 1 }
            return false
        }
    }
}

private extension TilingCount {
    /// The number of tilings that `problem` finds, one per tiling it can print.
    func distinctOrAll(_ problem: TilingProblem) -> UInt64 {
        problem.distinct ? distinct : all
    }
}
