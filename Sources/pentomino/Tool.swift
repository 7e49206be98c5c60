import PentominoKit

/// The `pentomino` command line: picks the command, runs it, reports errors, returns the exit code.
enum Tool {
    /// The version printed by `--version`.
    static let version = "1.0.0"

    static let usage = "usage: pentomino <count|solve|verify|boards|bench|help> [options] [arguments]  (pentomino --help for more)"

    static let help = """
        pentomino \(version): counts and prints tilings of boards with the 12 pentominoes.

        usage: pentomino <command> [options] [arguments]

        commands:
          count BOARD     count the tilings of BOARD, distinct and in all (or one shard of the count)
          solve BOARD     print tilings of BOARD: the first, all, the K-th or a random one, as letters,
                          box drawing, SVG or JSON
          verify [FILE]   check tilings drawn in letters, such as solve prints them
          boards          list the built-in boards and their known counts
          bench BOARD…    time repeated counts of each BOARD
          help [COMMAND]  show this help, or a command's

        BOARD is ROWSxCOLUMNS (such as 6x10 or 10x6), a built-in name (\(NamedBoard.catalogue.map(\.name).joined(separator: ", "))),
        a file that draws the board ('.' a cell to fill, '#' or a space a blocked cell), or - for standard input.
        The board must have exactly 60 open cells.

        options:
          -h, --help      show help (after a command: that command's help)
          --version       print the version

        exit codes: 0 success, 1 failure (unreadable file, impossible board, invalid tiling), 64 usage error.
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func run(_ arguments: [String]) -> ExitCode {
        var output = Output()
        defer { output.flush() }
        do {
            try dispatch(arguments, output: &output)
            return .success
        } catch {
            output.flush()
            printError("error: \(error.message)")
            if let usage = error.usage { printError(usage) }
            return error.code
        }
    }

    private static func dispatch(_ arguments: [String], output: inout Output) throws(CommandError) {
        guard let command = arguments.first else {
            throw .usage("no command given", usage)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "count": try CountCommand.run(rest, output: &output)
        case "solve": try SolveCommand.run(rest, output: &output)
        case "bench": try BenchCommand.run(rest, output: &output)
        case "verify": try VerifyCommand.run(rest, output: &output)
        case "boards": try BoardsCommand.run(rest, output: &output)
        case "help":
            guard rest.count <= 1 else { throw .usage("help takes at most one command name", usage) }
            output.write(try helpText(for: rest.first))
        case "-h", "--help":
            output.write(help + "\n")
        case "--version":
            output.line("pentomino \(version)")
        default:
            throw .usage("unknown command '\(command)': expected count, solve, verify, boards, bench or help", usage)
        }
    }

    /// The help of `command`, or the tool's own help when it is nil.
    private static func helpText(for command: String?) throws(CommandError) -> String {
        switch command {
        case nil: return help + "\n"
        case "count": return CountCommand.help + "\n"
        case "solve": return SolveCommand.help + "\n"
        case "bench": return BenchCommand.help + "\n"
        case "verify": return VerifyCommand.help + "\n"
        case "boards": return BoardsCommand.help + "\n"
        case let other?: throw .usage("no help for unknown command '\(other)': expected count, solve, verify, boards or bench", usage)
        }
    }
}
