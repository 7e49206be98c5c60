// The descriptions of the commands, everywhere they show:
//
// - Usage lines, help and the parser; the guide's usage lines; the install steps.
// - The man page, tracked and well formed.
// - The completion scripts of bash, zsh and fish.
// - `Shell`: the programs the tests use when the machine has them.

import Foundation
import PentominoKit
import Testing
import TilingCheck

@testable import PentominoCLI

/// Help, usage lines, the user guide, the man page and the completion scripts all show every command
/// and option that the parser takes.
struct DescriptionTests {
    /// The repository's top directory.
    static let repository = Repository.root

    static var commandNames: [String] { Tool.descriptions.map(\.name) }

    // MARK: - Usage and help

    @Test(arguments: commandNames)
    func everyOptionIsInTheUsageLineTheHelpAndTheParser(command: String) throws {
        let description = try #require(Tool.command(named: command)).description
        let help = try Run(command, "--help")
        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(help.stdout == description.help + "\n")
        for option in description.options {
            #expect(option == .showHelp || description.usage.contains("[\(option.synopsis)]"), "--\(option.name)")
            #expect(help.stdout.contains(option.label), "--\(option.name)")
            // The parser takes each option: none is refused as unknown.
            let value = option.value == .none ? [] : ["x"]
            do {
                _ = try Tool.parse([command, "--\(option.name)"] + value)
            } catch {
                #expect(
                    error.message?.contains("unknown option") != true,
                    "\(command) --\(option.name): \(error.message ?? "")")
            }
            if case .choice(let choices) = option.value {
                for choice in choices {
                    #expect(option.help.contains(choice), "--\(option.name) does not explain \(choice)")
                }
            }
        }
    }

    @Test func theGuideShowsEveryCommandsUsage() throws {
        let readme = try Repository.text("docs/GUIDE.md")
        for description in Tool.descriptions {
            let usage = wrapped(words: description.usageWords, width: CommandDescription.helpWidth, indent: "        ")
                .joined(separator: "\n")
            #expect(readme.contains(usage), "the guide lacks the usage of \(description.name):\n\(usage)")
        }
    }

    /// The README's install commands and the guide's completion commands, run as written in a
    /// scratch home, with the binary under test in place of the release build they copy.
    @Test func theInstallStepsWork() throws {
        /// The lines of the first `blocks` plain code blocks of `document`'s section `heading`.
        func lines(of document: String, _ heading: String, blocks: Int) throws -> [Substring] {
            let text = try Repository.text(document)
            let section = text[text.range(of: "\n## \(heading)\n")!.upperBound...]
            let body = section[..<(section.range(of: "\n## ")?.lowerBound ?? section.endIndex)]
            let code = body.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return code.filter { !$0.hasPrefix("swift run") }.prefix(blocks).joined().split(separator: "\n")
        }
        let commands = try
            (lines(of: "README.md", "Install", blocks: 1) + lines(of: "docs/GUIDE.md", "Installing", blocks: 1))
            .filter { !$0.hasPrefix("swift build") && !$0.hasPrefix("$") && !$0.isEmpty }
            .map { $0.replacing(".build/release/pentomino", with: Run.binary.path) }
        #expect(commands.count == 6, "\(commands)")
        let home = Run.scratch.appendingPathComponent("home-\(UUID().uuidString)").path
        let script =
            "set -e\nexport HOME='\(home)' PATH='\(home)/.local/bin':$PATH\ncd '\(DescriptionTests.repository.path)'\n"
            + commands.joined(separator: "\n") + "\npentomino --version\n"
        let run = try Run.process("/bin/bash", ["-c", script])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "pentomino \(Tool.version)\n")
        for installed in [
            ".local/bin/pentomino", ".local/share/man/man1/pentomino.1",
            ".local/share/bash-completion/completions/pentomino",
            ".zfunc/_pentomino", ".config/fish/completions/pentomino.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: "\(home)/\(installed)"), "\(installed)")
        }
        #expect(
            try String(contentsOfFile: "\(home)/.local/share/man/man1/pentomino.1", encoding: .utf8) == ManualPage.roff)
    }

    @Test(arguments: [
        ["help", "--help"], ["help", "-h"], ["help", "help"], ["completion", "--help"], ["man", "--help"],
    ])
    func helpOfHelpAndOfEveryCommandWorks(arguments: [String]) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "usage: pentomino \(arguments[0] == "help" && arguments[1] == "help" ? "help" : arguments[0])"))
    }

    @Test func theToolsHelpListsEveryCommand() throws {
        let run = try Run("--help")
        for description in Tool.descriptions {
            #expect(run.stdout.contains("  \(description.name)"), "\(description.name)")
            #expect(run.stdout.contains(description.summary.split(separator: " ").prefix(3).joined(separator: " ")))
        }
    }

    // MARK: - The man page

    @Test func theTrackedManPageIsTheOneTheToolMakes() throws {
        let tracked = try String(
            contentsOf: DescriptionTests.repository.appendingPathComponent("docs/pentomino.1"), encoding: .utf8)
        #expect(
            tracked == ManualPage.roff, "docs/pentomino.1 is stale: run 'swift run pentomino man > docs/pentomino.1'")
        let run = try Run("man")
        #expect(run.status == 0 && run.stdout == ManualPage.roff)
        for description in Tool.descriptions {
            #expect(tracked.contains(".SS \(description.name)\n"))
            for option in description.options {
                #expect(
                    tracked.contains("\\fB\\-\\-\(option.name.replacing("-", with: "\\-"))\\fR"),
                    "\(description.name) --\(option.name)")
            }
        }
    }

    @Test func theManPageIsWellFormedRoff() throws {
        guard let groff = Shell.path(of: "groff") else {
            print("groff is not installed: the man page's roff is not checked")
            return
        }
        let page = try Run.file(ManualPage.roff, named: "pentomino.1")
        let check = try Run.process(groff, ["-man", "-ww", "-z", page])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let text = try Run.process(groff, ["-man", "-Tutf8", page])
        #expect(text.stdout.contains("count") && text.stdout.contains("≤"), "non-ASCII characters survive")
    }

    // MARK: - Completions

    /// What bash's completion offers after `words`, the last being the word being completed.
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let script = try Run.file(CompletionScript.script(for: .bash), named: "pentomino.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try Run.process(
            "/bin/bash",
            [
                "-c",
                """
                source '\(script)'
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
                _pentomino
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesEveryCommandOptionValueAndBoard() throws {
        #expect(
            Set(try DescriptionTests.bashCompletions(["pentomino", ""])).isSuperset(of: DescriptionTests.commandNames))
        #expect(try DescriptionTests.bashCompletions(["pentomino", "so"]) == ["solve"])
        for description in Tool.descriptions {
            let offered = try DescriptionTests.bashCompletions(["pentomino", description.name, "--"])
            #expect(Set(offered) == Set(description.options.map { "--\($0.name)" }), "\(description.name)")
            for option in description.options {
                guard case .choice(let choices) = option.value else { continue }
                #expect(
                    try DescriptionTests.bashCompletions(["pentomino", description.name, "--\(option.name)", ""])
                        == choices)
                // --option=value: bash splits the word at '='.
                #expect(
                    try DescriptionTests.bashCompletions(["pentomino", description.name, "--\(option.name)", "=", ""])
                        == choices)
            }
        }
        let boards = try DescriptionTests.bashCompletions(["pentomino", "count", ""])
        #expect(Set(boards).isSuperset(of: NamedBoard.catalogue.map(\.name)))
        #expect(try DescriptionTests.bashCompletions(["pentomino", "solve", "8x8"]).contains("8x8-centre"))
        #expect(try DescriptionTests.bashCompletions(["pentomino", "completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try DescriptionTests.bashCompletions(["pentomino", "help", "ver"]) == ["verify"])
        // Options that take a file offer files, and the piece set's words too; others offer nothing.
        let square = try Run.file("OO\nOO\n", named: "square.txt")
        let folder = String(square.dropLast("square.txt".count))
        #expect(
            try DescriptionTests.bashCompletions(["pentomino", "count", "6x10", "--pieces", "one"]) == ["one-sided"])
        #expect(try DescriptionTests.bashCompletions(["pentomino", "verify", "--pieces", folder + "sq"]) == [square])
        #expect(
            try DescriptionTests.bashCompletions([
                "pentomino", "count", "8x8", "--pieces", "pentominoes,2*" + folder + "sq",
            ]) == ["pentominoes,2*" + square])
        #expect(
            try DescriptionTests.bashCompletions(["pentomino", "count", "8x8", "--pieces", "FIL,one"]) == [
                "FIL,one-sided"
            ])
        #expect(
            try DescriptionTests.bashCompletions(["pentomino", "count", "6x10", "--checkpoint", folder + "sq"]) == [
                square
            ])
        #expect(
            try DescriptionTests.bashCompletions(["pentomino", "count", "6x10", "--threads", folder + "sq"]).isEmpty)
    }

    @Test func zshAndFishScriptsParseAndNameEverything() throws {
        for shell in [CompletionScript.Shell.zsh, .fish] {
            let script = CompletionScript.script(for: shell)
            for description in Tool.descriptions {
                #expect(script.contains(description.name))
                for option in description.options {
                    #expect(
                        script.contains(shell == .fish ? "-l \(option.name)" : "--\(option.name)"),
                        "\(shell) --\(option.name)")
                    if case .choice(let choices) = option.value {
                        #expect(script.contains(choices.joined(separator: " ")))
                    }
                    if case .terms(_, let words) = option.value {
                        #expect(script.contains(words.joined(separator: " ")))
                    }
                }
            }
            #expect(script.contains(NamedBoard.catalogue.map(\.name).joined(separator: " ")))
            guard let path = Shell.path(of: shell.rawValue) else {
                print("\(shell) is not installed: its completion script is checked only for what it names")
                continue
            }
            let file = try Run.file(script, named: "pentomino.\(shell)")
            let syntax = try Run.process(path, ["-n", file])
            #expect(syntax.status == 0 && syntax.stderr.isEmpty, "\(shell): \(syntax.stderr)")
            if shell == .fish {
                let offered = try Run.process(path, ["-c", "source \(file); complete -C 'pentomino solve --format '"])
                #expect(
                    offered.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }.sorted() == [
                        "box", "json", "letters", "svg",
                    ])
            }
        }
    }

    @Test(
        arguments: [
            (["completion"], "completion takes one SHELL, one of bash, zsh, fish; got 0"),
            (["completion", "bsh"], "no completion for shell 'bsh': did you mean 'bash'?"),
            (["completion", "tcsh"], "no completion for shell 'tcsh': expected one of bash, zsh, fish"),
            (["man", "extra"], "man takes no arguments, got 1"),
        ] as [([String], String)])
    func completionAndManRefuseWhatTheyCannotDo(arguments: [String], message: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "error: \(message)")
    }
}

// MARK: - Programs

/// Programs the tests use when the machine has them.
enum Shell {
    /// The full path of `program` on this machine, if it is installed.
    static func path(of program: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(program)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
