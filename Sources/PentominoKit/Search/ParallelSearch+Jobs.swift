import Dispatch
import Synchronization

// The jobs of a parallel search, in the order a count uses them: the threads that count the jobs
// (`countEach`) and their shared queue (`JobQueue`), the helpers each job needs, and the cut of the
// tree into jobs (`frontier`).

extension ParallelSearch {
    // MARK: - Counting the jobs

    /// Counts the solutions that `weighing` takes below each of `jobs`, on `threads` threads sharing
    /// `countCache`: the count and the weight of each, in order, the work done, and how many jobs from
    /// the first on were all counted. Once `cancellation` is cancelled, no thread starts another job, and the statistics are
    /// incomplete. Jobs never started count 0.
    ///
    /// `progress` learns of the jobs, and of the `resumed` subtrees that an earlier count counted
    /// instead, and is given a way to estimate each job's size. Each job that ends whole is handed to
    /// `ended`, with what it held.
    ///
    /// When `seeking` a solution's index, no thread starts another job once the jobs counted hold
    /// that solution, and a job started after every job before it was counted is searched for the
    /// solution itself: once it is found (`found`), every thread stops. Any other job is counted
    /// only up to one more than the index, which is enough to place the solution. With a `limit`,
    /// each job is counted only up to one more than it, and every thread stops once the jobs
    /// counted hold more than it.
    static func countEach<E: ExactCoverEngine, W: SolutionWeighing>(
        _ jobs: [[Int]], depth: Int, engine: E, weighing: W, threads: Int, countCache: CountCache,
        progress: SearchProgress?,
        cancellation: SearchCancellation?, seeking index: UInt64? = nil, limit: UInt64 = .max,
        resumed: [CountRecord.Subtree] = [],
        ended: (@Sendable (Int, CountRecord.Subtree) -> Void)? = nil
    ) -> (counts: [UInt64], weights: [UInt64], statistics: SearchStatistics, settled: Int, found: [Int]?) {
        plan(jobs, depth: depth, of: engine, resumed: resumed, for: progress)
        let stop = SearchCancellation(following: cancellation)
        let shared = Mutex(JobQueue(jobs: jobs.count, seeking: index, limit: limit))
        let counts = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: jobs.count)
        counts.initialize(repeating: 0)
        let weights = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: jobs.count)
        weights.initialize(repeating: 0)
        let finished = UnsafeMutableBufferPointer<Bool>.allocate(capacity: jobs.count)
        finished.initialize(repeating: false)
        defer {
            counts.deallocate()
            weights.deallocate()
            finished.deallocate()
        }
        nonisolated(unsafe) let results = counts, weighed = weights, done = finished
        DispatchQueue.concurrentPerform(iterations: min(threads, max(1, jobs.count))) { _ in
            var limits = SearchLimits(cancellation: stop)
            limits.meter = progress?.meter()
            limits.countCache = countCache
            var statistics = SearchStatistics()
            // Whether this thread has passed over a whole subtree in search of the solution.
            var passedOne = false
            var (job, skip) = shared.withLock { $0.claim() }
            while job < jobs.count {
                if stop.isCancelled {
                    statistics.complete = false
                    break
                }
                var count: UInt64 = 0, weight: UInt64 = 0, found: [Int]?
                var work = SearchStatistics()
                if let skip {
                    var picker = SolutionPicker(skip: skip, weighing: weighing)
                    work = search(
                        jobs[job], depth: depth, engine: engine,
                        limits: picking(limits, countCache: countCache, making: passedOne),
                        visitor: &picker)
                    (count, found) = (picker.solution == nil ? picker.passed : picker.passed + 1, picker.solution)
                    if found != nil { stop.cancel() }
                    passedOne = passedOne || work.complete
                } else {
                    // Seeking, a job counted while one before it is not matters only as far as
                    // whether it holds more solutions than `index`, which puts the one sought in
                    // it or before it.
                    var counter = SolutionCounter(weighing: weighing, limit: stoppingPast(min(index ?? .max, limit)))
                    work = search(jobs[job], depth: depth, engine: engine, limits: limits, visitor: &counter)
                    (count, weight) = (counter.count, counter.weight)
                    if counter.count >= counter.limit {
                        // Enough to place the solution sought; past the limit, enough to stop.
                        work.complete = index != nil
                        if counter.count > limit { stop.cancel() }
                    }
                }
                statistics = statistics + work
                if let progress, let meter = limits.meter {
                    progress.finished(subtree: job, solutions: count, nodes: work.nodes, meter: meter)
                }
                if work.complete && found == nil {
                    ended?(job, CountRecord.Subtree(solutions: count, weight: weight, nodes: work.nodes))
                }
                let ended = job
                (job, skip) = shared.withLock { state in
                    results[ended] = count
                    weighed[ended] = weight
                    if let found {
                        state.found = found
                        return (jobs.count, nil)
                    }
                    state.counted &+= count
                    if state.counted > limit { stop.cancel() }
                    guard work.complete else { return (jobs.count, nil) }
                    done[ended] = true
                    while state.settled < jobs.count && done[state.settled] {
                        state.settledSolutions += results[state.settled]
                        state.settled += 1
                    }
                    return state.claim()
                }
            }
            shared.withLock { $0.statistics = $0.statistics + statistics }
        }
        return shared.withLock { (Array(counts), Array(weights), $0.statistics, $0.settled, $0.found) }
    }

    // MARK: - What each job needs

    /// The limit of a `SolutionCounter` that stops once it has counted more than `count`: none for `.max`.
    static func stoppingPast(_ count: UInt64) -> UInt64 {
        count == .max ? .max : count + 1
    }

    /// Tells `progress` of `jobs`, cut at `depth` of `engine`'s tree, and of the `resumed` subtrees
    /// counted before, with a way to estimate each job's size from random probes.
    static func plan<E: ExactCoverEngine>(
        _ jobs: [[Int]], depth: Int, of engine: E, resumed: [CountRecord.Subtree], for progress: SearchProgress?
    ) {
        progress?.planned(subtrees: jobs.count, resumed: resumed) { job, probes, seed in
            guard jobs[job].count == depth else { return 0 }
            var random = SplitMix64(seed: seed)
            return engine.estimatedNodes(below: jobs[job], probes: probes, random: &random)
        }
    }

    /// `limits` for a search that picks a solution: with the counts `countCache` remembers once a
    /// count has made its memory, or if `making` it is worth making (once a whole subtree has gone by
    /// without the solution), else without it: sizing and touching the memory can cost far more
    /// than finding a solution that lies near the start.
    static func picking(_ limits: SearchLimits, countCache: CountCache, making: Bool) -> SearchLimits {
        var picking = limits
        picking.countCache = making || countCache.isMade ? countCache : nil
        return picking
    }

    /// Searches below `job`, a partial solution at the cut's `depth` or a solution complete above it
    /// (which `visitor` is simply handed).
    static func search<E: ExactCoverEngine, V: SolutionVisitor>(
        _ job: [Int], depth: Int, engine: E, limits: SearchLimits,
        visitor: inout V
    ) -> SearchStatistics {
        guard job.count == depth else {
            _ = job.map(Int32.init).withUnsafeBufferPointer { visitor.visit($0) }
            return SearchStatistics()
        }
        return engine.search(from: job, limits: limits, visitor: &visitor)
    }

    // MARK: - The shared queue

    /// The threads' shared account of the jobs of `countEach`.
    struct JobQueue {
        /// How many jobs there are, the index of the solution sought, if one is, and the count past
        /// which the jobs stop.
        let jobs: Int
        let seeking: UInt64?
        let limit: UInt64
        /// The solutions of the jobs ended so far.
        var counted: UInt64 = 0
        /// The next job no thread has started.
        var next = 0
        /// The work of the threads that have ended.
        var statistics = SearchStatistics()
        /// How many jobs from the first on are counted, and their solutions.
        var settled = 0
        var settledSolutions: UInt64 = 0
        /// The solution sought, once found.
        var found: [Int]?

        /// The next job to start (`jobs` when none is to be started), and, when a solution is sought
        /// and every job before it is counted, how many solutions to pass over in it.
        mutating func claim() -> (job: Int, skip: UInt64?) {
            guard next < jobs, found == nil, settledSolutions <= seeking ?? .max, counted <= limit else {
                return (jobs, nil)
            }
            defer { next += 1 }
            return (next, seeking.flatMap { next == settled ? $0 - settledSolutions : nil })
        }
    }

    // MARK: - The cut of the tree

    /// The partial solutions at the shallowest depth with at least `jobs` of them (or the deepest
    /// the tree reaches), with that depth and the work of the levels above it. Shorter entries are
    /// solutions complete above that depth. Once `cancellation` is cancelled the search stops, and
    /// the statistics say the cut is not complete: it is then no cut to count by.
    ///
    /// Each depth is tried by a search from the root, cheap while the levels above hold fewer than
    /// `jobs` nodes each; with no bound on the depth, a long chain of forced choices (a sudoku's
    /// givens) is passed before the tree is cut where it branches ("Wide problems and deep cuts" in
    /// `docs/speed-history.md`). Past `SearchTuning.linearDepths` the depth is found by doubling and
    /// halving, each try stopping at `jobs` entries. Where one entry alone reaches the depth last
    /// found too shallow, the tries below start from it, and their cuts are joined to the cut
    /// above it: a chain is walked about once, and the cut is the one a search from the root finds.
    static func frontier<E: ExactCoverEngine>(
        of engine: E, jobs: Int, cancellation: SearchCancellation? = nil
    ) -> (prefixes: [[Int]], depth: Int, statistics: SearchStatistics) {
        /// Where a try starts: an entry of the tree (the root's is empty), the entries of the cut
        /// there before and after it (solutions complete above it), and the work of the levels
        /// above it.
        typealias Start = (prefix: [Int], before: [[Int]], after: [[Int]], above: SearchStatistics)
        let root: Start = ([], [], [], SearchStatistics())
        /// The cut at `depth` below `start`, joined to the cut there: its entries up to `limit`,
        /// whether it is enough (at least `jobs` entries, or none reaching `depth`), and the work
        /// of the levels above `depth`.
        func cut(at depth: Int, limit: Int, from start: Start) -> (
            prefixes: [[Int]], enough: Bool, statistics: SearchStatistics
        ) {
            let others = start.before.count + start.after.count
            var collector = SolutionCollector(limit: limit == .max ? .max : limit - others)
            let statistics = engine.search(
                from: start.prefix, limits: SearchLimits(splitDepth: depth, cancellation: cancellation),
                visitor: &collector)
            let enough =
                collector.solutions.count + others >= jobs || !collector.solutions.contains { $0.count == depth }
            return (start.before + collector.solutions + start.after, enough, start.above + statistics)
        }
        /// The start of tries deeper than `depth`, below a cut there that was not enough: its one
        /// entry that reaches `depth`, if only one does; else the root.
        func start(below cut: (prefixes: [[Int]], statistics: SearchStatistics), at depth: Int) -> Start {
            let reaching = cut.prefixes.indices.filter { cut.prefixes[$0].count == depth }
            guard reaching.count == 1, let entry = reaching.first else { return root }
            return (
                cut.prefixes[entry], Array(cut.prefixes[..<entry]), Array(cut.prefixes[(entry + 1)...]),
                cut.statistics
            )
        }
        var depth = 1
        var from = root
        while true {
            var tried = cut(at: depth, limit: .max, from: from)
            // A search stopped between its looks at the cancellation may have ended: it is no cut.
            if cancellation?.isCancelled == true { tried.statistics.complete = false }
            if tried.enough || !tried.statistics.complete {
                return (tried.prefixes, depth, tried.statistics)
            }
            if depth < SearchTuning.linearDepths {
                depth += 1
                continue
            }
            // `depth` is not enough: double until a depth is, then halve the gap between them.
            var (low, high) = (depth, 2 * depth)
            from = start(below: (tried.prefixes, tried.statistics), at: depth)
            while cancellation?.isCancelled != true {
                let probe = cut(at: high, limit: jobs, from: from)
                if probe.enough { break }
                from = start(below: (probe.prefixes, probe.statistics), at: high)
                (low, high) = (high, 2 * high)
            }
            while high - low > 1 && cancellation?.isCancelled != true {
                let middle = (low + high) / 2
                let probe = cut(at: middle, limit: jobs, from: from)
                if probe.enough {
                    high = middle
                } else {
                    low = middle
                    from = start(below: (probe.prefixes, probe.statistics), at: middle)
                }
            }
            depth = high
        }
    }
}
