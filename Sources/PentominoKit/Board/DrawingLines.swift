/// The lines of a text drawn by hand, such as a board or a tiling: a UTF-8 byte-order mark at the
/// start is dropped, and `\r\n`, `\r` and `\n` each end a line, so that files saved by any editor
/// read alike.
enum DrawingLines {
    /// The lines of `text`, without their ends.
    static func split(_ text: some StringProtocol) -> [ArraySlice<UInt8>] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<index])
                if byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start...])
        return lines
    }

    /// Whether `line` shows nothing: it is empty or holds only spaces.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") }
    }
}

extension Character {
    /// The character as an error message quotes it: in quotes if it can be seen, else as its
    /// Unicode code (`U+9` for a tab), so that no control character reaches the terminal.
    var quotedForMessage: String {
        let visible = !isWhitespace && unicodeScalars.allSatisfy {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
        return visible ? "'\(self)'" : "U+" + unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")
    }
}
