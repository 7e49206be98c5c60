extension CompletionScript {
    /// The script for zsh: a completion function for `_arguments`, to source or to put on `fpath`.
    static var zsh: String {
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

            """
        var named = Set<String>()
        for option in commands.flatMap(\.options) where named.insert(option.name).inserted {
            guard case .terms(let placeholder, let words) = option.value else { continue }
            script += "_pentomino_\(option.name)() {\n"
            script += "    # In a list of terms, the last one, after its comma or count (2*).\n"
            script += "    compset -P '*[,*]'\n"
            script +=
                "    _alternative \(quoted("words:\(placeholder):(\(words.joined(separator: " ")))")) 'files:file:_files'\n"
            script += "}\n"
        }
        script += """
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
        case .path(let placeholder): body = "=\(description):\(placeholder):_files"
        case .terms(let placeholder, _): body = "=\(description):\(placeholder):_pentomino_\(option.name)"
        }
        return (exclusion.map { quoted("(\($0))") } ?? "")
            + (names.count > 1 ? "{\(names.joined(separator: ","))}" : names[0]) + quoted(body)
    }
}
