import Testing

@testable import PentominoKit

/// `LargeRegionCheck` against regions found by plain flood fill, on random runs of choices and
/// undoings: the check is what Dancing Links prunes with on boards of more region items than words hold.
struct LargeRegionCheckTests {
    /// The neighbours of each cell of a grid of `rows` by `columns`, numbered row by row.
    private static func gridNeighbours(rows: Int, columns: Int) -> [[Int]] {
        (0..<rows * columns).map { cell in
            let (row, column) = cell.quotientAndRemainder(dividingBy: columns)
            return [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
                .filter { (0..<rows).contains($0.0) && (0..<columns).contains($0.1) }.map { $0.0 * columns + $0.1 }
        }
    }

    /// The sizes of the regions of uncovered cells, by flood fill.
    private static func regionSizes(covered: [Bool], neighbours: [[Int]]) -> [Int] {
        var seen = covered, sizes: [Int] = []
        for start in covered.indices where !seen[start] {
            var region = [start], index = 0
            seen[start] = true
            while index < region.count {
                for next in neighbours[region[index]] where !seen[next] {
                    seen[next] = true
                    region.append(next)
                }
                index += 1
            }
            sizes.append(region.count)
        }
        return sizes
    }

    /// A connected group of `size` uncovered cells grown from a random one, or nil if that one's
    /// region is too small.
    private static func randomGroup(size: Int, covered: [Bool], neighbours: [[Int]], random: inout SplitMix64) -> [Int]?
    {
        let open = covered.indices.filter { !covered[$0] }
        guard !open.isEmpty else { return nil }
        var group = [open[Int(random.uniform(below: UInt64(open.count)))]]
        while group.count < size {
            let frontier = Set(group.flatMap { neighbours[$0] }.filter { !covered[$0] && !group.contains($0) }).sorted()
            guard !frontier.isEmpty else { return nil }
            group.append(frontier[Int(random.uniform(below: UInt64(frontier.count)))])
        }
        return group
    }

    @Test("a choice closes a bad region exactly when flood fill finds one", arguments: [(5, 1), (4, 4)])
    func agreesWithFloodFill(modulus: Int, smallest: Int) {
        let (rows, columns) = (9, 15)
        let neighbours = LargeRegionCheckTests.gridNeighbours(rows: rows, columns: columns)
        // With pieces of several sizes (leeway), only regions smaller than the smallest piece are bad.
        let rule = RegionRule(neighbours: neighbours, modulus: 5, leeway: modulus == 5 ? 0 : 3, smallest: smallest)
        var check = LargeRegionCheck(rule: rule, coveredAtStart: [])
        defer { check.deallocate() }
        var covered = Array(repeating: false, count: rows * columns)
        var chosen: [[Int]] = [], random = SplitMix64(seed: UInt64(smallest)), verdicts = [0, 0]
        for _ in 0..<3000 {
            if !chosen.isEmpty && (random.uniform(below: 4) == 0 || chosen.count == rows * columns / 5) {
                let group = chosen.removeLast()
                for (k, cell) in group.enumerated() { check.choice[k] = Int32(cell) }
                check.choiceCount = group.count
                check.mark(covered: false)
                for cell in group { covered[cell] = false }
                continue
            }
            guard
                let group = LargeRegionCheckTests.randomGroup(
                    size: 5, covered: covered, neighbours: neighbours, random: &random)
            else { continue }
            var after = covered
            for cell in group { after[cell] = true }
            let bad = LargeRegionCheckTests.regionSizes(covered: after, neighbours: neighbours)
                .contains { $0 < smallest || (modulus == 5 && $0 % modulus != 0) }
            for (k, cell) in group.enumerated() { check.choice[k] = Int32(cell) }
            check.choiceCount = group.count
            #expect(check.closesBadRegion() == bad, "choice \(group) after \(chosen)")
            verdicts[bad ? 1 : 0] += 1
            if !bad {
                covered = after
                chosen.append(group)
            }
        }
        // Both verdicts were put to the test many times.
        #expect(verdicts.allSatisfy { $0 > 200 }, "verdicts \(verdicts)")
    }
}

/// Dancing Links with the region rule on a board of more cells than words hold.
struct LargeBoardRegionTests {
    /// The tilings of 5×26 by 26 straight bars (130 cells): a column is one bar standing, or the
    /// first of five columns that five bars lying cover, so f(n) = f(n - 1) + f(n - 5).
    @Test func barsOnAFiveBy26BoardCountAsTheRecurrenceSays() throws {
        var tilings: [UInt64] = [1, 1, 1, 1, 1]
        for n in 5...26 { tilings.append(tilings[n - 1] + tilings[n - 5]) }
        let problem = try TilingProblem(
            board: Board(rows: 5, columns: 26), pieces: PieceSetSpecification("26*I").pieceSet())
        #expect(problem.exactCover.regionRule?.itemCount == 130)
        for engine in [Engine.dlx, .bitset] {
            let count = TilingSolver(problem: problem, engine: engine, threads: 1).count()
            #expect(count.all == tilings[26], "\(engine)")
        }
    }
}
