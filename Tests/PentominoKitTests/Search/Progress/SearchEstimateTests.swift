import Testing

@testable import PentominoKit

/// The bitset engine's estimates of its search's size (Knuth's estimator), and the choice of the
/// corner fill order starts from that they make.
struct SearchEstimateTests {
    /// A drawn board with two holes, which the search branches on dead ends of: 60 tilings by FILNPTUV.
    static let holed = "#......\n.......\n..#....\n.......\n.......\n......."

    /// The nodes a whole search of `problem` visits.
    static func nodes(_ problem: ExactCoverProblem) -> UInt64 {
        var counter = SolutionCounter()
        return BitsetEngine(problem).search(from: [], limits: .none, visitor: &counter).nodes
    }

    /// The estimate from `probes` probes with a fixed seed, as a fraction of the real node count.
    static func ratio(_ problem: ExactCoverProblem, probes: Int, seed: UInt64 = 7) -> Double {
        var random = SplitMix64(seed: seed)
        return BitsetEngine(problem).estimatedNodes(probes: probes, random: &random) / Double(nodes(problem))
    }

    @Test func everyProbeOfATreeWhoseNodesAllBranchAlikeIsExact() {
        // Each of five items has two options of its own: a complete binary tree of 63 nodes.
        let problem = ExactCoverProblem(primaryItemCount: 5, options: (0..<5).flatMap { [[$0], [$0]] })
        #expect(SearchEstimateTests.nodes(problem) == 63)
        for seed: UInt64 in 1...5 {
            var random = SplitMix64(seed: seed)
            #expect(BitsetEngine(problem).estimatedNodes(probes: 1, random: &random) == 63)
        }
    }

    @Test func manyProbesComeCloseToTheNodesOfEachKindOfSearch() throws {
        let problems = [
            // The plain exact cover, one with copies of pieces, one that branches on dead ends, and one with gaps.
            try TilingProblem(board: Board(size: "5x6"), pieces: PieceSet(specification: "FILNPT")),
            try TilingProblem(board: Board(size: "5x6"), pieces: PieceSet(specification: "LLNNPP")),
            try TilingProblem(
                board: Board(drawing: SearchEstimateTests.holed), pieces: PieceSet(specification: "FILNPTUV")),
            try TilingProblem(
                board: Board(drawing: "......\n......\n......\n......\n.....#"),
                pieces: PieceSet(specification: "LNPUY"), allowGaps: true),
        ]
        for problem in problems {
            let ratio = SearchEstimateTests.ratio(problem.exactCover, probes: 20_000)
            #expect(
                abs(ratio - 1) < 0.1,
                "estimate \(ratio) × the nodes of \(problem.board.rows)x\(problem.board.columns) by \(problem.pieces.pieces.count) pieces"
            )
        }
    }

    @Test func belowAPrefixTheEstimateIsOfThatSubtree() throws {
        let problem = try TilingProblem(board: Board(size: "5x6"), pieces: PieceSet(specification: "LLNNPP")).exactCover
        var frontier = SolutionCollector(limit: 1)
        _ = BitsetEngine(problem).search(from: [], limits: SearchLimits(splitDepth: 2), visitor: &frontier)
        let prefix = try #require(frontier.solutions.first)
        var counter = SolutionCounter()
        let nodes = BitsetEngine(problem).search(from: prefix, limits: .none, visitor: &counter).nodes
        var random = SplitMix64(seed: 3)
        let estimate = BitsetEngine(problem).estimatedNodes(below: prefix, probes: 20_000, random: &random)
        #expect(abs(estimate / Double(nodes) - 1) < 0.1)
        // Options that clash leave no tree.
        #expect(BitsetEngine(problem).estimatedNodes(below: [prefix[0], prefix[0]], probes: 10, random: &random) == 0)
    }

    @Test func aRectangleIsFilledFromItsTopLeftCornerOnly() throws {
        #expect(TilingProblem.differentCorners(of: try Board(size: "6x10")) == [.topLeft])
        #expect(TilingProblem.differentCorners(of: NamedBoard.named("8x8-centre")!.board) == [.topLeft])
        // Mirrored left to right, the board is itself: two corners look different.
        #expect(
            TilingProblem.differentCorners(of: try Board(drawing: "#....#\n......\n......\n......\n......")) == [
                .topLeft, .bottomLeft,
            ])
        #expect(
            TilingProblem.differentCorners(of: try Board(drawing: SearchEstimateTests.holed))
                == CellIndex.Corner.allCases)
    }

    @Test func fillOrderFromEachCornerRunsAlongTheShortSideFromThatCorner() throws {
        let board = try Board(size: "3x20")
        for corner in CellIndex.Corner.allCases {
            let index = CellIndex(board: board, from: corner)
            let (row, column) =
                switch corner {
                case .topLeft: (0, 0)
                case .topRight: (0, 19)
                case .bottomLeft: (2, 0)
                case .bottomRight: (2, 19)
                }
            #expect(index.cells[0] == Cell(row: row, column: column))
            #expect(index.cells[1] == Cell(row: 1, column: column))
            #expect(index.cells[3] == Cell(row: row, column: column == 0 ? 1 : 18))
            for (a, b) in zip(index.cells, index.cells.dropFirst()) {
                #expect(index.precedes(a, b) && !index.precedes(b, a))
            }
        }
    }

    @Test func everyCornerCountsTheSameTilings() throws {
        let board = try Board(drawing: SearchEstimateTests.holed)
        let pieces = try PieceSet(specification: "FILNPTUV")
        var nodes: Set<UInt64> = []
        for corner in CellIndex.Corner.allCases {
            let problem = try TilingProblem(
                board: board, pieces: pieces, distinct: true, allowGaps: false, fillingFrom: corner)
            let count = TilingSolver(problem: problem).count()
            #expect(count.distinct == 60 && count.all == 60)
            nodes.insert(count.statistics.nodes)
            for tiling in try TilingSolver(problem: problem).tilings(limit: 3) {
                try TilingVerifier.check(tiling, solves: problem)
            }
        }
        // The corners' searches differ in size, but an exact cover fills from the top left.
        #expect(nodes.count > 1)
        let exact = try TilingProblem(board: board, pieces: pieces)
        #expect(exact.cellIndex.corner == .topLeft)
        #expect(TilingSolver(problem: exact).count().distinct == 60)
    }

    /// Where cells may be left empty, the problem chooses the first corner whose estimate is small,
    /// else one whose estimate is the least.
    @Test func aSearchThatLeavesCellsEmptyStartsFromTheCornerEstimatedLeast() throws {
        let board = try Board(drawing: SearchEstimateTests.holed)
        let pieces = try PieceSet(specification: "FILNPTU")
        let estimates = try CellIndex.Corner.allCases.map { corner in
            let problem = try TilingProblem(
                board: board, pieces: pieces, distinct: true, allowGaps: true, fillingFrom: corner)
            var random = SplitMix64(seed: TilingProblem.estimateSeed)
            return BitsetEngine(problem.exactCover).estimatedNodes(
                probes: SearchTuning.cornerProbes, random: &random)
        }
        let expected =
            estimates.firstIndex { $0 < SearchTuning.smallCornerSearch } ?? estimates.indices.min {
                estimates[$0] < estimates[$1]
            }!
        #expect(
            try TilingProblem(board: board, pieces: pieces, allowGaps: true).cellIndex.corner
                == CellIndex.Corner.allCases[expected])
    }
}
