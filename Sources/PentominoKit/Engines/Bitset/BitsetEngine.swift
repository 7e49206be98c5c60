// The bitset engine, in the order a search uses it:
//
// - `BitsetEngine`: the public face; whether a problem fits, search and estimate.
// - `BitsetTables`: the options as words and the candidate lists, built once per problem (a plain
//   exact cover of few options has `LiveOptionTables` instead, in a file of its own).
// - Search jobs: what to do once the tables are in place (visit solutions, or estimate).
// - Search modes: the compile-time choices of how to branch and what to remember.
// - `BitsetSearch`: the recursion over two words of state, the hot loop.
// - `CandidateLists` and `PiecesLeft`: branching choices and region sizes, out of the hot loop.
//
// They stay in this one file: debug builds compile files apart, and the `@_specialize` of `search`
// specialises the generic search only as far as this file reaches (`docs/speed-history.md`, "Where
// the bitset engine's code lives", has what splitting it cost). Only the code that builds the
// tables once (`CandidateSource`, `BitLayout`), the search over live options, which shares nothing
// with the rest and specialises its own `search`, and the tuned constants (`BitsetTuning`) live in
// files of their own.

/// An exact-cover engine whose whole search state is two machine words.
///
/// Each item is one bit (one per time it must be covered, where its multiplicity is above 1), each
/// option a pair of masks: the low word holds the region items of the problem's region rule (or
/// the leading items), the high word the rest, in 64 bits each, or 128 (`UInt128`) where the
/// problem needs them. For each item and each pattern of the next three items covered or not, the
/// engine keeps a list of the options that clash with none of the covered ones, and tests it four
/// options at a time. A region rule skips options that would leave a pocket no solution can fill.
/// Where items may be left uncovered, a count remembers the counts below the states it meets
/// (`CountCache`). A plain exact cover of few options, or too wide for two words, is searched over
/// its live options instead (`LiveOptionTables`). `estimatedNodes` estimates a search by probes.
///
/// Where the search branches:
/// 1. At the root, on the primary item with the fewest options; on a rectangle with holes and in a
///    box, on a piece.
/// 2. Below the root, on the first uncovered primary item, trying only the options whose first
///    primary item it is (every earlier one being covered, no other option can fit).
/// 3. On a rectangle with holes, on whichever of the dead ends and the first uncovered item has
///    the shortest list (`PocketCheck.deadEnds`). While `BitsetTuning.piecesLeftForCounts` pieces
///    or more are left there, and in a box, on the item with the fewest options that fit among the
///    first uncovered one and those with at most two empty neighbours; just below the root, on a
///    piece where fewer of its options fit (`CandidateLists`).
/// 4. Where the problem allows gaps, the item branched on may also be left uncovered once its
///    options have been tried; the search then fills in item order.
public struct BitsetEngine: ExactCoverEngine {
    /// The most bits each of the two words may have.
    public static let maximumWordBits = 128

    /// The most bytes that the engine's tables of a plain problem, which it searches over its live
    /// options, may take with one thread's search: 1 GiB. They keep a row of each option's clashes,
    /// a bit per option, so they grow with the square of the options: about 90,000 options fit.
    public static let maximumLiveOptionBytes = LiveOptionTables.maximumBytes

    /// The bytes that the engine's tables of `problem` take, searched over its live options by one
    /// thread (each further thread adds a row of options for each level of its search).
    public static func liveOptionBytes(for problem: ExactCoverProblem) -> Int {
        LiveOptionTables.bytes(for: problem)
    }

    /// Whether the engine can search `problem`: an exact cover with no region rule, gaps, copies or
    /// shared items, colours allowed, of any number of items and options up to
    /// `maximumLiveOptionBytes` of tables, which it searches over its live options; or any other
    /// problem with at most `maximumWordBits` bits in each word, items that may be left uncovered
    /// all in the low word, and no colours, which a bit cannot hold. (A region rule of more items
    /// than a word holds is not checked.)
    public static func fits(_ problem: ExactCoverProblem) -> Bool {
        LiveOptionTables.fits(problem) || fitsInTwoWords(problem)
    }

    /// The most primary items of a problem beyond two words that `auto` gives this engine: its
    /// search over live options counts each open item's live options at every node, and on more
    /// items than this that scan costs more than Dancing Links' lists (a 16x16 sudoku, of 1024
    /// items, is searched faster by Dancing Links).
    public static let maximumAutomaticItems = 512

    /// The most options of a problem that the engine searches over its live options where two
    /// words would hold it too, and of a problem beyond two words that `auto` gives it: each step
    /// of that search reads a row of the options, and on more than this the two words' search, or
    /// Dancing Links, whose steps read only the options they remove, is faster.
    public static let maximumAutomaticOptions = 4096

    /// Whether `auto` searches `problem` with this engine rather than Dancing Links: whenever it
    /// fits, but for a problem beyond two words with more than `maximumAutomaticItems` primary
    /// items or `maximumAutomaticOptions` options.
    public static func isAutomaticChoice(for problem: ExactCoverProblem) -> Bool {
        fits(problem)
            && (problem.primaryItemCount <= maximumAutomaticItems && problem.optionCount <= maximumAutomaticOptions
                || fitsInTwoWords(problem))
    }

    /// Whether `problem` fits two words of at most `maximumWordBits` bits (see `fits`).
    private static func fitsInTwoWords(_ problem: ExactCoverProblem) -> Bool {
        guard !problem.hasColours else { return false }
        let problem = problem.withRuleInWords
        return BitLayout(problem, wordBits: maximumWordBits).fits(
            problem, lowBits: maximumWordBits, highBits: maximumWordBits)
    }

    /// The tables, in words of the widths the problem needs.
    private enum Tables: Sendable {
        case liveOptions(LiveOptionTables)
        case narrow(BitsetTables<UInt64, UInt64>)
        case wideLow(BitsetTables<UInt128, UInt64>)
        case wide(BitsetTables<UInt128, UInt128>)
    }

    private let tables: Tables

    /// The engine for `problem`, which must fit (see `fits`).
    public init(_ problem: ExactCoverProblem) {
        let problem = problem.withRuleInWords
        precondition(
            BitsetEngine.fits(problem),
            "the bitset engine takes a plain problem whose tables fit \(BitsetEngine.maximumLiveOptionBytes) bytes, or at most \(BitsetEngine.maximumWordBits) bits in each word"
        )
        let narrow = BitLayout(problem, wordBits: 64), wide = BitLayout(problem, wordBits: 128)
        if LiveOptionTables.fits(problem)
            && (problem.optionCount <= BitsetEngine.maximumAutomaticOptions || !BitsetEngine.fitsInTwoWords(problem))
        {
            tables = .liveOptions(LiveOptionTables(problem).choosingBranching())
        } else if narrow.fits(problem, lowBits: 64, highBits: 64) {
            tables = .narrow(BitsetTables(problem, layout: narrow))
        } else if wide.fits(problem, lowBits: 128, highBits: 64) {
            tables = .wideLow(BitsetTables(problem, layout: wide))
        } else {
            tables = .wide(BitsetTables(problem, layout: wide))
        }
    }

    /// Whether the engine searches over the problem's live options, rather than in two words of items.
    package var searchesLiveOptions: Bool {
        guard case .liveOptions = tables else { return false }
        return true
    }

    /// Whether the search branches on the open item with the fewest live options, as it may in a
    /// plain exact cover of few options (see `LiveOptionTables.choosingBranching()`), rather than in
    /// item order.
    package var branchesOnFewestOptions: Bool {
        guard case .liveOptions(let tables) = tables else { return false }
        return tables.branchesOnFewestOptions
    }

    /// See `ExactCoverEngine.search(from:limits:visitor:)`. Specialised here for the visitors that
    /// counts and the solver's listings use, so that the search is compiled for its word widths even where a caller in another
    /// file cannot specialise it (debug builds compile files apart).
    @_specialize(where V == SolutionCounter<EverySolution>)
    @_specialize(where V == SolutionCounter<TilingClasses>)
    @_specialize(where V == SolutionCollector)
    @_specialize(where V == TilingStream)
    public func search<V: SolutionVisitor>(from prefix: [Int] = [], limits: SearchLimits = .none, visitor: inout V)
        -> SearchStatistics
    {
        switch tables {
        case .liveOptions(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        case .narrow(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        case .wideLow(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        case .wide(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        }
    }

    /// See `ExactCoverEngine.subtreeSetUpNodes`. The search over live options reads a row of its
    /// options and, keeping counts, counts every item's; the others start with a few words.
    public var subtreeSetUpNodes: Double {
        guard case .liveOptions(let tables) = tables else { return 1 }
        return max(1, tables.subtreeSetUpNodes)
    }

    /// An estimate of the nodes a search below the options of `prefix` visits (its `SearchStatistics.nodes`):
    /// the mean of `probes` random descents in the manner of Knuth's estimator ("Estimating the
    /// efficiency of backtrack programs", 1975), drawn from `random`. Each descent counts the children
    /// of every node it passes and goes on into one at random; the estimate is unbiased, and its
    /// spread shrinks with the number of probes. 0 when the options of `prefix` clash.
    public func estimatedNodes(below prefix: [Int] = [], probes: Int, random: inout SplitMix64) -> Double {
        switch tables {
        case .liveOptions(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        case .narrow(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        case .wideLow(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        case .wide(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        }
    }

    /// The high word after choosing an option with high bits `mask` and copy bits `copies` when
    /// `covered` is covered: each item of multiplicity above 1 fills its bits from the lowest up, so
    /// the option takes the lowest free bit of each such item it holds (`mask` holds the highest,
    /// which is covered only once every copy is taken). `starts` are the lowest bits of those items.
    @inline(__always)
    static func cover<Word: BitsetWord>(high covered: Word, mask: Word, copies: Word, starts: Word) -> Word {
        let free = copies & ~covered
        return covered | (mask & ~copies) | (free & ~((free &<< 1) & ~starts))
    }

    /// The word whose lowest `count` bits are set.
    static func mask<Word: BitsetWord>(count: Int) -> Word {
        count >= Word.bitWidth ? ~0 : (1 &<< count) &- 1
    }

    /// How many of the items after the branching item select its candidate list.
    static let patternBits = 3
    /// Number of candidate lists per item.
    static let patterns = 1 << patternBits

    /// Candidates tested at once; every list is padded to a multiple of this.
    static let lanes = 4

    /// The bit of a 64-bit window of the low word that marks padding (see `BitsetTables.windowWords`).
    static let windowSentinel: UInt64 = 1 << 63

    /// Which of the `patternBits` items after `item` in the low word `mask` covers, as bits.
    @inline(__always)
    static func pattern<Word: BitsetWord>(of mask: Word, item: Int, lowCount: Int) -> Int {
        item + 1 >= lowCount ? 0 : Int(truncatingIfNeeded: (mask &>> (item + 1)) & Word(patterns - 1))
    }
}

// MARK: - Tables

/// What the bitset engine reads while it searches one problem in words of `Low` and `High` bits:
/// each option's masks and the candidate lists, built once and shared by every thread.
struct BitsetTables<Low: BitsetWord, High: BitsetWord>: Sendable {
    /// The candidate lists, one after another, as their words (see `CandidateWords`); an option
    /// appears in the list of each pattern it allows. Each list is padded to whole lanes with entries
    /// of all ones, which clash with any covered item.
    private let words: TableMemory<UInt64>
    /// For each candidate, the high bits of the items of multiplicity above 1 that it holds.
    private let copies: TableMemory<High>
    /// The problem's index of each candidate.
    private let optionIndex: TableMemory<Int32>
    /// The candidates of slot `i` when items `i + 1…i + 3` are covered as the bits of pattern `p` are
    /// `listStart[8 * i + p]..<listStart[8 * i + p + 1]`.
    private let listStart: TableMemory<Int32>
    /// Where the low word is wider than 64 bits and each candidate's low items lie within 63 items
    /// of its list's item (else empty): the candidates' words as the search tests them (see
    /// `CandidateWords`), each with its low items from that item on as a 64-bit low word, and its
    /// high word. When the search branches on the first uncovered item, every earlier one is
    /// covered, so it tests these against the covered items from that one on, as if the board
    /// were 63 items wide; the top bit is set in that word, and in padding entries only, so that
    /// they always clash. Branching on an item of the high word, every low item is covered: the
    /// word is then all ones for a candidate with low items, else 0. Tested in the same 64-bit
    /// lanes as the candidates of 64-bit words, which is cheaper than windows in a table of their
    /// own (`docs/speed-history.md`, "The pocket check in 128-bit words").
    private let windowWords: TableMemory<UInt64>
    /// On a rectangle with holes, the candidates of dead end `d` (see `DeadEnds.number(of:)`) when
    /// the cells of `deadEndPatterns[d]` are covered as the bits of pattern `p` are
    /// `deadEndStart[8 * d + p]..<deadEndStart[8 * d + p + 1]`; empty otherwise, when the search
    /// ignores dead ends.
    private let deadEndStart: TableMemory<Int32>
    /// For each dead end, the items of the three cells around the neighbour that a piece covering
    /// it enters through (other than the dead end), a byte each from the lowest: the items whose
    /// being covered picks the dead end's list.
    private let deadEndPatterns: TableMemory<UInt32>
    /// The starts of the lists that `CandidateLists` chooses among (empty where the search branches
    /// in item order only): in a box, `PocketCheck.sideSets` lists for each region item, then one for
    /// each piece not placed in advance, then the end of the last; and each such piece's high bit.
    private let candidateListStart: TableMemory<Int32>
    private let pieceBits: TableMemory<High>
    /// Number of lists of region items in `candidateListStart`.
    private let itemLists: Int
    /// For each option of the problem, the region items next to it.
    private let seeds: TableMemory<Low>
    /// The options of the root item, as candidate positions.
    private let rootOptions: TableMemory<Int32>
    /// A candidate position of each of the problem's options, or -1 if it can never fit.
    private let searchPosition: TableMemory<Int32>
    /// Number of items in the low word.
    private let lowCount: Int
    /// Primary items of multiplicity 1 in each word, other than those covered at the start: the items branched on.
    private let primaryLow: Low
    private let primaryHigh: High
    /// The high bits of items of multiplicity or capacity above 1, and the lowest bit of each; of
    /// those, the bits of the primary items, all of which a solution covers.
    private let copyBits: High
    private let copyStarts: High
    private let filledBits: High
    /// The items covered at the start, in each word.
    private let startLow: Low
    private let startHigh: High
    private let regionRule: RegionRule?
    /// The region rule's adjacency, as words, and its check over them if the problem has a rule
    /// (none or one).
    private let adjacency: TableMemory<Low>
    private let pocketCheck: TableMemory<PocketCheck<Low>>
    /// When the pieces are not all of one size (else empty): the high bits of the pieces of each size
    /// (each copy's bit), and that size.
    private let piecesBySize: TableMemory<High>
    private let pieceSizes: TableMemory<Int>
    private let gaps: Gaps
    /// The root item, branched on first.
    private let rootItem: Int
    /// Number of primary items: the deepest a search can go.
    private let primaryCount: Int
    /// Whether the search remembers counts in fill order: where it leaves items uncovered or covers
    /// some more than once (`GapsInFillOrder`, `CopiesAllowed`, `GapsAndCopiesAllowed`): a count
    /// remembered by the cells filled so far is found again only when the search fills in order.
    /// Where the root is a piece (the X of the 8x8, whose placements symmetry breaking leaves
    /// fewest) the rest of the search fills in order too (`docs/speed-history.md`, "Counts that
    /// remember, in fill order").
    private let remembersCounts: Bool

    /// The tables for `problem`, whose items lie in words as `layout` says.
    init(_ problem: ExactCoverProblem, layout: BitLayout) {
        let lowCount = layout.lowCount
        self.lowCount = lowCount
        let primary = problem.primaryItemCount
        primaryCount = primary
        let single = (0..<primary).filter { problem.multiplicities[$0] == 1 }
        let startLow: Low = problem.coveredAtStart(from: 0, to: lowCount)
        let startHigh: High = layout.masks(
            of: problem.coveredAtStart.filter { $0 >= lowCount }.map(Int32.init)[...], low: Low.self
        ).high
        (self.startLow, self.startHigh) = (startLow, startHigh)
        primaryLow = BitsetEngine.mask(count: min(primary, lowCount)) & ~startLow
        primaryHigh =
            layout.masks(of: single.filter { $0 >= lowCount }.map(Int32.init)[...], low: Low.self).high & ~startHigh
        let coverCounts = problem.coverCounts
        let multiple = coverCounts.indices.filter { coverCounts[$0] > 1 }
        let copyBits: High = layout.masks(of: multiple.map(Int32.init)[...], low: Low.self).copies
        self.copyBits = copyBits
        copyStarts = multiple.reduce(0) { $0 | 1 &<< layout.highStart[$1 - lowCount] }
        filledBits = layout.masks(of: multiple.filter { $0 < primary }.map(Int32.init)[...], low: Low.self).copies
        regionRule = problem.regionRule
        let source = CandidateSource<Low, High>(problem, layout: layout, startLow: startLow)
        let adjacency = TableMemory(source.adjacency)
        self.adjacency = adjacency
        let sizes = source.piecesBySize()
        (piecesBySize, pieceSizes) = (TableMemory(sizes.bits), TableMemory(sizes.sizes))
        // A limit beyond the items that may be left uncovered allows them all; so clamped, it is no
        // more than the low word holds, which the count cache's states have room for.
        gaps = Gaps(items: problem.gaps.items, limit: min(problem.gaps.limit, problem.gaps.items))
        pocketCheck = TableMemory(problem.regionRule.map { [PocketCheck(rule: $0, neighbours: adjacency.base)] } ?? [])

        // The candidate lists in search order: each slot's, then, where the search branches on them,
        // each dead end's, each region item's and each piece's.
        var order = CandidateOrder(optionCount: problem.optionCount)
        let slotLists = source.slotLists(into: &order)
        listStart = TableMemory(slotLists)
        let deadEnds = copyBits == 0 ? source.deadEndLists(into: &order) : (start: [], patterns: [])
        (deadEndStart, deadEndPatterns) = (TableMemory(deadEnds.start), TableMemory(deadEnds.patterns))
        let items = copyBits == 0 ? source.itemLists(into: &order, alongsideDeadEnds: !deadEnds.start.isEmpty) : []
        itemLists = items.count
        let pieces =
            problem.gaps.limit == 0 && copyBits == 0 && (!deadEnds.start.isEmpty || !items.isEmpty)
            ? source.pieceLists(of: single, into: &order) : (start: [], bits: [])
        candidateListStart = TableMemory(items + pieces.start)
        pieceBits = TableMemory(pieces.bits)
        let highWords = order.options.map { $0 < 0 ? ~0 : source.masks[$0].high }
        let windows =
            Low.bitWidth > 64 && items.isEmpty && pieces.start.isEmpty
            ? source.lowWindows(of: order.options, slotLists: slotLists) : []
        windowWords = TableMemory(windows.isEmpty ? [] : CandidateWords.memory(low: windows, high: highWords))
        words = TableMemory(
            CandidateWords.memory(low: order.options.map { $0 < 0 ? ~0 : source.masks[$0].low }, high: highWords))
        copies = TableMemory(order.options.map { $0 < 0 ? 0 : source.masks[$0].copies })
        optionIndex = TableMemory(order.options.map(Int32.init))
        searchPosition = TableMemory(order.searchPosition)
        seeds = TableMemory(source.seeds())
        let root = source.root(among: single, searchPosition: order.searchPosition, outsideRegion: !pieces.bits.isEmpty)
        (rootItem, rootOptions) = (root.item, TableMemory(root.options))
        remembersCounts = gaps.limit > 0 || copyBits != 0
    }

    /// See `BitsetEngine.search(from:limits:visitor:)`.
    func search<V: SolutionVisitor>(from prefix: [Int] = [], limits: SearchLimits = .none, visitor: inout V)
        -> SearchStatistics
    {
        // The first search that remembers sizes the cache for the whole problem's search.
        if remembersCounts, let countCache = limits.countCache {
            countCache.make(slotWords: CountTable<Low, High>.slotWords, cancellation: limits.cancellation) {
                var random = SplitMix64(seed: 0)
                return estimatedNodes(below: [], probes: SearchTuning.cacheSizingProbes, random: &random)
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
        let candidateWords = CandidateWords<Low, High>(base: words.base)
        var coveredLow = startLow, coveredHigh = startHigh
        var gapsLeft = gaps.limit
        for option in prefix {
            if let item = Choice.itemLeft(by: option) {
                coveredLow |= 1 &<< item
                gapsLeft -= 1
                continue
            }
            let position = Int(searchPosition[option])
            guard position >= 0, coveredLow & candidateWords.low(at: position) == 0,
                coveredHigh & candidateWords.high(at: position) == 0
            else {
                return nil
            }
            coveredLow |= candidateWords.low(at: position)
            coveredHigh = BitsetEngine.cover(
                high: coveredHigh, mask: candidateWords.high(at: position), copies: copies[position], starts: copyStarts
            )
        }
        // Each level covers a primary item, or leaves one uncovered.
        let path = UnsafeMutablePointer<Int32>.allocate(capacity: prefix.count + primaryCount + 1)
        defer { path.deallocate() }
        path.initialize(from: prefix.map(Int32.init), count: prefix.count)
        let countTables = UnsafeMutablePointer<CountTable<Low, High>?>.allocate(capacity: 1)
        defer { countTables.deallocate() }
        countTables.initialize(to: limits.countCache?.memory.map(CountTable.init))
        let setup = SearchSetup(
            words: candidateWords, copies: copies.base, optionIndex: optionIndex.base, listStart: listStart.base,
            deadEndStart: deadEndStart.start, deadEndPatterns: deadEndPatterns.start,
            windowWords: windowWords.start.map(CandidateWords.init(base:)), seeds: seeds.base,
            rootOptions: rootOptions.elements, path: path, lowCount: lowCount, primaryLow: primaryLow,
            primaryHigh: primaryHigh, filledBits: filledBits, copyStarts: copyStarts, rootItem: rootItem,
            gapItems: gaps.items, limits: limits,
            piecesLeft: PiecesLeft(bySize: piecesBySize.start, sizes: pieceSizes.start, count: pieceSizes.count),
            candidates: CandidateLists(
                words: candidateWords, start: candidateListStart.start, itemLists: itemLists,
                pieceBits: pieceBits.start, pieceCount: pieceBits.count),
            pocketPointer: pocketCheck.start, countTables: countTables
        ).withChecks(positions: searchPosition.start, coveredAtStart: (startLow, startHigh))
        let search = BitsetSearch<ExactCoverOnly, Low, High>(setup)
        let start = (low: coveredLow, high: coveredHigh, gaps: gapsLeft, depth: prefix.count)
        // The search reads the tables by pointer: they must outlive it.
        return withExtendedLifetime(self) {
            switch (gaps.limit > 0, copyBits != 0) {
            case (false, false) where itemLists > 0 && regionRule?.layerSize != nil:
                return job.run(BitsetSearch<FewestCandidatesInLayers, Low, High>(search), from: start)
            case (false, false) where !deadEndStart.isEmpty:
                return job.run(BitsetSearch<DeadEndsFirst, Low, High>(search), from: start)
            case (false, false): return job.run(search, from: start)
            case (true, false): return job.run(BitsetSearch<GapsInFillOrder, Low, High>(search), from: start)
            case (false, true): return job.run(BitsetSearch<CopiesAllowed, Low, High>(search), from: start)
            case (true, true): return job.run(BitsetSearch<GapsAndCopiesAllowed, Low, High>(search), from: start)
            }
        }
    }
}

// MARK: - Search jobs

/// What a search's state is below a prefix: the covered words, the gaps left and the depth.
private typealias SearchStart<Low: BitsetWord, High: BitsetWord> = (low: Low, high: High, gaps: Int, depth: Int)

/// What to do with a bitset search once its tables are in place, in whichever mode it runs.
private protocol BitsetSearchJob {
    associatedtype Result
    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(
        _ search: consuming BitsetSearch<Mode, Low, High>,
        from start: SearchStart<Low, High>
    ) -> Result
}

/// Searches the tree, handing each solution to a visitor.
private struct Visiting<V: SolutionVisitor>: BitsetSearchJob {
    let visitor: UnsafeMutablePointer<V>

    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(
        _ search: consuming BitsetSearch<Mode, Low, High>,
        from start: SearchStart<Low, High>
    ) -> SearchStatistics {
        search.run(from: start, visitor: &visitor.pointee)
    }
}

/// Estimates the tree's size: the mean of random probes' estimates.
private struct Estimating: BitsetSearchJob {
    let probes: Int
    let random: UnsafeMutablePointer<SplitMix64>

    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(
        _ search: consuming BitsetSearch<Mode, Low, High>,
        from start: SearchStart<Low, High>
    ) -> Double {
        guard probes > 0 else { return 0 }
        var total = 0.0
        for _ in 0..<probes { total += search.probe(from: start, random: &random.pointee) }
        return total / Double(probes)
    }
}

// MARK: - Search modes

/// Whether a search may leave items uncovered, whether some items must be covered more than once,
/// and whether it branches on dead ends: types, so that the plain exact-cover search is compiled
/// without the code for any of them.
private protocol SearchMode {
    static var allowsGaps: Bool { get }
    static var allowsCopies: Bool { get }
    static var branchesOnDeadEnds: Bool { get }
    /// Whether the search is in a box of layers, where it finds pockets by shifts in six directions.
    static var inLayers: Bool { get }
    /// Whether the search branches on the item with the fewest candidates that fit, where the tables
    /// have lists for it (see `CandidateLists`).
    static var branchesOnFewest: Bool { get }
    /// Whether, just below the root, the search branches on a piece when fewer of its candidates fit.
    static var branchesOnPieces: Bool { get }
    /// Whether the region rule's quick check looks for pockets of four cells on a rectangle too
    /// (see `PocketCheck.leavesBadPocket`): it pays where holes make such pockets common, not on
    /// full rectangles nor with gaps (`docs/speed-history.md`, "Pockets of four").
    static var findsPocketsOfFour: Bool { get }
    /// Whether a count remembers the number of solutions below the states it has counted whole, in
    /// its `CountCache`, and takes it from there when it meets a state again.
    static var remembersCounts: Bool { get }
    /// Whether the search branches on the item with the fewest candidates only while many pieces
    /// are left (see `BitsetTuning.piecesLeftForCounts`), and below that as `branch(at:low:)` says.
    static var countsNearTheRootOnly: Bool { get }
}

extension SearchMode {
    static var branchesOnDeadEnds: Bool { false }
    static var inLayers: Bool { false }
    static var branchesOnFewest: Bool { false }
    static var branchesOnPieces: Bool { false }
    static var findsPocketsOfFour: Bool { false }
    static var remembersCounts: Bool { false }
    static var countsNearTheRootOnly: Bool { false }
}

private enum ExactCoverOnly: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
}

/// An exact cover on a rectangle with holes, which branches on dead ends when there are any, and
/// while many pieces are left on the item with the fewest candidates that fit.
private enum DeadEndsFirst: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
    static var branchesOnDeadEnds: Bool { true }
    static var branchesOnFewest: Bool { true }
    static var countsNearTheRootOnly: Bool { true }
    static var branchesOnPieces: Bool { true }
    static var findsPocketsOfFour: Bool { true }
}

/// An exact cover in a box of layers, which branches on the item with the fewest candidates that fit.
private enum FewestCandidatesInLayers: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { false }
    static var inLayers: Bool { true }
    static var branchesOnFewest: Bool { true }
    static var branchesOnPieces: Bool { true }
}

/// A search that may leave items uncovered, which branches on the first uncovered item and, counting,
/// remembers the counts below the states it meets. A search in fill order meets the same state
/// again and again (the same cells covered by the same pieces, others left empty), where branching
/// on the fewest candidates scatters its states (see `BitsetTables.remembersCounts`).
private enum GapsInFillOrder: SearchMode {
    static var allowsGaps: Bool { true }
    static var allowsCopies: Bool { false }
    static var remembersCounts: Bool { true }
}

/// A search that covers some items more than once, which remembers the counts below the states
/// it meets (or, listing solutions, the states below which there are none): it meets the same
/// cells covered by the same pieces in another order again and again (`docs/speed-history.md`,
/// "Copies of a piece, remembered").
private enum CopiesAllowed: SearchMode {
    static var allowsGaps: Bool { false }
    static var allowsCopies: Bool { true }
    static var remembersCounts: Bool { true }
}

private enum GapsAndCopiesAllowed: SearchMode {
    static var allowsGaps: Bool { true }
    static var allowsCopies: Bool { true }
    static var remembersCounts: Bool { true }
}

// MARK: - The search

/// What a bitset search reads and never changes, in whichever mode it runs: the tables by raw
/// pointer, the problem's shape, the path's buffer and the limits. The same search in another mode
/// takes it whole.
private struct SearchSetup<Low: BitsetWord, High: BitsetWord> {
    let words: CandidateWords<Low, High>
    let copies: UnsafePointer<High>
    let optionIndex: UnsafePointer<Int32>
    let listStart: UnsafePointer<Int32>
    /// The candidate lists of dead ends, and the items that pick each one's list, read only when
    /// the mode branches on them.
    let deadEndStart: UnsafePointer<Int32>?
    let deadEndPatterns: UnsafePointer<UInt32>?
    /// The candidates' words with their low items from their list's item on, where the tables have
    /// them (see `BitsetTables.windowWords`).
    let windowWords: CandidateWords<UInt64, High>?
    /// The region items next to each option, by the problem's option index.
    let seeds: UnsafePointer<Low>
    let rootOptions: UnsafeBufferPointer<Int32>
    /// The problem's indices of the options chosen so far, by depth.
    let path: UnsafeMutablePointer<Int32>
    let lowCount: Int
    let primaryLow: Low
    let primaryHigh: High
    /// The high bits that a solution covers (of the primary items of multiplicity above 1), and the
    /// lowest bit of each item of multiplicity or capacity above 1.
    let filledBits: High
    let copyStarts: High
    let rootItem: Int
    /// Items `0..<gapItems` may be left uncovered.
    let gapItems: Int
    let limits: SearchLimits
    let piecesLeft: PiecesLeft<High>
    let candidates: CandidateLists<Low, High>
    /// The region rule's check, if the problem has one.
    let pocketPointer: UnsafePointer<PocketCheck<Low>>?
    /// The slots of the count cache the search uses, if it has one (see `CountCache`), held
    /// where the search can replace them when the cache grows: a stored property that changed
    /// cost a listing more (`docs/speed-history.md`, "The count cache's slots behind a pointer").
    let countTables: UnsafeMutablePointer<CountTable<Low, High>?>
    #if DEBUG
        /// A candidate position of each of the problem's options, for the debug build's checks.
        var searchPosition: UnsafePointer<Int32>?
        /// The items covered at the start, in each word, for the same checks.
        var coveredAtStart: (low: Low, high: High) = (0, 0)
    #endif

    /// This setup with what the debug build's checks read: a candidate position of each option,
    /// and the items covered at the start. Release builds keep neither.
    func withChecks(positions: UnsafePointer<Int32>?, coveredAtStart: (low: Low, high: High)) -> SearchSetup {
        #if DEBUG
            var setup = self
            setup.searchPosition = positions
            setup.coveredAtStart = coveredAtStart
            return setup
        #else
            return self
        #endif
    }
}

/// One bitset search: read-only tables by raw pointer, and the recursion over two words of state.
private struct BitsetSearch<Mode: SearchMode, Low: BitsetWord, High: BitsetWord> {
    // MARK: State

    let setup: SearchSetup<Low, High>
    /// The region rule's check: by value where the low word has 64 bits, by pointer where it is
    /// wider (`setup.pocketPointer`): a check of 128-bit words is too large to copy at every
    /// choice, and one of 64-bit words is cheaper to hold than to read through a pointer.
    let pocketCheck: PocketCheck<Low>?
    @inline(__always)
    var countTable: CountTable<Low, High>? { setup.countTables.pointee }

    /// The region rule's check, if the problem has a rule.
    @inline(__always)
    var pockets: PocketCheck<Low>? { Low.bitWidth > 64 ? setup.pocketPointer?.pointee : pocketCheck }
    var statistics = SearchStatistics()
    /// Solutions handed to the visitor so far, whole or (at `splitDepth`) partial: a subtree that
    /// adds none holds none.
    var visited: UInt64 = 0
    /// Where the visitor cannot take counts, the barren states the search remembers.
    var barren: BarrenStates
    /// The node count at which the search next looks at its limits.
    var checkpoint: UInt64

    /// The search that `setup` describes.
    init(_ setup: SearchSetup<Low, High>) {
        self.setup = setup
        pocketCheck = Low.bitWidth > 64 ? nil : setup.pocketPointer?.pointee
        checkpoint = setup.limits.firstCheckpoint
        barren = BarrenStates(
            from: setup.countTables.pointee == nil ? nil : setup.limits.countCache?.barrenStatesFrom)
    }

    /// The same search in another mode.
    init<Other>(_ other: BitsetSearch<Other, Low, High>) {
        self.init(other.setup)
    }

    // MARK: Running

    /// Searches from `start`, the covered words, gaps left and depth that the prefix left.
    consuming func run<V: SolutionVisitor>(from start: SearchStart<Low, High>, visitor: inout V) -> SearchStatistics {
        statistics.complete = explore(
            low: start.low, high: start.high, gaps: Mode.allowsGaps ? start.gaps : 0, depth: start.depth,
            visitor: &visitor)
        return statistics
    }

    // MARK: Choosing an option, or leaving an item uncovered

    /// Whether choosing option `k` (in search order, the problem's `option`), which fits the covered
    /// items, would leave a pocket that no solution can fill, with `nextLow` covered after it.
    @inline(__always)
    func leavesBadPocket(_ nextLow: Low, option: Int32, high coveredHigh: High, after k: Int, gaps: Int) -> Bool {
        guard let pockets else { return false }
        return pockets.leavesBadPocket(
            covered: nextLow, seeds: setup.seeds[Int(option)],
            slack: Mode.allowsGaps ? gaps : 0,
            fillable: Mode.allowsGaps ? setup.piecesLeft.fillableSizes(covered: high(after: k, from: coveredHigh)) : 0,
            inLayers: Mode.inLayers, pocketsOfFour: Mode.findsPocketsOfFour)
    }

    /// Explores below option `k` (in search order), which fits the covered items; false once the search must stop.
    @inline(__always)
    mutating func choose<V: SolutionVisitor>(
        _ k: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int,
        depth: Int, visitor: inout V
    ) -> Bool {
        let nextLow = coveredLow | setup.words.low(at: k)
        let option = setup.optionIndex[k]
        if leavesBadPocket(nextLow, option: option, high: coveredHigh, after: k, gaps: gaps) { return true }
        setup.path[depth] = option
        return explore(
            low: nextLow, high: high(after: k, from: coveredHigh), gaps: gaps, depth: depth &+ 1, visitor: &visitor)
    }

    /// The high word after choosing option `k` (in search order) with `coveredHigh` covered.
    @inline(__always)
    func high(after k: Int, from coveredHigh: High) -> High {
        Mode.allowsCopies
            ? BitsetEngine.cover(
                high: coveredHigh, mask: setup.words.high(at: k), copies: setup.copies[k], starts: setup.copyStarts)
            : coveredHigh | setup.words.high(at: k)
    }

    /// Whether low item `item` may be left uncovered: gaps are allowed, some are left, the item may
    /// be one, and leaving it empty leaves no pocket that no solution can fill. Inlined: a call
    /// would copy the search's whole state at every node that leaves an item uncovered.
    @inline(__always)
    func mayLeaveUncovered(_ item: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int) -> Bool {
        guard Mode.allowsGaps, gaps > 0, item < setup.gapItems else { return false }
        guard let pockets else { return true }
        return !pockets.leavesBadPocket(
            covered: coveredLow | 1 &<< item, seeds: pockets.adjacent(to: 1 &<< item), slack: gaps - 1,
            fillable: setup.piecesLeft.fillableSizes(covered: coveredHigh), pocketsOfFour: Mode.findsPocketsOfFour)
    }

    /// Explores below leaving low item `item` uncovered, when it may be; false once the search must stop.
    @inline(never)
    mutating func leaveUncovered<V: SolutionVisitor>(
        _ item: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int,
        depth: Int, visitor: inout V
    ) -> Bool {
        guard mayLeaveUncovered(item, low: coveredLow, high: coveredHigh, gaps: gaps) else { return true }
        setup.path[depth] = Choice.leaving(item)
        return explore(
            low: coveredLow | 1 &<< item, high: coveredHigh, gaps: gaps - 1, depth: depth &+ 1, visitor: &visitor)
    }

    // MARK: Where to branch

    /// The first uncovered primary item of multiplicity 1, or nil when every one is covered.
    @inline(__always)
    func firstOpenItem(low coveredLow: Low, high coveredHigh: High) -> Int? {
        let openLow = setup.primaryLow & ~coveredLow
        if openLow != 0 { return openLow.trailingZeroBitCount }
        let openHigh = setup.primaryHigh & ~coveredHigh
        return openHigh == 0 ? nil : setup.lowCount &+ openHigh.trailingZeroBitCount
    }

    /// Below the root, at `depth`, where the search branches when `item` is the first uncovered
    /// item: as `branch(at:low:)` says, or, in a box and on a rectangle with holes while many pieces
    /// are left, on the item with the fewest candidates that fit among that one and those with at
    /// most two empty neighbours (see `CandidateLists.fewestAmongItems`); just below the root, where
    /// the mode branches on pieces, on the unplaced piece with the fewest candidates that fit if they
    /// are fewer still (item -1 then).
    /// This is Knuth's rule of the fewest remaining options, which Dancing Links follows at every
    /// node, where it pays for counting the candidates (`docs/speed-history.md`, "Branching on the
    /// fewest in boxes"). On flat boards the counts pay only while many pieces are left (see
    /// `BitsetTuning.piecesLeftForCounts`), and on full rectangles a piece only added nodes.
    @inline(__always)
    func branch(at item: Int, low coveredLow: Low, high coveredHigh: High, depth: Int) -> (item: Int, k: Int, end: Int)
    {
        var best = branch(at: item, low: coveredLow)
        if Mode.branchesOnFewest, setup.candidates.itemLists > 0,
            !Mode.countsNearTheRootOnly || depth <= setup.candidates.itemsCountedToDepth,
            let pockets, item < setup.lowCount
        {
            best = setup.candidates.fewestAmongItems(
                best, neighbours: pockets.emptyNeighbours(of: pockets.regionItems & ~coveredLow),
                covered: (coveredLow, coveredHigh))
        }
        guard Mode.branchesOnPieces, depth == 1 else { return best }
        return setup.candidates.fewestAmongPieces(best, covered: (coveredLow, coveredHigh))
    }

    /// Below the root, where the search branches when `item` is the first uncovered item: if
    /// `deadEnds` (by default, if the mode looks for them) and there are dead ends, on whichever of
    /// them and `item` has the shortest candidate list (the first of those shortest), else on `item`.
    /// Dead ends tend to have few candidates, and a dead branch shows sooner; the lists are padded
    /// to whole lanes, so their lengths only roughly tell which has fewest, but that costs nothing
    /// to ask, where counting the candidates that fit costs more than it saves. The item branched
    /// on, and its candidates' positions `k..<end`. Choosing by the candidates that fit searches
    /// fewer nodes, but each costs more than they save (`docs/speed-history.md`, "Branching on the
    /// shortest list").
    @inline(__always)
    func branch(at item: Int, low coveredLow: Low, deadEnds: Bool = Mode.branchesOnDeadEnds) -> (
        item: Int, k: Int, end: Int
    ) {
        let list =
            BitsetEngine.patterns &* item &+ BitsetEngine.pattern(of: coveredLow, item: item, lowCount: setup.lowCount)
        var best = (item: item, k: Int(setup.listStart[list]), end: Int(setup.listStart[list &+ 1]))
        guard deadEnds, let deadEndStart = setup.deadEndStart, let deadEndPatterns = setup.deadEndPatterns, let pockets,
            item < setup.lowCount
        else { return best }
        let ends = pockets.deadEnds(empty: pockets.regionItems & ~coveredLow)
        var items = ends.items
        // The first two dead ends are weighed whether or not there are so many (a missing one reads
        // dead end 0's list and never wins), so that the search branches on how many there are only
        // past two (`docs/speed-history.md`, "The first two dead ends").
        for _ in 0..<2 {
            let present = items != 0
            let deadEndItem = items.trailingZeroBitCount
            items &= items &- 1
            let (k, end) = deadEndList(
                present ? ends.number(of: deadEndItem) : 0, low: coveredLow, start: deadEndStart,
                patterns: deadEndPatterns)
            if (present ? end &- k : .max) < best.end &- best.k { best = (deadEndItem, k, end) }
        }
        while items != 0 {
            let deadEndItem = items.trailingZeroBitCount
            items &= items &- 1
            let (k, end) = deadEndList(
                ends.number(of: deadEndItem), low: coveredLow, start: deadEndStart, patterns: deadEndPatterns)
            if end &- k < best.end &- best.k { best = (deadEndItem, k, end) }
        }
        return best
    }

    /// The candidates' positions of dead end `deadEnd` (see `DeadEnds.number(of:)`) with `coveredLow` covered.
    @inline(__always)
    func deadEndList(_ deadEnd: Int, low coveredLow: Low, start: UnsafePointer<Int32>, patterns: UnsafePointer<UInt32>)
        -> (k: Int, end: Int)
    {
        let cells = patterns[deadEnd]
        var pattern = 0
        for bit in 0..<BitsetEngine.patternBits {
            pattern |=
                Int(truncatingIfNeeded: (coveredLow &>> Int(truncatingIfNeeded: (cells &>> (8 &* bit)) & 0xFF)) & 1)
                &<< bit
        }
        let list = BitsetEngine.patterns &* deadEnd &+ pattern
        return (Int(start[list]), Int(start[list &+ 1]))
    }

    /// Of the candidates `k..<chunkEnd` (at most 64), those that fit the covered items, as bits from
    /// `k`. `coveredWindow` is the covered items' window from the first uncovered item (see
    /// `coveredWindow(from:low:)`), which candidates' windows are tested against where the tables
    /// have them.
    @inline(__always)
    func fitting(
        from k: Int, to chunkEnd: Int, low coveredLow: Low, high coveredHigh: High, window coveredWindow: UInt64
    ) -> UInt64 {
        if Low.bitWidth > 64, let windowWords = setup.windowWords {
            return windowWords.fitting(from: k, to: chunkEnd, low: coveredWindow, high: coveredHigh)
        }
        return setup.words.fitting(from: k, to: chunkEnd, low: coveredLow, high: coveredHigh)
    }

    /// The covered items from `item` on, in a 64-bit window (see `BitsetTables.windowWords`).
    @inline(__always)
    func coveredWindow(from item: Int, low coveredLow: Low) -> UInt64 {
        item < setup.lowCount ? UInt64(truncatingIfNeeded: coveredLow &>> item) | BitsetEngine.windowSentinel : ~0
    }

    // MARK: Exploring the tree

    /// Explores every extension of the state; returns false once the visitor asks to stop or the node limit is reached.
    mutating func explore<V: SolutionVisitor>(
        low coveredLow: Low, high coveredHigh: High, gaps: Int, depth: Int,
        visitor: inout V
    ) -> Bool {
        if depth >= setup.limits.splitDepth {
            visited &+= 1
            return visitor.visit(UnsafeBufferPointer(start: setup.path, count: depth))
        }
        #if DEBUG
            checkState(low: coveredLow, high: coveredHigh, depth: depth)
        #endif
        if statistics.nodes == checkpoint {
            guard let next = setup.limits.checkpoint(after: statistics.nodes) else { return false }
            checkpoint = next
        }
        statistics.nodes &+= 1
        guard let item = firstOpenItem(low: coveredLow, high: coveredHigh) else {
            // Every item of multiplicity 1 is covered: a solution if the items of higher multiplicity are too.
            guard !Mode.allowsCopies || coveredHigh & setup.filledBits == setup.filledBits else { return true }
            visited &+= 1
            return visitor.visit(UnsafeBufferPointer(start: setup.path, count: depth))
        }
        if depth == 0 { return exploreRoot(low: coveredLow, high: coveredHigh, gaps: gaps, visitor: &visitor) }
        // A state met before: its count, from the cache, unless the visitor must see one of its
        // solutions; or, for a visitor that cannot take counts, nothing below it if it is barren.
        // Otherwise, once searched whole, its count goes there. (A count below `splitDepth` never
        // reaches here: it hands partial solutions over.)
        var countBefore: UInt64?
        let (visitedBefore, nodesBefore) = (visited, statistics.nodes)
        if Mode.remembersCounts, let countTable {
            if let before = visitor.plainCount {
                if let count = countTable.count(low: coveredLow, high: coveredHigh, gaps: gaps),
                    visitor.take(count: count, below: UnsafeBufferPointer(start: setup.path, count: depth))
                {
                    return true
                }
                countBefore = before
            } else if barren.isOn(at: nodesBefore),
                barren.looked(found: countTable.count(low: coveredLow, high: coveredHigh, gaps: gaps) == 0)
            {
                return true
            }
        }
        let looksUp = Mode.remembersCounts && (countBefore != nil || barren.isOn(at: nodesBefore))
        var (branchItem, k, end) = branch(at: item, low: coveredLow, high: coveredHigh, depth: depth)
        if looksUp, gaps > 0 {
            countTable?.prefetch(low: coveredLow | 1 &<< branchItem, high: coveredHigh, gaps: gaps &- 1)
        }
        let window = coveredWindow(from: item, low: coveredLow)
        while k < end {
            let chunkEnd = min(end, k &+ 64)
            var fits = fitting(from: k, to: chunkEnd, low: coveredLow, high: coveredHigh, window: window)
            if looksUp { prefetchCounts(of: fits, from: k, low: coveredLow, high: coveredHigh, gaps: gaps) }
            while fits != 0 {
                if !choose(
                    k &+ fits.trailingZeroBitCount, low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth,
                    visitor: &visitor)
                {
                    return false
                }
                fits &= fits &- 1
            }
            k = chunkEnd
        }
        guard
            !Mode.allowsGaps
                || leaveUncovered(
                    branchItem, low: coveredLow, high: coveredHigh, gaps: gaps, depth: depth, visitor: &visitor)
        else {
            return false
        }
        if Mode.remembersCounts, let countBefore {
            remember(
                low: coveredLow, high: coveredHigh, gaps: gaps,
                count: (visitor.plainCount ?? countBefore) &- countBefore)
        } else if looksUp, barren.isOn(at: statistics.nodes), visited == visitedBefore,
            statistics.nodes &- nodesBefore >= SearchTuning.fewestBarrenNodes
        {
            remember(low: coveredLow, high: coveredHigh, gaps: gaps, count: 0)
            if let countTable, barren.stored(in: countTable.slots) { growCountCache() }
        }
        return true
    }

    /// Takes the cache's grown memory in place of the old, where the cache grows (see `CountCache.grown()`).
    @inline(never)
    mutating func growCountCache() {
        guard let memory = setup.limits.countCache?.grown() else { return }
        setup.countTables.pointee = CountTable(memory)
    }

    /// Explores below each option of the root item that fits the covered items, then below leaving
    /// it uncovered where it may be; false once the search must stop.
    @inline(never)
    mutating func exploreRoot<V: SolutionVisitor>(
        low coveredLow: Low, high coveredHigh: High, gaps: Int, visitor: inout V
    ) -> Bool {
        for k in setup.rootOptions
        where setup.words.low(at: Int(k)) & coveredLow == 0 && setup.words.high(at: Int(k)) & coveredHigh == 0 {
            if !choose(Int(k), low: coveredLow, high: coveredHigh, gaps: gaps, depth: 0, visitor: &visitor) {
                return false
            }
        }
        return !Mode.allowsGaps
            || leaveUncovered(
                setup.rootItem, low: coveredLow, high: coveredHigh, gaps: gaps, depth: 0, visitor: &visitor)
    }

    // MARK: Remembered counts

    /// Starts loading the cache slots of the children `fits` (bits from candidate position `k` on):
    /// each node's lookup waits on main memory otherwise.
    @inline(__always)
    func prefetchCounts(of fits: UInt64, from k: Int, low coveredLow: Low, high coveredHigh: High, gaps: Int) {
        var fits = fits
        while fits != 0 {
            let candidate = k &+ fits.trailingZeroBitCount
            countTable?.prefetch(
                low: coveredLow | setup.words.low(at: candidate), high: high(after: candidate, from: coveredHigh),
                gaps: gaps)
            fits &= fits &- 1
        }
    }

    /// Puts the count below a state in the cache.
    @inline(__always)
    func remember(low coveredLow: Low, high coveredHigh: High, gaps: Int, count: UInt64) {
        countTable?.store(low: coveredLow, high: coveredHigh, gaps: gaps, count: count)
    }

    // MARK: Estimating the tree's size

    /// One random descent from `start`, in the manner of Knuth's estimator: at each node it counts
    /// the children the search would explore there, and goes on into one of them drawn uniformly.
    /// The sum, over the nodes it passes, of the product of the counts above each is an unbiased
    /// estimate of the number of nodes the search visits from `start` (`statistics.nodes`).
    func probe(from start: SearchStart<Low, High>, random: inout SplitMix64) -> Double {
        var (coveredLow, coveredHigh, gaps, depth) = (
            start.low, start.high, Mode.allowsGaps ? start.gaps : 0, start.depth
        )
        var estimate = 0.0, weight = 1.0
        while true {
            estimate += weight
            guard let item = firstOpenItem(low: coveredLow, high: coveredHigh) else { return estimate }
            // The children that pass, counted, with one kept at random (reservoir sampling): a
            // candidate position, or -1 for leaving the item branched on uncovered.
            var children: UInt64 = 0, chosen = -1
            let branchItem: Int
            if depth == 0 {
                branchItem = setup.rootItem
                for k in setup.rootOptions
                where setup.words.low(at: Int(k)) & coveredLow == 0 && setup.words.high(at: Int(k)) & coveredHigh == 0
                    && !leavesBadPocket(
                        coveredLow | setup.words.low(at: Int(k)), option: setup.optionIndex[Int(k)], high: coveredHigh,
                        after: Int(k), gaps: gaps)
                {
                    children += 1
                    if random.uniform(below: children) == 0 { chosen = Int(k) }
                }
            } else {
                var (k, end): (Int, Int)
                (branchItem, k, end) = branch(at: item, low: coveredLow, high: coveredHigh, depth: depth)
                let window = coveredWindow(from: item, low: coveredLow)
                while k < end {
                    let chunkEnd = min(end, k &+ 64)
                    var fits = fitting(from: k, to: chunkEnd, low: coveredLow, high: coveredHigh, window: window)
                    while fits != 0 {
                        let candidate = k &+ fits.trailingZeroBitCount
                        fits &= fits &- 1
                        guard
                            !leavesBadPocket(
                                coveredLow | setup.words.low(at: candidate), option: setup.optionIndex[candidate],
                                high: coveredHigh, after: candidate, gaps: gaps)
                        else { continue }
                        children += 1
                        if random.uniform(below: children) == 0 { chosen = candidate }
                    }
                    k = chunkEnd
                }
            }
            let leaving =
                Mode.allowsGaps && mayLeaveUncovered(branchItem, low: coveredLow, high: coveredHigh, gaps: gaps)
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
                coveredLow |= setup.words.low(at: chosen)
            }
            depth += 1
        }
    }
}

// MARK: - The debug checks

#if DEBUG
    extension BitsetSearch {
        /// Checks, in debug builds only, that the covered words are exactly the items covered at the start
        /// and those of the options and gaps on the path, and that none of these overlap.
        ///
        /// It checks one node in eight, the root among them: a state gone wrong is passed on to the
        /// nodes below it, so a sample finds it, at an eighth of the cost of checking every node.
        func checkState(low coveredLow: Low, high coveredHigh: High, depth: Int) {
            guard let searchPosition = setup.searchPosition, statistics.nodes & 7 == 0 else { return }
            var (unionLow, unionHigh) = setup.coveredAtStart
            for level in 0..<depth {
                let option = Int(setup.path[level])
                var (optionLow, optionHigh) = (Low(0), High(0))
                if let item = Choice.itemLeft(by: option) {
                    optionLow = 1 &<< item
                } else {
                    let position = Int(searchPosition[option])
                    precondition(position >= 0, "option \(option) on the path can never fit")
                    (optionLow, optionHigh) = (setup.words.low(at: position), setup.words.high(at: position))
                    precondition(
                        unionLow & optionLow == 0 && unionHigh & optionHigh == 0,
                        "options on the path overlap at level \(level)")
                    optionHigh =
                        BitsetEngine.cover(
                            high: unionHigh, mask: optionHigh, copies: setup.copies[position], starts: setup.copyStarts)
                        & ~unionHigh
                }
                precondition(
                    unionLow & optionLow == 0 && unionHigh & optionHigh == 0,
                    "options on the path overlap at level \(level)")
                unionLow |= optionLow
                unionHigh |= optionHigh
            }
            precondition(
                unionLow == coveredLow && unionHigh == coveredHigh,
                "covered items differ from the path's at depth \(depth)")
        }
    }
#endif

// MARK: - Branching choices out of the hot loop

/// The lists the search may branch on besides those of the first empty item and of dead ends, and
/// the choice among them of the one with the fewest candidates that fit: each piece's, and in a box
/// each region item's by the sides of its empty neighbours. Apart from the search, which would
/// otherwise copy its whole state at every node to call these choices out of line.
private struct CandidateLists<Low: BitsetWord, High: BitsetWord> {
    /// The candidates' words (see `BitsetTables`).
    let words: CandidateWords<Low, High>
    /// The lists' starts: first `itemLists` of region items (item `i`'s, when its empty neighbours
    /// lie on the sides of `s`, is list `PocketCheck.sideSets * i + s`), then one for each piece.
    let start: UnsafePointer<Int32>?
    let itemLists: Int
    /// Each piece's high bit.
    let pieceBits: UnsafePointer<High>?
    let pieceCount: Int

    /// The deepest level at which a search that counts near the root only (see
    /// `SearchMode.countsNearTheRootOnly`) looks at the lists of region items.
    var itemsCountedToDepth: Int { pieceCount - BitsetTuning.piecesLeftForCounts }

    /// An item (-1 for a piece) and its candidates' positions.
    typealias Branch = (item: Int, k: Int, end: Int)

    /// Of the lists of the items of `neighbours.constrained` and `branch`, the one with the fewest
    /// candidates that fit `covered`. Dead ends are looked at first, since they tend to have the
    /// fewest, and each count stops once it reaches the fewest so far; the other items are looked at
    /// even where there is a dead end (`docs/speed-history.md`, "Dead ends and the other items").
    @inline(never)
    func fewestAmongItems(_ branch: Branch, neighbours: EmptyNeighbours<Low>, covered: (low: Low, high: High)) -> Branch
    {
        guard let start else { return branch }
        var best = branch, fewest = Int.max
        var items = neighbours.deadEnds, later = neighbours.constrained & ~neighbours.deadEnds
        while fewest > 1 {
            if items == 0 {
                guard later != 0 else { break }
                (items, later) = (later, 0)
            }
            let item = items.trailingZeroBitCount
            items &= items &- 1
            let list = PocketCheck<Low>.sideSets &* item &+ neighbours.sides(of: item)
            let k = Int(start[list]), end = Int(start[list &+ 1])
            let fits = fitting(k, end, covered: covered, limit: fewest)
            if fits < fewest { (best, fewest) = ((item, k, end), fits) }
        }
        return fewest > 1 && fitting(branch.k, branch.end, covered: covered, limit: fewest) < fewest ? branch : best
    }

    /// Of `branch` and the lists of the pieces not in `covered`, the one with the fewest candidates
    /// that fit `covered`.
    @inline(never)
    func fewestAmongPieces(_ branch: Branch, covered: (low: Low, high: High)) -> Branch {
        guard let start, let pieceBits else { return branch }
        var best = branch, fewest = fitting(branch.k, branch.end, covered: covered)
        for piece in 0..<pieceCount where fewest > 1 && covered.high & pieceBits[piece] == 0 {
            let k = Int(start[itemLists &+ piece]), end = Int(start[itemLists &+ piece &+ 1])
            let fits = fitting(k, end, covered: covered, limit: fewest)
            if fits < fewest { (best, fewest) = ((-1, k, end), fits) }
        }
        return best
    }

    /// How many of the candidates `k..<end` fit `covered`, counted four at a time (lists are padded
    /// with entries that clash) until there are `limit`.
    @inline(__always)
    private func fitting(_ k: Int, _ end: Int, covered: (low: Low, high: High), limit: Int = .max) -> Int {
        var count = 0, i = k
        while i < end && count < limit {
            let clash = words.lowClashes(at: i, with: covered.low) | words.highClashes(at: i, with: covered.high)
            count &+= Int(SIMD4<UInt64>(repeating: 0).replacing(with: 1, where: clash .== 0).wrappedSum())
            i &+= 4
        }
        return count
    }
}

/// The pieces still to place, read from the bitset engine's high word, when they are not all of one
/// size: the tables' pieces of each size, by raw pointer. The search checks region sizes against
/// them where it looks at every region anyway, when cells may be left empty. Without gaps, growing
/// each pocket next to a choice to check it cost more than it saved (`docs/speed-history.md`,
/// "Region sizes without gaps").
private struct PiecesLeft<High: BitsetWord> {
    /// For each size, the high bits of the pieces of that size (each copy's bit).
    let bySize: UnsafePointer<High>?
    let sizes: UnsafePointer<Int>?
    /// Number of sizes: 0 when every piece has one size.
    let count: Int

    /// The sizes that some of the pieces not covered in `covered` cover together, as bits (bit 0 always
    /// set); 0 when every piece has one size, for no such check.
    @inline(__always)
    func fillableSizes(covered: High) -> UInt128 {
        guard count != 0, let bySize, let sizes else { return 0 }
        var fillable: UInt128 = 1
        for group in 0..<count {
            let size = sizes[group]
            var left = (bySize[group] & ~covered).nonzeroBitCount
            while left > 0 {
                fillable |= fillable << size
                left &-= 1
            }
        }
        return fillable
    }
}
