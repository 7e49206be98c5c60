/// The man page, `pentomino(1)`, written in roff from the same descriptions as the help.
enum ManualPage {
    /// The whole page.
    static var roff: String {
        var page = [
            ".\\\" The man page of pentomino, made by 'pentomino man'; edit the descriptions in Sources/PentominoCLI, not this file.",
            ".TH PENTOMINO 1 \"\" \"pentomino \(Tool.version)\" \"User Commands\"",
            // No hyphens added where lines break, so option names stay whole; ragged right margins.
            ".nh",
            ".ad l",
            ".SH NAME",
            "pentomino \\- \(escaped(ToolDescription.summary))",
            ".SH SYNOPSIS",
            ".B pentomino",
            ".I command",
            ".RI [ options ]",
            ".RI [ arguments ]",
            ".SH DESCRIPTION",
            ".B pentomino",
            escaped(ToolDescription.summary) + ".",
            "Each command below has its own options; \\fBpentomino\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR shows them.",
            ".SH OPTIONS",
        ]
        page += Tool.options.flatMap(item)
        page.append(".SH COMMANDS")
        for command in Tool.descriptions {
            let synopsis = command.usageWords.dropFirst(2).joined(separator: " ")
            page +=
                [".SS \(command.name)", ".B pentomino \(command.name)"] + (synopsis.isEmpty ? [] : [escaped(synopsis)])
                + [".PP"]
            page += paragraphs(command.details)
            page += command.options.flatMap(item)
        }
        for section in ToolDescription.sections {
            page.append(".SH \(section.manTitle)")
            page += paragraphs(section.text)
        }
        return page.joined(separator: "\n") + "\n"
    }

    /// A tagged paragraph for `option`: its names and value in bold and italics, then its help.
    private static func item(_ option: OptionDescription) -> [String] {
        let names = option.spellings.reversed().map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
        let value = option.value == .none ? "" : " \\fI\(escaped(option.placeholder))\\fR"
        return [".TP", names + value, escaped(option.help)]
    }

    /// `text` as roff: paragraphs apart, and lines indented by two spaces kept as they are.
    private static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix("  ")
            if indented != literal {
                lines += indented ? [".PP", ".RS", ".nf"] : [".fi", ".RE", ".PP"]
                literal = indented
            }
            if line.isEmpty {
                lines.append(".PP")
            } else {
                lines.append(escaped(String(indented ? line.dropFirst(2) : line)))
            }
        }
        if literal { lines += [".fi", ".RE"] }
        return lines
    }

    /// `text` with what roff would read as markup escaped: backslashes, dashes, a leading dot or
    /// quote, and every character beyond ASCII written as its code.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.value > 127:
                result += "\\[u\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.first == "." || result.first == "'" ? "\\&" + result : result
    }
}

extension String {
    /// The string with zeros before it, to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
