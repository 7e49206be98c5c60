/// What a command is called, what it takes and what it says about itself: the one description from
/// which its usage line, its help, the parser's table of options, the man page and the shell
/// completions are all made, so that an option added here appears in every one of them.
struct CommandDescription: Sendable {
    /// The word that names the command, such as `count`.
    let name: String
    /// What the command does, in one line without a full stop, for lists of commands.
    let summary: String
    /// What follows the options, in order.
    let operands: [Operand]
    /// Paragraphs about the command, separated by blank lines; a line indented by two spaces is
    /// shown as it is written, such as a line of output.
    let details: String
    /// The command's options in groups, each shown under its own heading; `-h, --help` ends the last.
    let optionGroups: [OptionGroup]

    /// The operands and options of a command, in the order they are shown.
    init(name: String, summary: String, operands: [Operand] = [], details: String, optionGroups: [OptionGroup] = []) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.details = details
        let last = optionGroups.last ?? OptionGroup(nil, [])
        self.optionGroups = optionGroups.dropLast() + [OptionGroup(last.title, last.options + [.showHelp])]
    }

    /// Every option, `--help` last.
    var options: [OptionDescription] { optionGroups.flatMap(\.options) }

    /// The option called `name` (without dashes), if the command has one.
    func option(named name: String) -> OptionDescription? {
        options.first { $0.name == name || $0.short == name }
    }

    /// The usage line: the command, each operand and every option.
    var usage: String { usageWords.joined(separator: " ") }

    /// The parts of the usage line, each to be kept on one line when it is wrapped.
    var usageWords: [String] {
        ["usage: pentomino", name] + operands.map(\.synopsis)
            + options.filter { $0 != .showHelp }.map { "[\($0.synopsis)]" }
    }
}

/// An argument of a command that is not an option, such as its `BOARD`.
struct Operand: Sendable {
    /// What it is, for completions: a board, a file, a command name or one of a list of words.
    enum Kind: Sendable, Equatable {
        case board, file, command
        case word([String])
    }

    /// The name shown for it, such as `BOARD`.
    let name: String
    let kind: Kind
    /// Whether it may be left out.
    var optional = false
    /// Whether it may be given more than once.
    var repeats = false

    /// How the usage line writes it.
    var synopsis: String {
        let body = repeats ? "\(name)…" : name
        return optional ? "[\(body)]" : body
    }
}

/// Options shown together under one heading in a command's help.
struct OptionGroup: Sendable {
    /// The heading, such as `which tilings`; nil for the plain `options` heading.
    let title: String?
    let options: [OptionDescription]

    init(_ title: String?, _ options: [OptionDescription]) {
        self.title = title
        self.options = options
    }
}
