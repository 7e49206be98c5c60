import PentominoKit

/// `pentomino count BOARD`: counts the tilings of a board.
struct CountCommand: NamedCommand {
    static let description = CommandDescription(
        name: "count", summary: "count the tilings of BOARD, distinct and in all (or one shard of the count)",
        operands: [.board],
        details: """
            Counts the tilings of BOARD by the pieces (the 12 pentominoes unless --pieces says otherwise)
            and prints one line:
              6x10: 2339 distinct tilings (9356 counting rotations and reflections)
            Distinct tilings are counted once per class of tilings that the board's symmetries carry
            into one another. Interrupted (Ctrl-C or SIGTERM), it prints the tilings counted so far,
            says on stderr that the count is not complete, and exits 130 (143 after SIGTERM). With
            --checkpoint FILE it saves the parts of the search tree it has counted to FILE as it goes,
            and when it is interrupted; run again with the same FILE, it counts only the parts left.
            With --at-most N it stops once it has found more than N distinct tilings, the same on every
            engine and thread count, and --unique answers whether a puzzle has exactly one solution:
              puzzle.txt: more than 1 distinct tiling
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .shard,
                    .pieces,
                    .surface,
                    .tatami,
                    .allowGaps(doing: "count the tilings that leave the extra cells empty"),
                    .checkpoint(forThe: "board, pieces"),
                    .checkpointEvery,
                    .json(
                        printing:
                            "one JSON object: board, pieces, shard, gaps, distinct, all, complete, engine, threads, nodes, subtrees (the parts its tree was cut into, 0 if searched whole), unsplit (why, when the threads could not share the tree), seconds, and fingerprints of the problem and the cut of its tree, which merge checks (with a table, one object per line of it, then one for the whole count)"
                    ),
                    .quiet(while: "the count runs"),
                    .engine,
                    .threads(for: "the count is the same for any N"),
                    .memory,
                ]),
            OptionGroup(
                "enough, or a table",
                [
                    OptionDescription(
                        name: "at-most", value: .some("N"),
                        help: """
                            stop once more than N distinct tilings are found (N from 0), and say "more than N"; the \
                            count is exact when there are at most N
                            """),
                    OptionDescription(
                        name: "unique", value: .none,
                        help: """
                            say whether BOARD has no tiling, exactly one distinct tiling, or more, stopping at the \
                            second, and exit 0 for exactly one, 2 for none and 3 for more than one
                            """),
                    OptionDescription(
                        name: "by-gaps", value: .none,
                        help: """
                            with --allow-gaps, a table of the tilings by the cells they leave empty (r1c1 is row 1, \
                            column 1), one line per set of cells (per class of sets that the board's symmetries carry \
                            into one another), in one search
                            """),
                    OptionDescription(
                        name: "by-pieces", value: .none,
                        help: """
                            a table of the tilings by each subset of the pieces that covers BOARD (or fits it, with \
                            --allow-gaps): one line per subset that tiles it, and how many do
                            """),
                ]),
        ])

    /// What the count answers.
    enum Question {
        /// How many tilings there are, or, with a limit, whether there are more than it, and with
        /// `unique`, the answer in the exit code too.
        case count(atMost: UInt64?, unique: Bool)
        /// How many there are for each set of cells left empty.
        case byEmptyCells
        /// How many there are for each subset of the pieces.
        case byPieces
    }

    let target: BoardArgument
    let pieces: PieceSetArgument
    let shard: Shard
    let engine: Engine
    let threads: Int
    /// What the run may keep in memory (`--memory`).
    let memory: MemoryBudget
    let allowGaps: Bool
    let json: Bool
    let quiet: Bool
    /// The checkpoint file, if any, and the seconds between saves.
    let checkpoint: String?
    let checkpointInterval: Double
    let question: Question

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        shard = try arguments.shard()
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        memory = try arguments.memory()
        allowGaps = arguments.has("allow-gaps")
        json = arguments.has("json")
        quiet = arguments.has("quiet")
        (checkpoint, checkpointInterval) = try arguments.checkpoint()
        let asked = ["at-most", "unique", "by-gaps", "by-pieces"].filter(arguments.has)
        guard asked.count <= 1 else {
            throw .usage("--\(asked[0]) and --\(asked[1]) ask different questions: give one of them", arguments.usage)
        }
        if let other = ["shard", "checkpoint"].first(where: arguments.has), let asked = asked.first {
            throw .usage(
                "--\(asked) \(asked.hasPrefix("by") ? "makes a table in one run" : "stops the count early"), so it cannot be split or saved: leave out --\(other)",
                arguments.usage)
        }
        switch asked.first {
        case "by-gaps":
            guard allowGaps else {
                throw .usage(
                    "--by-gaps counts the tilings by the cells they leave empty: give --allow-gaps too", arguments.usage
                )
            }
            question = .byEmptyCells
        case "by-pieces": question = .byPieces
        case "unique": question = .count(atMost: 1, unique: true)
        case "at-most": question = .count(atMost: try arguments.unsigned("at-most", minimum: 0), unique: false)
        default: question = .count(atMost: nil, unique: false)
        }
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        guard case .count(let atMost, let unique) = question else {
            return try runTable(pieces: pieces, output: &output)
        }
        let solver = try TilingCommand.solver(
            for: target, pieces: pieces, engine: engine, threads: threads, allowGaps: allowGaps, memory: memory)
        let gaps = solver.problem.gapCount
        let start = ContinuousClock.now
        let checkpoint = try self.checkpoint.map { path throws(CommandError) in
            try CheckpointSaver(
                resuming: CheckpointFile(path: path, solver: solver, board: target.label, shard: shard),
                every: checkpointInterval, quiet: quiet)
        }
        let progress = ProgressLine(enabled: !quiet)
        let record = CountRecord.forCount(of: shard, checkpoint: checkpoint)
        // A plain count is the solver's own; one that stops at enough is the family's bounded count.
        let bounded = atMost.map { solver.count(atMost: $0, shard: shard, progress: progress.search, record: record) }
        let count = bounded?.found ?? solver.count(shard: shard, progress: progress.search, record: record)
        progress.finish()
        let seconds = (ContinuousClock.now - start).seconds
        try checkpoint?.finish()
        let complete = bounded?.isComplete ?? count.statistics.complete
        if json {
            var object = JSONObject()
            object.add("board", target.label)
            object.add("pieces", CountCommand.letters(of: pieces))
            object.add("shard", shard.description)
            let surface = solver.problem.board.surface
            if surface != .flat { object.add("surface", surface.rawValue) }
            object.add("gaps", gaps)
            if let atMost, let bounded {
                object.add("at_most", atMost)
                object.add("more", bounded.exceedsLimit)
                if unique, let uniqueness = bounded.uniqueness { object.add("uniqueness", uniqueness.rawValue) }
            }
            if bounded?.exceedsLimit != true {
                object.add("distinct", count.distinct)
                object.add("all", count.all)
            }
            object.add("complete", complete)
            object.add("engine", solver.resolvedEngine.rawValue)
            object.add("threads", threads)
            object.add("nodes", count.statistics.nodes)
            object.add("subtrees", count.statistics.subtrees)
            if let reason = count.statistics.unsplitReason(threads: threads, shard: shard) {
                object.add("unsplit", reason)
            }
            object.add("seconds", seconds)
            object.add("problem", hex(solver.problem.exactCover.fingerprint))
            object.add("cut", CountRecord.cutFingerprint(of: record))
            output.line(LineCheck.text(of: object))
        } else {
            let part = shard == .whole ? "" : " in shard \(shard)"
            let found = complete ? "" : ", found before the count was interrupted"
            let words = bounded?.inWords ?? count.inWords
            output.line("\(target.label(of: solver.problem.board)): \(words)\(part)\(found)")
        }
        guard complete else {
            let saved = checkpoint.map { "; \($0.label) holds what was counted: run the same command to resume" } ?? ""
            throw .interrupted("the count stopped after \(spokenDuration(seconds)) and is not complete\(saved)")
        }
        if unique, let uniqueness = bounded?.uniqueness, uniqueness != .one {
            try output.finish()
            throw .answer(uniqueness == .none ? .noTiling : .severalTilings)
        }
    }
}
