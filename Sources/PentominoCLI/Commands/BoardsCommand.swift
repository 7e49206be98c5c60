import PentominoKit

/// `pentomino boards`: lists the built-in boards.
struct BoardsCommand: NamedCommand {
    static let description = CommandDescription(
        name: "boards", summary: "list the built-in boards and their known counts",
        details: """
            Lists the built-in boards, which any command takes by name: each with its size, its open
            cells, the piece set its counts are for (give it with --pieces), and its known tiling
            counts (distinct, and counting rotations and reflections, where that is known).
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    .json(printing: "one JSON object per board: name, rows, columns, cells, pieces, distinct, all")
                ])
        ])

    let json: Bool

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("boards takes no BOARD, got \(arguments.positionals.count)", arguments.usage)
        }
        json = arguments.has("json")
    }

    func run(output: inout Output) throws(CommandError) {
        if !json {
            output.line(row("name", "size", "cells", "pieces", "distinct", "all"))
        }
        for named in NamedBoard.catalogue {
            let board = named.board
            if json {
                var object = JSONObject()
                object.add("name", named.name)
                if !board.box.isFlat { object.add("layers", board.layers) }
                object.add("rows", board.rows)
                object.add("columns", board.columns)
                object.add("cells", board.openCells.count)
                object.add("pieces", named.pieces)
                object.add("distinct", named.distinctTilings)
                object.add("all", named.allTilings)
                output.line(object.text)
            } else {
                output.line(
                    row(
                        named.name, board.box.description, "\(board.openCells.count)", named.pieces,
                        "\(named.distinctTilings)", "\(named.allTilings)"))
            }
        }
    }

    private func row(_ cells: String...) -> String {
        alignedRow(cells, widths: [11, 7, 6, 12, 9, 0])
    }
}
