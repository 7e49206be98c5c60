// The bitset engine's search over live options, in the order a search uses it:
//
// - Running a search of `LiveOptionTables`: `search`, `estimatedNodes`, and the choice of row width.
// - Search jobs (visit solutions, or estimate) and row widths, the compile-time choices.
// - `LiveOptionSearch`: the recursion over the live options, the hot loop, and its debug checks.
//
// The generic search and the code that runs it stay in this one file, so that the `@_specialize`
// of `search` reaches the recursion in debug builds, which compile files apart.

// MARK: - Running a search

extension LiveOptionTables {
    /// See `BitsetEngine.search(from:limits:visitor:)`.
    @_specialize(where V == SolutionCounter<EverySolution>)
    @_specialize(where V == SolutionCounter<TilingClasses>)
    @_specialize(where V == SolutionCollector)
    @_specialize(where V == TilingStream)
    func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V) -> SearchStatistics {
        withUnsafeMutablePointer(to: &visitor) { visitor in
            run(LiveOptionVisiting(visitor: visitor), from: prefix, limits: limits) ?? SearchStatistics()
        }
    }

    /// See `BitsetEngine.estimatedNodes(below:probes:random:)`.
    func estimatedNodes(below prefix: [Int], probes: Int, random: inout SplitMix64) -> Double {
        estimated(below: prefix, probes: probes, random: &random).nodes
    }

    /// The estimated number of nodes of the search below the options of `prefix`, and its work in
    /// words read (see `LiveOptionSearch.probe(from:depth:random:)`).
    func estimated(below prefix: [Int], probes: Int, random: inout SplitMix64) -> (nodes: Double, work: Double) {
        withUnsafeMutablePointer(to: &random) { random in
            run(LiveOptionEstimating(probes: probes, random: random), from: prefix, limits: .none) ?? (0, 0)
        }
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
protocol LiveOptionJob {
    associatedtype Result
    func run<Width: RowWidth>(
        _ search: inout LiveOptionSearch<Width>, from state: UnsafeMutablePointer<UInt64>, depth: Int
    ) -> Result
}

/// Searches the tree, handing each solution to a visitor.
struct LiveOptionVisiting<V: SolutionVisitor>: LiveOptionJob {
    let visitor: UnsafeMutablePointer<V>

    func run<Width: RowWidth>(
        _ search: inout LiveOptionSearch<Width>, from state: UnsafeMutablePointer<UInt64>, depth: Int
    ) -> SearchStatistics {
        search.statistics.complete = search.explore(state, depth: depth, visitor: &visitor.pointee)
        return search.statistics
    }
}

/// Estimates the tree's size and work: the means of random probes' estimates.
struct LiveOptionEstimating: LiveOptionJob {
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
protocol RowWidth {
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
enum FourOptionWords: RowWidth {
    static var optionWords: Int { 4 }
    static var words: (options: Int, items: Int)? { (optionWords, 1) }
}

/// Rows as wide as the tables' problem needs.
enum TableWidth: RowWidth {
    static var words: (options: Int, items: Int)? { nil }
}

/// Rows as wide as the tables' problem needs, in a search that keeps counts.
enum TableWidthKeepingCounts: RowWidth {
    static var words: (options: Int, items: Int)? { nil }
    static var keepsCounts: Bool { true }
}

// MARK: - The search

/// One search over live options: read-only tables by raw pointer, and a stack of states, one per
/// level, each the live options' words and then the open primary items' words.
struct LiveOptionSearch<Width: RowWidth> {
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
    /// to branch and the counts its choice lowers, each as `BitsetTuning.loweredCountWords`
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
                weight * Double(choose(chosen, in: state, depth: depth)) * BitsetTuning.loweredCountWords
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
