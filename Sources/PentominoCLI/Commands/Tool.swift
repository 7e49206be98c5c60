import PentominoKit

/// The `pentomino` command line: picks the command, runs it, reports errors, returns the exit code.
public enum Tool {
    /// The version printed by `--version`.
    static let version = "1.0.0"

    /// Every command, in the order help lists them.
    static var commands: [any NamedCommand.Type] {
        [
            CountCommand.self, SolveCommand.self, StripCommand.self,
            PuzzleCommand.self, PlayCommand.self, AppCommand.self,
            VerifyCommand.self,
            BoardsCommand.self, BenchCommand.self,
            ExactCoverCommand.self, ExportCommand.self, MergeCommand.self,
            HelpCommand.self, CompletionCommand.self, ManCommand.self,
        ]
    }

    /// The descriptions of every command, in the order help lists them.
    static var descriptions: [CommandDescription] { commands.map { $0.description } }

    /// The options taken before any command.
    static let options = [
        OptionDescription(
            name: "help", short: "h", value: .none, help: "show help (after a command: that command's help)"),
        OptionDescription(name: "version", value: .none, help: "print the version"),
    ]

    static let usage =
        "usage: pentomino <\(commands.map { $0.description.name }.joined(separator: "|"))> [options] [arguments]  (pentomino --help for more)"

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
        guard let word = arguments.first else {
            throw .usage("no command given", usage)
        }
        let rest = Array(arguments.dropFirst())
        switch word {
        case "-h", "--help":
            guard rest.isEmpty else {
                throw .usage(
                    "\(word) takes nothing after it: for a command's help, give 'pentomino COMMAND --help'", usage)
            }
            return TextCommand(text: ToolDescription.help)
        case "--version":
            guard rest.isEmpty else { throw .usage("--version takes nothing after it", usage) }
            return TextCommand(text: "pentomino \(version)")
        default:
            guard let command = command(named: word) else { throw unknownCommand(word) }
            let parsed = try Arguments(rest, for: command.description)
            if parsed.wantsHelp { return TextCommand(text: command.description.help) }
            return try command.init(parsed)
        }
    }

    /// The command called `name`, if there is one.
    static func command(named name: String) -> (any NamedCommand.Type)? {
        commands.first { $0.description.name == name }
    }

    /// The error for a first word that names no command: what was probably meant, if anything.
    private static func unknownCommand(_ word: String) -> CommandError {
        if BoardArgument.namesABoard(word) {
            return .usage(
                "unknown command '\(word)': a board comes after a command, as in 'pentomino count \(word)' or 'pentomino solve \(word)'",
                usage)
        }
        let names = commands.map { $0.description.name }
        return .usage("unknown command '\(word)'\(Suggestion.didYouMean(word, among: names, listing: true))", usage)
    }
}
