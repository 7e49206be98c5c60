import PentominoKit

/// `pentomino bench BOARD…`: times repeated counts of boards.
enum BenchCommand {
    static let usage = "usage: pentomino bench BOARD… [--runs N] [--engine dlx]"

    static let help = """
        \(usage)

        For each BOARD, counts its tilings once to warm up, then N more times, timing each count
        (problem set-up included), and prints the fastest and median wall time, the search nodes,
        and the count. Every run must give the same count, and a built-in board its known count;
        otherwise the command fails.

        options:
          --runs N        timed runs per board, 1 to 1000 (default 5)
          --engine dlx    the exact-cover engine: dlx (Dancing Links)
          -h, --help      show this help
        """

    static func run(_ words: [String], output: inout Output) throws(CommandError) {
        let arguments = try Arguments(words, valued: ["runs", "engine"], flags: ["help", "h"], usage: usage)
        if arguments.has("help") || arguments.has("h") {
            output.line(help)
            return
        }
        guard !arguments.positionals.isEmpty else { throw .usage("bench needs at least one BOARD", usage) }
        let runs = try arguments.integer("runs", in: 1...1000, default: 5, usage: usage)
        let engine: Engine = try arguments.choice("engine", default: .dlx, usage: usage)
        var targets: [BoardArgument] = []
        for text in arguments.positionals {
            targets.append(try BoardArgument(text, usage: usage))
        }
        output.line(row("board", "engine", "runs", "min", "median", "nodes", "distinct", "all", "check"))
        for target in targets {
            let board = target.board
            let time = { () throws(CommandError) -> (Duration, TilingCount) in
                let start = ContinuousClock.now
                let problem = try TilingCommand.problem(for: target)
                let count = TilingSolver(problem: problem, engine: engine).count()
                return (ContinuousClock.now - start, count)
            }
            let (_, reference) = try time()
            var durations: [Duration] = []
            for _ in 0..<runs {
                let (duration, count) = try time()
                guard count == reference else {
                    throw .failure("\(target.label): runs disagree: \(count.distinct) and \(reference.distinct) distinct tilings")
                }
                durations.append(duration)
            }
            durations.sort()
            var check = "consistent"
            if let known = NamedBoard.matching(board) {
                guard known.distinctTilings == reference.distinct, known.allTilings == reference.all else {
                    throw .failure("\(target.label): counted \(reference.distinct)/\(reference.all), but \(known.name) has \(known.distinctTilings)/\(known.allTilings)")
                }
                check = "matches \(known.name)"
            }
            output.line(row(target.label, engine.rawValue, "\(runs)", seconds(durations[0]),
                            seconds(durations[durations.count / 2]), "\(reference.statistics.nodes)",
                            "\(reference.distinct)", "\(reference.all)", check))
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = Double(whole) * 1000 + Double(attoseconds) / 1e15
        let rounded = (milliseconds * 10).rounded() / 10
        return "\(rounded) ms"
    }

    private static func row(_ cells: String...) -> String {
        let widths = [12, 7, 5, 11, 11, 10, 9, 7, 0]
        return zip(cells, widths).map { cell, width in
            cell.count >= width ? cell : cell + String(repeating: " ", count: width - cell.count)
        }.joined(separator: " ").trimmingSuffix()
    }
}

private extension String {
    func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
