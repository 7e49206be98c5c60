import PentominoKit

/// What the commands that search a board share.
enum TilingCommand {
    /// The solver of `target`'s board, tiled by `pieces`, with `engine` on `threads` threads; with
    /// `distinct`, one tiling per symmetry class; with `allowGaps`, extra open cells may
    /// be left empty; with `verifyTilings`, each tiling is checked before it is handed out; keeping
    /// what it remembers within `memory`. Its searches stop when the process is interrupted. A board that cannot be read or cannot hold the
    /// pieces, or an engine that cannot search the problem, is a failure.
    static func solver(
        for target: BoardArgument, pieces: PieceSet, engine: Engine, threads: Int, distinct: Bool = true,
        allowGaps: Bool = false, verifyTilings: Bool = false, memory: MemoryBudget = .machine
    ) throws(CommandError) -> TilingSolver {
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        return try solver(
            for: board, label: target.label, pieces: pieces, engine: engine, threads: threads, distinct: distinct,
            allowGaps: allowGaps, tatami: target.tatami, verifyTilings: verifyTilings, memory: memory)
    }

    /// The solver of `board`, read already and named `label` in messages, as above; with `tatami`,
    /// only tilings in which no four pieces meet at a point.
    static func solver(
        for board: Board, label: String, pieces: PieceSet, engine: Engine, threads: Int, distinct: Bool = true,
        allowGaps: Bool = false, tatami: Bool = false, verifyTilings: Bool = false, memory: MemoryBudget = .machine
    ) throws(CommandError) -> TilingSolver {
        let problem = try self.problem(
            for: board, label: label, pieces: pieces, distinct: distinct, allowGaps: allowGaps, tatami: tatami)
        if engine == .bitset && !BitsetEngine.fits(problem.exactCover) {
            let words = "two words of \(BitsetEngine.maximumWordBits) bits"
            throw .failure(
                "\(label): the bitset engine holds a problem's cells and pieces in \(words), too few for this one: use --engine dlx or auto"
            )
        }
        return TilingSolver(
            problem: problem, engine: engine, threads: threads, cancellation: Interruption.cancellation,
            verifyTilings: verifyTilings, memory: memory)
    }

    /// The problem of tiling `board`, named `label` in messages, by `pieces`; with `distinct`, one
    /// tiling per symmetry class; with `allowGaps`, extra open cells may be left empty. A board that
    /// cannot hold the pieces is a failure that says why, and which set would fit where one would.
    /// With `tatami`, only tilings in which no four pieces meet at a point. Unless `offeringGaps`, a
    /// board with cells to spare is not told of `--allow-gaps`, which the command does not take.
    static func problem(
        for board: Board, label: String, pieces: PieceSet, distinct: Bool, allowGaps: Bool, tatami: Bool = false,
        offeringGaps: Bool = true
    ) throws(CommandError) -> TilingProblem {
        do {
            return try TilingProblem(
                board: board, pieces: pieces, distinct: distinct, allowGaps: allowGaps, tatami: tatami)
        } catch {
            throw .failure(
                "\(label): \(error.commandLineDescription(offeringGaps: offeringGaps))\(knownSetHint(label: label, board: board, pieces: pieces, error: error))"
            )
        }
    }

    /// Where the 12 pentominoes, the default set, do not cover `board`, called `label`, cell for
    /// cell, a hint naming a set that does: for a built-in board, the set its counts are for
    /// (`count 3x30` wants the one-sided set); for a board whose every open cell holds a piece
    /// placed in advance (a tiling that solve printed, read back), those pieces; for another board
    /// of more cells, the one-sided set or copies of the 12 if they cover it exactly; else "".
    private static func knownSetHint(label: String, board: Board, pieces: PieceSet, error: TilingError) -> String {
        guard pieces == .pentominoes else { return "" }
        let open: Int
        switch error {
        case .tooFewCells(let cells, _, _, _), .gapsNotAllowed(let cells, _, _): open = cells
        default: return ""
        }
        if let named = NamedBoard.named(label) {
            return named.pieceSet == pieces ? "" : "; the built-in \(named.name) is tiled by --pieces \(named.pieces)"
        }
        let placed = zip(board.open, board.placed).filter(\.0).map(\.1)
        if placed.allSatisfy({ $0 != nil }),
            let specification = PieceSetArgument.specification(coveredBy: placed.compactMap { $0 })
        {
            return "; the pieces placed on it are --pieces \(specification)"
        }
        if open == PieceSet.oneSidedPentominoes.cellCount { return "; --pieces one-sided covers \(open)" }
        let copies = open / pieces.cellCount
        guard copies >= 2, open % pieces.cellCount == 0, copies <= PieceSetSpecification.maximumTimes else { return "" }
        return "; --pieces \(copies)*pentominoes covers \(open)"
    }
}
