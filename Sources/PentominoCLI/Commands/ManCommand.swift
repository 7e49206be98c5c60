/// `pentomino man`: prints the man page.
struct ManCommand: NamedCommand {
    static let description = CommandDescription(
        name: "man", summary: "print the man page, in roff",
        details: """
            Prints the manual page pentomino(1) in roff, made from the same descriptions as the help.
            Read it with 'pentomino man | man -l -', or install it as man1/pentomino.1 under a man
            directory, such as /usr/local/share/man.
            """)

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("man takes no arguments, got \(arguments.positionals.count)", arguments.usage)
        }
    }

    func run(output: inout Output) throws(CommandError) {
        output.write(ManualPage.roff)
    }
}
