import Glibc
import PentominoKit

/// `pentomino solve BOARD`: prints tilings of a board.
enum SolveCommand {
    static let usage = "usage: pentomino solve BOARD [--all | --limit N | --index K | --random [--seed S]] [--with-symmetries] [--allow-gaps] [--format F] [--color C] [--letters L] [--engine E] [--threads N]"

    static let help = """
        \(usage)

        Prints tilings of BOARD, one row of letters per line, with '.' for cells no piece covers.
        By default it prints the first tiling the search finds; several are separated by a blank line.
        Tilings come in the solver's canonical order: the search's own order, the same from run to run
        and for any number of threads (each engine has its own). Exits 1 if BOARD has no tiling.

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
          -h, --help          show this help
        """

    static func run(_ words: [String], output: inout Output) throws(CommandError) {
        let arguments = try Arguments(
            words, valued: ["engine", "threads", "limit", "index", "seed", "format", "color", "letters"],
            flags: ["help", "h", "all", "random", "with-symmetries", "no-labels", "allow-gaps"], usage: usage)
        if arguments.has("help") || arguments.has("h") {
            output.line(help)
            return
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("solve takes exactly one BOARD, got \(arguments.positionals.count)", usage)
        }
        let selection = try Selection(arguments)
        let engine: Engine = try arguments.choice("engine", default: .auto, usage: usage)
        let threads = try arguments.threads(usage: usage)
        let format = try TilingFormat(arguments, usage: usage)
        if case .svg = format.style, selection.mayPrintMany {
            throw .usage("--format svg draws one tiling: use --index, --random or --limit 1, or --format json for many", usage)
        }
        let target = try BoardArgument(arguments.positionals[0], usage: usage)
        let solver = try TilingCommand.solver(for: target, engine: engine, threads: threads, distinct: !arguments.has("with-symmetries"),
                                              allowGaps: arguments.has("allow-gaps"))
        let problem = solver.problem
        let kind = arguments.has("with-symmetries") ? "" : "distinct "

        switch selection {
        case .stream(let limit):
            var printed: UInt64 = 0
            solver.forEachTiling(limit: limit) { tiling in
                if printed > 0 && format.separatesBlocks { output.write("\n") }
                printed += 1
                output.write(format.render(tiling, board: target.label, index: printed))
                return true
            }
            guard printed > 0 else { throw .failure("\(target.label) has no tiling with the 12 pentominoes") }
        case .index(let index):
            let (tiling, total) = solver.tiling(at: index - 1)
            guard let tiling else {
                throw .failure("\(target.label) has \(total) \(kind)tiling\(total == 1 ? "" : "s"), so there is no tiling \(index): give --index from 1 to \(total)")
            }
            output.write(format.render(tiling, board: target.label, index: index))
        case .random(let seed):
            let total = solver.count().distinctOrAll(problem)
            guard total > 0 else { throw .failure("\(target.label) has no tiling with the 12 pentominoes") }
            var generator = SplitMix64(seed: seed.value)
            let index = generator.uniform(below: total)
            if !seed.given { printError("seed \(seed.value)") }
            guard let tiling = solver.tiling(at: index).tiling else {
                throw .failure("\(target.label): the search found \(total) tilings but not tiling \(index + 1)")
            }
            output.write(format.render(tiling, board: target.label, index: index + 1))
        }
    }

    /// Which tilings to print.
    private enum Selection {
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
