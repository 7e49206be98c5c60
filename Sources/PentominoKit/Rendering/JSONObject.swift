/// One JSON object written as text, its members in the order they are added.
package struct JSONObject: Sendable {
    private var members: [String] = []

    /// An object with no members yet.
    package init() {}

    /// Adds a string member.
    package mutating func add(_ key: String, _ value: String) {
        add(key, json: JSONObject.quoted(value))
    }

    /// Adds a whole-number member.
    package mutating func add<N: BinaryInteger>(_ key: String, _ value: N) {
        add(key, json: "\(value)")
    }

    /// Adds a number member, written with up to six decimals.
    package mutating func add(_ key: String, _ value: Double) {
        add(key, json: value.isFinite ? "\((value * 1e6).rounded() / 1e6)" : "null")
    }

    /// Adds a true or false member.
    package mutating func add(_ key: String, _ value: Bool) {
        add(key, json: value ? "true" : "false")
    }

    /// Adds a member whose value is already JSON text.
    package mutating func add(_ key: String, json: String) {
        members.append("\(JSONObject.quoted(key)):\(json)")
    }

    /// The object, on one line.
    package var text: String { "{" + members.joined(separator: ",") + "}" }

    /// `text` as a JSON string literal, quoted and escaped.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// JSON text of an array whose elements are already JSON text.
    package static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}
