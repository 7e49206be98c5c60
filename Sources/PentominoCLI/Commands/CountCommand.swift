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
            says on stderr that the count is not complete, and exits 130. With --checkpoint FILE it
            saves the parts of the search tree it has counted to FILE as it goes, and when it is
            interrupted; run again with the same FILE, it counts only the parts left.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .shard,
                    .pieces,
                    .allowGaps(doing: "count the tilings that leave the extra cells empty"),
                    .checkpoint(forThe: "board, pieces"),
                    .checkpointEvery,
                    OptionDescription(
                        name: "json", value: .none,
                        help: """
                            print one JSON object: board, pieces, shard, gaps, distinct, all, complete, engine, threads, nodes, seconds, and fingerprints of the problem and the cut of its tree, which merge checks
                            """),
                    .quiet(while: "the count runs"),
                    .engine,
                    .threads(for: "the count is the same for any N"),
                ])
        ])

    let target: BoardArgument
    let pieces: PieceSetArgument
    let shard: Shard
    let engine: Engine
    let threads: Int
    let allowGaps: Bool
    let json: Bool
    let quiet: Bool
    /// The checkpoint file, if any, and the seconds between saves.
    let checkpoint: String?
    let checkpointInterval: Double

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        shard = try arguments.shard()
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        allowGaps = arguments.has("allow-gaps")
        json = arguments.has("json")
        quiet = arguments.has("quiet")
        (checkpoint, checkpointInterval) = try arguments.checkpoint()
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let solver = try TilingCommand.solver(
            for: target, pieces: pieces, engine: engine, threads: threads, allowGaps: allowGaps)
        let gaps = solver.problem.gapCount
        let start = ContinuousClock.now
        let checkpoint = try self.checkpoint.map { path throws(CommandError) in
            try CheckpointSaver(
                resuming: CheckpointFile(path: path, solver: solver, board: target.label, shard: shard),
                every: checkpointInterval, quiet: quiet)
        }
        let progress = ProgressLine(enabled: !quiet)
        let record = CountRecord.forCount(of: shard, checkpoint: checkpoint)
        let count = solver.count(shard: shard, progress: progress.search, record: record)
        progress.finish()
        let seconds = (ContinuousClock.now - start).seconds
        try checkpoint?.finish()
        let complete = count.statistics.complete
        if json {
            var object = JSONObject()
            object.add("board", target.label)
            object.add(
                "pieces", String(zip(pieces.pieces, pieces.copies).flatMap { Array(repeating: $0.letter, count: $1) }))
            object.add("shard", shard.description)
            object.add("gaps", gaps)
            object.add("distinct", count.distinct)
            object.add("all", count.all)
            object.add("complete", complete)
            object.add("engine", solver.resolvedEngine.rawValue)
            object.add("threads", threads)
            object.add("nodes", count.statistics.nodes)
            object.add("seconds", seconds)
            object.add("problem", hex(solver.problem.exactCover.fingerprint))
            object.add("cut", CountRecord.cutFingerprint(of: record))
            output.line(object.text)
        } else {
            let part = shard == .whole ? "" : " in shard \(shard)"
            let found = complete ? "" : ", found before the count was interrupted"
            output.line("\(target.label(of: solver.problem.board)): \(count.inWords)\(part)\(found)")
        }
        guard complete else {
            let saved = checkpoint.map { "; \($0.label) holds what was counted: run the same command to resume" } ?? ""
            throw .interrupted("the count stopped after \(spokenDuration(seconds)) and is not complete\(saved)")
        }
    }
}
