import PentominoKit

/// What the commands that search a board share.
enum TilingCommand {
    /// The solver of `target`'s board, tiled by `pieces`, with `engine` on `threads` threads; with
    /// `distinct`, one tiling per symmetry class; with `allowGaps`, extra open cells may
    /// be left empty; with `verifyTilings`, each tiling is checked before it is handed out. Its
    /// searches stop when the process is interrupted. A board that cannot be read or cannot hold the
    /// pieces, or an engine that cannot search the problem, is a failure.
    static func solver(for target: BoardArgument, pieces: PieceSet, engine: Engine, threads: Int, distinct: Bool = true,
                       allowGaps: Bool = false, verifyTilings: Bool = false) throws(CommandError) -> TilingSolver {
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        return try solver(for: board, label: target.label, pieces: pieces, engine: engine, threads: threads, distinct: distinct,
                          allowGaps: allowGaps, verifyTilings: verifyTilings)
    }

    /// The solver of `board`, read already and named `label` in messages, as above.
    static func solver(for board: Board, label: String, pieces: PieceSet, engine: Engine, threads: Int, distinct: Bool = true,
                       allowGaps: Bool = false, verifyTilings: Bool = false) throws(CommandError) -> TilingSolver {
        let problem: TilingProblem
        do {
            problem = try TilingProblem(board: board, pieces: pieces, distinct: distinct, allowGaps: allowGaps)
        } catch {
            throw .failure("\(label): \(error.description)")
        }
        if engine == .bitset && !BitsetEngine.fits(problem.exactCover) {
            let why = "fits its two 64-bit words (at most 64 cells, and the gaps among them)"
            throw .failure("\(label): the bitset engine searches only a problem that \(why): use --engine dlx or auto")
        }
        return TilingSolver(problem: problem, engine: engine, threads: threads, cancellation: Interruption.cancellation,
                            verifyTilings: verifyTilings)
    }
}
