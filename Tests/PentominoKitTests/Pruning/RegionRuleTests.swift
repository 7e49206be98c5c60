// The region rule and the pocket checks, each against a flood fill of every region:
//
// - Helpers: the neighbours of cells in columns, and the regions a flood fill finds.
// - `RegionRuleTests`: pieces of several sizes.
// - `WideRegionDancingLinksTests`: Dancing Links' word of 128 bits.
// - `RectanglePocketCheckTests` and `WidePocketCheckTests`: a rectangle in one word, and in a window.
// - `OptionsThatFitAloneTests`: options left out before the search.
// - `BoxPocketCheckTests`: a box of layers.

import Testing

@testable import PentominoKit

// MARK: - Helpers

/// The neighbours of each of `count` cells numbered column by column in columns of `height`.
private func columnNeighbours(height: Int, count: Int) -> [[Int]] {
    (0..<count).map { item in
        [item - height, item - 1, item + 1, item + height].filter {
            (0..<count).contains($0) && ($0 / height == item / height || $0 % height == item % height)
        }
    }
}

/// The regions of the cells of `cells` that `covered` does not hold, by flood fill over `neighbours`.
private func emptyRegions<Word: BinaryInteger>(covered: Word, cells: Range<Int>, neighbours: [[Int]]) -> [[Int]] {
    let empty = { (item: Int) in covered >> item & 1 == 0 }
    var seen = Set<Int>(), regions: [[Int]] = []
    for start in cells where empty(start) && !seen.contains(start) {
        var region = [start], index = 0
        seen.insert(start)
        while index < region.count {
            for next in neighbours[region[index]] where empty(next) && seen.insert(next).inserted {
                region.append(next)
            }
            index += 1
        }
        regions.append(region)
    }
    return regions
}

// MARK: - Pieces of several sizes

/// The region rule when the pieces are not all of one size: a region must be as large as some of
/// the pieces still to place, less the cells left empty in it.
struct RegionRuleTests {
    /// A 3x5 grid, numbered column by column.
    static func grid(pieceSizes: [Int]) -> RegionRule {
        RegionRule(
            neighbours: columnNeighbours(height: 3, count: 15), modulus: 5, leeway: 4, smallest: 4,
            pieceSizes: pieceSizes)
    }

    @Test func regionsMustBeSumsOfThePiecesLeft() {
        let rule = RegionRuleTests.grid(pieceSizes: [5, 5, 4])
        rule.adjacency().withUnsafeBufferPointer { (neighbours: UnsafeBufferPointer<UInt64>) in
            let check = PocketCheck(rule: rule, neighbours: neighbours.baseAddress!)
            // The middle column covered leaves two regions of six cells.
            let middle: UInt64 = 0b111 << 6
            // Some of a pentomino, a pentomino and a square fill 0, 4, 5, 9, 10 or 14 cells.
            let fillable = [0, 4, 5, 9, 10, 14].reduce(UInt128(0)) { $0 | 1 << $1 }
            // Each region of six needs one cell left empty: two in all.
            #expect(check.hasUnfillableRegion(covered: middle, slack: 1, fillable: fillable))
            #expect(!check.hasUnfillableRegion(covered: middle, slack: 2, fillable: fillable))
            // The sizes modulo 5 alone fall short by 2, within the square's leeway of 4.
            #expect(!check.hasUnfillableRegion(covered: middle, slack: 1))
            // With only pentominoes left, a region of four (the last column and the cell beside it) is
            // filled only by leaving all four empty.
            let corner: UInt64 = (1 << 11) - 1
            #expect(check.hasUnfillableRegion(covered: corner, slack: 3, fillable: 1 | 1 << 5))
            #expect(!check.hasUnfillableRegion(covered: corner, slack: 4, fillable: 1 | 1 << 5))
        }
    }

    /// Gap problems with the square among pentominoes, searched with the rule's piece sizes and
    /// without them: the same count, in fewer nodes.
    @Test(
        arguments: [
            (["......", "......", "......", "......"], "FLU", 5), (["....", "....", "....", "...."], "FL", 2),
            ([".......", ".......", "......."], "LNP", 2),
        ] as [([String], String, Int)])
    func thePiecesLeftPruneGapSearches(drawing: [String], letters: String, gaps: Int) throws {
        let pieces = try PieceSetSpecification("\(letters),square.txt").pieceSet(files: ["square.txt": "OO\nOO\n"])
        let problem = try TilingProblem(
            board: Board(drawing: drawing.joined(separator: "\n")), pieces: pieces, distinct: false, allowGaps: true)
        let exact = problem.exactCover, rule = try #require(exact.regionRule)
        #expect(rule.pieceSizes == pieces.pieces.map(\.size))
        let modulusOnly = ExactCoverProblem(
            primaryItemCount: exact.primaryItemCount, secondaryItemCount: exact.secondaryItemCount,
            options: (0..<exact.optionCount).map { exact.items(ofOption: $0).map(Int.init) },
            regionRule: RegionRule(
                neighbours: rule.neighbours, modulus: rule.modulus, leeway: rule.leeway, smallest: rule.smallest,
                columnHeight: rule.columnHeight),
            gaps: exact.gaps, coveredAtStart: exact.coveredAtStart, multiplicities: exact.multiplicities)
        var withSizes = SolutionCounter(weighing: EverySolution()), without = SolutionCounter(weighing: EverySolution())
        let pruned = BitsetEngine(exact).search(visitor: &withSizes),
            plain = BitsetEngine(modulusOnly).search(visitor: &without)
        #expect(withSizes.count == without.count && withSizes.count > 0)
        #expect(pruned.nodes < plain.nodes, "\(pruned.nodes) nodes with the piece sizes, \(plain.nodes) without")
    }
}

// MARK: - Dancing Links in 128 bits

/// Dancing Links keeps its covered region items in a word of 128 bits where 64 are too few.
struct WideRegionDancingLinksTests {
    /// On a board of 70 cells, Dancing Links prunes by the region rule as on smaller ones: the same
    /// count as without the rule, in fewer nodes.
    @Test func dancingLinksPrunesBoardsOfMoreThan64Cells() throws {
        let problem = try TilingProblem(
            board: Board(size: "2x35"), pieces: PieceSet(specification: "14*L"), distinct: false)
        let exact = problem.exactCover
        #expect(exact.regionRule?.itemCount == 70)
        let ruleless = ExactCoverProblem(
            primaryItemCount: exact.primaryItemCount, secondaryItemCount: exact.secondaryItemCount,
            options: (0..<exact.optionCount).map { exact.items(ofOption: $0).map(Int.init) },
            gaps: exact.gaps, coveredAtStart: exact.coveredAtStart, multiplicities: exact.multiplicities)
        var withRule = SolutionCounter(weighing: EverySolution()), without = SolutionCounter(weighing: EverySolution())
        let pruned = DancingLinks(exact).search(visitor: &withRule),
            plain = DancingLinks(ruleless).search(visitor: &without)
        #expect(withRule.count == without.count && withRule.count > 0)
        #expect(pruned.nodes < plain.nodes, "\(pruned.nodes) nodes with the rule, \(plain.nodes) without")
    }
}

// MARK: - Rectangles

/// The quick pocket check on a rectangle in one word, by whole-word shifts: against a flood fill of
/// every region, with and without pockets of four.
struct RectanglePocketCheckTests {
    @Test func theShiftsFindExactlyThePocketsOfOneToThreeCellsOrOneToFour() {
        let height = 7, count = 63
        let neighbours = columnNeighbours(height: height, count: count)
        let rule = RegionRule(neighbours: neighbours, modulus: 5, columnHeight: height)
        var random = SplitMix64(seed: 13)
        rule.adjacency().withUnsafeBufferPointer { (adjacency: UnsafeBufferPointer<UInt64>) in
            let check = PocketCheck(rule: rule, neighbours: adjacency.baseAddress!)
            var foursFound = 0
            for _ in 0..<4000 {
                var covered: UInt64 = 0
                for item in 0..<count where random.next() % 5 < 2 { covered |= 1 << item }
                let smallest =
                    emptyRegions(covered: covered, cells: 0..<count, neighbours: neighbours).map(\.count).min() ?? .max
                let three = check.leavesBadPocket(covered: covered, seeds: 0)
                let four = check.leavesBadPocket(covered: covered, seeds: 0, pocketsOfFour: true)
                #expect(
                    three == (smallest < 4),
                    "pockets of one to three: the shifts say \(three), the smallest region has \(smallest) cells")
                #expect(
                    four == (smallest < 5),
                    "pockets of one to four: the shifts say \(four), the smallest region has \(smallest) cells")
                if four && !three { foursFound += 1 }
            }
            #expect(
                foursFound > 50, "the random boards should hold pockets of four alone sometimes: \(foursFound) of 4000")
        }
    }
}

/// The quick pocket check on a rectangle of more than 64 cells, which looks at a 64-bit window of
/// columns from the first empty cell's: against a flood fill of every region, in columns of one to
/// eight cells (the window's columns, then those taken as empty after it: at least five cells).
struct WidePocketCheckTests {
    @Test(arguments: [(1, 100, 59), (2, 50, 29), (3, 30, 19), (4, 25, 14), (5, 20, 11), (6, 15, 9), (8, 14, 7)])
    func theWindowFindsExactlyTheSmallPocketsNearTheFirstEmptyCellAndEachCellsEmptyNeighbours(
        height: Int, columns: Int, windowColumns: Int
    ) {
        let count = height * columns
        let neighbours = columnNeighbours(height: height, count: count)
        let rule = RegionRule(neighbours: neighbours, modulus: 5, columnHeight: height)
        var random = SplitMix64(seed: 11)
        rule.adjacency().withUnsafeBufferPointer { (adjacency: UnsafeBufferPointer<UInt128>) in
            let check = PocketCheck(rule: rule, neighbours: adjacency.baseAddress!)
            #expect(check.windowColumns == windowColumns)
            var found = 0
            for _ in 0..<3000 {
                // Every cell before the first empty one covered, the others at random.
                let first = Int(random.next() % UInt64(count))
                var covered: UInt128 = first == 0 ? 0 : (1 << first) - 1
                for item in first + 1..<count where random.next() % 2 == 0 { covered |= 1 << item }
                let regions = emptyRegions(covered: covered, cells: first..<count, neighbours: neighbours)
                let small = regions.filter { $0.count < 4 }, smallFour = regions.filter { $0.count < 5 }
                let bad = check.leavesBadPocket(covered: covered, seeds: 0)
                let badFour = check.leavesBadPocket(covered: covered, seeds: 0, pocketsOfFour: true)
                // Sound: a pocket it finds is there. Complete within the window, short of its last column.
                let nearby = small.contains { $0.allSatisfy { $0 / height < first / height + check.windowColumns - 1 } }
                #expect(!bad || !small.isEmpty, "a pocket found where there is none, first empty cell \(first)")
                #expect(bad || !nearby, "a pocket near the first empty cell \(first) missed")
                let nearbyFour = smallFour.contains {
                    $0.allSatisfy { $0 / height < first / height + check.windowColumns - 1 }
                }
                #expect(
                    !badFour || !smallFour.isEmpty,
                    "a pocket of up to four found where there is none, first empty cell \(first)")
                #expect(badFour || !nearbyFour, "a pocket of up to four near the first empty cell \(first) missed")
                // Each empty cell's empty neighbours, by side, on the whole board.
                let around = check.emptyNeighbours(of: ~covered & ((1 << count) - 1)), offsets = rule.sideOffsets!
                for item in 0..<count where covered >> item & 1 == 0 {
                    let sides = offsets.indices.filter {
                        neighbours[item].contains(item + offsets[$0]) && covered >> (item + offsets[$0]) & 1 == 0
                    }
                    #expect(
                        around.sides(of: item) == sides.reduce(0) { $0 | 1 << $1 }
                            && (around.constrained >> item & 1 == 1) == (sides.count <= 2))
                }
                if bad { found += 1 }
            }
            #expect(found > 100 && found < 3000, "the random boards should hold pockets, but not all: \(found) of 3000")
        }
    }
}

// MARK: - Options left out

/// Options that leave a pocket on a board empty but for them are left out before any search,
/// wherever the pocket lies: not only in the window the search's check looks at.
struct OptionsThatFitAloneTests {
    @Test func anOptionThatCutsOffTheFarCornerOfAWideBoardNeverFits() {
        let height = 3, count = 90
        let rule = RegionRule(
            neighbours: columnNeighbours(height: height, count: count), modulus: 5, columnHeight: height)
        let cell = { (column: Int, row: Int) -> UInt128 in 1 << (column * height + row) }
        // Column 28's top cell and column 29's middle one shut in the top right corner.
        let cornerCut = cell(28, 0) | cell(29, 1),
            middle = cell(14, 0) | cell(14, 1) | cell(14, 2) | cell(15, 0) | cell(15, 1)
        #expect(RegionRule.fitsAlone(rule, [cornerCut, middle]) == [false, true])
    }
}

// MARK: - Boxes

/// The quick pocket check in a box of layers, by whole-word shifts in six directions: against a
/// flood fill of every region.
struct BoxPocketCheckTests {
    @Test func theShiftsFindExactlyThePocketsOfOneToThreeCellsAndEachCellsEmptyNeighbours() {
        // A box of 3 layers of 5 columns of 4, numbered column by column within each layer.
        let height = 4, layer = 20, count = 60
        let position = { (item: Int) in (item / layer, item % layer / height, item % height) }
        let neighbours = (0..<count).map { item in
            (0..<count).filter { other in
                let (a, b) = (position(item), position(other))
                return abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) == 1
            }
        }
        let rule = RegionRule(neighbours: neighbours, modulus: 5, columnHeight: height, layerSize: layer)
        let offsets = rule.sideOffsets!
        var random = SplitMix64(seed: 12)
        rule.adjacency().withUnsafeBufferPointer { (adjacency: UnsafeBufferPointer<UInt64>) in
            let check = PocketCheck(rule: rule, neighbours: adjacency.baseAddress!)
            var found = 0, deadEnds = 0
            for _ in 0..<3000 {
                var covered: UInt64 = 0
                for item in 0..<count where random.next() % 3 == 0 { covered |= 1 << item }
                let small = emptyRegions(covered: covered, cells: 0..<count, neighbours: neighbours).contains {
                    $0.count < 4
                }
                let bad = check.leavesBadPocket(covered: covered, seeds: 0, inLayers: true)
                #expect(bad == small, "pockets of one to three cells: the shifts say \(bad), the flood fill \(small)")
                if bad { found += 1 }
                // Each empty cell's empty neighbours, by side; those with at most one, and at most two.
                let empty = { (item: Int) in covered >> item & 1 == 0 }
                let around = check.emptyNeighbours(of: ~covered & (1 << count - 1))
                for item in 0..<count where empty(item) {
                    let sides = offsets.indices.filter {
                        neighbours[item].contains(item + offsets[$0]) && empty(item + offsets[$0])
                    }
                    #expect(
                        around.sides(of: item) == sides.reduce(0) { $0 | 1 << $1 },
                        "the empty neighbours of cell \(item)")
                    #expect(
                        (around.deadEnds >> item & 1 == 1) == (sides.count <= 1)
                            && (around.constrained >> item & 1 == 1) == (sides.count <= 2))
                    if sides.count == 1 { deadEnds += 1 }
                }
                #expect(around.constrained & covered == 0, "only empty cells are counted")
            }
            #expect(
                found > 100 && found < 2900 && deadEnds > 100,
                "the random boxes should hold pockets and dead ends sometimes: \(found), \(deadEnds)")
        }
    }
}
