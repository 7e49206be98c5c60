import Glibc
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
        optionGroups: [OptionGroup(nil, [
            OptionDescription(name: "runs", value: .some("N"), help: "timed runs per board, 1 to 1000 (default 5)"),
            .shard,
            .pieces,
            .allowGaps(doing: "time the counts of the tilings that leave the extra cells empty"),
            OptionDescription(name: "json", value: .none, help: """
                print one JSON object per board instead of the table: board, shard, engine, threads, runs, min_seconds, \
                median_seconds, nodes, nodes_per_second, distinct, all, peak_mib, check
                """),
            .engine,
            .threads(for: "the count is the same for any N"),
        ])])

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
        if !json { output.line(row("board", "engine", "threads", "runs", "min", "median", "nodes", "Mnodes/s", "distinct", "all", "peak", "check")) }
        for target in targets {
            let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
            var resolved = engine
            let time = { () throws(CommandError) -> (Duration, TilingCount) in
                let start = ContinuousClock.now
                let solver = try TilingCommand.solver(for: board, label: target.label, pieces: pieces, engine: engine, threads: threads,
                                                      allowGaps: allowGaps)
                let count = solver.count(shard: shard)
                guard count.statistics.complete else { throw .interrupted("the benchmark of \(target.label) was stopped") }
                resolved = solver.resolvedEngine
                return (ContinuousClock.now - start, count)
            }
            let (_, reference) = try time()
            // Each run's time and nodes: a count that remembers, on several threads, searches more or
            // fewer nodes as the threads share what they counted.
            var timed: [(duration: Duration, nodes: UInt64)] = []
            for _ in 0..<runs {
                let (duration, count) = try time()
                guard count.distinct == reference.distinct && count.all == reference.all else {
                    throw .failure("\(target.label): runs disagree: \(count.distinct) and \(reference.distinct) distinct tilings")
                }
                timed.append((duration, count.statistics.nodes))
            }
            timed.sort { $0.duration < $1.duration }
            var check = "consistent"
            if shard == .whole, let known = NamedBoard.matching(board, pieces: pieces) {
                guard known.distinctTilings == reference.distinct, known.allTilings.map({ $0 == reference.all }) != false else {
                    throw .failure("\(target.label): counted \(reference.distinct)/\(reference.all), but \(known.name) with \(known.pieces) has \(known.distinctTilings)/\(known.allTilings.map(String.init) ?? "?")")
                }
                check = "matches \(known.name)\(known.pieces == "pentominoes" ? "" : " " + known.pieces)"
            }
            let (median, nodes) = timed[(timed.count - 1) / 2]
            let rate = Double(nodes) / max(median.seconds, 1e-9) / 1e6
            if json {
                var object = JSONObject()
                object.add("board", target.label)
                object.add("shard", shard.description)
                object.add("engine", resolved.rawValue)
                object.add("threads", threads)
                object.add("runs", runs)
                object.add("min_seconds", timed[0].duration.seconds)
                object.add("median_seconds", median.seconds)
                object.add("nodes", nodes)
                object.add("nodes_per_second", UInt64((rate * 1e6).rounded()))
                object.add("distinct", reference.distinct)
                object.add("all", reference.all)
                object.add("peak_mib", peakMemoryMiB())
                object.add("check", check)
                output.line(object.text)
            } else {
                output.line(row(target.label + (shard == .whole ? "" : " \(shard)"), resolved.rawValue, "\(threads)", "\(runs)", milliseconds(timed[0].duration),
                                milliseconds(median), "\(nodes)", "\((rate * 10).rounded() / 10)",
                                "\(reference.distinct)", "\(reference.all)", "\(peakMemoryMiB()) MiB", check))
            }
        }
    }

    private func milliseconds(_ duration: Duration) -> String {
        "\((duration.seconds * 10000).rounded() / 10) ms"
    }

    /// The largest resident memory this process has used, in MiB.
    private func peakMemoryMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_maxrss + 1023) / 1024
    }

    private func row(_ cells: String...) -> String {
        alignedRow(cells, widths: [12, 7, 8, 5, 10, 10, 9, 9, 9, 6, 7, 0])
    }
}
