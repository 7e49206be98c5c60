// Dancing Links, in the order of Knuth's dlx1.w (and dlx2.w for colours):
//
// 1. The data structures: the nodes (`DancingLinks.Node`), the list of active items
//    (`DancingLinks.ItemLinks`), and the engine's arrays, kept unchanged between searches.
// 2. Building the links from a problem, dlx1's "Inputting the matrix": `DancingLinks.init`, and the
//    region items of each option in words (`RegionMasks`).
// 3. One search: its buffers (`DancingLinks.search`), what it keeps for each level (`LevelRecords`),
//    and its state (`DancingLinksState`).
// 4. The link operations: hide and unhide, cover and uncover, purify and unpurify (dlx2's), and the
//    covering of an option's other items.
// 5. Algorithm X's steps, X2 [Enter level l] to X8 [Leave level l].
// 6. The debug checks of the links, after the type they extend.

/// Knuth's Algorithm X with dancing links (his DLX1): an exact-cover engine for problems of any size.
///
/// It branches on the primary item with the fewest remaining options. Items and option nodes live in
/// flat buffers linked by integer index, copied fresh for each search, so one engine value can run
/// many searches, on any number of threads at once. Items covered at the start leave the list of
/// active items, with every option that holds one. Beyond DLX1:
/// - A region rule keeps a word of covered region items beside the links (64 or 128 bits) and skips
///   options that would leave a region no solution can fill; with more region items and no gaps, it
///   checks the regions next to each option cell by cell (`LargeRegionCheck`).
/// - Where gaps are allowed, the item branched on may also be left uncovered after its options.
/// - An item of multiplicity above 1 is never branched on; a level tries its options in order of the
///   covers their item of highest multiplicity still needs, the most first, so that the copies of a
///   piece are used evenly (`docs/speed-history.md`, "Dancing Links uses copies evenly").
/// - Colours on secondary items are Knuth's DLX2: an option that gives an item a colour purifies it,
///   hiding the options that give it another colour or none.
public struct DancingLinks: ExactCoverEngine {
    // MARK: The data structures

    /// One node: an item header (`top` holds the item's option count), a spacer between options
    /// (`top` ≤ 0), or an option's entry for one item (`top` is that item's header).
    fileprivate struct Node {
        var top: Int32
        var up: Int32
        var down: Int32
        var colour: Int32 = 0
    }

    /// The links of an item header in the list of active primary items.
    fileprivate struct ItemLinks {
        var left: Int32
        var right: Int32
    }

    /// The nodes' fields, one array each. Headers are nodes `1...itemCount` (problem item `k` is
    /// header `k + 1`); node 0 is the root of the active item list.
    private let top: [Int32]
    private let up: [Int32]
    private let down: [Int32]
    /// The option each node belongs to, or -1 for headers and spacers.
    private let optionOfNode: [Int32]
    /// The colour each node gives its item (0 for none, and for headers and spacers); empty when
    /// no option gives a colour.
    private let colour: [Int32]
    private let items: [ItemLinks]
    private let primaryItemCount: Int
    /// How many times each item header may still be covered at the start (1 but for items of a
    /// higher multiplicity or capacity), and the headers of the primary items of higher multiplicity,
    /// which a solution must cover that often.
    private let multiplicity: [Int32]
    private let multipleItems: [Int32]
    /// The first node of each option, or -1 for an option left out because it can never fit.
    private let firstNode: [Int32]
    /// Where some item has a multiplicity above 1 (else empty): for each node of an option, the
    /// header of the option's first item of highest multiplicity, whose covers still needed order
    /// the options a level tries.
    private let mostCoveredItem: [Int32]
    /// The region items that each option covers and those covered at the start, in words as wide as
    /// the region rule needs.
    private let regions: RegionWords
    private let regionRule: RegionRule?
    private let gaps: Gaps
    /// The primary items covered at the start.
    private let coveredAtStart: [Int]

    // MARK: Building the links

    /// The engine for `problem`.
    public init(_ problem: ExactCoverProblem) {
        primaryItemCount = problem.primaryItemCount
        let regionRule = problem.regionRule
        self.regionRule = regionRule
        gaps = problem.gaps
        coveredAtStart = problem.coveredAtStart
        let fitsRule: [Bool]
        if (regionRule?.itemCount ?? 0) <= 64 {
            let masks = RegionMasks<UInt64>(problem, rule: regionRule)
            (regions, fitsRule) = (.narrow(masks), masks.fitting(problem))
        } else if let regionRule, regionRule.itemCount <= RegionRule.wordItems {
            let masks = RegionMasks<UInt128>(problem, rule: regionRule)
            (regions, fitsRule) = (.wide(masks), masks.fitting(problem))
        } else {
            let masks = RegionMasks<UInt64>(problem, rule: nil)
            (regions, fitsRule) = (.narrow(masks), masks.fitting(problem))
        }
        let fits = zip(problem.optionsClearOfStart, fitsRule).map { $0 && $1 }

        let (nodes, optionOfNode, firstNode) = DancingLinks.nodes(of: problem, fits: fits)
        top = nodes.map(\.top)
        up = nodes.map(\.up)
        down = nodes.map(\.down)
        colour = problem.hasColours ? nodes.map(\.colour) : []
        self.optionOfNode = optionOfNode
        self.firstNode = firstNode
        items = DancingLinks.activeList(of: problem)
        multiplicity = [1] + problem.coverCounts.map(Int32.init)
        multipleItems = (0..<problem.primaryItemCount).filter { problem.multiplicities[$0] > 1 }.map { Int32($0 + 1) }
        mostCoveredItem =
            multipleItems.isEmpty
            ? []
            : DancingLinks.mostCoveredItems(
                top: top, multiplicity: [1] + problem.multiplicities.map(Int32.init) + problem.capacities.map { _ in 1 }
            )
    }

    /// For each node of an option, in nodes whose headers and spacers are as `top` says, the header
    /// of the option's first item of highest multiplicity (0 for headers and spacers).
    private static func mostCoveredItems(top: [Int32], multiplicity: [Int32]) -> [Int32] {
        var result = Array(repeating: Int32(0), count: top.count)
        // The first option's first node, after the headers and a spacer.
        var first = multiplicity.count + 1
        while first < top.count {
            var end = first, most = top[first]
            while top[end] > 0 {
                if multiplicity[Int(top[end])] > multiplicity[Int(most)] { most = top[end] }
                end += 1
            }
            for node in first..<end { result[node] = most }
            first = end + 1
        }
        return result
    }

    /// The nodes: item headers, then the options that `fits` keeps, in the problem's order, each
    /// after a spacer and linked into its items' lists; the option of each node (-1 for headers and
    /// spacers); and each option's first node (-1 for an option left out).
    private static func nodes(of problem: ExactCoverProblem, fits: [Bool]) -> (
        nodes: [Node], optionOfNode: [Int32], firstNode: [Int32]
    ) {
        let itemCount = problem.itemCount
        var nodes = (0...itemCount).map { Node(top: 0, up: Int32($0), down: Int32($0)) }
        var optionOfNode = Array(repeating: Int32(-1), count: itemCount + 2)
        var firstNode: [Int32] = []
        // The spacer before the first option.
        var spacer = nodes.count
        nodes.append(Node(top: 0, up: 0, down: 0))
        for index in 0..<problem.optionCount {
            guard fits[index] else {
                firstNode.append(-1)
                continue
            }
            let first = Int32(nodes.count)
            firstNode.append(first)
            for (item, colour) in zip(problem.items(ofOption: index), problem.colours(ofOption: index)) {
                let header = Int(item) + 1
                let node = Int32(nodes.count)
                nodes.append(Node(top: Int32(header), up: nodes[header].up, down: Int32(header), colour: colour))
                optionOfNode.append(Int32(index))
                nodes[Int(nodes[header].up)].down = node
                nodes[header].up = node
                nodes[header].top += 1
            }
            nodes[spacer].down = Int32(nodes.count - 1)
            spacer = nodes.count
            nodes.append(Node(top: -Int32(index + 1), up: first, down: 0))
            optionOfNode.append(-1)
        }
        precondition(nodes.count < Int(Int32.max), "problem too large for 32-bit links")
        return (nodes, optionOfNode, firstNode)
    }

    /// The links of the active list: the primary items not covered at the start and of multiplicity
    /// 1, with header 0 as its root; every other item's links point at itself.
    private static func activeList(of problem: ExactCoverProblem) -> [ItemLinks] {
        let active =
            [0]
            + (0..<problem.primaryItemCount).filter {
                !problem.coveredAtStart.contains($0) && problem.multiplicities[$0] == 1
            }
            .map { $0 + 1 }
        var items = (0...problem.itemCount).map { ItemLinks(left: Int32($0), right: Int32($0)) }
        for (place, header) in active.enumerated() {
            items[header] = ItemLinks(
                left: Int32(active[(place + active.count - 1) % active.count]),
                right: Int32(active[(place + 1) % active.count]))
        }
        return items
    }

    // MARK: One search

    /// Each search copies the links, which costs about a node of search per 4096 fields copied
    /// (`docs/speed-history.md`, "Subtrees that cost more to set up than to search").
    public var subtreeSetUpNodes: Double {
        let fieldsPerNode: Int = colour.isEmpty ? 3 : 4
        let fields: Int = fieldsPerNode * top.count + 2 * items.count + multiplicity.count
        return Double(fields) / 4096
    }

    /// See `ExactCoverEngine.search(from:limits:visitor:)`.
    public func search<V: SolutionVisitor>(from prefix: [Int] = [], limits: SearchLimits = .none, visitor: inout V)
        -> SearchStatistics
    {
        switch regions {
        case .narrow(let masks): search(from: prefix, limits: limits, regions: masks, visitor: &visitor)
        case .wide(let masks): search(from: prefix, limits: limits, regions: masks, visitor: &visitor)
        }
    }

    /// The search, with region items in words of type `Word`.
    private func search<V: SolutionVisitor, Word: BitsetWord>(
        from prefix: [Int], limits: SearchLimits, regions: RegionMasks<Word>,
        visitor: inout V
    ) -> SearchStatistics {
        let depthLimit = primaryItemCount + prefix.count + 1
        let nodeCount = top.count
        let fields = colour.isEmpty ? [top, up, down] : [top, up, down, colour]
        let nodeBuffer = UnsafeMutablePointer<Int32>.allocate(capacity: fields.count * nodeCount)
        let itemBuffer = UnsafeMutablePointer<ItemLinks>.allocate(capacity: items.count)
        let levels = LevelRecords(depthLimit: depthLimit)
        let region = UnsafeMutablePointer<Word>.allocate(capacity: depthLimit + 1)
        // The rule in words, where its items fit them (see `RegionMasks`); else its large check, without gaps.
        let wordRule = regions.rule
        let neighbours = UnsafeMutablePointer<Word>.allocate(capacity: max(1, wordRule?.itemCount ?? 0))
        let large =
            wordRule == nil && gaps.limit == 0
            ? regionRule.map { LargeRegionCheck(rule: $0, coveredAtStart: coveredAtStart) } : nil
        let remaining = UnsafeMutablePointer<Int32>.allocate(capacity: multiplicity.count)
        // The levels' options in the order they try them, where options are ordered: the options of
        // one item each, of items that differ from level to level, so no more than the nodes.
        let candidates = UnsafeMutablePointer<Int32>.allocate(capacity: mostCoveredItem.isEmpty ? 1 : nodeCount)
        defer {
            nodeBuffer.deallocate()
            itemBuffer.deallocate()
            levels.deallocate()
            region.deallocate()
            neighbours.deallocate()
            remaining.deallocate()
            candidates.deallocate()
            large?.deallocate()
        }
        multiplicity.withUnsafeBufferPointer { remaining.initialize(from: $0.baseAddress!, count: $0.count) }
        for (offset, field) in fields.enumerated() {
            field.withUnsafeBufferPointer {
                (nodeBuffer + offset * nodeCount).initialize(from: $0.baseAddress!, count: nodeCount)
            }
        }
        items.withUnsafeBufferPointer { itemBuffer.initialize(from: $0.baseAddress!, count: $0.count) }
        var pockets: PocketCheck<Word>?
        if let wordRule {
            let adjacency: [Word] = wordRule.adjacency()
            adjacency.withUnsafeBufferPointer { neighbours.initialize(from: $0.baseAddress!, count: $0.count) }
            pockets = PocketCheck(rule: wordRule, neighbours: neighbours)
        }
        region[0] = regions.start
        levels.gapsLeft[0] = Int32(gaps.limit)
        levels.candidateBounds[0] = 0
        return regions.options.withUnsafeBufferPointer { optionRegion in
            optionOfNode.withUnsafeBufferPointer { optionOfNode in
                multipleItems.withUnsafeBufferPointer { multipleItems in
                    mostCoveredItem.withUnsafeBufferPointer { mostCoveredItem in
                        var state = DancingLinksState(
                            top: nodeBuffer, up: nodeBuffer + nodeCount, down: nodeBuffer + 2 * nodeCount,
                            colour: colour.isEmpty ? nil : nodeBuffer + 3 * nodeCount,
                            items: itemBuffer, levels: levels, region: region, optionRegion: optionRegion.baseAddress!,
                            optionOfNode: optionOfNode.baseAddress!,
                            regionCount: Int32(regionRule?.itemCount ?? 0), gapItems: Int32(gaps.items),
                            pockets: pockets, large: large,
                            nodeCount: Int32(nodeCount), remaining: remaining,
                            countsCovers: multiplicity.contains { $0 > 1 }, multipleItems: multipleItems,
                            mostCoveredItem: mostCoveredItem.isEmpty ? nil : mostCoveredItem.baseAddress,
                            candidates: candidates)
                        for (level, option) in prefix.enumerated() {
                            if let item = Choice.itemLeft(by: option) {
                                state.leaveUncovered(item: Int32(item + 1), level: level)
                                continue
                            }
                            guard firstNode[option] >= 0 else { return SearchStatistics() }
                            state.select(node: firstNode[option], level: level)
                        }
                        return state.run(base: prefix.count, limits: limits, visitor: &visitor)
                    }
                }
            }
        }
    }
}

// MARK: - Region items in words

/// The region items that each option of a problem covers, and those covered at the start, as words.
private struct RegionMasks<Word: BitsetWord>: Sendable {
    let options: [Word]
    let start: Word
    /// The region rule, whose items fit a word; nil without one.
    let rule: RegionRule?

    /// The masks of `rule`, the problem's region rule or nil, whose items must fit a word.
    init(_ problem: ExactCoverProblem, rule: RegionRule?) {
        let count = rule?.itemCount ?? 0
        precondition(count <= Word.bitWidth, "the region items must fit one word")
        self.rule = rule
        options = (0..<problem.optionCount).map { option in
            problem.items(ofOption: option).reduce(0) { $1 < count ? $0 | 1 &<< Int($1) : $0 }
        }
        start = problem.coveredAtStart(from: 0, to: count)
    }

    /// For each option, whether it passes the region rule on a board where only it and the items
    /// covered at the start are covered (see `RegionRule.fitsAlone`).
    func fitting(_ problem: ExactCoverProblem) -> [Bool] {
        RegionRule.fitsAlone(rule, options, slack: problem.gaps.limit, covered: start)
    }
}

/// `RegionMasks` in words of the width a problem needs.
private enum RegionWords: Sendable {
    case narrow(RegionMasks<UInt64>)
    case wide(RegionMasks<UInt128>)

    /// The region rule in words, if the problem has one whose items fit them.
    var rule: RegionRule? {
        switch self {
        case .narrow(let masks): masks.rule
        case .wide(let masks): masks.rule
        }
    }
}

// MARK: - One search's memory

/// What a search keeps for each level, in one allocation of `Int32`s: seven arrays of one entry a
/// level (one more for the candidates' bounds).
private struct LevelRecords {
    /// The node chosen at each level (the item's header where the level leaves its item uncovered).
    let chosen: UnsafeMutablePointer<Int32>
    /// The item header branched on at each level.
    let itemAtLevel: UnsafeMutablePointer<Int32>
    /// Scratch space for handing a solution's option indices to the visitor.
    let path: UnsafeMutablePointer<Int32>
    /// How many more items may be left uncovered when each level is entered.
    let gapsLeft: UnsafeMutablePointer<Int32>
    /// Whether each level has moved on to leaving its item uncovered (1) or not (0).
    let gapTaken: UnsafeMutablePointer<Int32>
    /// Where options are ordered (see `DancingLinksState.candidates`): the candidate each level is
    /// at, and where each level's candidates begin, with where the last ones end.
    let nextCandidate: UnsafeMutablePointer<Int32>
    let candidateBounds: UnsafeMutablePointer<Int32>

    /// Records for levels `0..<depthLimit`, uninitialised.
    init(depthLimit: Int) {
        let base = UnsafeMutablePointer<Int32>.allocate(capacity: 7 * depthLimit + 1)
        (chosen, itemAtLevel, path, gapsLeft) = (base, base + depthLimit, base + 2 * depthLimit, base + 3 * depthLimit)
        (gapTaken, nextCandidate, candidateBounds) = (
            base + 4 * depthLimit, base + 5 * depthLimit, base + 6 * depthLimit
        )
    }

    func deallocate() { chosen.deallocate() }
}

/// The working buffers of one Dancing Links search, and the search loop itself.
private struct DancingLinksState<Word: BitsetWord> {
    let top: UnsafeMutablePointer<Int32>
    let up: UnsafeMutablePointer<Int32>
    let down: UnsafeMutablePointer<Int32>
    /// The colour of each node, where options give colours: -1 for a node of the colour its item
    /// was purified to, while it is.
    let colour: UnsafeMutablePointer<Int32>?
    let items: UnsafeMutablePointer<DancingLinks.ItemLinks>
    let levels: LevelRecords
    /// Region items covered when each level is entered.
    let region: UnsafeMutablePointer<Word>
    let optionRegion: UnsafePointer<Word>
    let optionOfNode: UnsafePointer<Int32>
    /// Region items are headers `1...regionCount`; items that may be left uncovered are headers `1...gapItems`.
    let regionCount: Int32
    let gapItems: Int32
    let pockets: PocketCheck<Word>?
    /// The region rule's check where its items are too many for words, and no gaps are allowed.
    var large: LargeRegionCheck?
    /// Nodes in the structure, headers and spacers included.
    let nodeCount: Int32
    /// How many more times each item header may be covered: an item is covered when this reaches 0.
    let remaining: UnsafeMutablePointer<Int32>
    /// Whether some item may be covered more than once, so that covers are counted in `remaining`.
    let countsCovers: Bool
    /// The headers of primary items of multiplicity above 1, which are not in the active list.
    let multipleItems: UnsafeBufferPointer<Int32>
    /// Where options are tried in order of covers needed, the most first (else nil): see
    /// `DancingLinks.mostCoveredItem`.
    let mostCoveredItem: UnsafePointer<Int32>?
    /// The options each level tries, in order, where they are ordered: level `l`'s are
    /// `candidates[levels.candidateBounds[l]..<levels.candidateBounds[l + 1]]`, and it is at
    /// `levels.nextCandidate[l]`.
    let candidates: UnsafeMutablePointer<Int32>
    var statistics = SearchStatistics()

    // MARK: The link operations

    /// Removes option node `p`'s siblings from their items' lists.
    @inline(__always)
    mutating func hide(_ p: Int32) {
        var q = p &+ 1
        while q != p {
            let x = top[Int(q)], u = up[Int(q)], d = down[Int(q)]
            if x <= 0 {
                q = u
            } else {
                down[Int(u)] = d
                up[Int(d)] = u
                top[Int(x)] &-= 1
                statistics.updates &+= 1
                q &+= 1
            }
        }
    }

    /// Puts back what `hide(p)` removed.
    @inline(__always)
    func unhide(_ p: Int32) {
        var q = p &- 1
        while q != p {
            let x = top[Int(q)], u = up[Int(q)], d = down[Int(q)]
            if x <= 0 {
                q = d
            } else {
                down[Int(u)] = q
                up[Int(d)] = q
                top[Int(x)] &+= 1
                q &-= 1
            }
        }
    }

    /// Purifies the item of node `p`, whose option is chosen and gives it a colour: hides every
    /// option in the item's list that gives it another colour or none, and marks those of the same
    /// colour (-1) so that no later choice of one purifies the item again while it lasts. (`p`
    /// itself is out of the list: its item's cover took it out.) Knuth's DLX2 also spares the
    /// marked nodes from later hides, which saves updates; here hide stays as it is for problems
    /// without colours, and a marked node hidden later comes back, still marked, before the unpurify
    /// that unmarks it, as every undo comes in the reverse order.
    @inline(never)
    mutating func purify(_ p: Int32, colours: UnsafeMutablePointer<Int32>) {
        let item = top[Int(p)], wanted = colours[Int(p)]
        var r = down[Int(item)]
        while r != item {
            if colours[Int(r)] == wanted { colours[Int(r)] = -1 } else { hide(r) }
            r = down[Int(r)]
        }
    }

    /// Undoes `purify(p)`.
    @inline(never)
    func unpurify(_ p: Int32, colours: UnsafeMutablePointer<Int32>) {
        let item = top[Int(p)], wanted = colours[Int(p)]
        var r = up[Int(item)]
        while r != item {
            if colours[Int(r)] < 0 { colours[Int(r)] = wanted } else { unhide(r) }
            r = up[Int(r)]
        }
    }

    /// Takes item `i` out of the active list and every option that uses it out of the other lists.
    @inline(__always)
    mutating func cover(_ i: Int32) {
        var p = down[Int(i)]
        while p != i {
            hide(p)
            p = down[Int(p)]
        }
        let links = items[Int(i)]
        items[Int(links.left)].right = links.right
        items[Int(links.right)].left = links.left
        #if DEBUG
            checkCovered(i)
        #endif
    }

    /// Undoes `cover(i)`.
    @inline(__always)
    func uncover(_ i: Int32) {
        let links = items[Int(i)]
        items[Int(links.left)].right = i
        items[Int(links.right)].left = i
        var p = up[Int(i)]
        while p != i {
            unhide(p)
            p = up[Int(p)]
        }
        #if DEBUG
            checkUncovered(i)
        #endif
    }

    /// Covers the items of node `x`'s option other than `x`'s own, each once its last cover is taken;
    /// where options give colours, purifies each item the option gives a colour (unless an earlier
    /// choice purified it to that colour). The colours are looked at once per option, not per
    /// item, so that a search without them pays nothing for them.
    @inline(__always)
    mutating func coverSiblings(of x: Int32) {
        if let colour { return coverSiblings(of: x, colours: colour) }
        // Without items of multiplicity or capacity above 1, every cover is an item's last.
        let counts = countsCovers
        var p = x &+ 1
        while p != x {
            let j = top[Int(p)]
            if j <= 0 {
                p = up[Int(p)]
            } else {
                if !counts {
                    cover(j)
                } else {
                    if remaining[Int(j)] == 1 { cover(j) }
                    remaining[Int(j)] &-= 1
                }
                p &+= 1
            }
        }
    }

    /// `coverSiblings(of: x)` where options give colours.
    @inline(never)
    mutating func coverSiblings(of x: Int32, colours: UnsafeMutablePointer<Int32>) {
        var p = x &+ 1
        while p != x {
            let j = top[Int(p)]
            if j <= 0 {
                p = up[Int(p)]
            } else {
                if colours[Int(p)] == 0 {
                    if remaining[Int(j)] == 1 { cover(j) }
                    remaining[Int(j)] &-= 1
                } else if colours[Int(p)] > 0 {
                    purify(p, colours: colours)
                }
                p &+= 1
            }
        }
    }

    /// Undoes `coverSiblings(of: x)`.
    @inline(__always)
    func uncoverSiblings(of x: Int32) {
        if let colour { return uncoverSiblings(of: x, colours: colour) }
        let counts = countsCovers
        var p = x &- 1
        while p != x {
            let j = top[Int(p)]
            if j <= 0 {
                p = down[Int(p)]
            } else {
                if !counts {
                    uncover(j)
                } else {
                    remaining[Int(j)] &+= 1
                    if remaining[Int(j)] == 1 { uncover(j) }
                }
                p &-= 1
            }
        }
    }

    /// `uncoverSiblings(of: x)` where options give colours.
    @inline(never)
    func uncoverSiblings(of x: Int32, colours: UnsafeMutablePointer<Int32>) {
        var p = x &- 1
        while p != x {
            let j = top[Int(p)]
            if j <= 0 {
                p = down[Int(p)]
            } else {
                if colours[Int(p)] == 0 {
                    remaining[Int(j)] &+= 1
                    if remaining[Int(j)] == 1 { uncover(j) }
                } else if colours[Int(p)] > 0 {
                    unpurify(p, colours: colours)
                }
                p &-= 1
            }
        }
    }

    /// Whether every item of multiplicity above 1 is covered as often as it must be.
    @inline(__always)
    func multipleItemsDone() -> Bool {
        multipleItems.allSatisfy { remaining[Int($0)] == 0 }
    }

    // MARK: Choices made before the search (a subtree's path)

    /// Chooses the option of node `x` at `level` before the search starts.
    mutating func select(node x: Int32, level: Int) {
        let item = top[Int(x)]
        levels.itemAtLevel[level] = item
        levels.chosen[level] = x
        levels.gapTaken[level] = 0
        levels.candidateBounds[level + 1] = levels.candidateBounds[level]
        cover(item)
        coverSiblings(of: x)
        if large != nil {
            gatherRegion(of: x)
            large!.mark(covered: true)
        }
        region[level + 1] = region[level] | optionRegion[Int(optionOfNode[Int(x)])]
        levels.gapsLeft[level + 1] = levels.gapsLeft[level]
    }

    /// Puts the region items of node `x`'s option in the large check's `choice`.
    @inline(__always)
    mutating func gatherRegion(of x: Int32) {
        var count = 0, q = x
        repeat {
            let j = top[Int(q)]
            if j <= 0 {
                // A spacer: its `up` is the option's first node.
                q = up[Int(q)]
                continue
            }
            if j <= regionCount {
                large!.choice[count] = j &- 1
                count &+= 1
            }
            q &+= 1
        } while q != x
        large!.choiceCount = count
    }

    /// Leaves item header `item` uncovered at `level` before the search starts.
    mutating func leaveUncovered(item: Int32, level: Int) {
        levels.itemAtLevel[level] = item
        levels.chosen[level] = item
        levels.gapTaken[level] = 1
        levels.candidateBounds[level + 1] = levels.candidateBounds[level]
        cover(item)
        region[level + 1] = region[level] | regionBit(of: item)
        levels.gapsLeft[level + 1] = levels.gapsLeft[level] &- 1
    }

    /// The region word's bit for item header `item`, or 0 if it is not a region item.
    @inline(__always)
    func regionBit(of item: Int32) -> Word {
        item <= regionCount ? 1 &<< Int(item &- 1) : 0
    }

    // MARK: Algorithm X

    /// The primary item with the fewest options left, or nil when all are covered.
    @inline(__always)
    func itemToBranchOn() -> Int32? {
        var i = items[0].right
        guard i != 0 else { return nil }
        var best = i
        var fewest = Int32.max
        while i != 0 {
            let length = top[Int(i)]
            if length < fewest {
                fewest = length
                best = i
                if length == 0 { break }
            }
            i = items[Int(i)].right
        }
        return best
    }

    /// The first option that `level`, branching on item header `item`, tries (the header itself when
    /// it has none): the first of its list, or where options are ordered, the one whose item of
    /// highest multiplicity needs the most covers, the level's candidates being put in that order.
    @inline(__always)
    func firstOption(of item: Int32, at level: Int) -> Int32 {
        guard let mostCoveredItem else { return down[Int(item)] }
        let start = Int(levels.candidateBounds[level])
        var end = start
        var x = down[Int(item)]
        while x != item {
            // Insertion, after the candidates that need as many covers or more.
            let needed = remaining[Int(mostCoveredItem[Int(x)])]
            var place = end
            while place > start && remaining[Int(mostCoveredItem[Int(candidates[place &- 1])])] < needed {
                candidates[place] = candidates[place &- 1]
                place &-= 1
            }
            candidates[place] = x
            end &+= 1
            x = down[Int(x)]
        }
        levels.candidateBounds[level + 1] = Int32(end)
        levels.nextCandidate[level] = Int32(start)
        return end > start ? candidates[start] : item
    }

    /// The option `level` tries after `x` (its item's header when there is none).
    @inline(__always)
    func option(after x: Int32, at level: Int) -> Int32 {
        guard mostCoveredItem != nil else { return down[Int(x)] }
        let next = levels.nextCandidate[level] &+ 1
        levels.nextCandidate[level] = next
        return next < levels.candidateBounds[level + 1] ? candidates[Int(next)] : levels.itemAtLevel[level]
    }

    /// Hands the choices on levels `0..<level` to `visitor` (see `Choice`): item header `h` left
    /// uncovered is primary item `h - 1`.
    @inline(__always)
    func report<V: SolutionVisitor>(level: Int, to visitor: inout V) -> Bool {
        for j in 0..<level {
            levels.path[j] =
                levels.gapTaken[j] != 0
                ? Choice.leaving(Int(levels.chosen[j]) - 1) : optionOfNode[Int(levels.chosen[j])]
        }
        return visitor.visit(UnsafeBufferPointer(start: levels.path, count: level))
    }

    /// Where Algorithm X goes next: into a level, to the next option at a level, back out of a
    /// level, or nowhere, once the visitor or the limits stop the search.
    private enum Step { case enter, tryOption, leave, stop }

    /// The statistics of a search that stopped before the end of its tree.
    private mutating func stopped() -> SearchStatistics {
        statistics.complete = false
        return statistics
    }

    /// Whether the item at `level`, whose every option has been tried, may now be left uncovered
    /// (gaps are left, it may be one, and the regions it leaves can still be filled); if so, the
    /// level takes that choice and the next level's state is set.
    @inline(__always)
    private mutating func leavesItemUncovered(at level: Int) -> Bool {
        let item = levels.itemAtLevel[level]
        let covered = region[level] | regionBit(of: item)
        let slack = levels.gapsLeft[level] &- 1
        guard levels.gapTaken[level] == 0 && item <= gapItems && slack >= 0,
            !(pockets?.hasUnfillableRegion(covered: covered, slack: Int(slack)) ?? false)
        else { return false }
        levels.gapTaken[level] = 1
        region[level + 1] = covered
        levels.gapsLeft[level + 1] = slack
        return true
    }

    /// Algorithm X from level `base` down, as in Knuth's DLX1 (its steps X2 to X8 are named below),
    /// with pocket pruning and items that may be left uncovered.
    mutating func run<V: SolutionVisitor>(base: Int, limits: SearchLimits, visitor: inout V) -> SearchStatistics {
        var checkpoint = limits.firstCheckpoint
        var level = base
        var step = Step.enter
        while true {
            switch step {
            case .enter: step = enter(level, limits: limits, checkpoint: &checkpoint, visitor: &visitor)
            case .tryOption: step = tryOption(at: &level)
            case .leave:
                // X8 [Leave level l].
                if level == base { return statistics }
                level -= 1
                step = tryAgain(at: level)
            case .stop: return stopped()
            }
        }
    }

    /// X2 [Enter level l] to X4 [Cover i]: past the split depth, hands the path so far to the
    /// visitor; with no item left, a solution (once items of multiplicity above 1 are done); else
    /// covers the item to branch on, whose options the level then tries.
    @inline(__always)
    private mutating func enter<V: SolutionVisitor>(
        _ level: Int, limits: SearchLimits, checkpoint: inout UInt64,
        visitor: inout V
    ) -> Step {
        if level >= limits.splitDepth { return report(level: level, to: &visitor) ? .leave : .stop }
        if statistics.nodes == checkpoint {
            guard let next = limits.checkpoint(after: statistics.nodes) else { return .stop }
            checkpoint = next
        }
        statistics.nodes &+= 1
        // X3 [Choose i].
        guard let item = itemToBranchOn() else {
            return !multipleItemsDone() || report(level: level, to: &visitor) ? .leave : .stop
        }
        // X4 [Cover i].
        levels.itemAtLevel[level] = item
        levels.gapTaken[level] = 0
        cover(item)
        levels.chosen[level] = firstOption(of: item, at: level)
        return .tryOption
    }

    /// X5 [Try x_l]: takes the level's option and enters the next level, passing over options that
    /// close a region no pieces can fill; every option tried, leaves the item uncovered if it may
    /// be, else X7 [Backtrack]: uncovers it and leaves the level.
    @inline(__always)
    private mutating func tryOption(at level: inout Int) -> Step {
        while true {
            let x = levels.chosen[level]
            if x == levels.itemAtLevel[level] {
                guard leavesItemUncovered(at: level) else {
                    uncover(x)
                    return .leave
                }
                level += 1
                return .enter
            }
            let placed = optionRegion[Int(optionOfNode[Int(x)])]
            let covered = region[level] | placed
            if let pockets, placed != 0,
                pockets.hasUnfillableRegion(covered: covered, slack: Int(levels.gapsLeft[level]))
            {
                levels.chosen[level] = option(after: x, at: level)
                continue
            }
            if large != nil {
                gatherRegion(of: x)
                if large!.closesBadRegion() {
                    levels.chosen[level] = option(after: x, at: level)
                    continue
                }
            }
            coverSiblings(of: x)
            region[level + 1] = covered
            levels.gapsLeft[level + 1] = levels.gapsLeft[level]
            level += 1
            return .enter
        }
    }

    /// X6 [Try again], back at `level` from the level below: undoes the level's choice and goes on
    /// to its next option, or, where the level had left its item uncovered, leaves it too.
    @inline(__always)
    private mutating func tryAgain(at level: Int) -> Step {
        let x = levels.chosen[level]
        if levels.gapTaken[level] != 0 {
            uncover(x)
            return .leave
        }
        if large != nil {
            gatherRegion(of: x)
            large!.mark(covered: false)
        }
        uncoverSiblings(of: x)
        levels.chosen[level] = option(after: x, at: level)
        return .tryOption
    }
}

// MARK: - The debug checks

#if DEBUG
    /// Checks of the links' invariants after covers and uncovers, compiled into debug builds only.
    ///
    /// A small structure, of the size the tests brute-force, is checked at every cover and uncover,
    /// and whole. A larger one is checked around the item, at the covers and uncovers made while one
    /// node in eight is the latest entered: a link broken there stays broken, so a sample finds it,
    /// at an eighth of the cost of checking every step (`docs/speed-history.md`, "The debug checks,
    /// sampled").
    extension DancingLinksState {
        /// Whether this cover or uncover is one to check.
        var isCheckedStep: Bool { nodeCount <= DancingLinksTuning.wholeCheckLimit || statistics.nodes & 7 == 1 }

        /// After `cover(i)`: item `i` is out of the active list, and every other node of its options is out of its item's list.
        func checkCovered(_ i: Int32) {
            guard isCheckedStep else { return }
            let links = items[Int(i)]
            // A secondary item is never in the active list: its links point to itself.
            precondition(
                links.left == i || (items[Int(links.left)].right != i && items[Int(links.right)].left != i),
                "covered item \(i) is still active")
            forEachSibling(inColumn: i) { q in
                precondition(
                    down[Int(up[Int(q)])] != q && up[Int(down[Int(q)])] != q,
                    "node \(q) of a covered option is still linked")
            }
            checkWhole()
        }

        /// After `uncover(i)`: item `i` is back in the active list, and every node of its options is back in its item's list.
        func checkUncovered(_ i: Int32) {
            guard isCheckedStep else { return }
            let links = items[Int(i)]
            precondition(
                items[Int(links.left)].right == i && items[Int(links.right)].left == i,
                "uncovered item \(i) is not active")
            forEachSibling(inColumn: i) { q in
                precondition(
                    down[Int(up[Int(q)])] == q && up[Int(down[Int(q)])] == q,
                    "node \(q) of an uncovered option is not linked back")
            }
            checkWhole()
        }

        /// Calls `body` with every node of every option in item `i`'s list, other than the node in that list.
        private func forEachSibling(inColumn i: Int32, _ body: (Int32) -> Void) {
            var p = down[Int(i)]
            while p != i {
                var q = p &+ 1
                while q != p {
                    if top[Int(q)] <= 0 {
                        q = up[Int(q)]
                    } else {
                        body(q)
                        q &+= 1
                    }
                }
                p = down[Int(p)]
            }
        }

        /// In a small structure: the active list is a consistent ring, and each active item's list is a
        /// consistent ring of its own nodes whose length is the count kept in its header.
        private func checkWhole() {
            guard nodeCount <= DancingLinksTuning.wholeCheckLimit else { return }
            var i = items[0].right
            var steps: Int32 = 0
            while i != 0 {
                precondition(items[Int(items[Int(i)].right)].left == i, "active list broken at item \(i)")
                var length: Int32 = 0
                var x = down[Int(i)]
                while x != i {
                    precondition(
                        top[Int(x)] == i && up[Int(down[Int(x)])] == x, "list of item \(i) broken at node \(x)")
                    length += 1
                    x = down[Int(x)]
                    precondition(length <= nodeCount, "list of item \(i) does not close")
                }
                precondition(length == top[Int(i)], "item \(i) counts \(top[Int(i)]) options but lists \(length)")
                i = items[Int(i)].right
                steps += 1
                precondition(steps <= nodeCount, "active list does not close")
            }
        }
    }
#endif
