/// One bitset search: read-only tables by raw pointer, and the recursion over two words of state.
struct BitsetSearch<Mode: SearchMode, Low: BitsetWord, High: BitsetWord> {
    let low: UnsafePointer<Low>
    let high: UnsafePointer<High>
    let copies: UnsafePointer<High>
    let optionIndex: UnsafePointer<Int32>
    let listStart: UnsafePointer<Int32>
    /// The candidate lists of dead ends, and the items that pick each one's list, read only when
    /// the mode branches on them.
    let deadEndStart: UnsafePointer<Int32>?
    let deadEndPatterns: UnsafePointer<UInt32>?
    /// The candidates' low items from their list's item on, where the tables have them (see `BitsetTables.lowWindows`).
    let lowWindows: UnsafePointer<UInt64>?
    /// The region items next to each option, by the problem's option index.
    let seeds: UnsafePointer<Low>
    let rootOptions: UnsafeBufferPointer<Int32>
    /// The problem's indices of the options chosen so far, by depth.
    let path: UnsafeMutablePointer<Int32>
    let lowCount: Int
    let primaryLow: Low
    let primaryHigh: High
    let copyBits: High
    let copyStarts: High
    let rootItem: Int
    /// Items `0..<gapItems` may be left uncovered.
    let gapItems: Int
    let limits: SearchLimits
    let piecesLeft: PiecesLeft<High>
    let candidates: CandidateLists<Low, High>
    /// The region rule's check: by value where the low word has 64 bits (`pocketCheck`), by
    /// pointer where it is wider (`pocketPointer`), since copying a check of 128-bit words took a
    /// `memcpy` at every choice, and reading one of 64-bit words through a pointer a few per cent
    /// of the 60-cell rectangles' time.
    let pocketCheck: PocketCheck<Low>?
    let pocketPointer: UnsafePointer<PocketCheck<Low>>?
    /// The slots of the count cache this search uses, if it has one (see `CountCache`).
    let countTable: CountTable<Low, High>?

    /// The region rule's check, if the problem has a rule.
    @inline(__always)
    var pockets: PocketCheck<Low>? { Low.bitWidth > 64 ? pocketPointer?.pointee : pocketCheck }
    var statistics = SearchStatistics()
    /// The node count at which the search next looks at its limits.
    var checkpoint: UInt64
    #if DEBUG
    /// A candidate position of each of the problem's options, for the debug build's checks.
    var searchPosition: UnsafePointer<Int32>?
    /// The items covered at the start, in each word, for the same checks.
    var coveredAtStart: (low: Low, high: High) = (0, 0)
    #endif

    /// The same search in another mode.
    init<Other>(_ other: BitsetSearch<Other, Low, High>) {
        self.init(low: other.low, high: other.high, copies: other.copies, optionIndex: other.optionIndex, listStart: other.listStart,
                  deadEndStart: other.deadEndStart, deadEndPatterns: other.deadEndPatterns, lowWindows: other.lowWindows, seeds: other.seeds, rootOptions: other.rootOptions, path: other.path, lowCount: other.lowCount,
                  primaryLow: other.primaryLow, primaryHigh: other.primaryHigh, copyBits: other.copyBits, copyStarts: other.copyStarts,
                  rootItem: other.rootItem, gapItems: other.gapItems, limits: other.limits, piecesLeft: other.piecesLeft,
                  candidates: other.candidates, pockets: other.pocketPointer)
        #if DEBUG
        searchPosition = other.searchPosition
        coveredAtStart = other.coveredAtStart
        #endif
    }

    init(low: UnsafePointer<Low>, high: UnsafePointer<High>, copies: UnsafePointer<High>, optionIndex: UnsafePointer<Int32>,
         listStart: UnsafePointer<Int32>, deadEndStart: UnsafePointer<Int32>?, deadEndPatterns: UnsafePointer<UInt32>?, lowWindows: UnsafePointer<UInt64>?, seeds: UnsafePointer<Low>, rootOptions: UnsafeBufferPointer<Int32>,
         path: UnsafeMutablePointer<Int32>, lowCount: Int, primaryLow: Low, primaryHigh: High, copyBits: High,
         copyStarts: High, rootItem: Int, gapItems: Int, limits: SearchLimits, piecesLeft: PiecesLeft<High>, candidates: CandidateLists<Low, High>,
         pockets: UnsafePointer<PocketCheck<Low>>?) {
        self.low = low
        self.high = high
        self.copies = copies
        self.optionIndex = optionIndex
        self.listStart = listStart
        self.deadEndStart = deadEndStart
        self.deadEndPatterns = deadEndPatterns
        self.lowWindows = lowWindows
        self.seeds = seeds
        self.rootOptions = rootOptions
        self.path = path
        self.lowCount = lowCount
        self.primaryLow = primaryLow
        self.primaryHigh = primaryHigh
        self.copyBits = copyBits
        self.copyStarts = copyStarts
        self.rootItem = rootItem
        self.gapItems = gapItems
        self.limits = limits
        self.piecesLeft = piecesLeft
        self.candidates = candidates
        pocketPointer = pockets
        pocketCheck = Low.bitWidth > 64 ? nil : pockets?.pointee
        checkpoint = limits.firstCheckpoint
        countTable = limits.countCache?.memory.map(CountTable.init)
    }

    /// Searches from `start`, the covered words, gaps left and depth that the prefix left.
    consuming func run<V: SolutionVisitor>(from start: SearchStart<Low, High>, visitor: inout V) -> SearchStatistics {
        statistics.complete = explore(low: start.low, high: start.high, gaps: Mode.allowsGaps ? start.gaps : 0, depth: start.depth, visitor: &visitor)
        return statistics
    }

    /// Whether choosing option `k` (in search order, the problem's `option`), which fits the covered
    /// items, would leave a pocket that no solution can fill, with `nextLow` covered after it.
    @inline(__always)
    func leavesBadPocket(_ nextLow: Low, option: Int32, high coveredHigh: High, after k: Int, gaps: Int) -> Bool {
        guard let pockets else { return false }
        return pockets.leavesBadPocket(covered: nextLow, seeds: seeds[Int(option)],
                                       slack: Mode.allowsGaps ? gaps : 0,
                                       fillable: Mode.allowsGaps ? piecesLeft.fillableSizes(covered: high(after: k, from: coveredHigh)) : 0,
                                       inLayers: Mode.inLayers, pocketsOfFour: Mode.findsPocketsOfFour)
    }

    /// Explores below option `k` (in search order), which fits the covered items; false once the search must stop.
    @inline(__always)
    mutating func choose<V: SolutionVisitor>(_ k: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int,
                                             depth: Int, visitor: inout V) -> Bool {
        let nextLow = coveredLow | Low.word(in: low, at: k)
        let option = optionIndex[k]
        if leavesBadPocket(nextLow, option: option, high: coveredHigh, after: k, gaps: gaps) { return true }
        path[depth] = option
        return explore(low: nextLow, high: high(after: k, from: coveredHigh), gaps: gaps, depth: depth &+ 1, visitor: &visitor)
    }

    /// The high word after choosing option `k` (in search order) with `coveredHigh` covered.
    @inline(__always)
    func high(after k: Int, from coveredHigh: High) -> High {
        Mode.allowsCopies ? BitsetEngine.cover(high: coveredHigh, mask: High.word(in: high, at: k), copies: copies[k], starts: copyStarts)
                          : coveredHigh | High.word(in: high, at: k)
    }

    /// Whether low item `item` may be left uncovered: gaps are allowed, some are left, the item may
    /// be one, and leaving it empty leaves no pocket that no solution can fill. Inlined: a call
    /// would copy the search's whole state at every node that leaves an item uncovered.
    @inline(__always)
    func mayLeaveUncovered(_ item: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int) -> Bool {
        guard Mode.allowsGaps, gaps > 0, item < gapItems else { return false }
        guard let pockets else { return true }
        return !pockets.leavesBadPocket(covered: coveredLow | 1 &<< item, seeds: pockets.adjacent(to: 1 &<< item), slack: gaps - 1,
                                        fillable: piecesLeft.fillableSizes(covered: coveredHigh), pocketsOfFour: Mode.findsPocketsOfFour)
    }

    /// Explores below leaving low item `item` uncovered, when it may be; false once the search must stop.
    @inline(never)
    mutating func leaveUncovered<V: SolutionVisitor>(_ item: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int,
                                                     depth: Int, visitor: inout V) -> Bool {
        guard mayLeaveUncovered(item, low: coveredLow, high: coveredHigh, gaps: gaps) else { return true }
        path[depth] = Int32(-1 - item)
        return explore(low: coveredLow | 1 &<< item, high: coveredHigh, gaps: gaps - 1, depth: depth &+ 1, visitor: &visitor)
    }

    /// The first uncovered primary item of multiplicity 1, or nil when every one is covered.
    @inline(__always)
    func firstOpenItem(low coveredLow: Low, high coveredHigh: High) -> Int? {
        let openLow = primaryLow & ~coveredLow
        if openLow != 0 { return openLow.trailingZeroBitCount }
        let openHigh = primaryHigh & ~coveredHigh
        return openHigh == 0 ? nil : lowCount &+ openHigh.trailingZeroBitCount
    }

    /// Below the root, at `depth` with `gaps` left, where the search branches when `item` is the
    /// first uncovered item: as `branch(at:low:)` says, or, in a box or where items may be left
    /// uncovered while some gaps are left, on the item with the fewest candidates that fit among
    /// that one and those with at most two empty neighbours (see `CandidateLists.fewestAmongItems`);
    /// just below the root, where the mode
    /// branches on pieces, on the unplaced piece with the fewest candidates that fit if they are
    /// fewer still (item -1 then: only exact covers branch so, where no item is left uncovered).
    /// This is Knuth's rule of the fewest remaining options, which Dancing Links follows at every
    /// node, where it pays for counting the candidates: `3x4x5` searched 143 M nodes in item order
    /// with dead ends first, 54 M with a piece just below the root, 12 M with both choices; a 7x7
    /// board with nine pieces and four gaps 47 M in item order, 18 M choosing items. On flat boards
    /// without gaps the counts cost more than they saved, and on full rectangles a piece only added
    /// nodes. Once no gap is left, the rest is an exact cover: on a flat grid the search then
    /// branches on dead ends as on a rectangle with holes, without counting (the 62-cell board of
    /// docs/boards, on one thread: 340 M nodes to 543 M in about the same time, 24.4 s to 24.6 s;
    /// the 8x8 with the X drawn in its corner, 433 M nodes in 37.0 s to 572 M in 30.7 s; the 7x7
    /// board 1.23 s to 1.07 s; but docs/boards/tall-plus-one.txt, on both cores, 243 K nodes in
    /// 13.1 ms to 471 K in 16.8 ms).
    @inline(__always)
    func branch(at item: Int, low coveredLow: Low, high coveredHigh: High, depth: Int, gaps: Int) -> (item: Int, k: Int, end: Int) {
        if Mode.allowsGaps && Mode.branchesOnFewest && gaps == 0 && deadEndStart != nil { return branch(at: item, low: coveredLow, deadEnds: true) }
        var best = branch(at: item, low: coveredLow)
        if Mode.branchesOnFewest, candidates.itemLists > 0, let pockets, item < lowCount {
            best = candidates.fewestAmongItems(best, neighbours: pockets.emptyNeighbours(of: pockets.regionItems & ~coveredLow),
                                               covered: (coveredLow, coveredHigh), deadEndsSuffice: Mode.allowsGaps)
        }
        guard Mode.branchesOnPieces, depth == 1 else { return best }
        return candidates.fewestAmongPieces(best, covered: (coveredLow, coveredHigh))
    }

    /// Below the root, where the search branches when `item` is the first uncovered item: on a dead
    /// end if `deadEnds` (by default, if the mode looks for them) and there is one (fewer
    /// candidates, and a dead branch shows sooner), else on `item`. The item branched on, and its
    /// candidates' positions `k..<end`.
    @inline(__always)
    func branch(at item: Int, low coveredLow: Low, deadEnds: Bool = Mode.branchesOnDeadEnds) -> (item: Int, k: Int, end: Int) {
        if deadEnds, let deadEndStart, let deadEndPatterns, let pockets, item < lowCount,
           case let empty = pockets.regionItems & ~coveredLow,
           case let deadEnd = pockets.deadEnd(empty: empty), deadEnd >= 0 {
            let cells = deadEndPatterns[deadEnd]
            var pattern = 0
            for bit in 0..<BitsetEngine.patternBits {
                pattern |= Int(truncatingIfNeeded: (coveredLow &>> Int(truncatingIfNeeded: (cells &>> (8 &* bit)) & 0xFF)) & 1) &<< bit
            }
            let list = BitsetEngine.patterns &* deadEnd &+ pattern
            return (deadEnd / PocketCheck<Low>.sides, Int(deadEndStart[list]), Int(deadEndStart[list &+ 1]))
        }
        let list = BitsetEngine.patterns &* item &+ BitsetEngine.pattern(of: coveredLow, item: item, lowCount: lowCount)
        return (item, Int(listStart[list]), Int(listStart[list &+ 1]))
    }

    /// Of the candidates `k..<chunkEnd` (at most 64), those that fit the covered items, as bits from
    /// `k`, tested four at a time. `coveredWindow` is the covered items' window from the first
    /// uncovered item (see `coveredWindow(from:low:)`).
    @inline(__always)
    func fitting(from k: Int, to chunkEnd: Int, low coveredLow: Low, high coveredHigh: High, window coveredWindow: UInt64) -> UInt64 {
        // With low words of more than 64 bits, the candidates' windows from the item branched on.
        let window: UnsafePointer<UInt64>? = Low.bitWidth > 64 ? lowWindows : nil
        var fits: UInt64 = 0
        var i = k
        while i < chunkEnd {
            var clash = High.clashes(in: high, at: i, with: coveredHigh)
            if let window {
                clash |= UInt64.clashes(in: window, at: i, with: coveredWindow)
            } else {
                clash |= Low.clashes(in: low, at: i, with: coveredLow)
            }
            fits |= SIMD4<UInt64>(repeating: 0).replacing(with: SIMD4(1, 2, 4, 8), where: clash .== 0).wrappedSum() &<< (i &- k)
            i &+= 4
        }
        return fits
    }

    /// The covered items from `item` on, in a 64-bit window (see `BitsetTables.lowWindows`).
    @inline(__always)
    func coveredWindow(from item: Int, low coveredLow: Low) -> UInt64 {
        item < lowCount ? UInt64(truncatingIfNeeded: coveredLow &>> item) | BitsetEngine.windowSentinel : ~0
    }

    /// Explores every extension of the state; returns false once the visitor asks to stop or the node limit is reached.
    mutating func explore<V: SolutionVisitor>(low coveredLow: Low, high coveredHigh: High, gaps: Int, depth: Int,
                                              visitor: inout V) -> Bool {
        if depth >= limits.splitDepth {
            return visitor.visit(UnsafeBufferPointer(start: path, count: depth))
        }
        #if DEBUG
        checkState(low: coveredLow, high: coveredHigh, depth: depth)
        #endif
        if statistics.nodes == checkpoint {
            guard let next = limits.checkpoint(after: statistics.nodes) else { return false }
            checkpoint = next
        }
        statistics.nodes &+= 1
        guard let item = firstOpenItem(low: coveredLow, high: coveredHigh) else {
            // Every item of multiplicity 1 is covered: a solution if the items of higher multiplicity are too.
            guard !Mode.allowsCopies || coveredHigh & copyBits == copyBits else { return true }
            return visitor.visit(UnsafeBufferPointer(start: path, count: depth))
        }
        if depth == 0 {
            for k in rootOptions where Low.word(in: low, at: Int(k)) & coveredLow == 0 && High.word(in: high, at: Int(k)) & coveredHigh == 0 {
                if !choose(Int(k), low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth, visitor: &visitor) { return false }
            }
            return !Mode.allowsGaps || leaveUncovered(rootItem, low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth, visitor: &visitor)
        }
        // A state met before: its count, from the cache. Otherwise, once counted whole, its count goes
        // there. (A count below `splitDepth` never reaches here: it hands partial solutions over.)
        var countBefore: UInt64?
        if Mode.remembersCounts, let countTable, let before = visitor.plainCount {
            if let count = countTable.count(low: coveredLow, high: coveredHigh, gaps: gaps) {
                visitor.visit(count: count)
                return true
            }
            countBefore = before
        }
        var (branchItem, k, end) = branch(at: item, low: coveredLow, high: coveredHigh, depth: depth, gaps: gaps)
        if Mode.remembersCounts, countBefore != nil, gaps > 0 { countTable?.prefetch(low: coveredLow | 1 &<< branchItem, high: coveredHigh, gaps: gaps &- 1) }
        let window = coveredWindow(from: item, low: coveredLow)
        while k < end {
            let chunkEnd = min(end, k &+ 64)
            var fits = fitting(from: k, to: chunkEnd, low: coveredLow, high: coveredHigh, window: window)
            if Mode.remembersCounts, countBefore != nil { prefetchCounts(of: fits, from: k, low: coveredLow, high: coveredHigh, gaps: gaps) }
            while fits != 0 {
                if !choose(k &+ fits.trailingZeroBitCount, low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth, visitor: &visitor) {
                    return false
                }
                fits &= fits &- 1
            }
            k = chunkEnd
        }
        guard !Mode.allowsGaps || leaveUncovered(branchItem, low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth, visitor: &visitor) else {
            return false
        }
        if Mode.remembersCounts, let countBefore { remember(low: coveredLow, high: coveredHigh, gaps: gaps, count: (visitor.plainCount ?? countBefore) &- countBefore) }
        return true
    }

    /// Starts loading the cache slots of the children `fits` (bits from candidate position `k` on):
    /// each node's lookup waits on main memory otherwise.
    @inline(__always)
    func prefetchCounts(of fits: UInt64, from k: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int) {
        var fits = fits
        while fits != 0 {
            let candidate = k &+ fits.trailingZeroBitCount
            countTable?.prefetch(low: coveredLow | Low.word(in: low, at: candidate), high: high(after: candidate, from: coveredHigh), gaps: gaps)
            fits &= fits &- 1
        }
    }

    /// Puts the count below a state in the cache.
    @inline(__always)
    func remember(low coveredLow: Low, high coveredHigh: High, gaps: Int, count: UInt64) {
        countTable?.store(low: coveredLow, high: coveredHigh, gaps: gaps, count: count)
    }

    /// One random descent from `start`, in the manner of Knuth's estimator: at each node it counts
    /// the children the search would explore there, and goes on into one of them drawn uniformly.
    /// The sum, over the nodes it passes, of the product of the counts above each is an unbiased
    /// estimate of the number of nodes the search visits from `start` (`statistics.nodes`).
    func probe(from start: SearchStart<Low, High>, random: inout SplitMix64) -> Double {
        var (coveredLow, coveredHigh, gaps, depth) = (start.low, start.high, Mode.allowsGaps ? start.gaps : 0, start.depth)
        var estimate = 0.0, weight = 1.0
        while true {
            estimate += weight
            guard let item = firstOpenItem(low: coveredLow, high: coveredHigh) else { return estimate }
            // The children that pass, counted, with one kept at random (reservoir sampling): a
            // candidate position, or -1 for leaving the item branched on uncovered.
            var children: UInt64 = 0, chosen = -1
            let branchItem: Int
            if depth == 0 {
                branchItem = rootItem
                for k in rootOptions where Low.word(in: low, at: Int(k)) & coveredLow == 0 && High.word(in: high, at: Int(k)) & coveredHigh == 0
                    && !leavesBadPocket(coveredLow | Low.word(in: low, at: Int(k)), option: optionIndex[Int(k)], high: coveredHigh, after: Int(k), gaps: gaps) {
                    children += 1
                    if random.uniform(below: children) == 0 { chosen = Int(k) }
                }
            } else {
                var (k, end): (Int, Int)
                (branchItem, k, end) = branch(at: item, low: coveredLow, high: coveredHigh, depth: depth, gaps: gaps)
                let window = coveredWindow(from: item, low: coveredLow)
                while k < end {
                    let chunkEnd = min(end, k &+ 64)
                    var fits = fitting(from: k, to: chunkEnd, low: coveredLow, high: coveredHigh, window: window)
                    while fits != 0 {
                        let candidate = k &+ fits.trailingZeroBitCount
                        fits &= fits &- 1
                        guard !leavesBadPocket(coveredLow | Low.word(in: low, at: candidate), option: optionIndex[candidate],
                                               high: coveredHigh, after: candidate, gaps: gaps) else { continue }
                        children += 1
                        if random.uniform(below: children) == 0 { chosen = candidate }
                    }
                    k = chunkEnd
                }
            }
            let leaving = Mode.allowsGaps && mayLeaveUncovered(branchItem, low: coveredLow, high: coveredHigh, gaps: gaps)
            if leaving {
                children += 1
                if random.uniform(below: children) == 0 { chosen = -1 }
            }
            guard children > 0 else { return estimate }
            weight *= Double(children)
            if chosen < 0 {
                coveredLow |= 1 &<< branchItem
                gaps -= 1
            } else {
                coveredHigh = high(after: chosen, from: coveredHigh)
                coveredLow |= Low.word(in: low, at: chosen)
            }
            depth += 1
        }
    }
}
