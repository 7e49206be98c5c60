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
                local options= values= operands= files= taking= terms= head=
                case ${COMP_WORDS[1]} in

            """
        for command in commands {
            script += "        \(command.name))\n"
            script += "            options='\(command.options.flatMap(\.spellings).joined(separator: " "))'\n"
            if let kind = command.operands.first?.kind {
                script += "            operands='\(words(for: kind).joined(separator: " "))'\n"
                if kind == .board || kind == .file { script += "            files=yes\n" }
            }
            let valued = command.options.filter { $0.value != .none }
            if !valued.isEmpty {
                script += "            case $prev in\n"
                for option in valued {
                    switch option.value {
                    case .choice(let choices):
                        script +=
                            "                --\(option.name)) taking=yes values='\(choices.joined(separator: " "))' files= ;;\n"
                    case .path:
                        script += "                --\(option.name)) taking=yes files=yes ;;\n"
                    case .terms(_, let words):
                        script +=
                            "                --\(option.name)) taking=yes values='\(words.joined(separator: " "))' files=yes terms=yes ;;\n"
                    case .none, .some:
                        script += "                --\(option.name)) return ;;\n"
                    }
                }
                script += "            esac\n"
            }
            script += "            ;;\n"
        }
        script += """
                esac
                if [[ -n $taking ]]; then
                    # In a list of terms, the last one, after its comma or count (2*).
                    if [[ -n $terms ]]; then local rest=${cur##*[,*]}; head=${cur%"$rest"}; cur=$rest; fi
                    COMPREPLY=($(compgen -W "$values" -- "$cur"))
                elif [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                    files=
                else
                    COMPREPLY=($(compgen -W "$operands" -- "$cur"))
                fi
                if [[ -n $files ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
                if [[ -n $head ]]; then COMPREPLY=("${COMPREPLY[@]/#/$head}"); fi
            }
            complete -o filenames -F _pentomino pentomino

            """
        return script
    }
}
