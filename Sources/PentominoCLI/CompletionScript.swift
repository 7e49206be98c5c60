import PentominoKit

/// Shell completion scripts for the commands as `Tool` describes them: every command, option,
/// enumerated value and built-in board.
enum CompletionScript {
    /// The shells a script can be made for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    private static var commands: [CommandDescription] { Tool.descriptions }
    private static var boards: [String] { NamedBoard.catalogue.map(\.name) }
    private static var toolOptions: [String] { Tool.options.flatMap(\.spellings) }

    /// The words an operand of `kind` may be, other than file names.
    private static func words(for kind: Operand.Kind) -> [String] {
        switch kind {
        case .board: boards
        case .file: []
        case .command: commands.map(\.name)
        case .word(let words): words
        }
    }

    // MARK: bash

    private static var bash: String {
        var script = """
            # bash completion for pentomino, made by 'pentomino completion bash'.
            _pentomino() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                # --option=value: bash splits the word at '='.
                if [[ $cur == = ]]; then cur=; fi
                if [[ $prev == = && $COMP_CWORD -ge 2 ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi
                if (( COMP_CWORD == 1 )); then
                    COMPREPLY=($(compgen -W '\((commands.map(\.name) + toolOptions).joined(separator: " "))' -- "$cur"))
                    return
                fi
                local options= values= operands= files=
                case ${COMP_WORDS[1]} in

            """
        for command in commands {
            let kind = command.operands.first?.kind
            script += "        \(command.name))\n"
            script += "            options='\(command.options.flatMap(\.spellings).joined(separator: " "))'\n"
            let valued = command.options.filter { $0.value != .none }
            if !valued.isEmpty {
                script += "            case $prev in\n"
                for option in valued {
                    if case .choice(let choices) = option.value {
                        script += "                --\(option.name)) values='\(choices.joined(separator: " "))' ;;\n"
                    } else {
                        script += "                --\(option.name)) return ;;\n"
                    }
                }
                script += "            esac\n"
            }
            if let kind {
                script += "            operands='\(words(for: kind).joined(separator: " "))'\n"
                if kind == .board || kind == .file { script += "            files=yes\n" }
            }
            script += "            ;;\n"
        }
        script += """
                esac
                if [[ -n $values ]]; then
                    COMPREPLY=($(compgen -W "$values" -- "$cur"))
                elif [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$operands" -- "$cur"))
                    if [[ -n $files ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
                fi
            }
            complete -o filenames -F _pentomino pentomino

            """
        return script
    }

    // MARK: zsh

    private static var zsh: String {
        var script = """
            #compdef pentomino
            # zsh completion for pentomino, made by 'pentomino completion zsh'.
            _pentomino() {
                local state line
                local -a commands
                commands=(

            """
        for command in commands {
            script += "        \(quoted("\(command.name):\(command.summary.replacing(":", with: "\\:"))"))\n"
        }
        script += """
                )
                _arguments -C \\

            """
        script += Tool.options.map { "        \(zshSpec($0, excluding: "- *")) \\\n" }.joined()
        script += """
                    '1: :->command' \\
                    '*:: :->arguments'
                case $state in
                    command) _describe -t commands 'pentomino command' commands ;;
                    arguments)
                        case $line[1] in

            """
        for command in commands {
            var specs = command.options.map { zshSpec($0) }
            for (position, operand) in command.operands.enumerated() {
                let action: String
                switch operand.kind {
                case .board: action = "_pentomino_boards"
                case .file: action = "_files"
                case .command, .word: action = "(\(words(for: operand.kind).joined(separator: " ")))"
                }
                let place = operand.repeats ? "*" : "\(position + 1)" + (operand.optional ? ":" : "")
                specs.append(quoted("\(place):\(operand.name.lowercased()):\(action)"))
            }
            script += "                \(command.name)) _arguments \\\n"
            script += specs.map { "                    \($0)" }.joined(separator: " \\\n") + " ;;\n"
        }
        script += """
                        esac ;;
                esac
            }
            _pentomino_boards() {
                _alternative 'boards:built-in board:(\(boards.joined(separator: " ")))' 'files:board file:_files'
            }
            if [ "$funcstack[1]" = "_pentomino" ]; then
                _pentomino "$@"
            else
                compdef _pentomino pentomino
            fi

            """
        return script
    }

    /// `option` as a specification for zsh's `_arguments`; it cannot be given with the options
    /// `excluding` names (by default, its own other name).
    private static func zshSpec(_ option: OptionDescription, excluding: String? = nil) -> String {
        let names = option.spellings
        let exclusion = excluding ?? (names.count > 1 ? names.joined(separator: " ") : nil)
        let description = "[\(option.summary.replacing("]", with: "\\]"))]"
        let body: String
        switch option.value {
        case .none: body = description
        case .some(let placeholder): body = "=\(description):\(placeholder): "
        case .choice(let choices): body = "=\(description):\(option.placeholder):(\(choices.joined(separator: " ")))"
        }
        return (exclusion.map { quoted("(\($0))") } ?? "") + (names.count > 1 ? "{\(names.joined(separator: ","))}" : names[0]) + quoted(body)
    }

    // MARK: fish

    private static var fish: String {
        var lines = [
            "# fish completion for pentomino, made by 'pentomino completion fish'.",
            "complete -c pentomino -f",
        ]
        for command in commands {
            lines.append("complete -c pentomino -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
        }
        for option in Tool.options {
            lines.append("complete -c pentomino -n __fish_use_subcommand \(fishNames(option)) -d \(quoted(option.summary))")
        }
        for command in commands {
            let condition = "-n \(quoted("__fish_seen_subcommand_from \(command.name)"))"
            for option in command.options {
                var line = "complete -c pentomino \(condition) \(fishNames(option))"
                switch option.value {
                case .none: break
                case .some: line += " -x"
                case .choice(let choices): line += " -x -a \(quoted(choices.joined(separator: " ")))"
                }
                lines.append(line + " -d \(quoted(option.summary))")
            }
            guard let operand = command.operands.first else { continue }
            let words = words(for: operand.kind)
            if !words.isEmpty {
                lines.append("complete -c pentomino \(condition) -a \(quoted(words.joined(separator: " "))) -d \(quoted(operand.name.lowercased()))")
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

    /// `text` in single quotes, for any of the three shells.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
