/// A JSON object whose members are strings, numbers, true, false or null, read from one line: what
/// `count --json` and `exact-cover --json` print, and all that `merge` reads.
struct FlatJSONObject {
    /// A member's value.
    enum Value: Equatable {
        case string(String)
        /// A number, as written.
        case number(String)
        case bool(Bool)
        case null
    }

    /// The members, by name.
    let members: [String: Value]
    /// The first name the line gives more than once, if one is: JSON leaves such an object's meaning
    /// to the reader, and no line that pentomino prints has one.
    let repeatedName: String?

    /// The object that `line` writes, or nil when it is not one such object.
    init?(_ line: Substring) {
        var reader = Reader(Array(line.utf8))
        guard let (members, repeated) = reader.object() else { return nil }
        self.members = members
        repeatedName = repeated
    }

    /// The string member `name`, if the object has one.
    func string(_ name: String) -> String? {
        if case .string(let text) = members[name] { return text }
        return nil
    }

    /// The whole-number member `name`, if the object has one that fits 64 bits.
    func unsigned(_ name: String) -> UInt64? {
        if case .number(let text) = members[name] { return UInt64(text) }
        return nil
    }

    /// The true-or-false member `name`, if the object has one.
    func bool(_ name: String) -> Bool? {
        if case .bool(let value) = members[name] { return value }
        return nil
    }
}

/// Reads one flat object from UTF-8 bytes.
private struct Reader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte each one-character escape stands for.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C,
    ]

    /// The object, which must be all the bytes hold but white space, and the first name it repeats.
    mutating func object() -> (members: [String: FlatJSONObject.Value], repeated: String?)? {
        var members: [String: FlatJSONObject.Value] = [:]
        var repeated: String?
        guard take("{") else { return nil }
        if !take("}") {
            repeat {
                guard let name = string(), take(":"), let value = value() else { return nil }
                if members.updateValue(value, forKey: name) != nil, repeated == nil { repeated = name }
            } while take(",")
            guard take("}") else { return nil }
        }
        skipSpace()
        return position == bytes.count ? (members, repeated) : nil
    }

    private mutating func value() -> FlatJSONObject.Value? {
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""): return string().map(FlatJSONObject.Value.string)
        case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return word("null") ? .null : nil
        default:
            let start = position
            while position < bytes.count, "+-.0123456789eE".utf8.contains(bytes[position]) { position += 1 }
            return position > start ? .number(String(decoding: bytes[start..<position], as: UTF8.self)) : nil
        }
    }

    /// A string, its escapes undone.
    private mutating func string() -> String? {
        guard take("\"") else { return nil }
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                if let byte = Reader.escapes[escape] {
                    text.append(byte)
                } else if escape == UInt8(ascii: "u"), position + 4 <= bytes.count,
                    let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    position += 4
                    text.append(contentsOf: String(scalar).utf8)
                } else {
                    return nil
                }
            default: text.append(byte)
            }
        }
        return nil
    }

    /// Whether the bytes go on with `word`, which is then read.
    private mutating func word(_ word: String) -> Bool {
        let word = Array(word.utf8)
        guard bytes[position...].starts(with: word) else { return false }
        position += word.count
        return true
    }

    /// Whether the next byte but white space is `character`, which is then read.
    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }
}
