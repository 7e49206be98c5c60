/// A command whose command line has been parsed and checked, ready to run.
///
/// Parsing reads no file and searches nothing, so every usage error is found before any work starts.
protocol Command {
    /// Writes what the command produces to `output`, or throws what went wrong.
    func run(output: inout Output) throws(CommandError)
}

/// A command the tool offers by name: described once, and made from its parsed arguments.
protocol NamedCommand: Command {
    /// Its name, operands and options, with the words that explain them.
    static var description: CommandDescription { get }

    /// The command that `arguments`, parsed by `description`'s options, ask for; a usage error if
    /// they do not make sense together.
    init(_ arguments: Arguments) throws(CommandError)
}

/// A command that prints a fixed text, such as a help page or the version.
struct TextCommand: Command {
    let text: String

    func run(output: inout Output) throws(CommandError) {
        output.line(text)
    }
}
