import Testing
import TilingCheck

@testable import PentominoKit

struct SurfaceTests {
    /// A board, a surface and the pentominoes to tile it with, small enough for the brute force.
    struct Case: CustomTestStringConvertible, Sendable {
        let board: [String]
        let surface: Surface
        let letters: String
        var testDescription: String { "\(board.count)x\(board[0].count) \(surface) \(letters)" }
    }

    static let boards: [([String], String)] = [
        (Array(repeating: ".....", count: 3), "NPU"),
        (Array(repeating: ".....", count: 4), "LNPU"),
        (Array(repeating: "....", count: 5), "LPUY"),
        (Array(repeating: ".....", count: 5), "ILPTV"),
        ([".......", "...#...", "......."], "FLPU"),
    ]

    static let cases: [Case] = boards.flatMap { board, letters in
        Surface.allCases.map { Case(board: board, surface: $0, letters: letters) }
    }

    static func problem(_ test: Case, distinct: Bool = true, tatami: Bool = false) throws -> TilingProblem {
        let board = try Board(drawing: test.board.joined(separator: "\n")).laid(on: test.surface)
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { test.letters.contains($0.letter) })
        return try TilingProblem(board: board, pieces: pieces, distinct: distinct, tatami: tatami)
    }

    /// Both engines count every tiling and every class of tilings as the brute force does, which
    /// lays pieces and finds the surface's symmetries by walking across its edges.
    @Test(arguments: cases)
    func countsMatchTheBruteForce(test: Case) throws {
        let brute = SurfaceBruteForce(board: test.board, surface: test.surface.rawValue)
        let letters = Array(test.letters)
        let all = UInt64(brute.countTilings(letters: letters))
        let classes = UInt64(brute.countClasses(letters: letters))
        for engine in [Engine.dlx, .bitset] {
            for distinct in [true, false] {
                let count = TilingSolver(problem: try SurfaceTests.problem(test, distinct: distinct), engine: engine)
                    .count()
                #expect(count.all == all, "\(engine), distinct: \(distinct)")
                #expect(count.distinct == classes, "\(engine), distinct: \(distinct)")
            }
        }
        #expect(all > 0)
    }

    /// With the tatami rule too: the brute force drops each whole tiling in which four pieces meet at
    /// a point, where the engines prune as they go; the 3-row and 4-row tubes and Klein bottles have
    /// pieces that join the diagonal cells around a point across the glued rows.
    @Test(arguments: cases)
    func tatamiCountsMatchTheBruteForce(test: Case) throws {
        let brute = SurfaceBruteForce(board: test.board, surface: test.surface.rawValue)
        let letters = Array(test.letters)
        let all = UInt64(brute.countTilings(letters: letters, tatami: true))
        let classes = UInt64(brute.countClasses(letters: letters, tatami: true))
        for engine in [Engine.dlx, .bitset] {
            for distinct in [true, false] {
                let problem = try SurfaceTests.problem(test, distinct: distinct, tatami: true)
                guard engine == .dlx || BitsetEngine.fits(problem.exactCover) else { continue }
                let count = TilingSolver(problem: problem, engine: engine).count()
                #expect(count.all == all, "\(engine), distinct: \(distinct)")
                #expect(count.distinct == classes, "\(engine), distinct: \(distinct)")
            }
        }
    }

    /// A full board's symmetries are those the brute force walks out.
    @Test(arguments: cases.filter { !$0.board.joined().contains("#") })
    func symmetriesMatchTheBruteForce(test: Case) throws {
        let board = try Board(drawing: test.board.joined(separator: "\n")).laid(on: test.surface)
        let brute = SurfaceBruteForce(board: test.board, surface: test.surface.rawValue)
        #expect(board.symmetries.count == brute.symmetries.count)
    }
}

extension SurfaceTests {
    /// The number of symmetries the guide gives for each surface of R rows and C columns, each at
    /// least 3 (below that, some of them move no cell and are one).
    static func documentedSymmetryCount(_ surface: Surface, rows: Int, columns: Int) -> Int {
        switch surface {
        case .flat: rows == columns ? 8 : 4
        case .ring, .mobius: 4 * columns
        case .tube: 4 * rows
        case .torus: (rows == columns ? 8 : 4) * rows * columns
        case .klein: (rows.isMultiple(of: 2) ? 8 : 4) * columns
        }
    }

    @Test(arguments: Surface.allCases)
    func symmetriesAreAsTheGuideCountsThem(surface: Surface) throws {
        for rows in 3...7 {
            for columns in 3...7 {
                let board = try Board(rows: rows, columns: columns).laid(on: surface)
                #expect(
                    board.symmetries.count
                        == SurfaceTests.documentedSymmetryCount(surface, rows: rows, columns: columns),
                    "\(rows)x\(columns)")
            }
        }
    }
}
