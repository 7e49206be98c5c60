import PentominoKit

/// `puzzle --table`: how many tilings need each number of given pieces.
extension PuzzleCommand {
    /// Prints how many of the distinct tilings that `solver` lists need each number of given pieces
    /// (with `--format json`, a line for each tiling as it is settled). The tilings are taken a
    /// batch at a time, each batch's fewest found on every thread, so that memory holds one batch
    /// and a tally, never the whole list.
    func printTable(of solver: TilingSolver, maker: PuzzleMaker, label: String, output: inout Output)
        throws(CommandError)
    {
        var batch: [Tiling] = []
        var settled = 0
        // For each number of given pieces, how many tilings need it and the first that does, from 1.
        var needing: [Int: (tilings: Int, first: Int)] = [:]
        var failure: CommandError?
        let batchSize = PuzzleCommand.tableBatch * threads
        /// Finds the fewest given pieces of the tilings of `batch`, and tallies and prints them;
        /// false once the table cannot go on.
        func settle() -> Bool {
            let fewest: [(pieces: Int, sets: Int)]
            do {
                fewest = try maker.fewestGiven(for: batch, threads: threads)
            } catch .cancelled {
                return false
            } catch {
                failure = .failure("\(label): \(error)")
                return false
            }
            for entry in fewest {
                settled += 1
                needing[entry.pieces, default: (0, settled)].tilings += 1
                if style == .json {
                    var object = JSONObject()
                    object.add("board", target.label)
                    object.add("tiling", settled)
                    object.add("fewest", entry.pieces)
                    object.add("sets", entry.sets)
                    output.line(object.text)
                }
            }
            batch.removeAll(keepingCapacity: true)
            return !output.failed
        }
        let listed: Bool
        do {
            listed = try solver.forEachTiling { tiling in
                batch.append(tiling)
                return batch.count < batchSize || settle()
            }
        } catch {
            throw .failure(error.description)
        }
        if listed && !batch.isEmpty { _ = settle() }
        if let failure { throw failure }
        if output.failed { return }
        // The listing stops early only when the search or a batch was stopped by a signal.
        if Interruption.happened {
            throw .interrupted("the table was not finished: \(counted(settled, "tiling")) settled")
        }
        guard let least = needing.keys.min(), let most = needing.keys.max() else {
            throw .failure("\(label) has no tiling with \(solver.problem.pieces.name)")
        }
        if style == .json { return }
        output.line(alignedRow(["given", "tilings"], widths: [5, 0]))
        for size in needing.keys.sorted() {
            output.line(alignedRow(["\(size)", "\(needing[size]!.tilings)"], widths: [5, 0]))
        }
        let all = counted(settled, "distinct tiling")
        guard least < most else {
            output.line(
                "\(label): all \(all) need \(counted(least, "given piece")); the first is tiling \(needing[least]!.first)"
            )
            return
        }
        output.line(
            "\(label): \(all) need from \(least) to \(most) given pieces; the first to need \(least) is tiling \(needing[least]!.first), the first to need \(most) is tiling \(needing[most]!.first)"
        )
    }

    /// Tilings per thread in a batch of `--table`: enough to keep every thread busy between
    /// batches, few enough that a batch takes little memory.
    static let tableBatch = 256
}
