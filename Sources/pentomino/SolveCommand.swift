import PentominoKit

/// `pentomino solve BOARD`: prints one tiling of a board.
enum SolveCommand {
    static let usage = "usage: pentomino solve BOARD [--engine auto|bitset|dlx]"

    static let help = """
        \(usage)

        Prints the first tiling of BOARD that the search finds, one row of letters per line
        (Golomb's F I L N P T U V W X Y Z), with '.' for blocked cells. Exits 1 if BOARD has no tiling.

        options:
          --engine E      the exact-cover engine: auto (default: the fastest that fits), bitset, or dlx (Dancing Links)
          -h, --help      show this help
        """

    static func run(_ words: [String], output: inout Output) throws(CommandError) {
        let arguments = try Arguments(words, valued: ["engine"], flags: ["help", "h"], usage: usage)
        if arguments.has("help") || arguments.has("h") {
            output.line(help)
            return
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("solve takes exactly one BOARD, got \(arguments.positionals.count)", usage)
        }
        let engine: Engine = try arguments.choice("engine", default: .auto, usage: usage)
        let target = try BoardArgument(arguments.positionals[0], usage: usage)
        let problem = try TilingCommand.problem(for: target)
        guard let tiling = TilingSolver(problem: problem, engine: engine).tilings(limit: 1).first else {
            throw .failure("\(target.label) has no tiling with the 12 pentominoes")
        }
        output.write(LetterRenderer.render(tiling))
    }
}
