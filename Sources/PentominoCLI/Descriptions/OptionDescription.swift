/// One option of a command.
struct OptionDescription: Sendable, Equatable {
    /// Its name without the dashes, such as `engine` for `--engine`.
    let name: String
    /// A one-letter name, given with one dash, if it has one.
    var short: String? = nil
    /// What value it takes, if any.
    let value: OptionValue
    /// What it does, in one or more sentences; the words before the first colon, comma, semicolon
    /// or bracket say it briefly, for completions.
    let help: String

    /// The option as the usage line and help write it, such as `--engine auto|bitset|dlx`.
    var synopsis: String {
        switch value {
        case .none: "--\(name)"
        case .some(let placeholder), .path(let placeholder), .terms(let placeholder, _): "--\(name) \(placeholder)"
        case .choice(let choices): "--\(name) \(choices.joined(separator: "|"))"
        }
    }

    /// What the option does, briefly: its help up to the first colon, comma, semicolon or bracket.
    var summary: String {
        var summary = String(help.prefix { !":,;(".contains($0) })
        while summary.last == " " { summary.removeLast() }
        return summary
    }

    /// Every way to write the option's name: `--name`, and `-x` if it has a short name.
    var spellings: [String] {
        ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
    }

    /// `--help` and `-h`, which every command takes.
    static let showHelp = OptionDescription(name: "help", short: "h", value: .none, help: "show this help")
}

/// What an option takes after its name.
enum OptionValue: Sendable, Equatable {
    /// Nothing: the option is a flag.
    case none
    /// A value shown as this placeholder, such as `N`.
    case some(String)
    /// One of these words.
    case choice([String])
    /// A file's path, shown as this placeholder.
    case path(String)
    /// Terms joined by commas, each one of `words` or a file's path, perhaps after a count such as
    /// `2*`, shown as this placeholder: completions offer both for the last term.
    case terms(String, words: [String])

    /// One of the raw values of `T`.
    static func choice<T: RawRepresentable & CaseIterable>(of _: T.Type) -> OptionValue where T.RawValue == String {
        .choice(T.allCases.map(\.rawValue))
    }
}
