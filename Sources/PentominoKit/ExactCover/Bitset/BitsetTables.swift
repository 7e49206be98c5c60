/// The bitset engine's tables for one problem in words of `Low` and `High` bits, built once: the
/// options as pairs of words in candidate lists, the lists of dead ends and of pieces, the pockets'
/// seeds, and the root's options; and the searches and probes over them, each in the mode the
/// problem needs (see `SearchMode`).
struct BitsetTables<Low: BitsetWord, High: BitsetWord>: Sendable {
    /// The candidate lists, one after another, as tables of words (see `BitsetWord`); an option
    /// appears in the list of each pattern it allows. Each list is padded to whole lanes with entries
    /// of all ones, which clash with any covered item.
    private let low: [Low]
    private let high: [High]
    /// For each candidate, the high bits of the items of multiplicity above 1 that it holds.
    private let copies: [High]
    /// The problem's index of each candidate.
    private let optionIndex: [Int32]
    /// The candidates of slot `i` when items `i + 1…i + 3` are covered as the bits of pattern `p` are
    /// `listStart[8 * i + p]..<listStart[8 * i + p + 1]`.
    private let listStart: [Int32]
    /// Where the low word is wider than 64 bits and each candidate's low items lie within 63 items
    /// of its list's item (else empty): for each candidate, its low items from that item on, as a
    /// 64-bit word. When the search branches on the first uncovered item, every earlier one is
    /// covered, so it tests these against the covered items from that one on, as if the board
    /// were 63 items wide; the top bit is set in that word, and in padding entries only, so that
    /// they always clash. Branching on an item of the high word, every low item is covered: the
    /// word is then all ones for a candidate with low items, else 0.
    private let lowWindows: [UInt64]
    /// On a rectangle with holes, the candidates of dead end `d` (see `PocketCheck.deadEnd`) when
    /// the cells of `deadEndPatterns[d]` are covered as the bits of pattern `p` are
    /// `deadEndStart[8 * d + p]..<deadEndStart[8 * d + p + 1]`; empty otherwise, when the search
    /// ignores dead ends.
    private let deadEndStart: [Int32]
    /// For each dead end, the items of the three cells around the neighbour that a piece covering
    /// it enters through (other than the dead end), a byte each from the lowest: the items whose
    /// being covered picks the dead end's list.
    private let deadEndPatterns: [UInt32]
    /// The starts of the lists that `CandidateLists` chooses among (empty where the search branches
    /// in item order only): in a box, `PocketCheck.sideSets` lists for each region item, then one for
    /// each piece not placed in advance, then the end of the last; and each such piece's high bit.
    private let candidateListStart: [Int32]
    private let pieceBits: [High]
    /// Number of lists of region items in `candidateListStart`.
    private let itemLists: Int
    /// For each option of the problem, the region items next to it.
    private let seeds: [Low]
    /// The options of the root item, as candidate positions.
    private let rootOptions: [Int32]
    /// A candidate position of each of the problem's options, or -1 if it can never fit.
    private let searchPosition: [Int32]
    /// Number of items in the low word.
    private let lowCount: Int
    /// Primary items of multiplicity 1 in each word, other than those covered at the start: the items branched on.
    private let primaryLow: Low
    private let primaryHigh: High
    /// The high bits of items of multiplicity above 1, all of which a solution covers, and the lowest bit of each.
    private let copyBits: High
    private let copyStarts: High
    /// The items covered at the start, in each word.
    private let startLow: Low
    private let startHigh: High
    private let regionRule: RegionRule?
    /// The region rule's adjacency, as words.
    private let adjacency: [Low]
    /// When the pieces are not all of one size (else empty): the high bits of the pieces of each size
    /// (each copy's bit), and that size.
    private let piecesBySize: [High]
    private let pieceSizes: [Int]
    private let gaps: Gaps
    /// The root item, branched on first.
    private let rootItem: Int
    /// Number of primary items: the deepest a search can go.
    private let primaryCount: Int
    /// Whether the search leaves items uncovered in fill order, remembering counts
    /// (`GapsInFillOrder`), rather than branching on the fewest candidates (`GapsAllowed`): wherever
    /// the count cache can hold the gaps left. On one thread, commit ae8d78c against 1d1d58b:
    /// docs/boards/5x12-plus-two.txt 24.5 s to 6.3 s, docs/boards/7x10-56-cells.txt with FILNPTUVWY
    /// 31.4 s to 2.0 s. Where the root is a piece (the X of the 8x8, whose placements symmetry
    /// breaking leaves fewest) the rest of the search fills in order too: the whole 8x8 on both
    /// cores took 136.3 s and 5.70 G nodes branching on the fewest candidates, 60.1 s and 1.23 G
    /// nodes in fill order with the 512 MiB cache it gets (2026-11-24).
    private let remembersCounts: Bool

    /// The tables for `problem`, whose items lie in words as `layout` says.
    init(_ problem: ExactCoverProblem, layout: BitLayout) {
        let lowCount = layout.lowCount
        self.lowCount = lowCount
        let masks: [(low: Low, high: High, copies: High)] = (0..<problem.optionCount).map { layout.masks(of: problem.items(ofOption: $0)) }
        let primary = problem.primaryItemCount
        primaryCount = primary
        let single = (0..<primary).filter { problem.multiplicities[$0] == 1 }
        let startLow: Low = problem.coveredAtStart(from: 0, to: lowCount)
        let startHigh: High = layout.masks(of: problem.coveredAtStart.filter { $0 >= lowCount }.map(Int32.init)[...], low: Low.self).high
        (self.startLow, self.startHigh) = (startLow, startHigh)
        primaryLow = BitsetEngine.mask(count: min(primary, lowCount)) & ~startLow
        primaryHigh = layout.masks(of: single.filter { $0 >= lowCount }.map(Int32.init)[...], low: Low.self).high & ~startHigh
        let multiple = (0..<primary).filter { problem.multiplicities[$0] > 1 }
        copyBits = layout.masks(of: multiple.map(Int32.init)[...], low: Low.self).copies
        copyStarts = multiple.reduce(0) { $0 | 1 &<< layout.highStart[$1 - lowCount] }
        regionRule = problem.regionRule
        adjacency = problem.regionRule?.adjacency() ?? [0]
        var piecesBySize: [High] = [], pieceSizes: [Int] = []
        if let rule = problem.regionRule {
            for size in Set(rule.pieceSizes).sorted() {
                let items = rule.pieceSizes.indices.filter { rule.pieceSizes[$0] == size }.map { Int32(rule.itemCount + $0) }
                let masks: (low: Low, high: High, copies: High) = layout.masks(of: items[...])
                piecesBySize.append(masks.high | masks.copies)
                pieceSizes.append(size)
            }
        }
        (self.piecesBySize, self.pieceSizes) = (piecesBySize, pieceSizes)
        gaps = problem.gaps
        let fits = zip(problem.optionsClearOfStart, RegionRule.fitsAlone(problem.regionRule, masks.map { $0.low }, slack: problem.gaps.limit, covered: startLow))
            .map { $0 && $1 }

        // Each option is listed under the slot of its first primary item of multiplicity 1.
        var bySlot = Array(repeating: [Int](), count: layout.slotCount)
        let isSingle = problem.multiplicities.map { $0 == 1 }
        for index in 0..<problem.optionCount where fits[index] {
            let first = problem.items(ofOption: index).first { $0 < primary && isSingle[Int($0)] }!
            bySlot[layout.slot(of: Int(first))].append(index)
        }
        var order: [Int] = []
        var searchPosition = Array(repeating: Int32(-1), count: problem.optionCount)
        order.reserveCapacity(problem.optionCount * BitsetEngine.patterns / 4)
        var listStart: [Int32] = []
        for slot in 0..<layout.slotCount {
            let candidates = bySlot[slot].map { ($0, BitsetEngine.pattern(of: masks[$0].low, item: slot, lowCount: lowCount)) }
            for pattern in 0..<BitsetEngine.patterns {
                listStart.append(BitsetTables.appendList(candidates.lazy.filter { $0.1 & pattern == 0 }.map(\.0), to: &order, noting: &searchPosition))
            }
        }
        listStart.append(Int32(order.count))
        self.listStart = listStart
        // On a flat grid, without copies, for an exact cover with region items covered at the start
        // (holes, pieces placed in advance) or where items may be left uncovered, the candidates of
        // each dead end (see `PocketCheck.deadEnd`): the options that cover the item and, of its
        // neighbours, at most the one on that side. On a full rectangle the search in item order
        // keeps its frontier straight and meets dead ends as soon as they form, and branching on them
        // there only costs nodes (a third more on 6x10); holes make dead ends far from the frontier,
        // where branching on them first halves the search. Where items may be left uncovered, the
        // search branches so once no gap is left (see `BitsetSearch.branch(at:low:high:depth:gaps:)`).
        let exactCover = problem.gaps.limit == 0 && copyBits == 0
        var deadEndStart: [Int32] = [], deadEndPatterns: [UInt32] = []
        if let rule = problem.regionRule, let offsets = rule.sideOffsets, copyBits == 0, rule.layerSize == nil,
           problem.gaps.limit > 0 || problem.coveredAtStart.contains(where: { $0 < rule.itemCount }) {
            var byDeadEnd = Array(repeating: [Int](), count: PocketCheck<Low>.sides * lowCount)
            for index in 0..<problem.optionCount where fits[index] {
                let cells = masks[index].low
                var rest = cells
                while rest != 0 {
                    let item = rest.trailingZeroBitCount
                    rest &= rest - 1
                    let covered = cells & adjacency[item]
                    for side in offsets.indices where rule.neighbours[item].contains(item + offsets[side]) && covered & ~(1 &<< (item + offsets[side])) == 0 {
                        byDeadEnd[PocketCheck<Low>.sides * item + side].append(index)
                    }
                }
            }
            // Each dead end's candidates, by which of the cells next to the neighbour it is entered
            // through are covered (the dead end itself, always empty, stands in for a missing one).
            for deadEnd in byDeadEnd.indices {
                let item = deadEnd / PocketCheck<Low>.sides, side = deadEnd % PocketCheck<Low>.sides
                let around = byDeadEnd[deadEnd].isEmpty ? [] : rule.neighbours[item + offsets[side]].filter { $0 != item }
                let cells = (0..<BitsetEngine.patternBits).map { $0 < around.count ? around[$0] : item }
                deadEndPatterns.append(cells.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) })
                let candidates = byDeadEnd[deadEnd].map { option in
                    (option, cells.indices.reduce(0) { $0 | Int(truncatingIfNeeded: (masks[option].low >> cells[$1]) & 1) << $1 })
                }
                for pattern in 0..<BitsetEngine.patterns {
                    deadEndStart.append(BitsetTables.appendList(candidates.lazy.filter { $0.1 & pattern == 0 }.map(\.0), to: &order, noting: &searchPosition))
                }
            }
            deadEndStart.append(Int32(order.count))
        }
        // For an exact cover in a box, and where items may be left uncovered (without copies), the
        // candidates of each region item by the sides on which its empty neighbours lie, for sets of
        // at most two sides: the options that cover the item and, of its neighbours, only some on
        // those sides. The search branches on the item with the fewest that fit among those with at
        // most two empty neighbours (see `CandidateLists`). With gaps, an item where none fits is one
        // the search leaves uncovered at once, or gives up on when no gap is left.
        var candidateListStart: [Int32] = []
        if let rule = problem.regionRule, let offsets = rule.sideOffsets, copyBits == 0,
           rule.layerSize != nil || problem.gaps.limit > 0 {
            let sideSets = PocketCheck<Low>.sideSets
            var byItem = Array(repeating: [Int](), count: sideSets * lowCount)
            for index in 0..<problem.optionCount where fits[index] {
                let cells = masks[index].low
                var rest = cells
                while rest != 0 {
                    let item = rest.trailingZeroBitCount
                    rest &= rest - 1
                    let used = offsets.indices.filter { rule.neighbours[item].contains(item + offsets[$0]) && cells & (1 &<< (item + offsets[$0])) != 0 }
                        .reduce(0) { $0 | 1 << $1 }
                    for sides in 0..<sideSets where sides.nonzeroBitCount <= 2 && used & ~sides == 0 {
                        byItem[sideSets * item + sides].append(index)
                    }
                }
            }
            for options in byItem { candidateListStart.append(BitsetTables.appendList(options, to: &order, noting: &searchPosition)) }
        }
        itemLists = candidateListStart.count
        // For an exact cover that branches out of item order (on dead ends, or in a box), each
        // piece's candidates: just below the root it branches on the piece with the fewest that fit
        // when they are fewer than the item's.
        var pieceBits: [High] = []
        if exactCover && (!deadEndStart.isEmpty || !candidateListStart.isEmpty) {
            let pieces = single.filter { $0 >= lowCount && !problem.coveredAtStart.contains($0) }
            var byPiece = Array(repeating: [Int](), count: pieces.count)
            let pieceOf = Dictionary(uniqueKeysWithValues: pieces.enumerated().map { (Int32($0.element), $0.offset) })
            for index in 0..<problem.optionCount where fits[index] {
                for item in problem.items(ofOption: index) { if let piece = pieceOf[item] { byPiece[piece].append(index) } }
            }
            for options in byPiece { candidateListStart.append(BitsetTables.appendList(options, to: &order, noting: &searchPosition)) }
            candidateListStart.append(Int32(order.count))
            pieceBits = pieces.map { 1 &<< layout.highStart[$0 - lowCount] }
        }
        (self.candidateListStart, self.pieceBits) = (candidateListStart, pieceBits)
        self.deadEndStart = deadEndStart
        self.deadEndPatterns = deadEndPatterns
        var lowWindows: [UInt64] = []
        if Low.bitWidth > 64 && candidateListStart.isEmpty {
            lowWindows.reserveCapacity(order.count)
            windows: for slot in 0..<layout.slotCount {
                for position in Int(listStart[BitsetEngine.patterns * slot])..<Int(listStart[BitsetEngine.patterns * (slot + 1)]) {
                    let option = order[position]
                    if option < 0 {
                        lowWindows.append(BitsetEngine.windowSentinel)
                    } else if slot >= lowCount {
                        lowWindows.append(masks[option].low == 0 ? 0 : ~0)
                    } else if masks[option].low &>> slot < Low(BitsetEngine.windowSentinel) {
                        lowWindows.append(UInt64(truncatingIfNeeded: masks[option].low &>> slot))
                    } else {
                        break windows
                    }
                }
            }
        }
        self.lowWindows = lowWindows.count == order.count ? UInt64.table(lowWindows) : []
        low = Low.table(order.map { $0 < 0 ? ~0 : masks[$0].low })
        high = High.table(order.map { $0 < 0 ? ~0 : masks[$0].high })
        copies = order.map { $0 < 0 ? 0 : masks[$0].copies }
        optionIndex = order.map(Int32.init)
        self.searchPosition = searchPosition
        var optionSeeds = Array(repeating: Low(0), count: masks.count)
        if let rule = problem.regionRule {
            adjacency.withUnsafeBufferPointer { neighbours in
                let check = PocketCheck(rule: rule, neighbours: neighbours.baseAddress!)
                for (index, mask) in masks.enumerated() { optionSeeds[index] = check.adjacent(to: mask.low) }
            }
        }
        seeds = optionSeeds
        // The root item: the primary item of multiplicity 1, not covered at the start, in the fewest
        // options that can fit; where the search branches on dead ends, one outside the region if
        // there is one (a piece rather than a cell, whose placement makes dead ends early).
        var optionCounts = Array(repeating: 0, count: primary)
        for (index, position) in searchPosition.enumerated() where position >= 0 {
            for item in problem.items(ofOption: index) where item < primary { optionCounts[Int(item)] += 1 }
        }
        let open = single.filter { !problem.coveredAtStart.contains($0) }
        let outside = pieceBits.isEmpty ? [] : open.filter { $0 >= lowCount }
        let root = Int32((outside.isEmpty ? open : outside).min { optionCounts[$0] < optionCounts[$1] } ?? 0)
        rootItem = Int(root)
        rootOptions = searchPosition.indices.filter { searchPosition[$0] >= 0 && problem.items(ofOption: $0).contains(root) }
            .map { searchPosition[$0] }
        remembersCounts = gaps.limit > 0 && gaps.limit < 255
    }

    /// Appends `options` to `order` as one candidate list, padded to whole lanes with entries that
    /// clash with anything covered; notes in `searchPosition` where each option first appears, and
    /// returns where the list starts.
    private static func appendList(_ options: some Sequence<Int>, to order: inout [Int], noting searchPosition: inout [Int32]) -> Int32 {
        let start = Int32(order.count)
        for index in options {
            if searchPosition[index] < 0 { searchPosition[index] = Int32(order.count) }
            order.append(index)
        }
        while order.count % BitsetEngine.lanes != 0 { order.append(-1) }
        return start
    }

    /// The region rule's check over `neighbours`, the rule's adjacency, if the problem has a rule:
    /// none or one.
    private func pocketChecks(neighbours: UnsafePointer<Low>) -> [PocketCheck<Low>] {
        regionRule.map { [PocketCheck(rule: $0, neighbours: neighbours)] } ?? []
    }

    /// See `BitsetEngine.search(from:limits:visitor:)`.
    func search<V: SolutionVisitor>(from prefix: [Int] = [], limits: SearchLimits = .none, visitor: inout V) -> SearchStatistics {
        // The first count that remembers sizes the cache for the whole problem's search.
        if remembersCounts, visitor.plainCount != nil, let countCache = limits.countCache {
            countCache.make(slotWords: CountTable<Low, High>.slotWords, cancellation: limits.cancellation) {
                var random = SplitMix64(seed: 0)
                return estimatedNodes(below: [], probes: CountCache.sizingProbes, random: &random)
            }
        }
        return withUnsafeMutablePointer(to: &visitor) { visitor in
            run(Visiting(visitor: visitor), from: prefix, limits: limits) ?? SearchStatistics()
        }
    }

    /// See `BitsetEngine.estimatedNodes(below:probes:random:)`.
    func estimatedNodes(below prefix: [Int], probes: Int, random: inout SplitMix64) -> Double {
        withUnsafeMutablePointer(to: &random) { random in
            run(Estimating(probes: probes, random: random), from: prefix, limits: .none) ?? 0
        }
    }

    /// Runs `job` on the search below the options of `prefix`, in the search mode the problem needs,
    /// or returns nil if those options clash.
    private func run<Job: BitsetSearchJob>(_ job: Job, from prefix: [Int], limits: SearchLimits) -> Job.Result? {
        var coveredLow = startLow, coveredHigh = startHigh
        var gapsLeft = gaps.limit
        for option in prefix {
            if option < 0 {
                coveredLow |= 1 &<< (-1 - option)
                gapsLeft -= 1
                continue
            }
            let position = Int(searchPosition[option])
            guard position >= 0, coveredLow & Low.word(in: low, at: position) == 0, coveredHigh & High.word(in: high, at: position) == 0 else {
                return nil
            }
            coveredLow |= Low.word(in: low, at: position)
            coveredHigh = BitsetEngine.cover(high: coveredHigh, mask: High.word(in: high, at: position), copies: copies[position], starts: copyStarts)
        }
        // Each level covers a primary item, or leaves one uncovered.
        var path = prefix.map(Int32.init) + repeatElement(0, count: primaryCount + 1)
        return low.withUnsafeBufferPointer { low in high.withUnsafeBufferPointer { high in copies.withUnsafeBufferPointer { copies in
            optionIndex.withUnsafeBufferPointer { optionIndex in
                listStart.withUnsafeBufferPointer { listStart in seeds.withUnsafeBufferPointer { seeds in
                    rootOptions.withUnsafeBufferPointer { rootOptions in adjacency.withUnsafeBufferPointer { neighbours in
                        path.withUnsafeMutableBufferPointer { path in searchPosition.withUnsafeBufferPointer { searchPositions in
                          deadEndStart.withUnsafeBufferPointer { deadEndStart in deadEndPatterns.withUnsafeBufferPointer { deadEndPatterns in
                          lowWindows.withUnsafeBufferPointer { lowWindows in
                          pocketChecks(neighbours: neighbours.baseAddress!).withUnsafeBufferPointer { pockets in
                          piecesBySize.withUnsafeBufferPointer { piecesBySize in pieceSizes.withUnsafeBufferPointer { pieceSizes in
                          candidateListStart.withUnsafeBufferPointer { candidateListStart in pieceBits.withUnsafeBufferPointer { pieceBits in
                            var search = BitsetSearch<ExactCoverOnly, Low, High>(
                                low: low.baseAddress!, high: high.baseAddress!, copies: copies.baseAddress!,
                                optionIndex: optionIndex.baseAddress!, listStart: listStart.baseAddress!,
                                deadEndStart: deadEndStart.baseAddress, deadEndPatterns: deadEndPatterns.baseAddress, lowWindows: lowWindows.isEmpty ? nil : lowWindows.baseAddress, seeds: seeds.baseAddress!, rootOptions: rootOptions, path: path.baseAddress!,
                                lowCount: lowCount, primaryLow: primaryLow, primaryHigh: primaryHigh, copyBits: copyBits,
                                copyStarts: copyStarts, rootItem: rootItem, gapItems: gaps.items, limits: limits,
                                piecesLeft: PiecesLeft(bySize: piecesBySize.baseAddress, sizes: pieceSizes.baseAddress, count: pieceSizes.count),
                                candidates: CandidateLists(low: low.baseAddress!, high: high.baseAddress!, start: candidateListStart.baseAddress,
                                                           itemLists: itemLists, pieceBits: pieceBits.baseAddress, pieceCount: pieceBits.count),
                                pockets: pockets.isEmpty ? nil : pockets.baseAddress)
                            #if DEBUG
                            search.searchPosition = searchPositions.baseAddress
                            search.coveredAtStart = (startLow, startHigh)
                            #endif
                            let start = (low: coveredLow, high: coveredHigh, gaps: gapsLeft, depth: prefix.count)
                            switch (gaps.limit > 0, copyBits != 0) {
                            case (false, false) where itemLists > 0:
                                return job.run(BitsetSearch<FewestCandidatesInLayers, Low, High>(search), from: start)
                            case (false, false) where !deadEndStart.isEmpty:
                                return job.run(BitsetSearch<DeadEndsFirst, Low, High>(search), from: start)
                            case (false, false): return job.run(search, from: start)
                            case (true, false) where remembersCounts:
                                return job.run(BitsetSearch<GapsInFillOrder, Low, High>(search), from: start)
                            case (true, false): return job.run(BitsetSearch<GapsAllowed, Low, High>(search), from: start)
                            case (false, true): return job.run(BitsetSearch<CopiesAllowed, Low, High>(search), from: start)
                            case (true, true): return job.run(BitsetSearch<GapsAndCopiesAllowed, Low, High>(search), from: start)
                            }
                        } } } } } } } } } }
                    } }
                } }
            }
        } } }
    }
}
