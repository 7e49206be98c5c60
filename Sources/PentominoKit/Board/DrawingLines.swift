/// The lines of a text drawn by hand, such as a board or a tiling: a UTF-8 byte-order mark at the
/// start is dropped, and `\r\n`, `\r` and `\n` each end a line, so that files saved by any editor
/// read alike; the colours that `LetterRenderer` adds are taken out, so that a tiling
/// printed in colour reads as it shows.
package enum DrawingLines {
    /// The lines of `text`, without their ends and colours.
    static func split(_ text: String) -> [ArraySlice<UInt8>] {
        var bytes = Array(withoutColours(text).utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<index])
                if byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start...])
        return lines
    }

    /// Which other output of `solve` a drawing seems to be, when `character`, at `line` and `column`
    /// (from 1), is the first that a drawing in letters cannot hold: box drawing, or the start of
    /// JSON or SVG. Nil for any other stray character.
    package static func otherFormat(startingWith character: Character, line: Int, column: Int) -> String? {
        if let scalar = character.unicodeScalars.first, (0x2500...0x257F).contains(scalar.value) { return "box" }
        guard line == 1 && column == 1 else { return nil }
        return character == "{" ? "json" : character == "<" ? "svg" : nil
    }

    /// What to say of a drawing in another of the renderers' formats (see `otherFormat`).
    static func advice(forFormat format: String) -> String {
        let name = ["box": "box drawing", "json": "JSON", "svg": "SVG"][format] ?? format
        return "this looks like a tiling in \(name), but drawings are read in letters"
    }

    /// `text` without the ANSI escapes that set colours: ESC, `[`, numbers separated by `;`, and `m`.
    private static func withoutColours(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var scalars = Array(text.unicodeScalars)[...]
        var kept = String.UnicodeScalarView()
        while let scalar = scalars.first {
            if scalar == "\u{1B}", scalars.dropFirst().first == "[" {
                let body = scalars.dropFirst(2).prefix { $0 == ";" || ("0"..."9").contains($0) }
                if scalars.dropFirst(2 + body.count).first == "m" {
                    scalars = scalars.dropFirst(3 + body.count)
                    continue
                }
            }
            kept.append(scalar)
            scalars = scalars.dropFirst()
        }
        return String(kept)
    }

    /// Whether `line` shows nothing: it is empty or holds only spaces.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") }
    }

    /// One row of a layer as drawn: the index of its line, the column (in characters) where the row
    /// starts on that line, and its characters.
    struct Row {
        let line: Int
        let column: Int
        let characters: ArraySlice<Character>
    }

    /// The rows of each layer that `lines` draw, blank lines at either end left out: the layers one
    /// under another, separated by blank lines (a flat drawing has none), or side by side under a
    /// first line that labels them `layer 1   layer 2 …`, as `LayeredText` draws them. Side by side,
    /// a layer's rows are the parts of the later lines from where its label starts to where the next
    /// one does, without the spaces that pad them.
    static func layers(of lines: [ArraySlice<UInt8>]) -> [[Row]] {
        let blank = lines.map(isBlank)
        let lines = lines.map { Array(String(decoding: $0, as: UTF8.self)) }
        guard let first = blank.firstIndex(of: false), let last = blank.lastIndex(of: false) else { return [] }
        let label = lines[first]
        let words = label.split(separator: " ")
        let labelled =
            words.count >= 4 && words.count % 2 == 0
            && (0..<words.count / 2).allSatisfy {
                String(words[2 * $0]) == "layer" && String(words[2 * $0 + 1]) == "\($0 + 1)"
            }
        guard labelled else {
            var layers: [[Row]] = [[]]
            for line in first...last {
                if blank[line] {
                    if !layers[layers.count - 1].isEmpty { layers.append([]) }
                } else {
                    layers[layers.count - 1].append(Row(line: line, column: 0, characters: lines[line][...]))
                }
            }
            return layers
        }
        let starts = label.indices.filter { label[$0...].starts(with: "layer") && ($0 == 0 || label[$0 - 1] == " ") }
        return starts.indices.map { layer in
            stride(from: first + 1, through: last, by: 1).map { line in
                let characters = lines[line]
                let start = min(starts[layer], characters.count)
                var part = characters[
                    start..<min(layer + 1 < starts.count ? starts[layer + 1] : characters.count, characters.count)]
                while part.last == " " { part.removeLast() }
                return Row(line: line, column: start, characters: part)
            }
        }
    }
}

extension Character {
    /// The character as an error message quotes it: in quotes if it can be seen, else as its
    /// Unicode code (`U+9` for a tab), so that no control character reaches the terminal.
    var quotedForMessage: String {
        let visible =
            !isWhitespace
            && unicodeScalars.allSatisfy {
                $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
            }
        return visible
            ? "'\(self)'"
            : "U+" + unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")
    }
}
