// `pentomino merge FILE...`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, and the parts it reads (`Part`, one line of `count --json` or `exact-cover --json`).
// - Running it: the parts read and checked against each other, then added up.

import PentominoKit

/// `pentomino merge FILE…`: adds up the JSON lines of the shards of one count, after checking that
/// they are every shard of it, each once and complete.
struct MergeCommand: NamedCommand {
    // MARK: - Description

    static let description = CommandDescription(
        name: "merge", summary: "add up the JSON lines of the shards of one count, checking that none is missing",
        operands: [Operand(name: "FILE", kind: .file, optional: true, repeats: true)],
        details: """
            Reads the JSON lines that 'count --shard K/N --json' or 'exact-cover --shard K/N --json'
            printed, from each FILE (- or none for standard input), and prints the whole count as the
            command would have:
              6x10: 2339 distinct tilings (9356 counting rotations and reflections), from 8 shards
            It adds them up only if they are one whole count: every line of the same problem
            (the fingerprints of its exact cover and of the cut of its tree agree), one N, every K
            from 1 to N exactly once, and every part complete. Otherwise it says which parts are
            missing, repeated, incomplete or from another count, and exits 1.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .json(
                        printing:
                            "one JSON object: the count's line with shard 1/1, its nodes and seconds the sums of the parts', and shards, the number of parts"
                    )
                ])
        ])

    let paths: [String]
    let json: Bool

    // MARK: - Options and parts

    init(_ arguments: Arguments) throws(CommandError) {
        paths = arguments.positionals.isEmpty ? ["-"] : arguments.positionals
        json = arguments.has("json")
        if paths.filter({ $0 == "-" }).count > 1 {
            throw .usage("standard input (-) can be read once: give it at most once", arguments.usage)
        }
    }

    /// One shard's line, and where it was read.
    private struct Part {
        let object: FlatJSONObject
        let place: String
        let shard: Shard

        /// The member `name`, which must be a whole number from 0 that fits 64 bits.
        func count(_ name: String) throws(CommandError) -> UInt64 {
            let value = object.members[name]
            if case .number(let text) = value, let number = UInt64(text) { return number }
            let found: String
            switch value {
            case nil: found = "has no \"\(name)\""
            case .null: found = "gives \"\(name)\" as null"
            case .string(let text): found = "gives \"\(name)\" as the string \(JSONObject.quoted(text))"
            case .bool(let truth): found = "gives \"\(name)\" as \(truth)"
            case .number(let text): found = "gives \"\(name)\" as \(text)"
            }
            throw .failure(
                "\(place) \(found), not a count: a shard's counts are whole numbers from 0 to \(UInt64.max)")
        }

        /// The member `name`, a number of seconds from 0.
        func seconds(_ name: String) throws(CommandError) -> Double {
            guard case .number(let text) = object.members[name], let seconds = Double(text), seconds >= 0,
                seconds.isFinite
            else {
                throw .failure(
                    "\(place) gives no \"\(name)\" of seconds, a number from 0: give the line as it was printed")
            }
            return seconds
        }
    }

    // MARK: - Running

    func run(output: inout Output) throws(CommandError) {
        var parts: [Part] = []
        for path in paths {
            let (text, label) = try InputFile.text(of: path, what: "file of JSON lines")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.allSatisfy(\.isWhitespace) {
                let place = "\(label) line \(number + 1)"
                guard let object = FlatJSONObject(line), let shard = object.string("shard").flatMap(Shard.init),
                    object.string("problem") != nil, object.bool("complete") != nil
                else {
                    throw .failure(
                        "\(place) is not a line that count --json or exact-cover --json printed with a problem fingerprint: give the lines of their shards"
                    )
                }
                switch LineCheck.holds(in: line) {
                case nil:
                    throw .failure(
                        "\(place) has no check, which every line that count --json and exact-cover --json print ends with: count that shard again with this version of pentomino"
                    )
                case false?:
                    throw .failure(
                        "\(place) does not match its check: it was changed after it was printed; give the line as the count printed it, or count that shard again"
                    )
                case true?: break
                }
                parts.append(Part(object: object, place: place, shard: shard))
            }
        }
        guard let first = parts.first else { throw .failure("no JSON lines were given: give the shards' lines") }
        try check(parts, against: first)
        let nodes = try sum("nodes", of: parts)
        var seconds = 0.0
        for part in parts { seconds += try part.seconds("seconds") }
        let count = first.shard.count
        let from = ", from \(counted(count, "shard"))"
        if let file = first.object.string("file") {
            let solutions = try sum("solutions", of: parts)
            guard json else { return output.line("\(file): \(counted(solutions, "solution"))\(from)") }
            var object = JSONObject()
            object.add("file", file)
            object.add("shard", Shard.whole.description)
            object.add("solutions", solutions)
            add(to: &object, from: first, nodes: nodes, seconds: seconds)
            output.line(LineCheck.text(of: object))
        } else {
            guard let board = first.object.string("board") else {
                throw .failure("\(first.place) names neither a board nor a file: give the line as it was printed")
            }
            let surface = first.object.string("surface").flatMap(Surface.init(rawValue:)) ?? .flat
            let gaps = try first.count("gaps")
            guard gaps <= UInt64(Board.maximumCells) else {
                throw .failure(
                    "\(first.place) leaves \(gaps) cells empty, more than a board has: give the line as it was printed")
            }
            let tilings = TilingCount(
                distinct: try sum("distinct", of: parts), all: try sum("all", of: parts), cellsLeftEmpty: Int(gaps),
                surface: surface, statistics: SearchStatistics(nodes: nodes))
            guard json else { return output.line("\(board): \(tilings.inWords)\(from)") }
            var object = JSONObject()
            object.add("board", board)
            object.add("pieces", first.object.string("pieces") ?? "")
            object.add("shard", Shard.whole.description)
            if surface != .flat { object.add("surface", surface.rawValue) }
            object.add("gaps", tilings.cellsLeftEmpty)
            object.add("distinct", tilings.distinct)
            object.add("all", tilings.all)
            add(to: &object, from: first, nodes: nodes, seconds: seconds)
            output.line(LineCheck.text(of: object))
        }
    }

    /// The sum of the count `name` over `parts`, each a whole number; a sum past 64 bits is a failure.
    private func sum(_ name: String, of parts: [Part]) throws(CommandError) -> UInt64 {
        var total: UInt64 = 0
        for part in parts {
            let (sum, overflow) = total.addingReportingOverflow(try part.count(name))
            guard !overflow else {
                throw .failure(
                    "the shards' \"\(name)\" add up to more than \(UInt64.max) by \(part.place), more than a count holds: give the lines as they were printed"
                )
            }
            total = sum
        }
        return total
    }

    /// The members that close a merged line: complete, engine, threads, nodes, seconds, problem, cut, shards.
    private func add(to object: inout JSONObject, from first: Part, nodes: UInt64, seconds: Double) {
        object.add("complete", true)
        object.add("engine", first.object.string("engine") ?? "")
        object.add("threads", first.object.unsigned("threads") ?? 0)
        object.add("nodes", nodes)
        object.add("seconds", seconds)
        object.add("problem", first.object.string("problem") ?? "")
        object.add("cut", first.object.string("cut") ?? "")
        object.add("shards", first.shard.count)
    }

    /// Checks that `parts` are one whole count, of the problem, cut and N of `first`; a failure that
    /// says every way they are not.
    private func check(_ parts: [Part], against first: Part) throws(CommandError) {
        let count = first.shard.count
        var flaws: [String] = []
        let isOurs = { (part: Part) in
            part.object.string("problem") == first.object.string("problem")
                && part.object.string("cut") == first.object.string("cut") && part.shard.count == count
        }
        let foreign = parts.filter { !isOurs($0) }
        if !foreign.isEmpty {
            flaws.append(
                "\(foreign.map(\.place).joined(separator: ", ")) \(foreign.count == 1 ? "is" : "are") from another count than \(first.place) (another problem, cut or N)"
            )
        }
        let ours = parts.filter(isOurs)
        let indices = Dictionary(grouping: ours, by: \.shard.index)
        let missing = (1...count).filter { indices[$0] == nil }
        if !missing.isEmpty { flaws.append("\(list(missing)) of \(count) missing") }
        let repeated = indices.keys.sorted().filter { indices[$0]!.count > 1 }
        if !repeated.isEmpty { flaws.append("\(list(repeated)) given more than once") }
        let incomplete = ours.filter { $0.object.bool("complete") != true }
        if !incomplete.isEmpty {
            flaws.append(
                "\(list(incomplete.map(\.shard.index))) incomplete (\(incomplete.map(\.place).joined(separator: ", ")))"
            )
        }
        guard flaws.isEmpty else {
            throw .failure("the shards are not one whole count: " + flaws.joined(separator: "; "))
        }
    }

    /// `shards` in words: `shard 3`, or `shards 3, 5 and 7`.
    private func list(_ shards: [Int]) -> String {
        guard shards.count > 1 else { return "shard \(shards[0])" }
        return "shards " + shards.dropLast().map(String.init).joined(separator: ", ") + " and \(shards.last!)"
    }
}
