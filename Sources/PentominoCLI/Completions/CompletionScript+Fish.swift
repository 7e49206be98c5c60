extension CompletionScript {
    /// The script for fish: one `complete` line per command, option and operand.
    static var fish: String {
        var lines = [
            "# fish completion for pentomino, made by 'pentomino completion fish'.",
            "complete -c pentomino -f",
            "# The words and paths that may end a list of terms, after its comma or count (2*).",
            "function __pentomino_terms",
            "    set -l token (commandline -ct)",
            "    set -l rest (string replace -r '^.*[,*]' '' -- $token)",
            "    set -l head (string sub -l (math (string length -- $token) - (string length -- $rest)) -- $token)",
            "    printf '%s\\n' $head$argv $head(__fish_complete_path $rest)",
            "end",
        ]
        for command in commands {
            lines.append(
                "complete -c pentomino -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
        }
        for option in Tool.options {
            lines.append(
                "complete -c pentomino -n __fish_use_subcommand \(fishNames(option)) -d \(quoted(option.summary))")
        }
        for command in commands {
            let condition = "-n \(quoted("__fish_seen_subcommand_from \(command.name)"))"
            for option in command.options {
                var line = "complete -c pentomino \(condition) \(fishNames(option))"
                switch option.value {
                case .none: break
                case .some: line += " -x"
                case .choice(let choices): line += " -x -a \(quoted(choices.joined(separator: " ")))"
                case .path: line += " -r -F"
                case .terms(_, let words):
                    line += " -x -a \(quoted("(__pentomino_terms \(words.joined(separator: " ")))"))"
                }
                lines.append(line + " -d \(quoted(option.summary))")
            }
            guard let operand = command.operands.first else { continue }
            let words = words(for: operand.kind)
            if !words.isEmpty {
                lines.append(
                    "complete -c pentomino \(condition) -a \(quoted(words.joined(separator: " "))) -d \(quoted(operand.name.lowercased()))"
                )
            }
            if operand.kind == .board || operand.kind == .file {
                lines.append("complete -c pentomino \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `option`'s names as fish's `complete` takes them.
    private static func fishNames(_ option: OptionDescription) -> String {
        (option.short.map { "-s \($0) " } ?? "") + "-l \(option.name)"
    }
}
