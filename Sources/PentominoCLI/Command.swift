/// A command whose command line has been parsed and checked, ready to run.
///
/// Parsing reads no file and searches nothing, so every usage error is found before any work starts.
protocol Command {
    /// Writes what the command produces to `output`, or throws what went wrong.
    func run(output: inout Output) throws(CommandError)
}

/// A command that prints a fixed text, such as a help page or the version.
struct TextCommand: Command {
    let text: String

    func run(output: inout Output) throws(CommandError) {
        output.line(text)
    }
}
