import Testing
import TilingCheck

@testable import PentominoKit

/// Counts that stop at more than N distinct tilings, and whether a board has no tiling, one or more:
/// the same on both engines and any number of threads, against known counts and a brute force.
struct BoundedCountTests {
    /// Boards with their known distinct and all counts.
    static let boards: [(name: String, distinct: UInt64, all: UInt64)] = [
        ("3x20", 2, 8), ("8x8-centre", 65, 520), ("5x12", 1010, 4040), ("6x10", 2339, 9356),
    ]

    @Test(arguments: boards.indices)
    func aCountStopsPastItsLimitAndIsExactUpToIt(index: Int) throws {
        let (name, distinct, all) = BoundedCountTests.boards[index]
        let problem = try TilingProblem(board: NamedBoard.named(name)!.board)
        // Dancing Links counts the larger rectangles in seconds in a debug build: it sees the smaller ones.
        let engines: [Engine] = distinct < 100 ? [.bitset, .dlx] : [.bitset]
        for engine in engines {
            for threads in [1, 2] {
                let solver = TilingSolver(problem: problem, engine: engine, threads: threads)
                for limit in [0, 1, distinct - 1, distinct, distinct + 1, .max] {
                    let count = solver.count(atMost: limit)
                    let label = "\(name) \(engine) \(threads) at most \(limit)"
                    #expect(count.exceedsLimit == (distinct > limit) && count.isComplete, "\(label)")
                    #expect(count.found.distinct > limit || count.found.distinct == distinct, "\(label)")
                    if !count.exceedsLimit {
                        #expect(count.found.distinct == distinct && count.found.all == all, "\(label)")
                        #expect(
                            count.description
                                == "\(distinct) distinct tilings (\(all) counting rotations and reflections)")
                    } else {
                        #expect(count.description == "more than \(limit) distinct \(limit == 1 ? "tiling" : "tilings")")
                    }
                }
            }
        }
    }

    /// Small boards with none, one or several classes of tilings, against a brute force that lists
    /// them and groups them under the board's symmetries itself: every set of three pentominoes on
    /// the 3x5 (none or one), and some sets on the 4x5 and the 5x5 (none, one or several).
    @Test func uniquenessAgreesWithTheBruteForce() throws {
        let letters = Array("FILNPTUVWXYZ")
        var cases: [(rows: Int, letters: [Character])] = []
        for a in 0..<12 {
            for b in a + 1..<12 { for c in b + 1..<12 { cases.append((3, [letters[a], letters[b], letters[c]])) } }
        }
        cases += ["FIPU", "FLUY", "ILNV", "FLNP", "LNPU", "TVWX"].map { (4, Array($0)) }
        cases += ["FILPU", "FILTY", "LNPUV", "FLPTX"].map { (5, Array($0)) }
        var seen: Set<Uniqueness> = []
        for (rows, letters) in cases {
            let drawing = Array(repeating: ".....", count: rows)
            let classes = BruteForce.countClasses(board: drawing, letters: letters)
            let expected: Uniqueness = classes == 0 ? .none : classes == 1 ? .one : .several
            seen.insert(expected)
            let problem = try TilingProblem(
                board: Board(drawing: drawing.joined(separator: "\n")), pieces: PieceSet(specification: String(letters))
            )
            // Dancing Links sees the larger boards, where its search is not all but immediate.
            for engine in rows == 3 ? [Engine.bitset] : [.bitset, .dlx] {
                #expect(
                    TilingSolver(problem: problem, engine: engine, threads: 2).uniqueness() == expected, "\(letters)")
            }
        }
        #expect(seen == Set(Uniqueness.allCases), "the boards show every answer")
    }

    /// One class of tilings whose tilings the board's symmetries carry into each other is one: the
    /// 5x3 box filled by F, P and U has one distinct tiling, four in all.
    @Test func oneMeansOneClassOfTilings() throws {
        let solver = TilingSolver(
            problem: try TilingProblem(board: Board(size: "5x3"), pieces: PieceSet(specification: "FPU")))
        let count = solver.count(atMost: 1)
        #expect(!count.exceedsLimit && count.found.distinct == 1 && count.found.all == 4)
        #expect(count.uniqueness == .one && solver.uniqueness() == .one)
    }

    /// A count cancelled before it can tell says so.
    @Test func aCancelledCountCannotTell() throws {
        let cancellation = SearchCancellation()
        cancellation.cancel()
        let solver = TilingSolver(
            problem: try TilingProblem(board: Board(size: "6x10")), threads: 2, cancellation: cancellation)
        let count = solver.count(atMost: 5000)
        #expect(!count.isComplete && count.uniqueness == nil && !count.exceedsLimit)
    }
}
