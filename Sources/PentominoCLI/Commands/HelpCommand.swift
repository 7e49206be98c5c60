/// `pentomino help [COMMAND]`: the tool's help, or a command's.
struct HelpCommand: NamedCommand {
    static let description = CommandDescription(
        name: "help", summary: "show this help, or a command's",
        operands: [Operand(name: "COMMAND", kind: .command, optional: true)],
        details: "Prints the tool's help, or with COMMAND that command's help, as 'pentomino COMMAND --help' does.")

    let text: String

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else { throw .usage("help takes at most one COMMAND", arguments.usage) }
        guard let name = arguments.positionals.first else {
            text = ToolDescription.help
            return
        }
        guard let command = Tool.command(named: name) else {
            let names = Tool.commands.map { $0.description.name }
            throw .usage(
                "no help for unknown command '\(name)'\(Suggestion.didYouMean(name, among: names, listing: true))",
                arguments.usage)
        }
        text = command.description.help
    }

    func run(output: inout Output) throws(CommandError) {
        output.line(text)
    }
}
