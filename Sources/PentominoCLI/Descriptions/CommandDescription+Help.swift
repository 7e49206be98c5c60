extension CommandDescription {
    /// The width help text is wrapped to.
    static let helpWidth = 100

    /// What `pentomino COMMAND --help` prints: the usage line, the details, and each group of options.
    var help: String {
        var lines = wrapped(words: usageWords, width: CommandDescription.helpWidth, indent: "        ")
        lines += ["", details]
        let column = min(options.map(\.label.count).max()! + 6, 24)
        for group in optionGroups {
            lines += ["", "\(group.title ?? "options"):"]
            lines += group.options.flatMap { labelled($0.label, $0.help, column: column) }
        }
        return lines.joined(separator: "\n")
    }
}

extension OptionDescription {
    /// How help lists the option: its names and the placeholder of its value, such as `--threads N`.
    var label: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(name)"
        return value == .none ? names : "\(names) \(placeholder)"
    }

    /// What stands for the option's value in help: the placeholder given, or for a choice the
    /// option's initial in capitals, such as `E` for `--engine`.
    var placeholder: String {
        switch value {
        case .some(let placeholder), .path(let placeholder), .terms(let placeholder, _): return placeholder
        case .none, .choice: return name.prefix(1).uppercased()
        }
    }
}
