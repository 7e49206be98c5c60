// `pentomino strip K`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, read and checked.
// - Running it: the sweep built (or refused, with a height that fits), the terms printed as they
//   come, the run's JSON line, and how it stopped.
// - The recurrence: the comment lines after the terms, and its JSON members.

import PentominoKit
import Synchronization

/// `pentomino strip K`: the number of tilings of the K x n strip for every n from 0, by a sweep.
struct StripCommand: NamedCommand {
    static let description = CommandDescription(
        name: "strip", summary: "count the tilings of the K x n strip for every n from 0 to N, by a transfer matrix",
        operands: [Operand(name: "K", kind: .word(["3", "4", "5", "6"]))],
        details: """
            Prints the number of tilings of the strip of K rows and n columns for each n from 0 to N
            (--to), one line each, "n a(n)", as the OEIS writes its b-files; for
            'pentomino strip 5 --pieces LX --copies any --to 3':
              0 1
              1 0
              2 2
              3 0
            The rectangle is fixed, as the published tables count: tilings that a rotation or a
            reflection carries into one another count apart, and copies of a piece are alike. Each
            piece may be used at most as many times as the set holds it (the 12 pentominoes once
            each, by default), or any number of times with --copies any. The count sweeps the strip
            cell by cell, keeping the number of ways to reach each state of the cells past the sweep
            line, so its work grows linearly with N, and the numbers have as many digits as they need.
            With --copies any, it finds every state it will need before it counts; past --memory, or at
            once where an estimate from lower strips puts it far past, it stops, says how many states it
            needs, and names a height that fits. With bounded copies, it finds the states as it reaches
            them and keeps two cells' worth; past --memory it stops with the terms so far. Interrupted
            (Ctrl-C or SIGTERM), it keeps the terms printed, says on stderr how far it got, and exits
            130 (143 after SIGTERM).
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    OptionDescription(
                        name: "to", value: .some("N"),
                        help:
                            "the last length counted, from 0 to \(StripCommand.longest) (default \(StripCommand.defaultLast))"
                    ),
                    .pieces,
                    OptionDescription(
                        name: "copies", value: .choice(of: Strip.Copies.self),
                        help: """
                            set (the default): each piece at most as many times as the set holds it; any: each piece \
                            any number of times
                            """),
                    OptionDescription(
                        name: "surface", value: .choice(["flat", "tube"]),
                        help: "flat (the default), or tube: the last row meets the first, and the strip is a cylinder"),
                    OptionDescription(
                        name: "recurrence", value: .none,
                        help: """
                            after the terms, the shortest linear recurrence with integer coefficients that they \
                            satisfy and its generating function, found from the first half of the terms and checked \
                            on the rest; or why the terms do not pin one down
                            """),
                    .json(
                        printing:
                            "one JSON object per term (n, tilings), then one for the run: height, pieces, copies, surface, last, complete, states (the most held at once), transitions (the moves followed), threads, seconds, and the recurrence with --recurrence"
                    ),
                    .quiet(while: "the sweep runs"),
                    .threads(for: "the terms are the same for any N"),
                    OptionDescription(
                        name: "memory", value: .some("SIZE"),
                        help: """
                            the most memory the states and the counts may take, such as 512M, 4G or 1.5G (binary \
                            units K, M, G, T; default: half the machine's memory); a sweep that needs more stops, \
                            says so, and exits 1
                            """),
                ])
        ])

    /// The default last length.
    static let defaultLast = 30
    /// The longest length counted.
    static let longest = 1_000_000

    let height: Int
    let pieces: PieceSetArgument
    let copies: Strip.Copies
    let surface: Surface
    let last: Int
    let recurrence: Bool
    let json: Bool
    let quiet: Bool
    let threads: Int
    let memory: MemoryBudget

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count == 1, let word = arguments.positionals.first else {
            throw .usage(
                arguments.positionals.isEmpty
                    ? "give the strip's height K, as in 'pentomino strip 5'"
                    : "give one height K, not \(arguments.positionals.count) words", arguments.usage)
        }
        guard let height = Int(word), (1...64).contains(height) else {
            throw .usage("the height K must be a whole number from 1 to 64, not '\(word)'", arguments.usage)
        }
        self.height = height
        pieces = try arguments.pieceSet()
        copies = try arguments.choice("copies", default: .asInSet)
        surface = try arguments.choice("surface", default: .flat)
        guard !surface.wrapsColumns else {
            throw .usage(StripError.surface(surface).description, arguments.usage)
        }
        last = try arguments.integer("to", in: 0...StripCommand.longest, default: StripCommand.defaultLast)
        recurrence = arguments.has("recurrence")
        json = arguments.has("json")
        quiet = arguments.has("quiet")
        threads = try arguments.threads()
        memory = try arguments.memory()
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let strip: Strip
        do {
            strip = try Strip(height: height, pieces: pieces, copies: copies, surface: surface)
        } catch {
            throw .failure("strip \(height): \(error.commandLineDescription)")
        }
        let start = ContinuousClock.now
        // Stopped by a signal, or by a reader that went away.
        let cancellation = SearchCancellation(following: Interruption.cancellation)
        let (run, terms) = try sweep(strip, cancellation: cancellation, output: &output)
        let seconds = (ContinuousClock.now - start).seconds
        // A signal stops the search for a recurrence too: none is looked for in a run it stopped.
        let looksForRecurrence = recurrence && run.ending != .interrupted
        let finding = looksForRecurrence ? LinearRecurrence.find(in: terms, cancellation: cancellation) : nil
        if looksForRecurrence && finding == nil {
            try output.finish()
            throw .interrupted(
                "strip \(height): stopped while looking for a recurrence in the \(terms.count) terms, all of them printed and exact"
            )
        }
        if json {
            var object = JSONObject()
            object.add("height", height)
            object.add("pieces", CountCommand.letters(of: pieces))
            object.add("copies", copies.rawValue)
            object.add("surface", surface.rawValue)
            object.add("last", terms.count - 1)
            object.add("complete", run.ending == .complete)
            object.add("states", run.states)
            object.add("transitions", run.transitions)
            object.add("threads", threads)
            object.add("seconds", seconds)
            if let finding { StripCommand.add(finding, to: &object) }
            output.line(object.text)
        } else if let finding {
            for line in StripCommand.comments(on: finding) { output.line("# " + line) }
        }
        switch run.ending {
        case .complete: return
        case .interrupted:
            try output.finish()
            throw .interrupted(
                "strip \(height): stopped after \(spokenDuration(seconds)) at n = \(terms.count - 1), before n = \(last); the terms printed are exact"
            )
        case .outOfMemory(let bytes):
            throw .failure(
                "strip \(height): the counts past n = \(terms.count - 1) would take \(MemoryBudget.words(bytes)), past the \(memory) the sweep may use (--memory); the terms printed are exact"
            )
        }
    }

    /// The strip's sweep built and run, each term printed as it comes, with a progress line while
    /// it runs; how it ended, and the terms.
    private func sweep(
        _ strip: Strip, cancellation: SearchCancellation, output: inout Output
    ) throws(CommandError) -> (StripSweep.Run, [BigUInt]) {
        let progress = StripProgress()
        let findsStatesFirst = copies == .unlimited
        let line = StatusLine(enabled: !quiet) { elapsed in
            StripCommand.status(progress, findsStatesFirst: findsStatesFirst, last: last, after: elapsed)
        }
        defer { line.finish() }
        let built: StripSweep?
        do {
            built = try StripSweep(strip, memory: memory, progress: progress, cancellation: cancellation)
        } catch {
            throw .failure("strip \(height): \(error.commandLineDescription)")
        }
        guard let sweep = built else {
            throw .interrupted("strip \(height): stopped while finding the states or estimating them, before any term")
        }
        var terms: [BigUInt] = []
        let run = sweep.terms(
            through: last, threads: threads, memory: memory, progress: progress, cancellation: cancellation
        ) { length, tilings in
            terms.append(tilings)
            if json {
                var object = JSONObject()
                object.add("n", length)
                object.add("tilings", json: tilings.description)
                output.line(object.text)
            } else {
                output.line("\(length) \(tilings)")
            }
            output.endRecord()
            if output.failed { cancellation.cancel() }
        }
        return (run, terms)
    }

    /// The progress line: with unlimited copies, the states found, then the columns counted; with
    /// bounded copies, which find no state in advance, the columns counted and the most states
    /// held at a cell.
    private static func status(
        _ progress: StripProgress, findsStatesFirst: Bool, last: Int, after elapsed: Double
    ) -> String {
        let columns = progress.columns.load(ordering: .relaxed)
        let explored = progress.explored.load(ordering: .relaxed)
        if findsStatesFirst && columns == 0 {
            return "finding the states: \(explored) so far, \(spokenDuration(elapsed))"
        }
        let rate = Double(columns) / max(elapsed, 1e-9)
        let states = findsStatesFirst ? "\(explored) states" : "at most \(explored) states a cell"
        return "n = \(columns) of \(last), \(states), \(Int(rate.rounded())) columns/s, \(spokenDuration(elapsed))"
    }
}

// MARK: - The recurrence

extension StripCommand {
    /// The comment lines that follow the terms: the recurrence, its generating function and what it
    /// was found from, or why none was.
    static func comments(on finding: LinearRecurrence.Finding) -> [String] {
        switch finding {
        case .found(let recurrence):
            return [
                recurrence.equation,
                "generating function: \(recurrence.generatingFunction)",
                "found from a(0) to a(\(recurrence.foundFrom - 1)), checked on the \(recurrence.checkedOn) terms after them",
            ]
        case .tooFewTerms(let terms):
            return [
                "no recurrence: the first half of the \(terms) terms would fit only one of order over \(terms / 4), which the rest cannot check; count more terms (--to \(max(2 * terms, 20)))"
            ]
        case .failsOnLaterTerm(let terms, let failing):
            return [
                "no recurrence: what the first half of the \(terms) terms give fails at a(\(failing)); count more terms (--to \(max(2 * terms, 20)))"
            ]
        }
    }

    /// The recurrence's members of the run's JSON object.
    static func add(_ finding: LinearRecurrence.Finding, to object: inout JSONObject) {
        guard case .found(let recurrence) = finding else {
            object.add("recurrence", json: "null")
            object.add("recurrence_note", comments(on: finding)[0])
            return
        }
        let list = { (numbers: [BigInt]) in "[" + numbers.map(\.description).joined(separator: ",") + "]" }
        var found = JSONObject()
        found.add("coefficients", json: list(recurrence.coefficients))
        found.add("from", recurrence.start)
        found.add("numerator", json: list(recurrence.numerator))
        found.add("denominator", json: list(recurrence.denominator))
        found.add("found_from", recurrence.foundFrom)
        found.add("checked_on", recurrence.checkedOn)
        object.add("recurrence", json: found.text)
    }
}
