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
}
