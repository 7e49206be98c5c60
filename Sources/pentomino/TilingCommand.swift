import PentominoKit

/// What the commands that search a board share.
enum TilingCommand {
    /// The tiling problem of `target`'s board; a board that cannot hold the pieces is a failure.
    static func problem(for target: BoardArgument, distinct: Bool = true) throws(CommandError) -> TilingProblem {
        do {
            return try TilingProblem(board: target.board, distinct: distinct)
        } catch {
            throw .failure("\(target.label): \(error.description)")
        }
    }
}
