import Testing
import TilingCheck

@testable import PentominoKit

/// Tables of the tilings by each subset of a piece set: against a brute force run on every subset,
/// with copies, cells left empty and Katamino's fixed I.
struct PieceSubsetTableTests {
    /// The 5x3 box is filled by 7 sets of three pentominoes, each in one distinct way; every one of
    /// the 220 sets agrees with the brute force.
    @Test func theFiveByThreeBoxIsFilledBySevenSets() throws {
        let board = try Board(size: "5x3")
        for engine in [Engine.bitset, .dlx] {
            let table = try PieceSubsetTable(board: board, pieces: .pentominoes, engine: engine, threads: 2)
            #expect(table.subsetsCounted == 220 && table.statistics.complete)
            #expect(
                table.rows.map { String($0.pieces.pieces.map(\.letter)) } == [
                    "FPU", "LNV", "LPV", "LTY", "NPU", "PUV", "PUY",
                ])
            #expect(table.rows.allSatisfy { $0.count.distinct == 1 && $0.count.all == 4 })
        }
        let drawing = Array(repeating: "...", count: 5)
        let letters = Array("FILNPTUVWXYZ")
        var tiling: [String] = []
        for a in 0..<12 {
            for b in a + 1..<12 {
                for c in b + 1..<12
                where BruteForce.countTilings(board: drawing, letters: [letters[a], letters[b], letters[c]]) > 0 {
                    tiling.append(String([letters[a], letters[b], letters[c]]))
                }
            }
        }
        #expect(tiling.count == 7)
        #expect(
            Set(tiling)
                == Set(
                    try PieceSubsetTable(board: board, pieces: .pentominoes).rows.map {
                        String($0.pieces.pieces.map(\.letter))
                    }))
    }

    /// Katamino's rule on the 5x5: the I lies along the box. Every set of five that tiles it, and
    /// its counts, as the brute force finds them with the I fixed.
    @Test func kataminosFixedIAgreesWithTheBruteForce() throws {
        let pieces = try FixedPieceTests.pieces("FLNPTUVWXYZ", fixedI: "IIIII")
        let table = try PieceSubsetTable(board: Board(size: "5x5"), pieces: pieces, threads: 2)
        #expect(table.subsetsCounted == 792)
        let drawing = Array(repeating: ".....", count: 5)
        let found = Dictionary(
            uniqueKeysWithValues: table.rows.map { (String($0.pieces.pieces.map(\.letter)), $0.count) })
        var expected = 0
        for row in table.rows where row.pieces.pieces.contains(where: \.isFixed) {
            let letters = Array(String(row.pieces.pieces.map(\.letter)))
            let all = BruteForce.countTilings(
                board: drawing, letters: letters, extraPieces: ["I": ["#####"]], fixed: ["I"])
            let classes = BruteForce.countClasses(
                board: drawing, letters: letters, extraPieces: ["I": ["#####"]], fixed: ["I"])
            #expect(row.count.all == UInt64(all) && row.count.distinct == UInt64(classes), "\(letters)")
            expected += 1
        }
        #expect(expected > 0 && found.count == table.rows.count)
        // Every set with the I that the table leaves out has no tiling.
        for subset in PieceSubsetTable.subsets(of: pieces, fitting: try Board(size: "5x5"), allowGaps: false)
        where subset.pieces.contains(where: \.isFixed) && found[String(subset.pieces.map(\.letter))] == nil {
            #expect(
                BruteForce.countTilings(
                    board: drawing, letters: subset.pieces.map(\.letter), extraPieces: ["I": ["#####"]], fixed: ["I"])
                    == 0)
        }
    }

    /// Copies are chosen as many or as few as the set holds; with gaps, every subset that fits.
    @Test func copiesAndGapsAgreeWithTheBruteForce() throws {
        let board = try Board(size: "4x5")
        let exact = try PieceSubsetTable(board: board, pieces: PieceSet(specification: "LLNN"))
        #expect(exact.subsetsCounted == 1 && exact.rows.count == 1)
        #expect(exact.rows.first.map { ($0.count.distinct, $0.count.all) } ?? (0, 0) == (2, 6))
        let gaps = try PieceSubsetTable(board: board, pieces: PieceSet(specification: "LLNN"), allowGaps: true)
        #expect(gaps.subsetsCounted == 8)
        let drawing = Array(repeating: ".....", count: 4)
        for row in gaps.rows {
            let letters = zip(row.pieces.pieces, row.pieces.copies).flatMap { Array(repeating: $0.letter, count: $1) }
            let all = BruteForce.countTilings(board: drawing, letters: letters, gaps: 20 - 5 * letters.count)
            #expect(row.count.all == UInt64(all) && row.count.cellsLeftEmpty == 20 - 5 * letters.count, "\(letters)")
        }
        #expect(gaps.rows.count == 8, "every subset fits the 4x5 with gaps")
    }

    /// The pieces placed on the board belong to every subset counted.
    @Test func placedPiecesAreInEverySubset() throws {
        let placed = try Board(drawing: ".X...\nXXX..\n.X...", pieceNames: Set("FILNPTUVWXYZ"))
        let table = try PieceSubsetTable(board: placed, pieces: .pentominoes)
        #expect(table.subsetsCounted == 55)
        #expect(table.rows.allSatisfy { $0.pieces.pieces.contains { $0.letter == "X" } })
        let drawing = [".#...", "###..", ".#..."]
        for row in table.rows {
            let letters = row.pieces.pieces.map(\.letter).filter { $0 != "X" }
            #expect(row.count.all == UInt64(BruteForce.countTilings(board: drawing, letters: letters)), "\(letters)")
        }
    }
}
