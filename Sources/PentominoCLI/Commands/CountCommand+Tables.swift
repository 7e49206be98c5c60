import PentominoKit

/// `count --by-gaps` and `count --by-pieces`: the count as a table, one line per set of cells left
/// empty or per subset of the pieces, then a line for the whole.
extension CountCommand {
    /// Prints the table that `question` asks for, of the tilings of the board by `pieces`.
    func runTable(pieces: PieceSet, output: inout Output) throws(CommandError) {
        let start = ContinuousClock.now
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        let label = target.label(of: board)
        let complete: Bool
        switch question {
        case .byEmptyCells:
            let solver = try TilingCommand.solver(
                for: board, label: target.label, pieces: pieces, engine: engine, threads: threads,
                allowGaps: allowGaps, tatami: target.tatami, memory: memory)
            let progress = ProgressLine(enabled: !quiet)
            let table: GapTable
            do {
                table = try solver.countByEmptyCells(progress: progress.search)
            } catch {
                progress.finish()
                throw .failure(
                    "\(label): \(error); give --memory SIZE with more, or a board that leaves fewer cells empty")
            }
            progress.finish()
            complete = table.statistics.complete
            printTable(table, of: solver, label: label, seconds: start, output: &output)
        case .byPieces:
            let most = CountCommand.mostSubsets
            let subsets = PieceSubsetTable.subsets(of: pieces, fitting: board, allowGaps: allowGaps, limit: most)
            guard subsets.count <= most else {
                throw .failure(
                    "\(target.label): more than \(most) subsets of \(pieces.name) \(allowGaps ? "fit" : "cover") it, too many to count one by one: give fewer pieces or copies"
                )
            }
            if engine == .bitset {
                // Thousands of subsets take long to set up: a signal stops that too.
                for subset in subsets {
                    if Interruption.happened { break }
                    _ = try TilingCommand.solver(
                        for: board, label: target.label, pieces: subset, engine: engine, threads: 1,
                        allowGaps: allowGaps, tatami: target.tatami)
                }
            }
            let table: PieceSubsetTable
            do {
                table = try PieceSubsetTable(
                    board: board, subsets: subsets, allowGaps: allowGaps, tatami: target.tatami, engine: engine,
                    threads: threads, cancellation: Interruption.cancellation, memory: memory)
            } catch {
                throw .failure("\(target.label): \(error.commandLineDescription)")
            }
            complete = table.statistics.complete
            printTable(table, label: label, seconds: start, output: &output)
        case .count:
            preconditionFailure("a plain count has no table")
        }
        guard complete else {
            let seconds = (ContinuousClock.now - start).seconds
            throw .interrupted("the count stopped after \(spokenDuration(seconds)) and is not complete")
        }
        if Interruption.happened {
            throw .interrupted("the count was complete; its table was stopped while it was written")
        }
    }

    /// Prints `table`, of the tilings of `problem`'s board called `label`, by the cells they leave
    /// empty, and then the whole count, timed from `start`.
    private func printTable(
        _ table: GapTable, of solver: TilingSolver, label: String, seconds start: ContinuousClock.Instant,
        output: inout Output
    ) {
        let problem = solver.problem
        let layered = problem.board.layers > 1
        let total = table.total
        // A signal while the rows are written stops them, and the whole count's line is left out.
        // (A loop's `where` would go on through millions of rows, skipping each: it must break.)
        if json {
            for row in table.rows {
                if Interruption.happened { break }
                var object = JSONObject()
                object.add("board", target.label)
                object.add(
                    "empty",
                    json: "["
                        + row.emptyCells.map { cell in
                            "["
                                + (layered ? [cell.layer, cell.row, cell.column] : [cell.row, cell.column]).map(
                                    String.init
                                ).joined(separator: ",") + "]"
                        }.joined(separator: ",") + "]")
                object.add("distinct", row.distinct)
                object.add("all", row.all)
                output.line(object.text)
            }
            guard !Interruption.happened else { return }
            var whole = JSONObject()
            whole.add("board", target.label)
            whole.add("pieces", CountCommand.letters(of: problem.pieces))
            whole.add("gaps", problem.gapCount)
            if table.statistics.complete { whole.add("rows", table.rows.count) }
            whole.add("distinct", total.distinct)
            whole.add("all", total.all)
            finish(&whole, engine: solver.resolvedEngine, statistics: table.statistics, start: start)
            output.line(whole.text)
            return
        }
        // An interrupted table has no rows, only what it found.
        if table.statistics.complete {
            // Rows are spelt out one at a time, as they are printed: a table may have millions.
            let name = { (cell: Cell) in cell.placeName(layered: layered) }
            var widest = 0
            for row in table.rows {
                if Interruption.happened { break }
                widest = max(widest, row.emptyCells.reduce(-1) { $0 + 1 + name($1).count })
            }
            guard !Interruption.happened else { return }
            let widths = [max("cells left empty".count, widest), 8, 0]
            output.line(alignedRow(["cells left empty", "distinct", "all"], widths: widths))
            for row in table.rows {
                if Interruption.happened { break }
                let cells = row.emptyCells.map(name).joined(separator: " ")
                output.line(alignedRow([cells, "\(row.distinct)", "\(row.all)"], widths: widths))
            }
            guard !Interruption.happened else { return }
        }
        let count = TilingCount(
            distinct: total.distinct, all: total.all, cellsLeftEmpty: problem.gapCount, statistics: table.statistics)
        let kind = problem.symmetryCount > 1 ? "classes of sets of empty cells" : "sets of empty cells"
        let rows = table.statistics.complete ? ", by \(table.rows.count) \(kind)" : ""
        output.line("\(label): \(count.inWords)\(rows)\(interruption(table.statistics))")
    }

    /// Prints `table`, of the tilings of the board called `label` by subsets of the pieces, a line for
    /// each subset that tiles it, and then how many do, timed from `start`.
    private func printTable(
        _ table: PieceSubsetTable, label: String, seconds start: ContinuousClock.Instant, output: inout Output
    ) {
        let names = table.rows.map { CountCommand.letters(of: $0.pieces) }
        if json {
            for (row, names) in zip(table.rows, names) {
                var object = JSONObject()
                object.add("board", target.label)
                object.add("pieces", names)
                object.add("gaps", row.count.cellsLeftEmpty)
                object.add("distinct", row.count.distinct)
                object.add("all", row.count.all)
                output.line(object.text)
            }
            var whole = JSONObject()
            whole.add("board", target.label)
            whole.add("subsets", table.subsetsCounted)
            whole.add("tiling", table.rows.count)
            finish(&whole, engine: engine, statistics: table.statistics, start: start)
            output.line(whole.text)
            return
        }
        let widths = [max("pieces".count, names.map(\.count).max() ?? 0), 8, 0]
        output.line(alignedRow(["pieces", "distinct", "all"], widths: widths))
        for (row, names) in zip(table.rows, names) {
            output.line(alignedRow([names, "\(row.count.distinct)", "\(row.count.all)"], widths: widths))
        }
        let fit = allowGaps ? "fit" : "cover"
        output.line(
            "\(label): \(table.rows.count) of the \(counted(table.subsetsCounted, "subset")) of the pieces that \(fit) it tile it\(interruption(table.statistics))"
        )
    }

    /// The most subsets `--by-pieces` counts: each is a count of its own.
    static let mostSubsets = 100_000

    /// What the last line of a table adds when its search was interrupted.
    private func interruption(_ statistics: SearchStatistics) -> String {
        statistics.complete ? "" : ", found before the count was interrupted"
    }

    /// The end of a table's last JSON object: whether it is complete, the `engine`, the threads, the
    /// nodes and the seconds since `start`.
    private func finish(
        _ object: inout JSONObject, engine: Engine, statistics: SearchStatistics, start: ContinuousClock.Instant
    ) {
        object.add("complete", statistics.complete)
        object.add("engine", engine.rawValue)
        object.add("threads", threads)
        object.add("nodes", statistics.nodes)
        object.add("seconds", (ContinuousClock.now - start).seconds)
    }

    /// The names of `pieces`, each as often as its copies: `FILNPTUVWXYZ`, `LLNN`.
    static func letters(of pieces: PieceSet) -> String {
        String(zip(pieces.pieces, pieces.copies).flatMap { Array(repeating: $0.letter, count: $1) })
    }
}
