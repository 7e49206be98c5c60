import Foundation

/// Reads the JSON the tool prints, with Foundation's parser rather than anything of the tool's.
public enum JSONText {
    /// The text is not one JSON object.
    public struct NotAnObject: Error, CustomStringConvertible {
        public let text: String
        public var description: String { "not a JSON object: \(text)" }
    }

    /// The object that `text` holds.
    /// - Throws: `NotAnObject` when `text` is not a JSON object, or Foundation's error when it is not JSON.
    public static func object(_ text: some StringProtocol) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw NotAnObject(text: String(text))
        }
        return object
    }

    /// `line`, a JSON line that `count --json` or `exact-cover --json` printed and then edited, sealed
    /// again as the tool seals it (see the guide's "Shards"): its `check` member, last, the 64-bit
    /// FNV-1a hash in 16 hexadecimal digits of the line without it. A line without a check gets one.
    public static func resealed(_ line: String) -> String {
        let unsealed = line.replacing(/,"check":"[0-9a-f]{16}"\}$/, with: "}")
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in unsealed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let digits = String(hash, radix: 16)
        return unsealed.dropLast() + #","check":""# + String(repeating: "0", count: 16 - digits.count) + digits + #""}"#
    }
}
