/// `text` broken between words into lines of at most `width` characters (a longer word stands on
/// a line of its own); lines after the first start with `indent`, which counts toward the width.
func wrapped(_ text: String, width: Int, indent: String = "") -> [String] {
    wrapped(words: text.split(separator: " ").map(String.init), width: width, indent: indent)
}

/// `words`, each kept whole, laid on lines of at most `width` characters as `wrapped(_:width:indent:)` lays words.
func wrapped(words: [String], width: Int, indent: String = "") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
        let start = lines.isEmpty ? "" : indent
        if line.isEmpty {
            line = start + word
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = indent + word
        }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
}

/// `text` wrapped to the help width from `column` on, beside `label` indented by two spaces, or
/// below it when the label reaches that far: how help lists commands and options.
func labelled(_ label: String, _ text: String, column: Int) -> [String] {
    let label = "  " + label
    let indent = String(repeating: " ", count: column)
    let body = wrapped(text, width: CommandDescription.helpWidth - column).map { indent + $0 }
    guard label.count + 2 <= column else { return [label] + body }
    return [label + body[0].dropFirst(label.count)] + body.dropFirst()
}
