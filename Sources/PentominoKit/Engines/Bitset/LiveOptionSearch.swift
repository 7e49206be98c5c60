/// The bitset engine's search for a plain exact cover with few options, as read from a file: its
/// state is the set of options still live, one bit each, rather than the set of covered items.
///
/// Choosing an option kills every option that shares an item with it, which the tables hold as one
/// row of bits per option, so a step is a row of AND-NOTs, and the options of an item that still
/// fit are that item's row ANDed with the live ones: nothing is tested one option at a time. The
/// primary items still open are bits beside them. The search branches on the first open item, or
/// on the open item with the fewest live options (Knuth's rule), whichever its estimate says is
/// cheaper (see `choosingBranching()`); on the fewest, it counts each item's live options at every
/// node, or, where many items have few options each, keeps the counts as it goes, lowering them by
/// the options each choice kills. Colours change only which options clash: two options that
/// give a secondary item one colour agree there (as in Knuth's DLX2), and whether a set of options
/// may be chosen together depends only on its pairs, so the rows of clashes hold the colours and
/// the search never looks at them. It takes problems with no region rule, no gaps, and every item of
/// multiplicity 1 and capacity 1, whose tables and search fit `maximumBytes`: the tables hold a row
/// of bits over the options for every option, so they grow with the square of the options, where
/// the item words of `BitsetTables` grow with the items.
struct LiveOptionTables: Sendable {
    /// The most bytes that a problem's tables and one search's states may take, for the problems
    /// this search takes (see `bytes(for:)`): 1 GiB, the tables of about 90,000 options.
    static let maximumBytes = 1 << 30

    /// Whether `problem` is one this search takes.
    static func fits(_ problem: ExactCoverProblem) -> Bool {
        problem.regionRule == nil && problem.gaps.limit == 0
            && problem.multiplicities.allSatisfy { $0 == 1 } && !problem.hasSharedItems
            && bytes(for: problem) <= maximumBytes
    }

    /// The most bytes that the tables of `problem` take while they are built and then searched by
    /// one thread, without counts kept (each further thread takes another search's states, and a
    /// search keeps counts only where they fit too; see `countsFit`).
    /// - Complexity: O(*e*) for a problem of *e* entries with colours, else O(1).
    static func bytes(for problem: ExactCoverProblem) -> Int {
        let options = problem.optionCount, primaryCount = problem.primaryItemCount
        let optionWords = max(FourOptionWords.optionWords, (options + 63) / 64)
        let itemWords = max(1, (primaryCount + 63) / 64)
        let colouredItems = optionsGivingColours(in: problem, options: 0..<options).count
        // Rows over the options: each option's clashes, each item's holders (and each primary item's
        // again, and its leaders), each coloured item's options, and each level's live options.
        let rows = options + problem.itemCount + 2 * primaryCount + colouredItems + levels(of: problem)
        // Rows over the primary items: each option's, and each level's open items; then lists.
        let itemRows = options + levels(of: problem)
        return 8 * (rows * optionWords + itemRows * itemWords) + 4 * (2 * problem.entryCount + 3 * options)
    }

    /// For each secondary item in each colour that one of `options` gives it, the positions in
    /// `options` of those that give it: the options that agree on it.
    /// - Complexity: O(*e*) for the *e* entries of `options`, if the problem has colours, else O(1).
    private static func optionsGivingColours(
        in problem: ExactCoverProblem, options: some Collection<Int>
    ) -> [ColouredItem: [Int]] {
        var agreeing: [ColouredItem: [Int]] = [:]
        guard problem.hasColours else { return agreeing }
        for (position, option) in options.enumerated() {
            for (item, colour) in zip(problem.items(ofOption: option), problem.colours(ofOption: option))
            where colour != 0 {
                agreeing[ColouredItem(item: item, colour: colour), default: []].append(position)
            }
        }
        return agreeing
    }

    /// The most levels of a search of `problem`: one per option chosen, each covering a primary
    /// item, and the root.
    private static func levels(of problem: ExactCoverProblem) -> Int {
        min(problem.primaryItemCount, problem.optionCount) + 1
    }

    /// Words of a row of options, and of a row of primary items. A problem of up to 256 options and
    /// 64 primary items has rows of four words and one, fixed, so that the search's loops unroll.
    private let optionWords: Int
    private let itemWords: Int
    private var fixedWidth: Bool { optionWords == FourOptionWords.optionWords && itemWords == 1 }
    /// For each option (by its position: the options that can be chosen, by their first item), the
    /// options it kills, itself among them: those that share an item with it, but for a secondary
    /// item to which both give one colour; a row of `optionWords` words.
    private let conflicts: TableMemory<UInt64>
    /// For each option, its primary items: a row of `itemWords` words.
    private let primaries: TableMemory<UInt64>
    /// For each option, its primary items as a list, one option's after another, and where each
    /// option's list starts (with the end of the last): what a search that keeps each item's
    /// count of live options takes off those counts when the option dies.
    private let primaryLists: TableMemory<Int32>
    private let primaryListStarts: TableMemory<Int32>
    /// For each primary item, the options that hold it, and those whose first item it is (the only
    /// ones that can fit when every earlier item is covered): a row of `optionWords` words each, and
    /// the range of words where the row is not zero, as `[first, end)` pairs. The options come in
    /// order of their first items, so the leaders' ranges ascend with the items (an item that leads
    /// none has the empty range where its leaders would be).
    private let holders: TableMemory<UInt64>
    private let holderWords: TableMemory<Int32>
    private let leaders: TableMemory<UInt64>
    private let leaderWords: TableMemory<Int32>
    /// The problem's index of each option, and each option's position (-1 if it can never be chosen).
    private let optionIndex: TableMemory<Int32>
    private let searchPosition: TableMemory<Int32>
    /// The state at the start: every option live, then the primary items not covered at the start.
    private let start: TableMemory<UInt64>
    /// Number of primary items, and the most levels of a search (see `levels(of:)`).
    private let primaryCount: Int
    private let levelCount: Int
    /// Whether a search may keep counts: each item's count of live options fits the 16 bits it is
    /// kept in, and the counts of every level fit `maximumBytes` beside the tables.
    private let countsFit: Bool
    /// Whether the search branches on the open item with the fewest live options, rather than on the first.
    private(set) var branchesOnFewestOptions = true
    /// Whether, branching on the fewest, the search keeps each open item's count of live options as
    /// it goes, rather than counting them again at every node.
    private(set) var keepsCounts = false

    /// The tables for `problem`, which must fit (see `fits`).
    init(_ problem: ExactCoverProblem) {
        precondition(
            LiveOptionTables.fits(problem), "not a plain exact cover whose tables fit \(Self.maximumBytes) bytes")
        let clear = problem.optionsClearOfStart
        // An option's items ascend, and primary items come first, so its first item is a primary one.
        let order = (0..<problem.optionCount).filter { clear[$0] }.sorted {
            (problem.items(ofOption: $0).first!, $0) < (problem.items(ofOption: $1).first!, $1)
        }
        let firstItems = order.map { Int(problem.items(ofOption: $0).first!) }
        let primaryCount = problem.primaryItemCount
        let itemWords = max(1, (primaryCount + 63) / 64)
        let optionWords =
            itemWords == 1 && order.count <= 64 * FourOptionWords.optionWords
            ? FourOptionWords.optionWords : max(1, (order.count + 63) / 64)
        (self.optionWords, self.itemWords, self.primaryCount) = (optionWords, itemWords, primaryCount)
        levelCount = LiveOptionTables.levels(of: problem)
        countsFit =
            order.count < Int16.max
            && LiveOptionTables.bytes(for: problem) + 2 * levelCount * primaryCount <= LiveOptionTables.maximumBytes

        /// Sets bit `bit` of the row of `width` words at `row` in `rows`.
        func set(_ bit: Int, inRow row: Int, of rows: inout [UInt64], width: Int) {
            rows[row * width + bit / 64] |= 1 << (bit % 64)
        }
        var holding = Array(repeating: UInt64(0), count: problem.itemCount * optionWords)
        var leading = Array(repeating: UInt64(0), count: primaryCount * optionWords)
        var primaries = Array(repeating: UInt64(0), count: order.count * itemWords)
        for (position, option) in order.enumerated() {
            set(position, inRow: firstItems[position], of: &leading, width: optionWords)
            for item in problem.items(ofOption: option).map(Int.init) {
                set(position, inRow: item, of: &holding, width: optionWords)
                if item < primaryCount { set(item, inRow: position, of: &primaries, width: itemWords) }
            }
        }
        // The options that give a secondary item one colour, by item and colour: they agree there.
        let agreeing = LiveOptionTables.optionsGivingColours(in: problem, options: order)
        let holdingInColour = agreeing.mapValues { positions in
            var row = Array(repeating: UInt64(0), count: optionWords)
            for position in positions { set(position, inRow: 0, of: &row, width: optionWords) }
            return row
        }
        var conflicts = Array(repeating: UInt64(0), count: order.count * optionWords)
        for (position, option) in order.enumerated() {
            for (item, colour) in zip(problem.items(ofOption: option), problem.colours(ofOption: option)) {
                let agreeing = colour == 0 ? nil : holdingInColour[ColouredItem(item: item, colour: colour)]
                for word in 0..<optionWords {
                    conflicts[position * optionWords + word] |=
                        holding[Int(item) * optionWords + word] & ~(agreeing?[word] ?? 0)
                }
            }
        }
        /// Each row's range of words that are not zero.
        func wordRanges(of rows: [UInt64]) -> [Int32] {
            (0..<primaryCount).flatMap { item -> [Int32] in
                let row = rows[item * optionWords..<(item + 1) * optionWords]
                guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 })
                else { return [0, 0] }
                return [Int32(first - item * optionWords), Int32(last + 1 - item * optionWords)]
            }
        }
        let holders = Array(holding[..<(primaryCount * optionWords)])
        (self.holders, holderWords) = (TableMemory(holders), TableMemory(wordRanges(of: holders)))
        var leaderRanges: [Int32] = []
        var position = 0
        for item in 0..<primaryCount {
            let first = position
            while position < order.count && firstItems[position] == item { position += 1 }
            leaderRanges += [Int32(first / 64), Int32(first == position ? first / 64 : (position - 1) / 64 + 1)]
        }
        (self.leaders, leaderWords) = (TableMemory(leading), TableMemory(leaderRanges))
        self.conflicts = TableMemory(conflicts)
        self.primaries = TableMemory(primaries)
        var lists: [Int32] = [], starts: [Int32] = [0]
        for option in order {
            lists += problem.items(ofOption: option).prefix { $0 < primaryCount }
            starts.append(Int32(lists.count))
        }
        (primaryLists, primaryListStarts) = (TableMemory(lists), TableMemory(starts))
        optionIndex = TableMemory(order.map(Int32.init))
        var searchPosition = Array(repeating: Int32(-1), count: problem.optionCount)
        for (position, option) in order.enumerated() { searchPosition[option] = Int32(position) }
        self.searchPosition = TableMemory(searchPosition)
        // The start is a row of option words and a row of item words.
        var state = Array(repeating: UInt64(0), count: optionWords + itemWords)
        for position in order.indices { set(position, inRow: 0, of: &state, width: optionWords) }
        let coveredAtStart = Set(problem.coveredAtStart)
        var open = Array(repeating: UInt64(0), count: itemWords)
        for item in 0..<primaryCount where !coveredAtStart.contains(item) {
            set(item, inRow: 0, of: &open, width: itemWords)
        }
        state.replaceSubrange(optionWords..., with: open)
        start = TableMemory(state)
    }

    /// The same tables, branching as the cheaper search does: on the open item with the fewest live
    /// options, or on the first open item. Branching on the fewest searches fewer nodes, but counts
    /// each open item's live options at every node, in the words where its row has options: half
    /// of those words, summed over the primary items, is about what a node scans before it stops
    /// at an item with one option or none. A node's other work costs about as much as
    /// `nodeWords` such words and a row of AND-NOTs. Knuth's estimator sizes both trees, with a
    /// fixed seed, so every run chooses alike (`docs/speed-history.md`, "Live options"). On the
    /// fewest, probes of both ways then weigh the words that counting at every node reads against
    /// the counts that keeping them lowers (`loweredCountWords` words each), and the lighter is
    /// taken: keeping them wins where many items each have few options, as in a random problem of
    /// 500 items (`docs/speed-history.md`, "Colours and counts kept").
    func choosingBranching() -> LiveOptionTables {
        var random = SplitMix64(seed: LiveOptionTables.branchingSeed)
        let fewest = branching(onFewestOptions: true).estimatedNodes(
            below: [], probes: LiveOptionTables.branchingProbes, random: &random)
        let inOrder = branching(onFewestOptions: false).estimatedNodes(
            below: [], probes: LiveOptionTables.branchingProbes, random: &random)
        let scanned = Double((0..<primaryCount).reduce(0) { $0 + holderWords[2 * $1 + 1] - holderWords[2 * $1] }) / 2
        let step = wordsPerNode
        guard fewest * (step + scanned) < inOrder * step else { return branching(onFewestOptions: false) }
        guard countsFit else { return branching(onFewestOptions: true) }
        // Counting at every node, or keeping the counts: the work of each, sampled by probes.
        let work = [false, true].map {
            let estimate = branching(onFewestOptions: true, keepingCounts: $0).estimated(
                below: [], probes: LiveOptionTables.branchingProbes, random: &random)
            return estimate.work + estimate.nodes * step
        }
        return branching(onFewestOptions: true, keepingCounts: work[1] < work[0])
    }

    /// The same tables, branching on the open item with the fewest live options or on the first,
    /// and on the fewest, keeping the items' counts of live options as the search goes or not.
    func branching(onFewestOptions: Bool, keepingCounts: Bool = false) -> LiveOptionTables {
        var tables = self
        tables.branchesOnFewestOptions = onFewestOptions
        tables.keepsCounts = onFewestOptions && keepingCounts
        precondition(!tables.keepsCounts || countsFit, "counts that do not fit")
        return tables
    }

    /// A node's work besides its scan, in words scanned: `nodeWords` and a row of AND-NOTs.
    private var wordsPerNode: Double { LiveOptionTables.nodeWords + Double(optionWords) }

    /// The seed and the number of probes of the estimates that choose how the search branches.
    private static var branchingSeed: UInt64 { 0x4C49_5645 }
    private static var branchingProbes: Int { 256 }
    /// A node's work besides its scan and its row of AND-NOTs, in words scanned (fitted to 14
    /// queens, Langford pairs for 12 and the 6x10 exported, `docs/speed-history.md`, "Live options").
    private static var nodeWords: Double { 27 }
    /// A count lowered where the search keeps counts, in words scanned: a scattered decrement, often
    /// of a count the one before it lowered too (fitted to the problems of `docs/problems`,
    /// `docs/speed-history.md`, "Counts kept, weighed again").
    fileprivate static var loweredCountWords: Double { 3 }

    /// See `BitsetEngine.search(from:limits:visitor:)`.
    @_specialize(where V == SolutionCounter<EverySolution>)
    @_specialize(where V == SolutionCounter<TilingClasses>)
    @_specialize(where V == SolutionCollector)
    @_specialize(where V == TilingStream)
    func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V) -> SearchStatistics {
        withUnsafeMutablePointer(to: &visitor) { visitor in
            run(Visiting(visitor: visitor), from: prefix, limits: limits) ?? SearchStatistics()
        }
    }

    /// See `BitsetEngine.estimatedNodes(below:probes:random:)`.
    func estimatedNodes(below prefix: [Int], probes: Int, random: inout SplitMix64) -> Double {
        estimated(below: prefix, probes: probes, random: &random).nodes
    }

    /// The estimated number of nodes of the search below the options of `prefix`, and its work in
    /// words read (see `LiveOptionSearch.probe(from:depth:random:)`).
    private func estimated(below prefix: [Int], probes: Int, random: inout SplitMix64) -> (nodes: Double, work: Double)
    {
        withUnsafeMutablePointer(to: &random) { random in
            run(Estimating(probes: probes, random: random), from: prefix, limits: .none) ?? (0, 0)
        }
    }

    /// What a search's start costs before its first node, in nodes as `choosingBranching()` weighs
    /// them (`wordsPerNode`): it reads the start's state, and with counts kept, each primary item's
    /// row of holders, to count it.
    var subtreeSetUpNodes: Double {
        Double(optionWords + itemWords + (keepsCounts ? primaryCount * optionWords : 0)) / wordsPerNode
    }

    /// Runs `job` on a search of these tables below the options of `prefix`, with rows of the width
    /// the tables have; or returns nil if those options clash.
    private func run<Job: LiveOptionJob>(_ job: Job, from prefix: [Int], limits: SearchLimits) -> Job.Result? {
        keepsCounts
            ? run(job, width: TableWidthKeepingCounts.self, from: prefix, limits: limits)
            : fixedWidth
                ? run(job, width: FourOptionWords.self, from: prefix, limits: limits)
                : run(job, width: TableWidth.self, from: prefix, limits: limits)
    }

    private func run<Job: LiveOptionJob, Width: RowWidth>(
        _ job: Job, width: Width.Type, from prefix: [Int], limits: SearchLimits
    ) -> Job.Result? {
        let stride = optionWords + itemWords
        // A prefix too long for the problem clashes, and is refused below: room for it is all it needs.
        let levels = prefix.count + levelCount
        // With counts kept, each level's count of each primary item's live options.
        let counts = UnsafeMutablePointer<Int16>.allocate(capacity: keepsCounts ? levels * primaryCount : 0)
        defer { counts.deallocate() }
        for item in 0..<(keepsCounts ? primaryCount : 0) {
            let open = start[optionWords + item / 64] & 1 << (item % 64) != 0
            let row = holders.base + item * optionWords
            counts[item] =
                open ? Int16((0..<optionWords).reduce(0) { $0 + (row[$1] & start[$1]).nonzeroBitCount }) : .max
        }
        let states = UnsafeMutablePointer<UInt64>.allocate(capacity: levels * stride)
        defer { states.deallocate() }
        states.initialize(from: start.base, count: stride)
        let path = UnsafeMutablePointer<Int32>.allocate(capacity: levels)
        defer { path.deallocate() }
        path.initialize(from: prefix.map(Int32.init), count: prefix.count)
        var search = LiveOptionSearch<Width>(
            conflicts: conflicts.base, primaries: primaries.base,
            rows: branchesOnFewestOptions ? holders.base : leaders.base,
            rowWords: branchesOnFewestOptions ? holderWords.base : leaderWords.base,
            optionIndex: optionIndex.base, optionWords: optionWords, itemWords: itemWords,
            branchesOnFewestOptions: branchesOnFewestOptions, path: path, limits: limits)
        if keepsCounts {
            search.keep(
                counts, primaryLists: primaryLists.base, starts: primaryListStarts.base, primaryCount: primaryCount)
        }
        #if DEBUG
            search.searchPosition = searchPosition.base
            search.start = start.base
        #endif
        for (depth, option) in prefix.enumerated() {
            let position = Choice.itemLeft(by: option) == nil ? Int(searchPosition[option]) : -1
            guard position >= 0, states[position / 64] & 1 << (position % 64) != 0 else { return nil }
            search.choose(position, in: states, depth: depth)
            states.update(from: states + stride, count: stride)
        }
        // The search reads the tables by pointer: they must outlive it.
        return withExtendedLifetime(self) { job.run(&search, from: states, depth: prefix.count) }
    }
}

// MARK: - Search jobs and row widths

/// What to do with a search over live options once its tables are in place, whatever its rows' width.
private protocol LiveOptionJob {
    associatedtype Result
    func run<Width: RowWidth>(
        _ search: inout LiveOptionSearch<Width>, from state: UnsafeMutablePointer<UInt64>, depth: Int
    ) -> Result
}

/// Searches the tree, handing each solution to a visitor.
private struct Visiting<V: SolutionVisitor>: LiveOptionJob {
    let visitor: UnsafeMutablePointer<V>

    func run<Width: RowWidth>(
        _ search: inout LiveOptionSearch<Width>, from state: UnsafeMutablePointer<UInt64>, depth: Int
    ) -> SearchStatistics {
        search.statistics.complete = search.explore(state, depth: depth, visitor: &visitor.pointee)
        return search.statistics
    }
}

/// Estimates the tree's size and work: the means of random probes' estimates.
private struct Estimating: LiveOptionJob {
    let probes: Int
    let random: UnsafeMutablePointer<SplitMix64>

    func run<Width: RowWidth>(
        _ search: inout LiveOptionSearch<Width>, from state: UnsafeMutablePointer<UInt64>, depth: Int
    ) -> (nodes: Double, work: Double) {
        guard probes > 0 else { return (0, 0) }
        var total = (nodes: 0.0, work: 0.0)
        for _ in 0..<probes {
            let estimate = search.probe(from: state, depth: depth, random: &random.pointee)
            total = (total.nodes + estimate.nodes, total.work + estimate.work)
        }
        return (total.nodes / Double(probes), total.work / Double(probes))
    }
}

/// The words of a search's rows: fixed at compile time, so that its loops over them unroll, or as
/// the tables say; and whether the search keeps counts, known at compile time too, so that a search
/// that does not pays nothing for them.
private protocol RowWidth {
    /// Words of a row of options and of a row of primary items, or nil where the tables give them.
    static var words: (options: Int, items: Int)? { get }
    /// Whether the search keeps each open item's count of live options as it goes.
    static var keepsCounts: Bool { get }
}

extension RowWidth {
    static var keepsCounts: Bool { false }
}

/// Rows of four words of options (up to 256) and one of primary items (up to 64): a whole row is
/// read where it would cost more to look up where its options lie.
private enum FourOptionWords: RowWidth {
    static var optionWords: Int { 4 }
    static var words: (options: Int, items: Int)? { (optionWords, 1) }
}

/// Rows as wide as the tables' problem needs.
private enum TableWidth: RowWidth {
    static var words: (options: Int, items: Int)? { nil }
}

/// Rows as wide as the tables' problem needs, in a search that keeps counts.
private enum TableWidthKeepingCounts: RowWidth {
    static var words: (options: Int, items: Int)? { nil }
    static var keepsCounts: Bool { true }
}

// MARK: - The search

/// One search over live options: read-only tables by raw pointer, and a stack of states, one per
/// level, each the live options' words and then the open primary items' words.
private struct LiveOptionSearch<Width: RowWidth> {
    let conflicts: UnsafePointer<UInt64>
    let primaries: UnsafePointer<UInt64>
    /// The rows the search branches on, and their ranges of words: for each primary item, the
    /// options that hold it where the search branches on the fewest, else those it leads.
    let rows: UnsafePointer<UInt64>
    let rowWords: UnsafePointer<Int32>
    let optionIndex: UnsafePointer<Int32>
    /// The rows' words, as the tables give them.
    let tableOptionWords: Int
    let tableItemWords: Int
    let branchesOnFewestOptions: Bool
    /// The problem's indices of the options chosen so far, by depth.
    let path: UnsafeMutablePointer<Int32>
    let limits: SearchLimits
    var statistics = SearchStatistics()
    /// The node count at which the search next looks at its limits.
    var checkpoint: UInt64
    /// Each level's count of live options of each primary item (`Int16.max` for a covered one), when
    /// the search keeps them as it goes rather than counting them at every node; and the options'
    /// primary items, as the tables list them (see `keep(_:primaryLists:starts:primaryCount:)`).
    private(set) var counts: UnsafeMutablePointer<Int16>?
    private var primaryLists: UnsafePointer<Int32>?
    private var primaryListStarts: UnsafePointer<Int32>?
    private var primaryCount = 0
    #if DEBUG
        /// Each option's position and the state at the start, for the debug build's checks.
        var searchPosition: UnsafePointer<Int32>?
        var start: UnsafePointer<UInt64>?
    #endif

    init(
        conflicts: UnsafePointer<UInt64>, primaries: UnsafePointer<UInt64>, rows: UnsafePointer<UInt64>,
        rowWords: UnsafePointer<Int32>, optionIndex: UnsafePointer<Int32>, optionWords: Int, itemWords: Int,
        branchesOnFewestOptions: Bool, path: UnsafeMutablePointer<Int32>, limits: SearchLimits
    ) {
        (self.conflicts, self.primaries, self.rows, self.rowWords) = (conflicts, primaries, rows, rowWords)
        (self.optionIndex, tableOptionWords, tableItemWords) = (optionIndex, optionWords, itemWords)
        (self.branchesOnFewestOptions, self.path, self.limits) = (branchesOnFewestOptions, path, limits)
        checkpoint = limits.firstCheckpoint
    }

    /// Makes the search keep each open item's count of live options as it goes, in `counts`, a
    /// row of `primaryCount` per level, the first row filled; `primaryLists` holds each option's
    /// primary items, from `starts[option]` to `starts[option + 1]`.
    mutating func keep(
        _ counts: UnsafeMutablePointer<Int16>, primaryLists: UnsafePointer<Int32>, starts: UnsafePointer<Int32>,
        primaryCount: Int
    ) {
        (self.counts, self.primaryLists, primaryListStarts) = (counts, primaryLists, starts)
        self.primaryCount = primaryCount
    }

    /// Words of a row of options and of a row of primary items.
    @inline(__always)
    var optionWords: Int { Width.words?.options ?? tableOptionWords }
    @inline(__always)
    var itemWords: Int { Width.words?.items ?? tableItemWords }

    /// Words in a state: the live options', then the open items'.
    @inline(__always)
    var stride: Int { optionWords &+ itemWords }

    /// The words of `item`'s row (holders or leaders) that may hold options: where the tables say,
    /// or all of a row of fixed width.
    @inline(__always)
    func words(ofRow item: Int) -> Range<Int> {
        Width.words == nil ? Int(rowWords[2 &* item])..<Int(rowWords[2 &* item &+ 1]) : 0..<optionWords
    }

    /// The first word of live options that the search below a node that branches on `item` reads:
    /// in item order, where the search reads only the leaders of that item and of later ones, the
    /// first word of the item's leaders (in rows of fixed width, whose loops unroll whole, and on
    /// the fewest options, 0). A state's words below it are left as they were.
    @inline(__always)
    func firstWordRead(below item: Int) -> Int {
        Width.words == nil && !branchesOnFewestOptions ? Int(rowWords[2 &* item]) : 0
    }

    /// Puts in the state after `state` the state after choosing option `position` there, from word
    /// `firstWord` of the live options on (see `firstWordRead(below:)`), and the option on the path
    /// at `depth`; where the search keeps counts, the counts after it too, and returns how many it
    /// lowered (else 0).
    @inline(__always) @discardableResult
    func choose(_ position: Int, in state: UnsafeMutablePointer<UInt64>, depth: Int, from firstWord: Int = 0) -> Int {
        let next = state + stride
        let conflict = conflicts + position &* optionWords
        let lowered = Width.keepsCounts ? keepCounts(choosing: position, in: state, depth: depth) : 0
        for word in firstWord..<optionWords { next[word] = state[word] & ~conflict[word] }
        let items = primaries + position &* itemWords
        for word in 0..<itemWords { next[optionWords &+ word] = state[optionWords &+ word] & ~items[word] }
        path[depth] = optionIndex[position]
        return lowered
    }

    /// Puts in the counts of the level after `depth` those of `depth` less the options that
    /// choosing option `position` in `state` kills, and marks its own items covered; returns how
    /// many counts it lowered. The search must keep counts.
    @inline(__always)
    func keepCounts(choosing position: Int, in state: UnsafePointer<UInt64>, depth: Int) -> Int {
        guard Width.keepsCounts, let counts, let primaryLists, let primaryListStarts else { return 0 }
        let before = counts + depth &* primaryCount, after = before + primaryCount
        after.update(from: before, count: primaryCount)
        let conflict = conflicts + position &* optionWords
        var lowered = 0
        for word in 0..<optionWords {
            var killed = state[word] & conflict[word]
            while killed != 0 {
                let option = word &* 64 &+ killed.trailingZeroBitCount
                killed &= killed &- 1
                let entries = Int(primaryListStarts[option])..<Int(primaryListStarts[option &+ 1])
                for entry in entries { after[Int(primaryLists[entry])] &-= 1 }
                lowered &+= entries.count
            }
        }
        for entry in Int(primaryListStarts[position])..<Int(primaryListStarts[position &+ 1]) {
            after[Int(primaryLists[entry])] = .max
        }
        return lowered
    }

    /// The primary item the search branches on in `state`, at `depth`: the first open one, or the
    /// open one with the fewest live options, with that number (`Int.max` when the search branches
    /// on the first), and the words it read to find it; nil when every one is covered. Counting at
    /// every node, it takes the first item with the fewest, or stops at one with one or none; with
    /// counts kept, which cost little to read, the first with the fewest, as DLX1 does.
    @inline(__always)
    func branch(in state: UnsafePointer<UInt64>, depth: Int) -> (item: Int, fewest: Int, read: Int)? {
        if Width.keepsCounts, let counts {
            let level = counts + depth &* primaryCount
            var fewest = Int16.max
            for item in 0..<primaryCount { fewest = min(fewest, level[item]) }
            guard fewest != .max else { return nil }
            var item = 0
            while level[item] != fewest { item &+= 1 }
            return (item, Int(fewest), primaryCount / LiveOptionSearch.countsPerWord)
        }
        let open = state + optionWords
        guard branchesOnFewestOptions else {
            for word in 0..<itemWords where open[word] != 0 {
                return (word &* 64 &+ open[word].trailingZeroBitCount, .max, word &+ 1)
            }
            return nil
        }
        var best: (item: Int, fewest: Int)?
        var read = 0
        for word in 0..<itemWords {
            var items = open[word]
            while items != 0 {
                let item = word &* 64 &+ items.trailingZeroBitCount
                items &= items &- 1
                let count = liveOptions(of: item, in: state)
                read &+= words(ofRow: item).count
                if count < best?.fewest ?? .max {
                    best = (item, count)
                    if count <= 1 { return (item, count, read) }
                }
            }
        }
        return best.map { ($0.item, $0.fewest, read) }
    }

    /// The counts kept that make a word of the branching choice's work: four 16-bit counts fill a
    /// word, and its passes over them (a copy, a minimum, a search) run as a vector loop does.
    private static var countsPerWord: Int { 4 }

    /// How many of `item`'s options are live in `state`.
    @inline(__always)
    func liveOptions(of item: Int, in state: UnsafePointer<UInt64>) -> Int {
        let row = rows + item &* optionWords
        var count = 0
        for word in words(ofRow: item) {
            count &+= (row[word] & state[word]).nonzeroBitCount
        }
        return count
    }

    /// Explores every extension of `state`, at `depth`, the top of the stack; returns false once
    /// the visitor asks to stop or the node limit is reached. Where the item branched on has one
    /// live option, the search takes it in place and goes on at the next level without a call,
    /// which costs more than such a node's other work; in queens and Langford pairs most nodes are
    /// such (`docs/speed-history.md`, "Live options").
    mutating func explore<V: SolutionVisitor>(
        _ top: UnsafeMutablePointer<UInt64>, depth topDepth: Int, visitor: inout V
    )
        -> Bool
    {
        var (state, depth) = (top, topDepth)
        while true {
            if depth >= limits.splitDepth { return visitor.visit(UnsafeBufferPointer(start: path, count: depth)) }
            #if DEBUG
                checkState(state, depth: depth)
            #endif
            if statistics.nodes == checkpoint {
                guard let next = limits.checkpoint(after: statistics.nodes) else { return false }
                checkpoint = next
            }
            statistics.nodes &+= 1
            guard let (item, fewest, _) = branch(in: state, depth: depth) else {
                return visitor.visit(UnsafeBufferPointer(start: path, count: depth))
            }
            let row = rows + item &* optionWords
            if fewest <= 1 {
                guard let word = words(ofRow: item).first(where: { row[$0] & state[$0] != 0 }) else { return true }
                choose(word &* 64 &+ (row[word] & state[word]).trailingZeroBitCount, in: state, depth: depth)
                (state, depth) = (state + stride, depth &+ 1)
                continue
            }
            let firstWord = firstWordRead(below: item)
            for word in words(ofRow: item) {
                var options = row[word] & state[word]
                while options != 0 {
                    choose(word &* 64 &+ options.trailingZeroBitCount, in: state, depth: depth, from: firstWord)
                    guard explore(state + stride, depth: depth &+ 1, visitor: &visitor) else { return false }
                    options &= options &- 1
                }
            }
            return true
        }
    }

    /// One random descent from `state`, at `depth`, in the manner of Knuth's estimator: at each node
    /// it counts the children, and goes on into one of them drawn uniformly. The sum, over the
    /// nodes it passes, of the product of the counts above each is an unbiased estimate of the
    /// number of nodes the search visits from `state`; weighted alike, the words each node reads
    /// to branch and the counts its choice lowers, each as `LiveOptionTables.loweredCountWords`
    /// words, estimate the search's work in words.
    func probe(from state: UnsafeMutablePointer<UInt64>, depth: Int, random: inout SplitMix64) -> (
        nodes: Double, work: Double
    ) {
        var (state, depth) = (state, depth)
        var estimate = (nodes: 0.0, work: 0.0), weight = 1.0
        while true {
            estimate.nodes += weight
            guard let (item, _, read) = branch(in: state, depth: depth) else { return estimate }
            estimate.work += weight * Double(read)
            let row = rows + item &* optionWords
            // The children, counted, with one kept at random (reservoir sampling).
            var children: UInt64 = 0, chosen = -1
            for word in words(ofRow: item) {
                var options = row[word] & state[word]
                while options != 0 {
                    children += 1
                    if random.uniform(below: children) == 0 { chosen = word &* 64 &+ options.trailingZeroBitCount }
                    options &= options &- 1
                }
            }
            guard chosen >= 0 else { return estimate }
            weight *= Double(children)
            estimate.work +=
                weight * Double(choose(chosen, in: state, depth: depth)) * LiveOptionTables.loweredCountWords
            (state, depth) = (state + stride, depth &+ 1)
        }
    }
}

#if DEBUG
    extension LiveOptionSearch {
        /// Checks, in debug builds only, that the state is the start's with the options on the path
        /// chosen, each live when it was, in the words that the search below it reads. One node in
        /// eight, the root among them: a state gone wrong is passed on to the nodes below it, so a
        /// sample finds it.
        func checkState(_ state: UnsafePointer<UInt64>, depth: Int) {
            guard let searchPosition, let start, statistics.nodes & 7 == 0 else { return }
            var expected = Array(UnsafeBufferPointer(start: start, count: stride))
            for level in 0..<depth {
                let position = Int(searchPosition[Int(path[level])])
                precondition(
                    position >= 0 && expected[position / 64] & 1 << (position % 64) != 0,
                    "option \(path[level]) on the path was not live at level \(level)")
                for word in 0..<optionWords { expected[word] &= ~conflicts[position * optionWords + word] }
                for word in 0..<itemWords {
                    expected[optionWords + word] &= ~primaries[position * itemWords + word]
                }
            }
            let read = branch(in: state, depth: depth).map { firstWordRead(below: $0.item) } ?? optionWords
            precondition(
                expected[read...].elementsEqual(UnsafeBufferPointer(start: state, count: stride)[read...]),
                "the state differs from the path's at depth \(depth)")
            if Width.keepsCounts, let counts {
                for item in 0..<primaryCount {
                    let open = state[optionWords + item / 64] & 1 << (item % 64) != 0
                    precondition(
                        Int(counts[depth * primaryCount + item])
                            == (open ? liveOptions(of: item, in: state) : Int(Int16.max)),
                        "item \(item)'s count kept at depth \(depth) is not its number of live options")
                }
            }
        }
    }
#endif

/// A secondary item in one colour: the options that give it that colour agree on it.
private struct ColouredItem: Hashable {
    let item: Int32
    let colour: Int32
}
