/// An exact-cover problem: choose options so that every primary item is covered exactly once (or
/// exactly as many times as its multiplicity says) and every secondary item at most once; or, when it
/// allows gaps, so that up to a number of the first primary items are left uncovered instead.
///
/// Items are numbered: `0..<primaryItemCount` are primary, the next `secondaryItemCount` secondary.
/// Item order matters to engines that branch on the first uncovered item: put first the items
/// that are best decided first. Some items may be covered from the start, as if by a choice made
/// before the search: a primary one then needs no option, and no option that holds one is chosen.
public struct ExactCoverProblem: Sendable {
    /// Number of primary items, numbered from 0.
    public let primaryItemCount: Int
    /// Number of secondary items, numbered after the primary ones.
    public let secondaryItemCount: Int
    /// An optional rule about regions of uncovered items, which engines use to prune dead branches.
    public let regionRule: RegionRule?
    /// Which primary items a solution may leave uncovered, and how many of them.
    public let gaps: Gaps
    /// The items covered before the search starts, in ascending order.
    public let coveredAtStart: [Int]
    /// How many times each primary item must be covered: 1 for most, more for an item that stands for
    /// several copies of one thing. Options are sets, so solutions that differ only in the order of
    /// the options that share such an item are one solution. Engines never branch on such an item.
    public let multiplicities: [Int]
    /// The items of every option, one option after another, each option's in ascending order.
    private let items: [Int32]
    /// Where each option's items end in `items`; each option starts where the one before it ends.
    private let ends: [Int32]

    /// The problem of covering `primaryItemCount` primary and `secondaryItemCount` secondary items with
    /// `options`, each a list of items. Each option must name at least one primary item (as in Knuth's
    /// definition), each item in range and at most once.
    public init(primaryItemCount: Int, secondaryItemCount: Int = 0, options: [[Int]], regionRule: RegionRule? = nil, gaps: Gaps = .none,
                coveredAtStart: [Int] = [], multiplicities: [Int]? = nil) {
        var items: [Int32] = [], ends: [Int32] = []
        for option in options {
            items += option.sorted().map(Int32.init)
            ends.append(Int32(items.count))
        }
        self.init(primaryItemCount: primaryItemCount, secondaryItemCount: secondaryItemCount,
                  items: items, ends: ends, regionRule: regionRule, gaps: gaps, coveredAtStart: coveredAtStart, multiplicities: multiplicities)
    }

    /// The problem whose option `i` is `items[ends[i - 1]..<ends[i]]` (from 0 for the first), each
    /// option's items in ascending order, all in range, at least one of them a primary item of
    /// multiplicity 1; the items of `coveredAtStart` are covered before the search starts, and primary
    /// item `i` must be covered `multiplicities[i]` times (once each, by default). Items that may be
    /// left uncovered, region items and items covered at the start have multiplicity 1.
    public init(primaryItemCount: Int, secondaryItemCount: Int = 0, items: [Int32], ends: [Int32], regionRule: RegionRule? = nil,
                gaps: Gaps = .none, coveredAtStart: [Int] = [], multiplicities: [Int]? = nil) {
        precondition(primaryItemCount >= 0 && secondaryItemCount >= 0, "item counts must not be negative")
        let multiplicities = multiplicities ?? Array(repeating: 1, count: primaryItemCount)
        precondition(multiplicities.count == primaryItemCount && multiplicities.allSatisfy { $0 >= 1 }, "each primary item has a multiplicity of at least 1")
        let itemCount = Int32(primaryItemCount + secondaryItemCount)
        var start: Int32 = 0
        for end in ends {
            precondition(end > start && items[Int(start)..<Int(end)].contains { $0 < Int32(primaryItemCount) && multiplicities[Int($0)] == 1 },
                         "an option must cover at least one primary item of multiplicity 1")
            precondition(items[Int(end) - 1] < itemCount, "an option names an item out of range")
            for index in Int(start) + 1..<Int(end) {
                precondition(items[index - 1] < items[index], "an option's items must ascend without repeats")
            }
            start = end
        }
        precondition(Int(start) == items.count, "the last option must end where the items do")
        if let regionRule {
            precondition(regionRule.itemCount <= primaryItemCount, "region items must be primary items")
            precondition(regionRule.pieceSizes.isEmpty || regionRule.itemCount + regionRule.pieceSizes.count == primaryItemCount,
                         "piece sizes are for the primary items after the region items")
        }
        self.primaryItemCount = primaryItemCount
        self.secondaryItemCount = secondaryItemCount
        self.items = items
        self.ends = ends
        precondition(gaps.items <= primaryItemCount, "only primary items may be left uncovered")
        self.regionRule = regionRule
        self.gaps = gaps
        self.coveredAtStart = Array(Set(coveredAtStart)).sorted()
        precondition(self.coveredAtStart.allSatisfy { (0..<Int(itemCount)).contains($0) }, "an item covered at the start is out of range")
        self.multiplicities = multiplicities
        let single = (self.coveredAtStart.filter { $0 < primaryItemCount }) + Array(0..<max(gaps.items, regionRule?.itemCount ?? 0))
        precondition(single.allSatisfy { multiplicities[$0] == 1 }, "items left uncovered, region items and items covered at the start have multiplicity 1")
    }

    /// For each option, whether it holds no item covered at the start, so that a search may choose it.
    var optionsClearOfStart: [Bool] {
        var covered = Array(repeating: false, count: itemCount)
        for item in coveredAtStart { covered[item] = true }
        return (0..<optionCount).map { option in !items(ofOption: option).contains { covered[Int($0)] } }
    }

    /// The items of `coveredAtStart` below `end`, as bits of a word starting at item `start`.
    func coveredAtStart<Word: BitsetWord>(from start: Int, to end: Int) -> Word {
        coveredAtStart.reduce(0) { (start..<min(end, start + Word.bitWidth)).contains($1) ? $0 | 1 &<< ($1 - start) : $0 }
    }

    /// Total number of items, primary and secondary.
    public var itemCount: Int { primaryItemCount + secondaryItemCount }

    /// Number of options.
    public var optionCount: Int { ends.count }

    /// The items of option `option`, in ascending order.
    public func items(ofOption option: Int) -> ArraySlice<Int32> {
        items[(option == 0 ? 0 : Int(ends[option - 1]))..<Int(ends[option])]
    }
}

/// Which primary items a solution may leave uncovered: up to `limit` of items `0..<items`.
public struct Gaps: Hashable, Sendable {
    /// The items that may be left uncovered are `0..<items`.
    public let items: Int
    /// At most this many of them may be left uncovered.
    public let limit: Int

    /// Up to `limit` of items `0..<items` may be left uncovered.
    public init(items: Int, limit: Int) {
        precondition(items >= 0 && limit >= 0, "gap counts must not be negative")
        self.items = items
        self.limit = limit
    }

    /// Every primary item must be covered: an exact cover.
    public static let none = Gaps(items: 0, limit: 0)
}

/// A rule that every connected region of uncovered region items must have a size divisible by `modulus`.
///
/// The region items are items `0..<itemCount` (at most `RegionRule.maximumItems`); `neighbours[i]`
/// lists the region items adjacent to item `i`. A tiling problem gives its cells and the piece size
/// here, so engines can discard a choice that cuts off a pocket no set of pieces could fill.
public struct RegionRule: Sendable, Equatable {
    /// The most region items a rule may have.
    public static let maximumItems = 128

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
    public init(neighbours: [[Int]], modulus: Int, leeway: Int = 0, smallest: Int? = nil, columnHeight: Int? = nil, layerSize: Int? = nil,
                pieceSizes: [Int] = []) {
        precondition(neighbours.count <= RegionRule.maximumItems, "a region rule covers at most \(RegionRule.maximumItems) items")
        precondition(neighbours.allSatisfy { $0.allSatisfy(neighbours.indices.contains) }, "neighbours must be region items")
        precondition(modulus >= 1, "the modulus must be positive")
        if let columnHeight {
            precondition(columnHeight >= 1 && layerSize.map { $0 % columnHeight == 0 } != false, "a box's layers are whole columns")
            let steps = [1, columnHeight] + (layerSize.map { [$0] } ?? [])
            precondition(neighbours.indices.allSatisfy { item in neighbours[item].allSatisfy { steps.contains(abs($0 - item)) } },
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
    /// order `PocketCheck.deadEnd` numbers the sides: left, above, below, right, and in a box the
    /// layer before and the layer after.
    var sideOffsets: [Int]? {
        columnHeight.map { height in [-height, -1, 1, height] + (layerSize.map { [-$0, $0] } ?? []) }
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
    static func fitsAlone<Word: BitsetWord>(_ rule: RegionRule?, _ optionRegions: [Word], slack: Int = 0, covered: Word = 0) -> [Bool] {
        guard let rule else { return optionRegions.map { _ in true } }
        return rule.adjacency().withUnsafeBufferPointer { (neighbours: UnsafeBufferPointer<Word>) in
            let check = PocketCheck(rule: rule, neighbours: neighbours.baseAddress!)
            return optionRegions.map { region in
                region == 0 || (slack == 0 ? !check.leavesBadPocket(covered: region | covered, seeds: check.adjacent(to: region))
                                           : !check.hasUnfillableRegion(covered: region | covered, slack: slack))
            }
        }
    }
}
