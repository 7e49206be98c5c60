import PentominoKit

/// A command's arguments after parsing by hand: options by name, and the positional arguments in order.
///
/// Accepts `--name value`, `--name=value`, bare flags, and `--` to end the options; a word such as
/// `-6x10` that starts with a dash and a digit is not an option. Which options exist, and which
/// take a value, comes from the command's description.
struct Arguments {
    /// Option values by name (without the dashes); flags map to an empty string.
    private(set) var options: [String: String] = [:]
    /// The arguments that are not options.
    private(set) var positionals: [String] = []
    /// The command's usage line, shown with any error.
    let usage: String

    /// Parses `words`, the arguments after the name of the command that `command` describes.
    init(_ words: [String], for command: CommandDescription) throws(CommandError) {
        usage = command.usage
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
            let long = word.hasPrefix("--")
            let spelled = long ? "--\(name)" : "-\(name)"
            guard let option = command.option(named: name), long || option.short == name else {
                let known = command.options.map { "--\($0.name)" }
                throw .usage(
                    "unknown option '\(long ? spelled : word)'\(Suggestion.didYouMean(spelled, among: known))", usage)
            }
            if option.value == .none {
                guard value == nil else { throw .usage("option '\(spelled)' takes no value", usage) }
                value = ""
            } else if value == nil {
                guard index < words.count else { throw .usage("option '\(spelled)' needs a value", usage) }
                value = words[index]
                index += 1
            }
            guard options[option.name] == nil else { throw .usage("option '--\(option.name)' is given twice", usage) }
            options[option.name] = value
        }
    }

    /// Whether `--help` or `-h` was given.
    var wantsHelp: Bool { has(OptionDescription.showHelp.name) }

    /// Whether the flag or option `name` was given.
    func has(_ name: String) -> Bool { options[name] != nil }

    /// The value of `name` as a whole number in `range`, or `fallback` when it was not given.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(CommandError) -> Int {
        guard let text = options[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .usage(
                "option '--\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                usage)
        }
        return value
    }

    /// The value of `name` as a number of seconds in `range`, or `fallback` when it was not given.
    func seconds(_ name: String, in range: ClosedRange<Double>, default fallback: Double) throws(CommandError) -> Double
    {
        guard let text = options[name] else { return fallback }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text),
            range.contains(value)
        else {
            let bounds = [range.lowerBound, range.upperBound].map { (bound: Double) -> String in
                bound == bound.rounded() ? String(Int(bound)) : String(bound)
            }
            throw .usage(
                "option '--\(name)' takes a number of seconds from \(bounds[0]) to \(bounds[1]), not '\(text)'", usage)
        }
        return value
    }

    /// The values of `--checkpoint FILE` and `--checkpoint-every S`: the file, if any, and the
    /// seconds between saves; `--checkpoint-every` without `--checkpoint` is a usage error.
    func checkpoint() throws(CommandError) -> (path: String?, interval: Double) {
        let path = options["checkpoint"]
        let interval = try seconds("checkpoint-every", in: 0.1...86400, default: 5)
        if path == nil && has("checkpoint-every") {
            throw .usage("--checkpoint-every says how often to save a checkpoint: give --checkpoint FILE too", usage)
        }
        return (path, interval)
    }

    /// The value of `--threads`: a whole number from 1 to 1024, by default every core the machine offers.
    func threads() throws(CommandError) -> Int {
        try integer("threads", in: 1...1024, default: ParallelSearch.availableCores)
    }

    /// The value of `name` as one of `choices`, in any case, or `fallback` when it was not given.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws(CommandError) -> T
    where T.RawValue == String {
        guard let text = options[name] else { return fallback }
        if let value = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return value }
        let names = T.allCases.map(\.rawValue)
        throw .usage(
            "option '--\(name)' takes one of \(names.joined(separator: ", ")), not '\(text)'\(Suggestion.didYouMean(text, among: names))",
            usage)
    }

    /// The value of `--memory SIZE`, by default `MemoryBudget.machine`: a number of bytes, whole or
    /// with a decimal point, followed by K, M, G or T for binary kilobytes, megabytes, gigabytes or
    /// terabytes (KiB, KB and the like, in any case, mean the same), from 1M to 1024T.
    func memory() throws(CommandError) -> MemoryBudget {
        guard let text = options["memory"] else { return .machine }
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = text.dropFirst(number.count).lowercased()
        let shifts: [Character: Int] = ["k": 10, "m": 20, "g": 30, "t": 40]
        let shift: Int? =
            unit.isEmpty
            ? 0 : ["", "b", "ib"].contains(unit.dropFirst()) ? unit.first.flatMap { shifts[$0] } : nil
        let bytes = Double(number).flatMap { value in shift.map { value * Double(1 << $0) } } ?? 0
        guard bytes >= Double(MemoryBudget.smallest) && bytes <= Double(1 << 50) else {
            throw .usage(
                "option '--memory' takes a size from 1M to 1024T, such as 512M, 4G or 1.5G (binary units: K, M, G, T), not '\(text)'",
                usage)
        }
        return MemoryBudget(bytes: Int(bytes))
    }

    /// The value of `--shard`, by default the whole tree.
    func shard() throws(CommandError) -> Shard {
        let text = options["shard"] ?? "1/1"
        guard let shard = Shard(text) else {
            throw .usage(
                "option '--shard' takes K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount), like 3/8, not '\(text)'", usage)
        }
        return shard
    }

    /// The value of `--pieces`, by default the 12 pentominoes.
    func pieceSet() throws(CommandError) -> PieceSetArgument {
        guard let text = options["pieces"] else { return .pentominoes }
        return try PieceSetArgument(text, usage: usage)
    }

    /// The value of `name` as a whole number from `minimum` up to `UInt64.max`; `name` must have been given.
    func unsigned(_ name: String, minimum: UInt64) throws(CommandError) -> UInt64 {
        let text = options[name] ?? ""
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt64(text), value >= minimum else {
            throw .usage(
                "option '--\(name)' takes a whole number from \(minimum) to \(UInt64.max), not '\(text)'", usage)
        }
        return value
    }
}
