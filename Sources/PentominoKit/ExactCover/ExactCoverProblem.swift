/// An exact-cover problem: choose options so that every primary item is covered exactly once (or
/// exactly as many times as its multiplicity says) and every secondary item at most once (or at most
/// as many times as its capacity says); or, when it allows gaps, so that up to a number of the first
/// primary items are left uncovered instead.
///
/// An option may give a secondary item a colour, as in Knuth's DLX2: options that give one item
/// different colours clash, options that give it the same colour agree, and an option that holds it
/// without a colour clashes with every other option that holds it.
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
    public private(set) var regionRule: RegionRule?
    /// Which primary items a solution may leave uncovered, and how many of them.
    public let gaps: Gaps
    /// The items covered before the search starts, in ascending order.
    public let coveredAtStart: [Int]
    /// How many times each primary item must be covered: 1 for most, more for an item that stands for
    /// several copies of one thing. Options are sets, so solutions that differ only in the order of
    /// the options that share such an item are one solution. Engines never branch on such an item.
    public let multiplicities: [Int]
    /// How many chosen options may hold each secondary item: 1 for most; more for an item that several
    /// may share, such as a point where no more than that many pieces may have a corner (Knuth's items
    /// of bounds 0 and that number, in his program MCC). Engines never branch on a secondary item.
    public let capacities: [Int]
    /// The items of every option, one option after another, each option's in ascending order.
    private let items: [Int32]
    /// Where each option's items end in `items`; each option starts where the one before it ends.
    private let ends: [Int32]
    /// The colour each option gives each of its items, beside `items`: 0 for none, else a number
    /// from 1. Empty when no option gives a colour.
    private let colours: [Int32]

    /// The problem of covering `primaryItemCount` primary and `secondaryItemCount` secondary items with
    /// `options`, each a list of items. Each option must name at least one primary item (as in Knuth's
    /// definition), each item in range and at most once.
    public init(
        primaryItemCount: Int, secondaryItemCount: Int = 0, options: [[Int]], regionRule: RegionRule? = nil,
        gaps: Gaps = .none,
        coveredAtStart: [Int] = [], multiplicities: [Int]? = nil, capacities: [Int]? = nil
    ) {
        var items: [Int32] = [], ends: [Int32] = []
        for option in options {
            items += option.sorted().map(Int32.init)
            ends.append(Int32(items.count))
        }
        self.init(
            primaryItemCount: primaryItemCount, secondaryItemCount: secondaryItemCount,
            items: items, ends: ends, regionRule: regionRule, gaps: gaps, coveredAtStart: coveredAtStart,
            multiplicities: multiplicities, capacities: capacities)
    }

    /// The problem whose option `i` is `items[ends[i - 1]..<ends[i]]` (from 0 for the first), each
    /// option's items in ascending order, all in range, at least one of them a primary item of
    /// multiplicity 1; the items of `coveredAtStart` are covered before the search starts, and primary
    /// item `i` must be covered `multiplicities[i]` times (once each, by default), and secondary
    /// item `primaryItemCount + j` at most `capacities[j]` times (once, by default). Items that may be
    /// left uncovered, region items and items covered at the start have multiplicity 1. `colours`,
    /// empty or beside `items`, gives each entry's colour: 0 for none, else from 1, and only
    /// on secondary items of capacity 1.
    public init(
        primaryItemCount: Int, secondaryItemCount: Int = 0, items: [Int32], ends: [Int32],
        regionRule: RegionRule? = nil,
        gaps: Gaps = .none, coveredAtStart: [Int] = [], multiplicities: [Int]? = nil, capacities: [Int]? = nil,
        colours: [Int32] = []
    ) {
        precondition(primaryItemCount >= 0 && secondaryItemCount >= 0, "item counts must not be negative")
        let multiplicities = multiplicities ?? Array(repeating: 1, count: primaryItemCount)
        precondition(
            multiplicities.count == primaryItemCount && multiplicities.allSatisfy { $0 >= 1 },
            "each primary item has a multiplicity of at least 1")
        let capacities = capacities ?? Array(repeating: 1, count: secondaryItemCount)
        precondition(
            capacities.count == secondaryItemCount && capacities.allSatisfy { $0 >= 1 },
            "each secondary item has a capacity of at least 1")
        let itemCount = Int32(primaryItemCount + secondaryItemCount)
        var start: Int32 = 0
        for end in ends {
            precondition(
                end > start
                    && items[Int(start)..<Int(end)].contains {
                        $0 < Int32(primaryItemCount) && multiplicities[Int($0)] == 1
                    },
                "an option must cover at least one primary item of multiplicity 1")
            precondition(items[Int(end) - 1] < itemCount, "an option names an item out of range")
            for index in Int(start) + 1..<Int(end) {
                precondition(items[index - 1] < items[index], "an option's items must ascend without repeats")
            }
            start = end
        }
        precondition(Int(start) == items.count, "the last option must end where the items do")
        precondition(colours.isEmpty || colours.count == items.count, "a colour for every entry, or none")
        precondition(
            zip(items, colours).allSatisfy {
                $1 == 0 || ($1 > 0 && $0 >= Int32(primaryItemCount) && capacities[Int($0) - primaryItemCount] == 1)
            },
            "colours are positive, and only secondary items of capacity 1 take them")
        if let regionRule {
            precondition(regionRule.itemCount <= primaryItemCount, "region items must be primary items")
            precondition(
                regionRule.pieceSizes.isEmpty || regionRule.itemCount + regionRule.pieceSizes.count == primaryItemCount,
                "piece sizes are for the primary items after the region items")
        }
        self.primaryItemCount = primaryItemCount
        self.secondaryItemCount = secondaryItemCount
        self.items = items
        self.ends = ends
        self.colours = colours.contains { $0 != 0 } ? colours : []
        precondition(gaps.items <= primaryItemCount, "only primary items may be left uncovered")
        self.regionRule = regionRule
        self.gaps = gaps
        self.coveredAtStart = Array(Set(coveredAtStart)).sorted()
        precondition(
            self.coveredAtStart.allSatisfy { (0..<Int(itemCount)).contains($0) },
            "an item covered at the start is out of range")
        self.multiplicities = multiplicities
        self.capacities = capacities
        let single =
            (self.coveredAtStart.filter { $0 < primaryItemCount })
            + Array(0..<max(gaps.items, regionRule?.itemCount ?? 0))
        precondition(
            single.allSatisfy { multiplicities[$0] == 1 },
            "items left uncovered, region items and items covered at the start have multiplicity 1")
    }

    /// The same problem, without its region rule where that has more items than words of
    /// `RegionRule.wordItems` hold: for an engine that checks the rule on such words only.
    var withRuleInWords: ExactCoverProblem {
        guard let rule = regionRule, rule.itemCount > RegionRule.wordItems else { return self }
        var problem = self
        problem.regionRule = nil
        return problem
    }

    /// For each option, whether it holds no item covered at the start, so that a search may choose it.
    var optionsClearOfStart: [Bool] {
        var covered = Array(repeating: false, count: itemCount)
        for item in coveredAtStart { covered[item] = true }
        return (0..<optionCount).map { option in !items(ofOption: option).contains { covered[Int($0)] } }
    }

    /// The items of `coveredAtStart` below `end`, as bits of a word starting at item `start`.
    func coveredAtStart<Word: BitsetWord>(from start: Int, to end: Int) -> Word {
        coveredAtStart.reduce(0) {
            (start..<min(end, start + Word.bitWidth)).contains($1) ? $0 | 1 &<< ($1 - start) : $0
        }
    }

    /// How many times each item may be covered, primary and secondary: its multiplicity or its capacity.
    var coverCounts: [Int] { multiplicities + capacities }

    /// Whether some secondary item may be held by more than one option.
    public var hasSharedItems: Bool { capacities.contains { $0 > 1 } }

    /// Total number of items, primary and secondary.
    public var itemCount: Int { primaryItemCount + secondaryItemCount }

    /// Number of options.
    public var optionCount: Int { ends.count }

    /// Number of entries: the items of every option, counted once for each option that holds them.
    public var entryCount: Int { Int(ends.last ?? 0) }

    /// The items of option `option`, in ascending order.
    public func items(ofOption option: Int) -> ArraySlice<Int32> {
        items[range(ofOption: option)]
    }

    /// Whether some option gives an item a colour.
    public var hasColours: Bool { !colours.isEmpty }

    /// The colours that option `option` gives its items, beside `items(ofOption:)`: 0 for none.
    public func colours(ofOption option: Int) -> ArraySlice<Int32> {
        hasColours ? colours[range(ofOption: option)] : ArraySlice(repeating: 0, count: range(ofOption: option).count)
    }

    /// Where option `option`'s entries lie in `items`.
    private func range(ofOption option: Int) -> Range<Int> {
        (option == 0 ? 0 : Int(ends[option - 1]))..<Int(ends[option])
    }
}
