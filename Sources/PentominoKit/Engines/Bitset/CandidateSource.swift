// The bitset engine's candidate lists, built once per problem:
//
// - `CandidateOrder`: the lists laid end to end, each padded to whole lanes.
// - `CandidateSource`: which options fit from the start, and the lists of each kind built from them:
//   by slot and pattern, by dead end, by item, by piece, and the windows and seeds of the pocket check,
//   then the root and its options.

// MARK: - The lists, end to end

/// The candidates in search order while the bitset engine's tables are built: the lists one after
/// another, each padded to whole lanes with -1 (an entry that the tables make clash with anything
/// covered), and where each option first appears (-1 for an option in no list).
struct CandidateOrder {
    private(set) var options: [Int] = []
    private(set) var searchPosition: [Int32]

    init(optionCount: Int) {
        searchPosition = Array(repeating: -1, count: optionCount)
        options.reserveCapacity(optionCount * BitsetEngine.patterns / 4)
    }

    /// Where the next list starts: the end of the last.
    var end: Int32 { Int32(options.count) }

    /// Appends `list` as one candidate list, and returns where it starts.
    mutating func append(_ list: some Sequence<Int>) -> Int32 {
        let start = end
        for option in list {
            if searchPosition[option] < 0 { searchPosition[option] = end }
            options.append(option)
        }
        while options.count % BitsetEngine.lanes != 0 { options.append(-1) }
        return start
    }

    /// Appends one list for each pattern (see `BitsetEngine.patterns`): the `candidates` that cover
    /// none of the pattern's cells, each given with the cells it covers as pattern bits. Returns
    /// where each list starts.
    mutating func appendByPattern(_ candidates: [(option: Int, covers: Int)]) -> [Int32] {
        (0..<BitsetEngine.patterns).map { pattern in
            append(candidates.lazy.filter { $0.covers & pattern == 0 }.map(\.option))
        }
    }
}

// MARK: - The lists of each kind

/// What the bitset engine's candidate lists are built from: a problem's options, as words, and
/// whether each can ever be chosen; and the lists of each kind, appended to a `CandidateOrder`.
struct CandidateSource<Low: BitsetWord, High: BitsetWord> {
    let problem: ExactCoverProblem
    let layout: BitLayout
    /// Each option's items in the two words, and its bits of items of multiplicity above 1.
    let masks: [(low: Low, high: High, copies: High)]
    /// Whether each option can fit: it holds no item covered at the start, and leaves no pocket
    /// that no solution can fill on an otherwise empty board.
    let fits: [Bool]
    /// The region rule's adjacency, as words (`[0]` without a rule).
    let adjacency: [Low]

    init(_ problem: ExactCoverProblem, layout: BitLayout, startLow: Low) {
        self.problem = problem
        self.layout = layout
        masks = (0..<problem.optionCount).map { layout.masks(of: problem.items(ofOption: $0)) }
        fits = zip(
            problem.optionsClearOfStart,
            RegionRule.fitsAlone(problem.regionRule, masks.map { $0.low }, slack: problem.gaps.limit, covered: startLow)
        )
        .map { $0 && $1 }
        adjacency = problem.regionRule?.adjacency() ?? [0]
    }

    /// The options that can fit, in the problem's order.
    private var fittingOptions: some Sequence<Int> { (0..<problem.optionCount).lazy.filter { fits[$0] } }

    /// When the pieces are not all of one size (else empty): the high bits of the pieces of each
    /// size (each copy's bit), and that size.
    func piecesBySize() -> (bits: [High], sizes: [Int]) {
        guard let rule = problem.regionRule else { return ([], []) }
        let sizes = Set(rule.pieceSizes).sorted()
        let bits = sizes.map { size in
            let items = rule.pieceSizes.indices.filter { rule.pieceSizes[$0] == size }.map {
                Int32(rule.itemCount + $0)
            }
            let masks: (low: Low, high: High, copies: High) = layout.masks(of: items[...])
            return masks.high | masks.copies
        }
        return (bits, sizes)
    }

    /// Each slot's lists (see `BitsetTables.listStart`): every option is listed under the slot of
    /// its first primary item of multiplicity 1, once for each pattern it allows. Returns their
    /// starts, and the end of the last.
    func slotLists(into order: inout CandidateOrder) -> [Int32] {
        var bySlot = Array(repeating: [Int](), count: layout.slotCount)
        for index in fittingOptions {
            let first = problem.items(ofOption: index).first {
                $0 < problem.primaryItemCount && problem.multiplicities[Int($0)] == 1
            }!
            bySlot[layout.slot(of: Int(first))].append(index)
        }
        var starts: [Int32] = []
        for slot in 0..<layout.slotCount {
            starts += order.appendByPattern(
                bySlot[slot].map {
                    ($0, BitsetEngine.pattern(of: masks[$0].low, item: slot, lowCount: layout.lowCount))
                })
        }
        return starts + [order.end]
    }

    /// On a flat grid, for an exact cover with region items covered at the start (holes, pieces
    /// placed in advance), the lists of each dead end (see
    /// `DeadEnds.number(of:)` and `BitsetTables.deadEndStart`): the options that cover the item and,
    /// of its neighbours, at most the one on that side. Returns their starts and the end of the last,
    /// and each dead end's pattern cells (`BitsetTables.deadEndPatterns`); none elsewhere. On a full
    /// rectangle the search in item order keeps its frontier straight and meets dead ends as soon
    /// as they form, and branching on them there only costs nodes (a third more on 6x10); holes make
    /// dead ends far from the frontier, where branching on them first halves the search.
    func deadEndLists(into order: inout CandidateOrder) -> (start: [Int32], patterns: [UInt32]) {
        guard let rule = problem.regionRule, let offsets = rule.sideOffsets, rule.layerSize == nil,
            problem.gaps.limit == 0,
            problem.coveredAtStart.contains(where: { $0 < rule.itemCount })
        else { return ([], []) }
        let sides = PocketCheck<Low>.sides
        var byDeadEnd = Array(repeating: [Int](), count: sides * layout.lowCount)
        forEachRegionItemOfFittingOptions(offsets: offsets) { index, item, neighbourSides, coveredSides in
            for side in offsets.indices where neighbourSides & 1 << side != 0 && coveredSides & ~(1 << side) == 0 {
                byDeadEnd[sides * item + side].append(index)
            }
        }
        // Each dead end's candidates, by which of the cells next to the neighbour it is entered
        // through are covered (the dead end itself, always empty, stands in for a missing one).
        var starts: [Int32] = [], patterns: [UInt32] = []
        for (deadEnd, options) in byDeadEnd.enumerated() {
            let item = deadEnd / sides, side = deadEnd % sides
            let around = options.isEmpty ? [] : rule.neighbours[item + offsets[side]].filter { $0 != item }
            let cells = (0..<BitsetEngine.patternBits).map { $0 < around.count ? around[$0] : item }
            patterns.append(cells.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) })
            starts += order.appendByPattern(
                options.map { option in
                    (
                        option,
                        cells.indices.reduce(0) {
                            $0 | Int(truncatingIfNeeded: (masks[option].low >> cells[$1]) & 1) << $1
                        }
                    )
                })
        }
        return (starts + [order.end], patterns)
    }

    /// For an exact cover in a box or, `alongsideDeadEnds`, on a flat grid with dead-end lists, the
    /// lists of each region item by the sides on which its empty neighbours lie, for sets of at most
    /// two sides (list `PocketCheck.sideSets * i + s` for item `i` and sides `s`): the options that
    /// cover the item and, of its neighbours, only some on those sides. Returns their starts; none
    /// elsewhere. The search branches on the item with the fewest that fit among those with at most
    /// two empty neighbours (see `CandidateLists`).
    func itemLists(into order: inout CandidateOrder, alongsideDeadEnds: Bool) -> [Int32] {
        guard let rule = problem.regionRule, let offsets = rule.sideOffsets, problem.gaps.limit == 0,
            rule.layerSize != nil || alongsideDeadEnds
        else { return [] }
        let sideSets = PocketCheck<Low>.sideSets
        let fewSides = (0..<1 << offsets.count).filter { $0.nonzeroBitCount <= 2 }
        var byItem = Array(repeating: [Int](), count: sideSets * layout.lowCount)
        forEachRegionItemOfFittingOptions(offsets: offsets) { index, item, _, coveredSides in
            for sides in fewSides where coveredSides & ~sides == 0 { byItem[sideSets * item + sides].append(index) }
        }
        return byItem.map { order.append($0) }
    }

    /// Hands `body` each option that can fit and each region item it covers, with the sides of that
    /// item (as bits, in the order of `offsets`, the rule's `sideOffsets`) on which it has a
    /// neighbour, and those on which the option covers that neighbour.
    private func forEachRegionItemOfFittingOptions(
        offsets: [Int], _ body: (_ option: Int, _ item: Int, _ neighbourSides: Int, _ coveredSides: Int) -> Void
    ) {
        for index in fittingOptions {
            let cells = masks[index].low
            var rest = cells
            while rest != 0 {
                let item = rest.trailingZeroBitCount
                rest &= rest - 1
                var neighbourSides = 0, coveredSides = 0
                for (side, offset) in offsets.enumerated()
                where (0..<layout.lowCount).contains(item + offset) && adjacency[item] & 1 &<< (item + offset) != 0 {
                    neighbourSides |= 1 << side
                    if cells & 1 &<< (item + offset) != 0 { coveredSides |= 1 << side }
                }
                body(index, item, neighbourSides, coveredSides)
            }
        }
    }

    /// Each piece's list, for each of the items of `single` in the high word not covered at the
    /// start (just below the root the search branches on the piece with the fewest that fit, when
    /// they are fewer than the item's). Returns their starts and the end of the last, and each
    /// piece's high bit.
    func pieceLists(of single: [Int], into order: inout CandidateOrder) -> (start: [Int32], bits: [High]) {
        let pieces = single.filter { $0 >= layout.lowCount && !problem.coveredAtStart.contains($0) }
        var byPiece = Array(repeating: [Int](), count: pieces.count)
        // Each item's piece, -1 for an item that is none.
        var pieceOf = Array(repeating: -1, count: problem.itemCount)
        for (piece, item) in pieces.enumerated() { pieceOf[item] = piece }
        for index in fittingOptions {
            for item in problem.items(ofOption: index) where pieceOf[Int(item)] >= 0 {
                byPiece[pieceOf[Int(item)]].append(index)
            }
        }
        return (
            byPiece.map { order.append($0) } + [order.end], pieces.map { 1 &<< layout.highStart[$0 - layout.lowCount] }
        )
    }

    /// The low windows of the candidates `options` (see `BitsetTables.windowWords`), whose slot
    /// lists start at `slotLists`; empty unless every candidate has one.
    func lowWindows(of options: [Int], slotLists: [Int32]) -> [UInt64] {
        var windows: [UInt64] = []
        windows.reserveCapacity(options.count)
        for slot in 0..<layout.slotCount {
            for position in Int(
                slotLists[BitsetEngine.patterns * slot])..<Int(slotLists[BitsetEngine.patterns * (slot + 1)])
            {
                let option = options[position]
                if option < 0 {
                    windows.append(BitsetEngine.windowSentinel)
                } else if slot >= layout.lowCount {
                    windows.append(masks[option].low == 0 ? 0 : ~0)
                } else if masks[option].low &>> slot < Low(BitsetEngine.windowSentinel) {
                    windows.append(UInt64(truncatingIfNeeded: masks[option].low &>> slot))
                } else {
                    return []
                }
            }
        }
        return windows.count == options.count ? windows : []
    }

    /// For each option, the region items next to it.
    func seeds() -> [Low] {
        guard let rule = problem.regionRule else { return Array(repeating: 0, count: masks.count) }
        return adjacency.withUnsafeBufferPointer { neighbours in
            let check = PocketCheck(rule: rule, neighbours: neighbours.baseAddress!)
            return masks.map { check.adjacent(to: $0.low) }
        }
    }

    // MARK: - The root

    /// The root item, and its options' candidate positions: of the items of `single` not covered
    /// at the start, the one in the fewest options that can fit (`searchPosition` says which); with
    /// `outsideRegion`, one outside the region if there is one (a piece rather than a cell, whose
    /// placement makes dead ends early).
    func root(among single: [Int], searchPosition: [Int32], outsideRegion: Bool) -> (item: Int, options: [Int32]) {
        let primary = problem.primaryItemCount
        var optionCounts = Array(repeating: 0, count: primary)
        for (index, position) in searchPosition.enumerated() where position >= 0 {
            for item in problem.items(ofOption: index) where item < primary { optionCounts[Int(item)] += 1 }
        }
        let open = single.filter { !problem.coveredAtStart.contains($0) }
        let outside = outsideRegion ? open.filter { $0 >= layout.lowCount } : []
        let root = Int32((outside.isEmpty ? open : outside).min { optionCounts[$0] < optionCounts[$1] } ?? 0)
        let options = searchPosition.indices.filter {
            searchPosition[$0] >= 0 && problem.items(ofOption: $0).contains(root)
        }.map { searchPosition[$0] }
        return (Int(root), options)
    }
}
