import Glibc

/// A command's arguments after parsing by hand: options by name, and the positional arguments in order.
///
/// Accepts `--name value`, `--name=value`, bare flags, and `--` to end the options; a word such as
/// `-6x10` that starts with a dash and a digit is not an option.
struct Arguments {
    /// Option values by name (without the dashes); flags map to an empty string.
    private(set) var options: [String: String] = [:]
    /// The arguments that are not options.
    private(set) var positionals: [String] = []

    /// Parses `words` for a command that knows `valued` options (which take a value) and `flags`
    /// (which do not); `usage` is the command's usage line, shown with any error.
    init(_ words: [String], valued: Set<String>, flags: Set<String>, usage: String) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            // A dash before a digit starts a negative number, such as the size -6x10, not an option.
            let negative = word.dropFirst().first.map { $0.isASCII && $0.isNumber } ?? false
            if optionsEnded || word == "-" || !word.hasPrefix("-") || negative {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let body = word.drop(while: { $0 == "-" })
            let name: String
            var value: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            let spelled = word.hasPrefix("--") ? "--\(name)" : "-\(name)"
            guard word.hasPrefix("--") || name == "h" else {
                throw .usage("unknown option '\(word)'", usage)
            }
            if valued.contains(name) {
                if value == nil {
                    guard index < words.count else { throw .usage("option '\(spelled)' needs a value", usage) }
                    value = words[index]
                    index += 1
                }
            } else if flags.contains(name) {
                guard value == nil else { throw .usage("option '\(spelled)' takes no value", usage) }
                value = ""
            } else {
                throw .usage("unknown option '\(spelled)'", usage)
            }
            guard options[name] == nil else { throw .usage("option '\(spelled)' is given twice", usage) }
            options[name] = value
        }
    }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { has("help") || has("h") }

    /// Whether the flag or option `name` was given.
    func has(_ name: String) -> Bool { options[name] != nil }

    /// The value of `name` as a whole number in `range`, or `fallback` when it was not given.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int, usage: String) throws(CommandError) -> Int {
        guard let text = options[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("option '--\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", usage)
        }
        return value
    }

    /// The value of `--threads`: a whole number from 1 to 1024, by default every core the machine offers.
    func threads(usage: String) throws(CommandError) -> Int {
        try integer("threads", in: 1...1024, default: max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))), usage: usage)
    }

    /// The value of `name` as one of `choices`, or `fallback` when it was not given.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T, usage: String) throws(CommandError) -> T
    where T.RawValue == String {
        guard let text = options[name] else { return fallback }
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("option '--\(name)' takes one of \(names), not '\(text)'", usage)
        }
        return value
    }
}

extension Arguments {
    /// The value of `name` as a whole number from `minimum` up to `UInt64.max`; `name` must have been given.
    func unsigned(_ name: String, minimum: UInt64, usage: String) throws(CommandError) -> UInt64 {
        let text = options[name] ?? ""
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt64(text), value >= minimum else {
            throw .usage("option '--\(name)' takes a whole number from \(minimum) to \(UInt64.max), not '\(text)'", usage)
        }
        return value
    }
}
