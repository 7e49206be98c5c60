// `pentomino exact-cover FILE`:
//
// - The command's description, which drives its help, the man page and the completions.
// - Its options, read and checked.
// - Running it: a count, every solution, the K-th, or one at random, each written as the file names it.

import PentominoKit

/// `pentomino exact-cover FILE`: counts or prints the solutions of any exact-cover problem written
/// in the format of Knuth's DLX1.
struct ExactCoverCommand: NamedCommand {
    // MARK: - Description

    static let description = CommandDescription(
        name: "exact-cover",
        summary: "count or print the solutions of an exact-cover problem in the format of Knuth's DLX1",
        operands: [Operand(name: "FILE", kind: .file)],
        details: """
            Reads an exact-cover problem from FILE (- for standard input) in the text format of Knuth's
            DLX1: lines that begin with | are comments; the first other line names the items, the
            primary ones, then | and the secondary ones; every further line is an option, the names of
            its items. Names are 1 to 8 bytes of UTF-8 other than white space. A solution covers every
            primary item exactly once and every secondary item at most once. It counts every solution
            and prints one line:
              queens8.dlx: 92 solutions
            Like Knuth's programs, it breaks no symmetry. With --solutions, --limit, --index or
            --random it prints solutions instead, one per paragraph, each option on its line as the
            file writes it, in the order the file gives them; exit status 1 if there is none.
            Interrupted, a count prints what it counted so far, says on stderr that it is not
            complete, and exits 130 (143 after SIGTERM); --checkpoint FILE resumes it as for count.
            """,
        optionGroups: [
            OptionGroup(
                "which solutions",
                [
                    OptionDescription(
                        name: "solutions", value: .none, help: "print every solution, as the search finds them"),
                    OptionDescription(
                        name: "limit", value: .some("N"),
                        help: "print at most N solutions, 1 or more (with --solutions or alone)"),
                    .index(of: "solution"),
                    .random("one solution", note: "counts them all, then picks one"),
                    .seed,
                ]),
            OptionGroup(
                "how",
                [
                    .shard,
                    .checkpoint(forThe: "problem"),
                    .checkpointEvery,
                    .json(
                        printing:
                            "JSON: for a count one object (file, shard, solutions, complete, engine, threads, nodes, subtrees (the parts its tree was cut into, 0 if searched whole), unsplit (why, when the threads could not share the tree), seconds, and fingerprints of the problem and the cut of its tree, which merge checks), for solutions one object per line (index, options)"
                    ),
                    .quiet(while: "the count runs"),
                    .engine,
                    .threads(for: "the count is the same for any N"),
                    .memory,
                ]),
        ])

    /// Why the bitset engine cannot take `problem`, with what it takes and what to do instead.
    static func bitsetRefusal(of problem: ExactCoverProblem) -> String {
        let bound = "whose tables fit \(BitsetEngine.maximumLiveOptionBytes >> 20) MiB"
        let plain = "no item of multiplicity or capacity above 1"
        let limits =
            problem.hasColours
            ? "a problem with colours \(bound), with \(plain)"
            : "a problem of at most \(2 * BitsetEngine.maximumWordBits) items, or of any number \(bound), with \(plain)"
        var size = "this one has \(problem.itemCount) items and \(problem.optionCount) options"
        if problem.multiplicities.allSatisfy({ $0 == 1 }) && !problem.hasSharedItems {
            let mebibytes = (BitsetEngine.liveOptionBytes(for: problem) + (1 << 20) - 1) >> 20
            size += ", whose tables would take \(mebibytes) MiB"
        }
        return "the bitset engine takes \(limits); \(size): use --engine dlx or auto"
    }

    let path: String
    /// Which solutions to print, or nil to count them.
    let selection: Selection?
    let shard: Shard
    let engine: Engine
    let threads: Int
    /// What the run may keep in memory (`--memory`).
    let memory: MemoryBudget
    let json: Bool
    let quiet: Bool
    let checkpoint: String?
    let checkpointInterval: Double

    // MARK: - Options

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count == 1 else {
            throw .usage(
                "exact-cover takes exactly one FILE (- for standard input), got \(arguments.positionals.count)",
                arguments.usage)
        }
        path = arguments.positionals[0]
        let prints = ["solutions", "limit", "index", "random"].contains(where: arguments.has)
        // --seed alone is parsed too, for Selection to refuse it.
        selection =
            prints || arguments.has("seed") ? try Selection(arguments, every: "solutions", noun: "solutions") : nil
        shard = try arguments.shard()
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        memory = try arguments.memory()
        json = arguments.has("json")
        quiet = arguments.has("quiet")
        (checkpoint, checkpointInterval) = try arguments.checkpoint()
        if prints, let counting = ["shard", "checkpoint"].first(where: arguments.has) {
            throw .usage(
                "--\(counting) is for a count: give it without --solutions, --limit, --index or --random",
                arguments.usage)
        }
    }

    /// The file's name on the count line and in messages.
    private var label: String { path == "-" ? "stdin" : path.withControlsShown }

    // MARK: - Running

    func run(output: inout Output) throws(CommandError) {
        let (bytes, fileLabel) = try InputFile.bytes(
            of: path, what: "exact-cover problem", maximum: InputFile.maximumProblemBytes)
        let named: NamedExactCoverProblem
        do {
            named = try NamedExactCoverProblem(reading: bytes)
        } catch {
            throw .failure("\(fileLabel): \(error)")
        }
        if engine == .bitset && !BitsetEngine.fits(named.problem) {
            throw .failure("\(label): \(ExactCoverCommand.bitsetRefusal(of: named.problem))")
        }
        let solver = ExactCoverSolver(
            problem: named.problem, engine: engine, threads: threads, cancellation: Interruption.cancellation,
            memory: memory)
        switch selection {
        case nil: try count(solver, output: &output)
        case .stream(let limit): try printSolutions(upTo: limit, of: named, solver: solver, output: &output)
        case .index(let index): try printSolution(at: index - 1, of: named, solver: solver, output: &output)
        case .random(let seed): try printRandomSolution(seed: seed, of: named, solver: solver, output: &output)
        }
    }

    /// Counts the solutions, in the shard, resuming and keeping the checkpoint, and prints the count.
    private func count(_ solver: ExactCoverSolver, output: inout Output) throws(CommandError) {
        let fingerprint = solver.problem.fingerprint
        let start = ContinuousClock.now
        let checkpoint = try self.checkpoint.map { path throws(CommandError) in
            try CheckpointSaver(
                resuming: CheckpointFile(
                    path: path, names: [("file", label)], engine: solver.resolvedEngine, shard: shard,
                    fingerprint: fingerprint),
                every: checkpointInterval, quiet: quiet)
        }
        let progress = ProgressLine(enabled: !quiet, noun: "solution")
        let record = CountRecord.forCount(of: shard, checkpoint: checkpoint)
        let (solutions, statistics) = solver.count(shard: shard, progress: progress.search, record: record)
        progress.finish()
        let seconds = (ContinuousClock.now - start).seconds
        try checkpoint?.finish()
        if json {
            var object = JSONObject()
            object.add("file", label)
            object.add("shard", shard.description)
            object.add("solutions", solutions)
            object.add("complete", statistics.complete)
            object.add("engine", solver.resolvedEngine.rawValue)
            object.add("threads", threads)
            object.add("nodes", statistics.nodes)
            object.add("subtrees", statistics.subtrees)
            if let reason = statistics.unsplitReason(threads: threads, shard: shard) { object.add("unsplit", reason) }
            object.add("seconds", seconds)
            object.add("problem", hex(fingerprint))
            object.add("cut", CountRecord.cutFingerprint(of: record))
            output.line(LineCheck.text(of: object))
        } else {
            let part = shard == .whole ? "" : " in shard \(shard)"
            let found = statistics.complete ? "" : ", found before the count was interrupted"
            output.line("\(label): \(counted(solutions, "solution"))\(part)\(found)")
        }
        guard statistics.complete else {
            let saved = checkpoint.map { "; \($0.label) holds what was counted: run the same command to resume" } ?? ""
            throw .interrupted("the count stopped after \(spokenDuration(seconds)) and is not complete\(saved)")
        }
    }

    /// Prints the first `limit` solutions as the search finds them.
    private func printSolutions(
        upTo limit: UInt64, of named: NamedExactCoverProblem, solver: ExactCoverSolver, output: inout Output
    ) throws(CommandError) {
        var printed: UInt64 = 0
        let complete = solver.forEachSolution(limit: limit) { options in
            printed += 1
            write(options, index: printed, follows: printed > 1, of: named, to: &output)
            output.endRecord()
            return !output.failed
        }
        try output.finish()
        if !complete && Interruption.happened {
            guard printed > 0 else { throw .interrupted("no solution was printed") }
            throw .interrupted(
                "printed \(counted(printed, "solution")) before the search was stopped; there may be more")
        }
        guard printed > 0 else { throw .failure("\(label) has no solution") }
    }

    /// Prints the solution at `index` (from 0) in the canonical order.
    private func printSolution(
        at index: UInt64, of named: NamedExactCoverProblem, solver: ExactCoverSolver, output: inout Output
    ) throws(CommandError) {
        let progress = ProgressLine(enabled: !quiet, noun: "solution")
        let (options, total) = solver.solution(at: index, progress: progress.search)
        progress.finish()
        if Interruption.happened { throw .interrupted("no solution was printed") }
        guard let options else {
            guard total > 0 else { throw .failure("\(label) has no solution") }
            throw .failure(
                "\(label) has \(counted(total, "solution")), so there is no solution \(index + 1): give --index from 1 to \(total)"
            )
        }
        write(options, index: index + 1, of: named, to: &output)
    }

    /// Counts the solutions, then prints one drawn uniformly with `seed`'s generator.
    private func printRandomSolution(
        seed: (value: UInt64, given: Bool), of named: NamedExactCoverProblem, solver: ExactCoverSolver,
        output: inout Output
    ) throws(CommandError) {
        let counting = ProgressLine(enabled: !quiet, noun: "solution")
        let total = solver.count(shard: .whole, progress: counting.search).solutions
        counting.finish()
        if Interruption.happened { throw .interrupted("no solution was printed") }
        guard total > 0 else { throw .failure("\(label) has no solution") }
        var generator = SplitMix64(seed: seed.value)
        let index = generator.uniform(below: total)
        if !seed.given { printError("seed \(seed.value)") }
        try printSolution(at: index, of: named, solver: solver, output: &output)
    }

    /// Writes the solution `options` (in ascending order), number `index` from 1: as a paragraph of
    /// option lines, after a blank line if it `follows` another, or as one JSON object.
    private func write(
        _ options: [Int], index: UInt64, follows: Bool = false, of named: NamedExactCoverProblem,
        to output: inout Output
    ) {
        let lines = options.map(named.text(ofOption:))
        if json {
            var object = JSONObject()
            object.add("index", index)
            object.add("options", json: JSONObject.array(lines.map(JSONObject.quoted)))
            output.line(object.text)
        } else {
            if follows { output.write("\n") }
            output.write(lines.map { $0 + "\n" }.joined())
        }
    }
}
