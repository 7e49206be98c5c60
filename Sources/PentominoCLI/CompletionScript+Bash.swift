extension CompletionScript {
    /// The script for bash: a function that completes from the words before the cursor.
    static var bash: String {
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
}
