import Glibc
import PentominoKit

/// The `pentomino` command line: picks the command, runs it, reports errors, returns the exit code.
public enum Tool {
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

        exit codes: 0 success, 1 failure (unreadable file, impossible board, invalid tiling, output that
        cannot be written), 64 usage error, 130 interrupted (SIGINT or SIGTERM).
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        // A closed pipe shows up as a failed write, which ends the command quietly, not as a signal.
        signal(SIGPIPE, SIG_IGN)
        Interruption.catchSignals()
        var output = Output()
        do {
            let command = try parse(arguments)
            try command.run(output: &output)
            try output.finish()
            return ExitCode.success.rawValue
        } catch {
            output.flush()
            if let report = error.report { printError(report) }
            if let usage = error.usage { printError(usage) }
            return error.code.rawValue
        }
    }

    /// The command that `arguments` ask for, parsed and checked but not run.
    static func parse(_ arguments: [String]) throws(CommandError) -> any Command {
        guard let command = arguments.first else {
            throw .usage("no command given", usage)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "count": return try CountCommand.parse(rest)
        case "solve": return try SolveCommand.parse(rest)
        case "bench": return try BenchCommand.parse(rest)
        case "verify": return try VerifyCommand.parse(rest)
        case "boards": return try BoardsCommand.parse(rest)
        case "help":
            guard rest.count <= 1 else { throw .usage("help takes at most one command name", usage) }
            return TextCommand(text: try helpText(for: rest.first))
        case "-h", "--help":
            guard rest.isEmpty else { throw .usage("\(command) takes nothing after it: for a command's help, give 'pentomino COMMAND --help'", usage) }
            return TextCommand(text: help)
        case "--version":
            guard rest.isEmpty else { throw .usage("--version takes nothing after it", usage) }
            return TextCommand(text: "pentomino \(version)")
        default:
            throw .usage("unknown command '\(command)': expected count, solve, verify, boards, bench or help", usage)
        }
    }

    /// The help of `command`, or the tool's own help when it is nil.
    private static func helpText(for command: String?) throws(CommandError) -> String {
        switch command {
        case nil: return help
        case "count": return CountCommand.help
        case "solve": return SolveCommand.help
        case "bench": return BenchCommand.help
        case "verify": return VerifyCommand.help
        case "boards": return BoardsCommand.help
        case let other?: throw .usage("no help for unknown command '\(other)': expected count, solve, verify, boards or bench", usage)
        }
    }
}
