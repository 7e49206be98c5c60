import PentominoKit

/// `pentomino export BOARD`: writes the tiling problem of a board in Knuth's exact-cover format.
struct ExportCommand: NamedCommand {
    static let description = CommandDescription(
        name: "export", summary: "print the tiling problem of BOARD in the exact-cover format of Knuth's DLX1",
        operands: [.board],
        details: """
            Prints the problem of tiling BOARD as an exact cover, in the text format that Knuth's
            DLX1, DLX2 and SSXC1 read: comment lines that begin with |, a line that names the items
            (the open cells, as r3c7 or l1r2c3 in a box, and the pieces; then |, and the secondary
            items), and one line per placement of a piece, the names of its items. Each solution
            is one tiling; with --distinct, one distinct tiling where the pieces break the board's
            symmetry by their placements (else it says so on stderr and prints every tiling's
            problem). Cells that may be left empty (--allow-gaps) are secondary items.
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .pieces,
                    .surface,
                    .tatami,
                    .allowGaps(doing: "leave the extra cells empty: they become secondary items"),
                    OptionDescription(
                        name: "distinct", value: .none,
                        help: """
                            keep the symmetry breaking, so that each solution is one distinct tiling (where the pieces allow it)
                            """),
                ])
        ])

    let target: BoardArgument
    let pieces: PieceSetArgument
    let allowGaps: Bool
    let distinct: Bool

    init(_ arguments: Arguments) throws(CommandError) {
        target = try BoardArgument(only: arguments, of: Self.description.name)
        pieces = try arguments.pieceSet()
        allowGaps = arguments.has("allow-gaps")
        distinct = arguments.has("distinct")
    }

    func run(output: inout Output) throws(CommandError) {
        let pieces = try self.pieces.pieceSet()
        let board = try target.board(pieceNames: Set(pieces.pieces.map(\.letter)))
        let label = target.label(of: board)
        var distinct = self.distinct
        while true {
            let problem = try TilingCommand.problem(
                for: board, label: label, pieces: pieces, distinct: distinct, allowGaps: allowGaps,
                tatami: target.tatami)
            do throws(KnuthFormat.Refusal) {
                let format = try KnuthFormat(problem, comments: comments(label, pieces, distinct: distinct))
                output.write(format.text)
                return
            } catch .symmetryNotInOptions where distinct {
                // Every tiling's problem instead, which the format can say.
                printError("\(label): \(KnuthFormat.Refusal.symmetryNotInOptions)")
                distinct = false
            } catch .copies(let name, let copies) {
                // The set and the format do not go together: a usage error, as for options.
                throw .usage("\(label): \(KnuthFormat.Refusal.copies(name, copies))", Self.description.usage)
            } catch {
                throw .failure("\(label): \(error)")
            }
        }
    }

    /// The comments at the top: what the problem is, and what one solution stands for.
    private func comments(_ label: String, _ pieces: PieceSet, distinct: Bool) -> [String] {
        [
            "pentomino export \(label): the tilings by \(pieces.name)" + (allowGaps ? ", extra cells left empty" : ""),
            distinct ? "each solution is one distinct tiling" : "each solution is one tiling",
        ]
    }
}
