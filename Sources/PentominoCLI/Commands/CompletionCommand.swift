/// `pentomino completion SHELL`: prints a shell completion script.
struct CompletionCommand: NamedCommand {
    static let description = CommandDescription(
        name: "completion", summary: "print a script that completes pentomino's words in bash, zsh or fish",
        operands: [
            Operand(
                name: CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: "|"),
                kind: .word(CompletionScript.Shell.allCases.map(\.rawValue)))
        ],
        details: """
            Prints a completion script for the shell: it completes the commands, their options, the values
            of options that take one of a list, piece sets term by term (their words and files), the
            built-in boards and file names. To try it in the shell you are in:
              source <(pentomino completion bash)
            To keep it, save it where the shell looks for completions, such as
            ~/.local/share/bash-completion/completions/pentomino, a directory on zsh's fpath as _pentomino,
            or ~/.config/fish/completions/pentomino.fish.
            """)

    let shell: CompletionScript.Shell

    init(_ arguments: Arguments) throws(CommandError) {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1 else {
            throw .usage(
                "completion takes one SHELL, one of \(names.joined(separator: ", ")); got \(arguments.positionals.count)",
                arguments.usage)
        }
        let name = arguments.positionals[0]
        guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
            throw .usage(
                "no completion for shell '\(name)'\(Suggestion.didYouMean(name, among: names, listing: true))",
                arguments.usage)
        }
        self.shell = shell
    }

    func run(output: inout Output) throws(CommandError) {
        output.write(CompletionScript.script(for: shell))
    }
}
