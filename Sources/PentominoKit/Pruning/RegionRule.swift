/// A rule that every connected region of uncovered region items must have a size divisible by `modulus`.
///
/// The region items are items `0..<itemCount`; `neighbours[i]`
/// lists the region items adjacent to item `i`. A tiling problem gives its cells and the piece size
/// here, so engines can discard a choice that cuts off a pocket no set of pieces could fill.
public struct RegionRule: Sendable, Equatable {
    /// The most region items whose checks run on words of items (`PocketCheck`): engines check a
    /// rule of more items cell by cell, or not at all.
    public static let wordItems = 128

    /// For each region item, the region items adjacent to it.
    public let neighbours: [[Int]]
    /// Every closed region of uncovered region items must hold a multiple of this many items, up to
    /// `leeway` in all.
    public let modulus: Int
    /// How far, in all, the regions may fall short of multiples of `modulus`: the sum over closed
    /// regions of their sizes modulo `modulus` may reach this much. A tiling problem whose pieces are
    /// not all of one size gives here the sum of the other sizes modulo the common one, since a region
    /// filled by some pieces falls short by at most the sum of their sizes modulo it.
    public let leeway: Int
    /// The fewest items a closed region of uncovered region items can be filled with (the smallest
    /// piece), at most `modulus`: a smaller region is dead whatever the leeway.
    public let smallest: Int
    /// When the items are the cells of a rectangular grid numbered column by column, the column
    /// height: then item `i` neighbours `i ± 1` within its column and `i ± columnHeight` (where those
    /// are open: cells of the grid that are not open are items covered from the start, and the last
    /// column may stop short, after its last open cell), and engines may use whole-word shifts
    /// instead of `neighbours`.
    public let columnHeight: Int?
    /// When the items are the cells of a box of layers numbered layer by layer, each layer column by
    /// column in columns of `columnHeight`: the items in each layer. Item `i` then neighbours
    /// `i ± 1` within its column, `i ± columnHeight` within its layer, and `i ± layerSize`.
    public let layerSize: Int?
    /// When the pieces are not all of one size (else empty): for each primary item after the region
    /// items, a piece, how many region items each of its options covers. Then every closed region of
    /// uncovered region items must be as large as some of the pieces still to place together (each at
    /// most as often as it is still to be covered), less any items left uncovered.
    public let pieceSizes: [Int]

    /// The rule over items `0..<neighbours.count` with adjacency `neighbours`, which must match
    /// `columnHeight` when that is given, and the sizes of the pieces that follow the region items
    /// when they are not all of one size.
    public init(
        neighbours: [[Int]], modulus: Int, leeway: Int = 0, smallest: Int? = nil, columnHeight: Int? = nil,
        layerSize: Int? = nil,
        pieceSizes: [Int] = []
    ) {
        precondition(
            neighbours.allSatisfy { $0.allSatisfy(neighbours.indices.contains) }, "neighbours must be region items")
        precondition(modulus >= 1, "the modulus must be positive")
        if let columnHeight {
            precondition(
                columnHeight >= 1 && layerSize.map { $0 % columnHeight == 0 } != false,
                "a box's layers are whole columns")
            let steps = [1, columnHeight] + (layerSize.map { [$0] } ?? [])
            precondition(
                neighbours.indices.allSatisfy { item in neighbours[item].allSatisfy { steps.contains(abs($0 - item)) }
                },
                "on a grid, neighbours are one step along a column, a row or a layer apart")
        } else {
            precondition(layerSize == nil, "a box's layers are whole columns")
        }
        precondition(leeway >= 0, "the leeway must not be negative")
        self.neighbours = neighbours
        self.modulus = modulus
        self.leeway = leeway
        self.smallest = min(modulus, smallest ?? modulus)
        self.columnHeight = columnHeight
        self.layerSize = layerSize
        precondition(pieceSizes.allSatisfy { $0 >= 1 }, "a piece covers at least one item")
        self.pieceSizes = pieceSizes
    }

    /// On a grid (`columnHeight`), the offset from an item to its neighbour on each side, in the
    /// order `DeadEnds.number(of:)` numbers the sides: left, above, below, right, and in a box the
    /// layer before and the layer after. A side the grid does not have is 0, no item's neighbour:
    /// above and below in columns of one item, left and right in layers of one column, where those
    /// offsets would name the neighbour on another side.
    var sideOffsets: [Int]? {
        columnHeight.map { height in
            let vertical = height > 1 ? 1 : 0, across = layerSize != height ? height : 0
            return [-across, -vertical, vertical, across] + (layerSize.map { [-$0, $0] } ?? [])
        }
    }

    /// Number of region items.
    public var itemCount: Int { neighbours.count }

    /// For each region item, the set of its neighbours as a word.
    func adjacency<Word: BitsetWord>() -> [Word] {
        neighbours.map { $0.reduce(0) { $0 | 1 &<< $1 } }
    }
}

extension RegionRule {
    /// For each option, given as the region items it covers, whether it passes `rule` on a board
    /// where only the region items of `covered` are covered besides; an option that fails can be in
    /// no solution. Every option passes when there is no rule. With `slack`, up to that many region
    /// items may be left uncovered in all.
    static func fitsAlone<Word: BitsetWord>(
        _ rule: RegionRule?, _ optionRegions: [Word], slack: Int = 0, covered: Word = 0
    ) -> [Bool] {
        guard let rule else { return optionRegions.map { _ in true } }
        return rule.adjacency().withUnsafeBufferPointer { (neighbours: UnsafeBufferPointer<Word>) in
            let check = PocketCheck(rule: rule, neighbours: neighbours.baseAddress!)
            return optionRegions.map { region in
                region == 0
                    || (slack == 0
                        ? !check.leavesBadPocket(
                            covered: region | covered, seeds: check.adjacent(to: region), wholeBoard: true)
                        : !check.hasUnfillableRegion(covered: region | covered, slack: slack))
            }
        }
    }
}
