import PentominoKit

/// The check that ends each JSON line `merge` reads, so that a line edited in transit (by hand, or by
/// a tool that rewrites it) is refused rather than added up.
///
/// The check is the last member, `"check":"…"`: the 64-bit FNV-1a hash, in 16 hexadecimal digits, of
/// the line's UTF-8 bytes without it, that is of the object `{…}` that the check's comma ends.
enum LineCheck {
    /// `object` on one line, its check the last member.
    static func text(of object: JSONObject) -> String {
        let text = object.text
        return text.dropLast() + #","check":""# + hex(hash(text.utf8)) + #""}"#
    }

    /// Whether `line` (white space around it aside) ends with a check that matches the text before it;
    /// nil when it ends with no check.
    static func holds(in line: Substring) -> Bool? {
        let bytes = Array(line.utf8.drop { isSpace($0) }.reversed().drop { isSpace($0) }.reversed())
        let opening = Array(#","check":""#.utf8), closing = Array(#""}"#.utf8)
        let length = opening.count + 16 + closing.count
        guard bytes.count > length, bytes.suffix(closing.count).elementsEqual(closing),
            bytes.dropLast(length - opening.count).suffix(opening.count).elementsEqual(opening)
        else { return nil }
        let digits = bytes.suffix(length - opening.count).prefix(16)
        guard let check = UInt64(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
        return check == hash(bytes.dropLast(length) + [UInt8(ascii: "}")])
    }

    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var print = Fingerprint()
        print.add(bytes: bytes)
        return print.value
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D].contains(byte)
    }
}
