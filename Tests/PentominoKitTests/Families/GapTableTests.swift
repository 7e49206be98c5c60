import Testing
import TilingCheck

@testable import PentominoKit

/// Tables of the tilings by the cells they leave empty: against a brute force that lists every
/// tiling, against counts of the board with those cells blocked, and the same on both engines and
/// any number of threads.
struct GapTableTests {
    /// Merging and sorting the classes of a large table stop once cancelled, and give what an
    /// uncancelled sort gives otherwise: a signal after the search need not wait for millions of rows.
    @Test func mergingAndSortingStopOnceCancelled() {
        let account = MemoryAccount(MemoryBudget(bytes: 1 << 30), following: nil)
        let counts = GapCounts(words: 1, account: account), other = GapCounts(words: 1, account: account)
        var rng = SplitMix64(seed: 5)
        for index in 0..<200_000 {
            let key = [rng.next()]
            let table = index.isMultiple(of: 2) ? counts : other
            #expect(key.withUnsafeBufferPointer { table.add($0, distinct: 1, all: 2) })
        }
        let cancelled = SearchCancellation()
        cancelled.cancel()
        #expect(counts.sorted(cancellation: cancelled) == nil)
        #expect(counts.add(other, cancellation: cancelled) && counts.count < 200_000)
        #expect(counts.add(other, cancellation: nil) && counts.count == 200_000)
        let sorted = counts.sorted(cancellation: SearchCancellation())
        #expect(sorted?.keys.count == 200_000 && sorted?.keys == sorted?.keys.sorted())
        #expect(sorted?.counts.allSatisfy { $0 == (1, 2) } == true)
    }

    /// The table of `drawing` by `letters`, leaving cells empty, on `engine` and `threads`.
    static func table(_ drawing: [String], _ letters: String, engine: Engine = .auto, threads: Int = 2) throws
        -> GapTable
    {
        let problem = try TilingProblem(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: PieceSet(specification: letters),
            allowGaps: true)
        return try TilingSolver(problem: problem, engine: engine, threads: threads).countByEmptyCells()
    }

    /// The tilings of `drawing` by `letters` that the brute force finds, every rotation and
    /// reflection apart, by the cells they leave empty (as (row, column) pairs in order).
    static func bruteForce(_ drawing: [String], _ letters: String, gaps: Int) -> [[Cell]: UInt64] {
        let columns = drawing.map(\.count).max()!
        let open = drawing.enumerated().flatMap { row, line in
            line.enumerated().filter { $0.element == "." }.map { row * columns + $0.offset }
        }
        var counts: [[Cell]: UInt64] = [:]
        BruteForce.forEachTiling(board: drawing, letters: Array(letters), gaps: gaps) { pieces in
            let covered = Set(pieces.flatMap(\.cells))
            let empty = open.filter { !covered.contains($0) }.map { Cell(row: $0 / columns, column: $0 % columns) }
            counts[empty, default: 0] += 1
        }
        return counts
    }

    /// Boards without symmetries, so that each row is one set of cells: the table is the brute force's.
    @Test(arguments: [
        (["......", "......", ".....", "....."], "FLPU"), (["##.....", ".......", ".......", "......."], "ILNPY"),
        (["......", ".......", "......", "....#."], "FLNP"),
    ])
    func aTableWithoutSymmetriesIsTheBruteForceSetBySet(drawing: [String], letters: String) throws {
        let open = drawing.joined().filter { $0 == "." }.count
        let expected = GapTableTests.bruteForce(drawing, letters, gaps: open - 5 * letters.count)
        #expect(!expected.isEmpty)
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let table = try GapTableTests.table(drawing, letters, engine: engine, threads: threads)
                #expect(table.statistics.complete)
                let rows = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.emptyCells, $0.all) })
                #expect(rows == expected, "\(drawing) \(letters) \(engine) \(threads)")
                #expect(table.rows.allSatisfy { $0.distinct == $0.all })
            }
        }
    }

    /// On a rectangle, each row stands for a class of sets of cells: its count of all tilings is
    /// the board's with those cells blocked times the sets in the class, its distinct count the
    /// brute force's classes of that board under the rectangle's symmetries that keep the cells, and
    /// the rows add up to the plain count and to the brute force's.
    @Test(arguments: [(3, 7, "LNPY"), (4, 6, "FLPU"), (4, 4, "LNP")])
    func aRowIsTheCountOfTheBoardWithItsCellsBlocked(rows: Int, columns: Int, letters: String) throws {
        let drawing = Array(repeating: String(repeating: ".", count: columns), count: rows)
        let table = try GapTableTests.table(drawing, letters)
        let plain = TilingSolver(
            problem: try TilingProblem(
                board: Board(size: "\(rows)x\(columns)"), pieces: PieceSet(specification: letters), allowGaps: true),
            threads: 2
        ).count()
        #expect(table.total.distinct == plain.distinct && table.total.all == plain.all)
        let bruteForce = GapTableTests.bruteForce(drawing, letters, gaps: rows * columns - 5 * letters.count)
        #expect(table.total.all == bruteForce.values.reduce(0, +))
        for row in table.rows {
            var blocked = drawing.map(Array.init)
            for cell in row.emptyCells { blocked[cell.row][cell.column] = "#" }
            let board = Board(rows: rows, columns: columns, open: blocked.joined().map { $0 == "." })
            let count = TilingSolver(problem: try TilingProblem(board: board, pieces: PieceSet(specification: letters)))
                .count()
            let images = Set(GapTableTests.images(of: row.emptyCells, rows: rows, columns: columns))
            let classes = BruteForce.countClasses(board: blocked.map { String($0) }, letters: Array(letters))
            #expect(row.distinct == UInt64(classes), "\(row.emptyCells)")
            #expect(row.all == count.all * UInt64(images.count), "\(row.emptyCells)")
            #expect(images.min { $0.lexicographicallyPrecedes($1) } == row.emptyCells, "the least of its class")
            #expect(images.allSatisfy { bruteForce[$0] == count.all }, "\(row.emptyCells)")
        }
    }

    /// The images of `cells` under the rectangle's symmetries, each sorted: its reflections and
    /// half turn, and on a square its quarter turns too.
    static func images(of cells: [Cell], rows: Int, columns: Int) -> [[Cell]] {
        let maps: [(Cell) -> Cell] = [
            { $0 }, { Cell(row: rows - 1 - $0.row, column: $0.column) },
            { Cell(row: $0.row, column: columns - 1 - $0.column) },
            { Cell(row: rows - 1 - $0.row, column: columns - 1 - $0.column) },
        ]
        let turns: [(Cell) -> Cell] =
            rows == columns
            ? [
                { Cell(row: $0.column, column: $0.row) }, { Cell(row: columns - 1 - $0.column, column: $0.row) },
                { Cell(row: $0.column, column: rows - 1 - $0.row) },
                { Cell(row: columns - 1 - $0.column, column: rows - 1 - $0.row) },
            ] : []
        return (maps + turns).map { map in cells.map(map).sorted() }
    }

    /// Without gaps, the table has one row: no cells, the plain count.
    @Test func withoutGapsTheTableIsOneRow() throws {
        let problem = try TilingProblem(board: Board(size: "3x20"))
        let table = try TilingSolver(problem: problem, threads: 2).countByEmptyCells()
        #expect(Array(table.rows) == [GapTable.Row(emptyCells: [], distinct: 2, all: 8)])
    }
}
