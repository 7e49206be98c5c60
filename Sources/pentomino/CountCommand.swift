import PentominoKit

/// `pentomino count BOARD`: counts the tilings of a board.
enum CountCommand {
    static let usage = "usage: pentomino count BOARD [--engine auto|bitset|dlx] [--threads N]"

    static let help = """
        \(usage)

        Counts the tilings of BOARD by the 12 pentominoes and prints one line:
          6x10: 2339 distinct tilings (9356 counting rotations and reflections)
        Distinct tilings are counted once per class of tilings that the board's symmetries carry into one another.

        options:
          --engine E      the exact-cover engine: auto (default: the fastest that fits), bitset, or dlx (Dancing Links)
          --threads N     threads to search on, 1 to 1024 (default: every core); the count is the same for any N
          -h, --help      show this help
        """

    static func run(_ words: [String], output: inout Output) throws(CommandError) {
        let arguments = try Arguments(words, valued: ["engine", "threads"], flags: ["help", "h"], usage: usage)
        if arguments.has("help") || arguments.has("h") {
            output.line(help)
            return
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("count takes exactly one BOARD, got \(arguments.positionals.count)", usage)
        }
        let engine: Engine = try arguments.choice("engine", default: .auto, usage: usage)
        let threads = try arguments.threads(usage: usage)
        let target = try BoardArgument(arguments.positionals[0], usage: usage)
        let problem = try TilingCommand.problem(for: target)
        let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
        let noun = count.distinct == 1 ? "tiling" : "tilings"
        output.line("\(target.label): \(count.distinct) distinct \(noun) (\(count.all) counting rotations and reflections)")
    }
}
