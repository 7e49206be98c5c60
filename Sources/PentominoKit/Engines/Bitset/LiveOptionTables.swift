// The tables of the bitset engine's search over live options, in the order they are built:
//
// - Whether a problem fits, and the bytes its tables take.
// - The tables: rows of clashes, the items' holders, and the start.
// - The choice of how to branch, by estimates.
//
// The search over them is in `LiveOptionSearch.swift`.

/// The bitset engine's search for a plain exact cover with few options, as read from a file: its
/// state is the set of options still live, one bit each, rather than the set of covered items.
///
/// Choosing an option kills every option that shares an item with it, which the tables hold as one
/// row of bits per option: a step is a row of AND-NOTs, and an item's options that still fit are
/// its row ANDed with the live ones. The search branches on the first open item, or on the one with
/// the fewest live options (Knuth's rule), whichever its estimate says is cheaper
/// (`choosingBranching()`), counting the live options at every node or keeping the counts as it
/// goes. Colours change only which options clash (two options that give a secondary item one colour
/// agree there, as in DLX2), so the rows hold them and the search never looks at them.
///
/// It takes problems with no region rule, no gaps, and every item of multiplicity and capacity 1,
/// whose tables fit `maximumBytes`: they grow with the square of the options, where the item words
/// of `BitsetTables` grow with the items.
struct LiveOptionTables: Sendable {
    // MARK: - Fitting

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
    let optionWords: Int
    let itemWords: Int
    var fixedWidth: Bool { optionWords == FourOptionWords.optionWords && itemWords == 1 }
    /// For each option (by its position: the options that can be chosen, by their first item), the
    /// options it kills, itself among them: those that share an item with it, but for a secondary
    /// item to which both give one colour; a row of `optionWords` words.
    let conflicts: TableMemory<UInt64>
    /// For each option, its primary items: a row of `itemWords` words.
    let primaries: TableMemory<UInt64>
    /// For each option, its primary items as a list, one option's after another, and where each
    /// option's list starts (with the end of the last): what a search that keeps each item's
    /// count of live options takes off those counts when the option dies.
    let primaryLists: TableMemory<Int32>
    let primaryListStarts: TableMemory<Int32>
    /// For each primary item, the options that hold it, and those whose first item it is (the only
    /// ones that can fit when every earlier item is covered): a row of `optionWords` words each, and
    /// the range of words where the row is not zero, as `[first, end)` pairs. The options come in
    /// order of their first items, so the leaders' ranges ascend with the items (an item that leads
    /// none has the empty range where its leaders would be).
    let holders: TableMemory<UInt64>
    let holderWords: TableMemory<Int32>
    let leaders: TableMemory<UInt64>
    let leaderWords: TableMemory<Int32>
    /// The problem's index of each option, and each option's position (-1 if it can never be chosen).
    let optionIndex: TableMemory<Int32>
    let searchPosition: TableMemory<Int32>
    /// The state at the start: every option live, then the primary items not covered at the start.
    let start: TableMemory<UInt64>
    /// Number of primary items, and the most levels of a search (see `levels(of:)`).
    let primaryCount: Int
    let levelCount: Int
    /// Whether a search may keep counts: each item's count of live options fits the 16 bits it is
    /// kept in, and the counts of every level fit `maximumBytes` beside the tables.
    let countsFit: Bool
    /// Whether the search branches on the open item with the fewest live options, rather than on the first.
    private(set) var branchesOnFewestOptions = true
    /// Whether, branching on the fewest, the search keeps each open item's count of live options as
    /// it goes, rather than counting them again at every node.
    private(set) var keepsCounts = false

    // MARK: - The tables

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

    // MARK: - Branching

    /// The same tables, branching as the cheaper search does: on the open item with the fewest live
    /// options, or on the first open item. Branching on the fewest searches fewer nodes, but counts
    /// each open item's live options at every node, in the words where its row has options: half
    /// of those words, summed over the primary items, is about what a node scans before it stops
    /// at an item with one option or none. A node's other work costs about as much as
    /// `BitsetTuning.nodeWords` such words and a row of AND-NOTs. Knuth's estimator sizes both trees, with a
    /// fixed seed, so every run chooses alike (`docs/speed-history.md`, "Live options"). On the
    /// fewest, probes of both ways then weigh the words that counting at every node reads against
    /// the counts that keeping them lowers (`loweredCountWords` words each), and the lighter is
    /// taken: keeping them wins where many items each have few options, as in a random problem of
    /// 500 items (`docs/speed-history.md`, "Colours and counts kept").
    func choosingBranching() -> LiveOptionTables {
        var random = SplitMix64(seed: LiveOptionTables.branchingSeed)
        let fewest = branching(onFewestOptions: true).estimatedNodes(
            below: [], probes: BitsetTuning.branchingProbes, random: &random)
        let inOrder = branching(onFewestOptions: false).estimatedNodes(
            below: [], probes: BitsetTuning.branchingProbes, random: &random)
        let scanned = Double((0..<primaryCount).reduce(0) { $0 + holderWords[2 * $1 + 1] - holderWords[2 * $1] }) / 2
        let step = wordsPerNode
        guard fewest * (step + scanned) < inOrder * step else { return branching(onFewestOptions: false) }
        guard countsFit else { return branching(onFewestOptions: true) }
        // Counting at every node, or keeping the counts: the work of each, sampled by probes.
        let work = [false, true].map {
            let estimate = branching(onFewestOptions: true, keepingCounts: $0).estimated(
                below: [], probes: BitsetTuning.branchingProbes, random: &random)
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

    /// A node's work besides its scan, in words scanned: `BitsetTuning.nodeWords` and a row of AND-NOTs.
    var wordsPerNode: Double { BitsetTuning.nodeWords + Double(optionWords) }

    /// The seed of the estimates that choose how the search branches.
    private static var branchingSeed: UInt64 { 0x4C49_5645 }

    /// What a search's start costs before its first node, in nodes as `choosingBranching()` weighs
    /// them (`wordsPerNode`): it reads the start's state, and with counts kept, each primary item's
    /// row of holders, to count it.
    var subtreeSetUpNodes: Double {
        Double(optionWords + itemWords + (keepsCounts ? primaryCount * optionWords : 0)) / wordsPerNode
    }
}

/// A secondary item in one colour: the options that give it that colour agree on it.
private struct ColouredItem: Hashable {
    let item: Int32
    let colour: Int32
}
