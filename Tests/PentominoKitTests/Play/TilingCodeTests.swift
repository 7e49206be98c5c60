import Testing
import TilingCheck

@testable import PentominoKit

/// The completions a game page carries: decoded here as the page decodes them, by filling the first
/// empty cell in reading order with each shape in turn, they are exactly the tilings that a brute
/// force sharing no code with the engines finds.
struct TilingCodeTests {
    /// Boards (`.` to fill, `#` blocked, letters placed in advance) with the pieces that tile them.
    static let cases: [(board: [String], letters: String)] = [
        (["......", "......", "......", "......", "......"], "FILPUY"),
        (Array(repeating: ".......", count: 5), "FILNPTU"),
        (Array(repeating: "I......", count: 5), "FILNPTU"),
        (["....#....", ".........", ".........", "........."], "FILNPTU"),
    ]

    @Test(arguments: cases.indices)
    func theCodeHoldsExactlyTheCompletions(index: Int) throws {
        let (drawing, letters) = TilingCodeTests.cases[index]
        let pieces = try PieceSetSpecification(letters).pieceSet()
        let board = try Board(drawing: drawing.joined(separator: "\n"), pieceNames: Set(letters))
        let problem = try TilingProblem(board: board, pieces: pieces, distinct: false)
        let tilings = try TilingSolver(problem: problem).tilings(limit: .max)
        let code = try #require(TilingCode(tilings, of: problem))
        #expect(code.count == tilings.count && code.digits == 1)

        // The brute force fills the board with the given cells blocked and the other pieces.
        let given = Set(drawing.joined().filter(\.isLetter))
        let open = drawing.map { String($0.map { $0 == "." ? "." : "#" }) }
        var expected = Set<[Int: Character]>()
        BruteForce.forEachTiling(board: open, letters: letters.filter { !given.contains($0) }.map { $0 }) { placed in
            var tiling: [Int: Character] = [:]
            for (letter, cells) in placed { for cell in cells { tiling[cell] = letter } }
            expected.insert(tiling)
        }
        let decoded = TilingCodeTests.decode(code, pieces: pieces, board: open)
        #expect(decoded.count == code.count)
        #expect(Set(decoded) == expected)
        #expect(expected.count == tilings.count)
    }

    @Test func moreThan63ShapesTakeTwoDigitsEach() throws {
        // The 12 pentominoes' 63 shapes and a domino's 2, on a 3x20 strip with two cells below it.
        let domino = Piece(letter: "D", shape: Shape(drawing: "DD"))
        let pieces = PieceSet(PieceSet.pentominoes.pieces + [domino])
        let drawing = Array(repeating: "....................", count: 3) + ["..##################"]
        let board = try Board(drawing: drawing.joined(separator: "\n"))
        let problem = try TilingProblem(board: board, pieces: pieces, distinct: false)
        let tilings = try TilingSolver(problem: problem).tilings(limit: .max)
        let code = try #require(TilingCode(tilings, of: problem))
        #expect(code.shapes.count == 65 && code.digits == 2 && code.count == tilings.count && !tilings.isEmpty)
        let decoded = TilingCodeTests.decode(code, pieces: pieces, board: drawing)
        let expected = tilings.map { tiling in
            var cells: [Int: Character] = [:]
            for (letter, pieceCells) in tiling.pieces {
                for cell in pieceCells { cells[cell.row * 20 + cell.column] = letter }
            }
            return cells
        }
        #expect(Set(decoded) == Set(expected))
    }

    /// The completions of `code`, each as the letter of every cell it fills (numbered row by row on
    /// `board`, whose `.` cells it fills), decoded as the page's script does.
    static func decode(_ code: TilingCode, pieces: PieceSet, board: [String]) -> [[Int: Character]] {
        let columns = board[0].count
        let toFill = board.joined().enumerated().filter { $0.element == "." }.map(\.offset)
        let digits = Array(code.text.utf8).map { byte in
            TilingCode.alphabet.firstIndex(of: Character(UnicodeScalar(byte)))!
        }
        var at = 0
        func read() -> Int {
            var number = 0
            for _ in 0..<code.digits {
                number = number * 64 + digits[at]
                at += 1
            }
            return number
        }
        var list = Array(repeating: 0, count: code.piecesPlaced)
        var result: [[Int: Character]] = []
        for _ in 0..<code.count {
            for index in read()..<code.piecesPlaced { list[index] = read() }
            var tiling: [Int: Character] = [:]
            for number in list {
                let (piece, orientation) = code.shapes[number]
                let cells = pieces.pieces[piece].orientations[orientation].cells
                let first = toFill.first { tiling[$0] == nil }!
                for cell in cells {
                    tiling[first + (cell.row - cells[0].row) * columns + cell.column - cells[0].column] =
                        pieces.pieces[piece].letter
                }
            }
            result.append(tiling)
        }
        #expect(at == digits.count)
        return result
    }
}
