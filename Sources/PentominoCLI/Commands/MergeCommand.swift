// `pentomino merge FILE...`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, the parts it reads (`Part`, one line of `count --json` or `exact-cover --json`),
//   and their tally (`Tally`), added up line by line.
// - Running it: the lines read one at a time into the tally, which must be one whole count.

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

    /// The longest line read: a shard's line is a few hundred bytes, and its board's name, pieces or
    /// file name at most some kilobytes.
    static let maximumLineBytes = 1 << 16

    /// The members that name the count besides its fingerprints: every line of one count gives the
    /// same (a board's name carries its surface and the tatami rule, and `surface` its surface).
    private static let naming = ["board", "file", "pieces", "gaps", "surface"]

    /// One shard's line, read as count and exact-cover print it, and where it was read.
    private struct Part {
        let object: FlatJSONObject
        let place: String
        let shard: Shard

        /// The line `line`, read at `place`, refused unless it is one that a count printed.
        init(_ line: Substring, place: String) throws(CommandError) {
            guard let object = FlatJSONObject(line), let shard = object.string("shard").flatMap(Shard.init),
                object.string("problem") != nil, object.bool("complete") != nil
            else {
                throw .failure(
                    "\(place) is not a line that count --json or exact-cover --json printed with a problem fingerprint: give the lines of their shards"
                )
            }
            if let name = object.repeatedName {
                throw .failure(
                    "\(place) gives \"\(name)\" more than once, which no count prints: give the line as it was printed")
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
            (self.object, self.place, self.shard) = (object, place, shard)
        }

        /// The member `name`, which must be a whole number from 0 that fits 64 bits, written as a count
        /// writes one: digits with no sign and no leading zero.
        func count(_ name: String) throws(CommandError) -> UInt64 {
            let value = object.members[name]
            if case .number(let text) = value, text == "0" || text.first != "0",
                text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = UInt64(text)
            {
                return number
            }
            let found: String
            switch value {
            case nil: found = "has no \"\(name)\""
            case .null: found = "gives \"\(name)\" as null"
            case .string(let text): found = "gives \"\(name)\" as the string \(JSONObject.quoted(text))"
            case .bool(let truth): found = "gives \"\(name)\" as \(truth)"
            case .number(let text): found = "gives \"\(name)\" as \(text)"
            }
            throw .failure(
                "\(place) \(found), not a count: a shard's counts are whole numbers from 0 to \(UInt64.max), with no sign or leading zero"
            )
        }

        /// The member `seconds`, a number from 0 with no sign, as a count writes it.
        func seconds() throws(CommandError) -> Double {
            let value = object.members["seconds"]
            if case .number(let text) = value, text.first?.isNumber == true, let seconds = Double(text),
                seconds.isFinite
            {
                return seconds
            }
            let found: String
            switch value {
            case nil: found = "has no \"seconds\""
            case .number(let text): found = "gives \"seconds\" as \(text)"
            default: found = "gives \"seconds\" as something other than a number"
            }
            throw .failure(
                "\(place) \(found), not a time: a shard's seconds are a number from 0; give the line as it was printed")
        }

        /// The first member that names the count (board, pieces, gaps, surface or file) on which this
        /// line and `other` differ, if one does.
        func differingName(from other: Part) -> String? {
            MergeCommand.naming.first { object.members[$0] != other.object.members[$0] }
        }
    }

    /// The shards read so far of the count the first line belongs to, added up as they are read, and
    /// the lines that do not fit it: what `run` needs of any number of lines, in memory for 4,096
    /// shards at most.
    private struct Tally {
        let first: Part
        /// How many lines gave each shard, by its index less one.
        var given: [Int]
        /// The places of lines of another count, and of incomplete shards, the first few of each.
        var foreign: [String] = [], foreignLines = 0
        var incomplete: [(index: Int, place: String)] = [], incompleteLines = 0
        /// The sums of the counts and nodes, by name, the first to pass 64 bits, and the seconds.
        var sums: [String: UInt64] = [:]
        var overflow: (name: String, place: String)?
        var seconds = 0.0

        /// The names of the counts each line adds: solutions for exact-cover's, tilings for count's.
        var countNames: [String] { first.object.string("file") != nil ? ["solutions"] : ["distinct", "all"] }

        /// The most places a message names of one kind.
        static let namedPlaces = 8

        init(first: Part) throws(CommandError) {
            self.first = first
            given = Array(repeating: 0, count: first.shard.count)
            try add(first)
        }

        /// Adds `part`, after checking its counts as a count prints them.
        mutating func add(_ part: Part) throws(CommandError) {
            var counts: [UInt64] = []
            for name in countNames { counts.append(try part.count(name)) }
            if counts.count == 2, counts[1] < counts[0] {
                throw .failure(
                    "\(part.place) gives \"all\" \(counts[1]) below \"distinct\" \(counts[0]), which no count prints: every distinct tiling is one of all; give the line as it was printed"
                )
            }
            if first.object.string("file") == nil {
                let gaps = try part.count("gaps")
                guard gaps <= UInt64(Board.maximumCells) else {
                    throw .failure(
                        "\(part.place) leaves \(gaps) cells empty, more than a board has: give the line as it was printed"
                    )
                }
            }
            let partNodes = try part.count("nodes")
            let partSeconds = try part.seconds()
            guard part.object.string("problem") == first.object.string("problem"),
                part.object.string("cut") == first.object.string("cut"), part.shard.count == first.shard.count
            else {
                if foreign.count < Tally.namedPlaces { foreign.append(part.place) }
                foreignLines += 1
                return
            }
            if let name = part.differingName(from: first) {
                throw .failure(
                    "\(part.place) gives \"\(name)\" otherwise than \(first.place), of the same count: every line of one count names the same board, pieces, gaps and options; give the lines as they were printed"
                )
            }
            given[part.shard.index - 1] += 1
            if part.object.bool("complete") != true {
                incompleteLines += 1
                if incomplete.count < Tally.namedPlaces { incomplete.append((part.shard.index, part.place)) }
            }
            for (name, count) in zip(countNames + ["nodes"], counts + [partNodes]) {
                let (sum, overflows) = sums[name, default: 0].addingReportingOverflow(count)
                if overflows, overflow == nil { overflow = (name, part.place) }
                sums[name] = sum
            }
            seconds += partSeconds
        }

        /// The sum of the count `name`, once every line is read: a failure if it passed 64 bits.
        func sum(_ name: String) throws(CommandError) -> UInt64 {
            if let overflow, overflow.name == name {
                throw .failure(
                    "the shards' \"\(name)\" add up to more than \(UInt64.max) by \(overflow.place), more than a count holds: give the lines as they were printed"
                )
            }
            return sums[name, default: 0]
        }

        /// Checks that the lines read are one whole count; a failure that says every way they are not.
        func checkWhole() throws(CommandError) {
            let count = first.shard.count
            var flaws: [String] = []
            if foreignLines > 0 {
                flaws.append(
                    "\(named(foreign, of: foreignLines)) \(foreignLines == 1 ? "is" : "are") from another count than \(first.place) (another problem, cut or N)"
                )
            }
            let missing = (1...count).filter { given[$0 - 1] == 0 }
            if !missing.isEmpty { flaws.append("\(MergeCommand.list(missing)) of \(count) missing") }
            let repeated = (1...count).filter { given[$0 - 1] > 1 }
            if !repeated.isEmpty { flaws.append("\(MergeCommand.list(repeated)) given more than once") }
            if !incomplete.isEmpty {
                flaws.append(
                    "\(MergeCommand.list(incomplete.map(\.index), more: incompleteLines - incomplete.count)) incomplete (\(named(incomplete.map(\.place), of: incompleteLines)))"
                )
            }
            guard flaws.isEmpty else {
                throw .failure("the shards are not one whole count: " + flaws.joined(separator: "; "))
            }
        }

        /// `places` joined, and how many more of `total` there are.
        private func named(_ places: [String], of total: Int) -> String {
            places.joined(separator: ", ") + (total > places.count ? " and \(total - places.count) more lines" : "")
        }
    }

    // MARK: - Running

    func run(output: inout Output) throws(CommandError) {
        var tally: Tally?
        for path in paths {
            try InputFile.forEachLine(
                of: path, what: "file of JSON lines", holding: "the JSON lines that count and exact-cover print",
                maximumLineBytes: MergeCommand.maximumLineBytes
            ) { (line, number, label) throws(CommandError) in
                guard !line.allSatisfy(\.isWhitespace) else { return }
                let part = try Part(line, place: "\(label) line \(number)")
                if tally == nil { tally = try Tally(first: part) } else { try tally!.add(part) }
            }
        }
        guard let tally else { throw .failure("no JSON lines were given: give the shards' lines") }
        try tally.checkWhole()
        let first = tally.first
        let from = ", from \(counted(first.shard.count, "shard"))"
        if let file = first.object.string("file") {
            let solutions = try tally.sum("solutions")
            guard json else { return output.line("\(file): \(counted(solutions, "solution"))\(from)") }
            var object = JSONObject()
            object.add("file", file)
            object.add("shard", Shard.whole.description)
            object.add("solutions", solutions)
            try add(to: &object, from: tally)
            output.line(LineCheck.text(of: object))
        } else {
            guard let board = first.object.string("board") else {
                throw .failure("\(first.place) names neither a board nor a file: give the line as it was printed")
            }
            let surface = first.object.string("surface").flatMap(Surface.init(rawValue:)) ?? .flat
            let tilings = TilingCount(
                distinct: try tally.sum("distinct"), all: try tally.sum("all"),
                cellsLeftEmpty: Int(try first.count("gaps")), surface: surface,
                statistics: SearchStatistics(nodes: try tally.sum("nodes")))
            guard json else { return output.line("\(board): \(tilings.inWords)\(from)") }
            var object = JSONObject()
            object.add("board", board)
            object.add("pieces", first.object.string("pieces") ?? "")
            object.add("shard", Shard.whole.description)
            if surface != .flat { object.add("surface", surface.rawValue) }
            object.add("gaps", tilings.cellsLeftEmpty)
            object.add("distinct", tilings.distinct)
            object.add("all", tilings.all)
            try add(to: &object, from: tally)
            output.line(LineCheck.text(of: object))
        }
    }

    /// The members that close a merged line: complete, engine, threads, nodes, seconds, problem, cut, shards.
    private func add(to object: inout JSONObject, from tally: Tally) throws(CommandError) {
        let first = tally.first
        object.add("complete", true)
        object.add("engine", first.object.string("engine") ?? "")
        object.add("threads", first.object.unsigned("threads") ?? 0)
        object.add("nodes", try tally.sum("nodes"))
        object.add("seconds", tally.seconds)
        object.add("problem", first.object.string("problem") ?? "")
        object.add("cut", first.object.string("cut") ?? "")
        object.add("shards", first.shard.count)
    }

    /// `shards` in words: `shard 3`, or `shards 3, 5 and 7`.
    private static func list(_ shards: [Int], more: Int = 0) -> String {
        if more > 0 { return "shards " + shards.map(String.init).joined(separator: ", ") + " and \(more) more" }
        guard shards.count > 1 else { return "shard \(shards[0])" }
        return "shards " + shards.dropLast().map(String.init).joined(separator: ", ") + " and \(shards.last!)"
    }
}
