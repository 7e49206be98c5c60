import Testing

@testable import PentominoKit

struct BoardTests {
    @Test func sizesParse() throws {
        let board = try Board(size: "6x10")
        #expect(board.rows == 6 && board.columns == 10 && board.openCells.count == 60)
    }

    @Test(arguments: ["abc", "6x", "x10", "6x10x2x1", "6x10x", "6 x 10", "6*10", ""])
    func malformedSizesAreRefused(_ text: String) {
        #expect(throws: BoardError.malformedSize(text)) { try Board(size: text) }
    }

    @Test(arguments: ["0x10", "6x0", "-6x10"])
    func nonPositiveSizesAreRefused(_ text: String) {
        #expect(throws: BoardError.nonPositiveSize(text)) { try Board(size: text) }
    }

    @Test func hugeSizesAreRefusedWithoutAllocating() {
        #expect(throws: BoardError.tooLarge("99999999999999999999x1")) { try Board(size: "99999999999999999999x1") }
        #expect(throws: BoardError.tooLarge("10000x10000")) { try Board(size: "10000x10000") }
    }

    @Test func drawingsMayBeRaggedWithBlankEndsAndCRLF() throws {
        let board = try Board(drawing: "\n  \r\n..#.\r\n. .\r\n.\r\n\n")
        #expect(board.rows == 3 && board.columns == 4)
        #expect(
            board.openCells == [
                Cell(row: 0, column: 0), Cell(row: 0, column: 1), Cell(row: 0, column: 3),
                Cell(row: 1, column: 0), Cell(row: 1, column: 2), Cell(row: 2, column: 0),
            ])
    }

    @Test func strayCharactersAreNamedWithTheirPlace() {
        #expect(throws: BoardError.strayCharacter("x", line: 3, column: 2)) { try Board(drawing: "\n..\n.x.\n") }
        #expect(throws: BoardError.emptyDrawing) { try Board(drawing: "\n  \n##\n") }
        #expect(throws: BoardError.strayCharacter("é", line: 1, column: 3)) { try Board(drawing: "..é..") }
        #expect(BoardError.strayCharacter("é", line: 1, column: 3).description.contains("'é' at line 1, column 3"))
        #expect(BoardError.strayCharacter("\t", line: 2, column: 1).description.contains("U+9 at line 2, column 1"))
    }

    @Test func symmetryGroups() throws {
        #expect(try Board(size: "6x10").symmetries.count == 4)
        #expect(try Board(size: "10x6").symmetries.count == 4)
        #expect(try Board(size: "8x8").symmetries.count == 8)
        #expect(NamedBoard.named("8x8-centre")!.board.symmetries.count == 8)
        // Both diagonal mirrors and the half turn: a square less two opposite corners.
        #expect(try Board(drawing: "..#\n...\n#..").symmetries.count == 4)
        // Only the half turn: a rectangle less two opposite corners.
        #expect(try Board(drawing: "..#\n...\n...\n#..").symmetries.count == 2)
        // Only the mirror in the diagonal through the blocked corner.
        #expect(try Board(drawing: "..#\n...\n...").symmetries.count == 2)
        // Nothing but the identity.
        #expect(try Board(drawing: "...\n..#\n#..").symmetries.count == 1)
    }

    @Test func symmetriesMapTheBoardOntoItself() throws {
        let board = try Board(drawing: "....\n.#..\n....")
        for symmetry in board.symmetries {
            #expect(Set(board.openCells.map { board.image(of: $0, under: symmetry) }) == Set(board.openCells))
        }
    }

    @Test func namedBoardsAreRecognisedTurned() throws {
        #expect(NamedBoard.matching(try Board(size: "10x6"))?.name == "6x10")
        #expect(NamedBoard.matching(try Board(size: "12x5"))?.name == "5x12")
        #expect(NamedBoard.matching(try Board(size: "7x9")) == nil)
    }
}
