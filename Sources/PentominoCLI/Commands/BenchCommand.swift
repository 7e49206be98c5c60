import PentominoKit

/// `pentomino bench BOARD…`: times repeated counts of boards.
struct BenchCommand: NamedCommand {
    static let description = CommandDescription(
        name: "bench", summary: "time repeated counts of each BOARD",
        operands: [Operand(name: "BOARD", kind: .board, repeats: true)],
        details: """
            For each BOARD, counts its tilings once to warm up, then N more times, timing each count
            (problem set-up included; a board from a file or standard input is read once, before the
            runs), and prints the engine and threads used, the fastest and median wall time, the
            median run's search nodes and nodes per second, the count, and the process's peak memory.
            Every run must give the same count, and a built-in board tiled by the set its counts are for
            (see boards) its known count; otherwise the command fails. With --shard K/N each count is of
            that part of the tree only, and is not checked against the known count.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    OptionDescription(
                        name: "runs", value: .some("N"), help: "timed runs per board, 1 to 1000 (default 5)"),
                    .shard,
                    .pieces,
                    .allowGaps(doing: "time the counts of the tilings that leave the extra cells empty"),
                    .json(
                        printing:
                            "one JSON object per board instead of the table: board, shard, engine, threads, runs, min_seconds, median_seconds, nodes, nodes_per_second, distinct, all, peak_mib, check"
                    ),
                    .engine,
                    .threads(for: "the count is the same for any N"),
                ])
        ])

    let targets: [BoardArgument]
    let pieces: PieceSetArgument
    let runs: Int
    let shard: Shard
    let engine: Engine
    let threads: Int
    let json: Bool
    let allowGaps: Bool

    init(_ arguments: Arguments) throws(CommandError) {
        guard !arguments.positionals.isEmpty else { throw .usage("bench needs at least one BOARD", arguments.usage) }
        var targets: [BoardArgument] = []
        for text in arguments.positionals {
            targets.append(try BoardArgument(text, usage: arguments.usage))
        }
        self.targets = targets
        pieces = try arguments.pieceSet()
        runs = try arguments.integer("runs", in: 1...1000, default: 5)
        shard = try arguments.shard()
        engine = try arguments.choice("engine", default: .auto)
        threads = try arguments.threads()
        json = arguments.has("json")
        allowGaps = arguments.has("allow-gaps")
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        // Every board is read and set up before any is timed, so that a bad one stops the benchmark
        // before it starts rather than after a part of the table.
        var boards: [Board] = []
        for target in targets {
            let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
            _ = try TilingCommand.solver(
                for: board, label: target.label, pieces: pieces, engine: engine, threads: threads, allowGaps: allowGaps)
            boards.append(board)
        }
        if !json {
            output.line(
                row(
                    "board", "engine", "threads", "runs", "min", "median", "nodes", "Mnodes/s", "distinct", "all",
                    "peak", "check"))
            output.endRecord()
        }
        for (target, board) in zip(targets, boards) {
            let timing = try time(board, label: target.label, pieces: pieces)
            let check = try knownCountCheck(of: timing.count, on: board, label: target.label, pieces: pieces)
            output.line(
                json ? jsonLine(target.label, timing, check: check) : tableRow(target.label, timing, check: check))
            output.endRecord()
        }
    }

    /// The runs of one board: the engine that searched it, the warm-up's count, and the fastest and
    /// the median run with its nodes (a count that remembers, on several threads, searches more or
    /// fewer nodes from run to run as the threads share what they counted).
    private struct Timing {
        let engine: Engine
        let count: TilingCount
        let fastest: Duration
        let median: Duration
        let medianNodes: UInt64

        /// The median run's nodes per second, in millions.
        var rate: Double { Double(medianNodes) / max(median.seconds, 1e-9) / 1e6 }
    }

    /// A warm-up count of `board` and then `runs` timed ones, set-up included; runs whose counts
    /// disagree, or an interrupted run, are a failure.
    private func time(_ board: Board, label: String, pieces: PieceSet) throws(CommandError) -> Timing {
        var resolved = engine
        let countOnce = { () throws(CommandError) -> (Duration, TilingCount) in
            let start = ContinuousClock.now
            let solver = try TilingCommand.solver(
                for: board, label: label, pieces: pieces, engine: engine, threads: threads,
                allowGaps: allowGaps)
            let count = solver.count(shard: shard)
            guard count.statistics.complete else { throw .interrupted("the benchmark of \(label) was stopped") }
            resolved = solver.resolvedEngine
            return (ContinuousClock.now - start, count)
        }
        let (_, reference) = try countOnce()
        var timed: [(duration: Duration, nodes: UInt64)] = []
        for _ in 0..<runs {
            let (duration, count) = try countOnce()
            guard count.distinct == reference.distinct && count.all == reference.all else {
                throw .failure("\(label): runs disagree: \(count.distinct) and \(reference.distinct) distinct tilings")
            }
            timed.append((duration, count.statistics.nodes))
        }
        timed.sort { $0.duration < $1.duration }
        let median = timed[(timed.count - 1) / 2]
        return Timing(
            engine: resolved, count: reference, fastest: timed[0].duration, median: median.duration,
            medianNodes: median.nodes)
    }

    /// "matches NAME" when a whole count of `board` by `pieces` is a built-in board's and agrees with
    /// its known counts (a failure if it does not), else "consistent" (the runs agreed).
    private func knownCountCheck(of count: TilingCount, on board: Board, label: String, pieces: PieceSet)
        throws(CommandError) -> String
    {
        guard shard == .whole, let known = NamedBoard.matching(board, pieces: pieces) else { return "consistent" }
        guard known.distinctTilings == count.distinct, known.allTilings == count.all else {
            throw .failure(
                "\(label): counted \(count.distinct)/\(count.all), but \(known.name) with \(known.pieces) has \(known.distinctTilings)/\(known.allTilings)"
            )
        }
        return "matches \(known.name)\(known.pieces == "pentominoes" ? "" : " " + known.pieces)"
    }

    /// One board's result as a JSON object.
    private func jsonLine(_ label: String, _ timing: Timing, check: String) -> String {
        var object = JSONObject()
        object.add("board", label)
        object.add("shard", shard.description)
        object.add("engine", timing.engine.rawValue)
        object.add("threads", threads)
        object.add("runs", runs)
        object.add("min_seconds", timing.fastest.seconds)
        object.add("median_seconds", timing.median.seconds)
        object.add("nodes", timing.medianNodes)
        object.add("nodes_per_second", UInt64((timing.rate * 1e6).rounded()))
        object.add("distinct", timing.count.distinct)
        object.add("all", timing.count.all)
        object.add("peak_mib", peakMemoryMiB())
        object.add("check", check)
        return object.text
    }

    /// One board's result as a row of the table.
    private func tableRow(_ label: String, _ timing: Timing, check: String) -> String {
        row(
            label + (shard == .whole ? "" : " \(shard)"), timing.engine.rawValue, "\(threads)", "\(runs)",
            milliseconds(timing.fastest),
            milliseconds(timing.median), "\(timing.medianNodes)", "\((timing.rate * 10).rounded() / 10)",
            "\(timing.count.distinct)", "\(timing.count.all)", "\(peakMemoryMiB()) MiB", check)
    }

    private func milliseconds(_ duration: Duration) -> String {
        "\((duration.seconds * 10000).rounded() / 10) ms"
    }

    /// The largest resident memory this process has used, in MiB.
    private func peakMemoryMiB() -> Int {
        (peakResidentKiB() + 1023) / 1024
    }

    private func row(_ cells: String...) -> String {
        alignedRow(cells, widths: [12, 7, 8, 5, 10, 10, 9, 9, 9, 6, 7, 0])
    }
}
