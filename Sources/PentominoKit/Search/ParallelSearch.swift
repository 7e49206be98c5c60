import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the solutions of an exact-cover problem on several threads.
///
/// A small tree is searched whole on the calling thread, since starting threads would cost more than
/// they save, and so is one whose subtrees would cost more to set up than to search (see
/// `ExactCoverEngine.subtreeSetUpNodes`). Otherwise the engine's own search tree is cut at the
/// shallowest depth that gives at least `jobsPerThread` subtrees per thread; the partial solutions
/// there are the jobs, which every thread takes one at a time from a shared counter until none is
/// left, so a thread that draws small subtrees simply takes more.
/// Counts are the same for every thread count, and so are node totals, except where the engine
/// remembers counts: the threads share one `CountCache`, so each run searches more or fewer nodes as
/// they happen to find each other's counts there.
///
/// The cut lists subtrees in the engine's depth-first order, so the solutions of the subtrees, taken
/// in turn, come in the same order as in one search of the whole tree: that order is the canonical
/// one in which `solution(at:)` counts, whatever the number of threads.
package enum ParallelSearch {
    /// The cores the machine has online, at least 1: the threads a count uses unless told otherwise.
    package static var availableCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    package static let jobsPerThread = 64
    /// Subtrees to aim for per shard; fixed, so that a shard is the same part on any machine.
    package static let jobsPerShard = 128
    /// Subtrees to aim for in a whole count that keeps a record, so that an interrupted count loses
    /// little: only the subtrees it was searching.
    package static let jobsPerRecord = 4096
    /// Subtrees to aim for at least when a solution is sought by its index: the search for it
    /// within a subtree takes remembered counts only once they are there, and on one thread every
    /// subtree before it is searched so. Small subtrees keep what it searches without them small
    /// (`docs/speed-history.md`, "Subtrees for a search by index").
    package static let jobsWhenSeeking = 4096
    /// A count first searches the whole tree uncut on the calling thread, for up to this many nodes
    /// where it has more threads or reports progress (else to the end), and cuts the tree into
    /// subtrees only when that search does not end; its work is then thrown away, so this is small.
    package static let uncutSearchNodes: UInt64 = 8192

    /// The number of solutions of `engine`'s problem in `shard` of its tree and the work it took,
    /// searched on `threads` threads, reporting to `progress` as subtrees end. Once `cancellation` is
    /// cancelled every thread stops soon; the count is then of the solutions found so far, and the
    /// statistics say the search is not complete.
    package static func count<E: ExactCoverEngine>(
        _ engine: E, threads: Int, shard: Shard = .whole, progress: SearchProgress? = nil,
        cancellation: SearchCancellation? = nil
    ) -> (solutions: UInt64, statistics: SearchStatistics) {
        let (solutions, _, statistics) = count(
            engine, weighing: EverySolution(), threads: threads, shard: shard, progress: progress,
            cancellation: cancellation)
        return (solutions, statistics)
    }

    /// As `count(_:threads:shard:progress:cancellation:)`, counting only the solutions `weighing`
    /// takes, with the sum of their weights.
    ///
    /// With a `limit`, the count stops once it has found more than `limit` solutions: the count is
    /// then above `limit` (by how much depends on the threads), and the statistics say the search is
    /// not complete. Each subtree is counted only until it alone holds more than `limit`, and no
    /// thread starts another once those counted hold more.
    ///
    /// With a `record`, the count resumes it: the tree is cut as for `shard` whatever the number of
    /// threads (the whole tree finely, into `jobsPerRecord` subtrees or more), the subtrees the record
    /// holds are not searched again but added as they are, and each subtree is added to the record as
    /// it ends. A record made for another cut is not resumed: the
    /// count stops at once, incomplete, with nothing counted (and the record says it does not match).
    /// The memory of counts it shares between its searches takes no more than `memory` lets it.
    package static func count<E: ExactCoverEngine, W: SolutionWeighing>(
        _ engine: E, weighing: W, threads: Int, shard: Shard = .whole, progress: SearchProgress? = nil,
        cancellation: SearchCancellation? = nil,
        record: CountRecord? = nil, limit: UInt64 = .max, memory: MemoryBudget = .machine
    ) -> (solutions: UInt64, weight: UInt64, statistics: SearchStatistics) {
        // One memory of counts for the whole count: the uncut search's and every thread's searches.
        let countCache = CountCache(memory: memory)
        /// The count of the whole tree searched on this thread, or nil if it does not end within `nodes` nodes.
        /// `progress` sees its nodes as it goes, until it ends.
        func searchedUncut(upTo nodes: UInt64) -> (solutions: UInt64, weight: UInt64, statistics: SearchStatistics)? {
            var counter = SolutionCounter(weighing: weighing, limit: stoppingPast(limit))
            var limits = SearchLimits(nodeLimit: nodes, cancellation: cancellation)
            limits.countCache = countCache
            limits.meter = progress?.meter()
            defer { limits.meter?.nodes.store(0, ordering: .relaxed) }
            let uncut = engine.search(from: [], limits: limits, visitor: &counter)
            guard uncut.complete || counter.count > limit || cancellation?.isCancelled == true else { return nil }
            return (counter.count, counter.weight, uncut)
        }
        let whole = shard == .whole && record == nil
        if whole, let count = searchedUncut(upTo: threads > 1 || progress != nil ? uncutSearchNodes : .max) {
            return count
        }
        let target =
            shard != .whole ? shard.count * jobsPerShard : record == nil ? threads * jobsPerThread : jobsPerRecord
        let cut = frontier(of: engine, jobs: target, cancellation: cancellation)
        guard cut.statistics.complete else { return (0, 0, SearchStatistics(complete: false)) }
        // Subtrees that cost more to set up than the first uncut search did are cut only if the
        // tree is larger than their set-up: the whole tree is searched again uncut, for up to that.
        let setUp = Double(cut.prefixes.count) * engine.subtreeSetUpNodes
        if whole && setUp > Double(uncutSearchNodes), let count = searchedUncut(upTo: UInt64(min(setUp, 1e18))) {
            return count
        }
        let owned = cut.prefixes.indices.filter(shard.owns(job:))
        guard let counted = record == nil ? [:] : record?.start(cut: cut.prefixes) else {
            return (0, 0, SearchStatistics(complete: false))
        }
        let before = owned.compactMap { counted[$0] }
        let jobs = owned.filter { counted[$0] == nil }
        let (counts, weights, statistics, _, _) = countEach(
            jobs.map { cut.prefixes[$0] }, depth: cut.depth, engine: engine, weighing: weighing,
            threads: threads, countCache: countCache, progress: progress,
            cancellation: cancellation, limit: limit, resumed: before
        ) { job, subtree in
            record?.record(subtree, job: jobs[job])
        }
        let earlier = before.reduce(CountRecord.Subtree(solutions: 0, weight: 0, nodes: 0), +)
        return (
            counts.reduce(earlier.solutions, +), weights.reduce(earlier.weight, +),
            cut.statistics + SearchStatistics(nodes: earlier.nodes, subtrees: owned.count) + statistics
        )
    }

    /// The solution at `index` (from 0) in the canonical order, found on `threads` threads, or nil
    /// when there are not that many or `cancellation` stopped the search; with the number of solutions
    /// counted on the way: all of them when there is no solution at `index` (or those found before the
    /// cancellation). Reports to `progress` as subtrees end. Only the solutions that `weighing` takes
    /// are counted.
    ///
    /// Subtrees are taken in order. The one after every subtree already counted is searched for the
    /// solution itself, stopping there, so a solution near the start comes as fast as a plain search
    /// finds it; the other threads count the subtrees after it meanwhile, and no new one is started
    /// once those before it hold the solution. Only a subtree counted whole that turns out to hold it
    /// is searched again. Where the engine remembers counts, a search for the solution that starts
    /// once the counting has made its memory, or after a whole subtree searched for it went by
    /// without it, passes over the states whose counts it remembers by their number (see
    /// `SolutionVisitor.take(count:)`). That memory takes no more than `memory` lets it.
    package static func solution<E: ExactCoverEngine, W: SolutionWeighing>(
        at index: UInt64, of engine: E, weighing: W, threads: Int, progress: SearchProgress? = nil,
        cancellation: SearchCancellation? = nil, memory: MemoryBudget = .machine
    ) -> (solution: [Int]?, counted: UInt64) {
        let cut = frontier(of: engine, jobs: max(threads * jobsPerThread, jobsWhenSeeking), cancellation: cancellation)
        guard cut.statistics.complete else { return (nil, 0) }
        // Where the counts cannot be taken by their number, the cache holds barren states only (see
        // `BarrenStates`): it starts no larger than a listing's, and grows as a listing's does
        // (`docs/speed-history.md`, "The cache of a search for one solution").
        let countCache =
            weighing.countsAlike
            ? CountCache(memory: memory)
            : CountCache(
                largestExponent: CountCache.listingByteCount.trailingZeroBitCount, grows: true, memory: memory)
        let outcome = countEach(
            cut.prefixes, depth: cut.depth, engine: engine, weighing: weighing, threads: threads,
            countCache: countCache,
            progress: progress, cancellation: cancellation, seeking: index)
        let counted = outcome.counts.reduce(0, +)
        if let found = outcome.found { return (found, counted) }
        guard outcome.statistics.complete else { return (nil, counted) }
        var before: UInt64 = 0
        for job in 0..<outcome.settled {
            guard index >= before + outcome.counts[job] else {
                if cut.prefixes[job].count < cut.depth { return (cut.prefixes[job], counted) }
                var picker = SolutionPicker(skip: index - before, weighing: weighing)
                _ = engine.search(
                    from: cut.prefixes[job],
                    limits: picking(
                        SearchLimits(cancellation: cancellation), countCache: countCache,
                        making: false), visitor: &picker)
                return (picker.solution, counted)
            }
            before += outcome.counts[job]
        }
        return (nil, counted)
    }

    /// Hands every solution of `engine`'s problem to one of the visitors that `makeVisitor` makes, one
    /// for each thread, searching on `threads` threads and reporting to `progress` as subtrees end;
    /// returns the visitors, whose findings together are the whole tree's, and the work. The tree is
    /// cut as a count cuts it, and a small tree is searched whole on the calling thread. Once
    /// `cancellation` is cancelled every thread stops soon, and the statistics say the search is
    /// not complete. The threads share one memory of counts, within `memory`, which a visitor that
    /// takes solutions by their number uses (see `SolutionVisitor.take(count:below:)`).
    package static func visitAll<E: ExactCoverEngine, V: SolutionVisitor & Sendable>(
        _ engine: E, threads: Int, progress: SearchProgress? = nil, cancellation: SearchCancellation? = nil,
        memory: MemoryBudget = .machine, makeVisitor: () -> V
    ) -> (visitors: [V], statistics: SearchStatistics) {
        let countCache = CountCache(memory: memory)
        var uncut = makeVisitor()
        var limits = SearchLimits(
            nodeLimit: threads > 1 || progress != nil ? uncutSearchNodes : .max, cancellation: cancellation)
        limits.countCache = countCache
        let whole = engine.search(from: [], limits: limits, visitor: &uncut)
        if whole.complete || cancellation?.isCancelled == true { return ([uncut], whole) }
        let cut = frontier(of: engine, jobs: threads * jobsPerThread, cancellation: cancellation)
        guard cut.statistics.complete else { return ([uncut], whole + cut.statistics) }
        let jobs = cut.prefixes, depth = cut.depth
        plan(jobs, depth: depth, of: engine, resumed: [], for: progress)
        let next = Atomic<Int>(0)
        let found = Mutex((visitors: [V](), statistics: cut.statistics))
        let makers = Mutex([V]())
        // Every visitor is made on the calling thread, which `makeVisitor` need not outlive.
        for _ in 0..<min(threads, max(1, jobs.count)) { makers.withLock { $0.append(makeVisitor()) } }
        DispatchQueue.concurrentPerform(iterations: min(threads, max(1, jobs.count))) { _ in
            guard var visitor = makers.withLock({ $0.popLast() }) else { return }
            var limits = SearchLimits(cancellation: cancellation)
            limits.meter = progress?.meter()
            limits.countCache = countCache
            var statistics = SearchStatistics()
            while true {
                let job = next.add(1, ordering: .relaxed).oldValue
                guard job < jobs.count else { break }
                if cancellation?.isCancelled == true {
                    statistics.complete = false
                    break
                }
                let work = search(jobs[job], depth: depth, engine: engine, limits: limits, visitor: &visitor)
                statistics = statistics + work
                if let progress, let meter = limits.meter {
                    progress.finished(subtree: job, solutions: 0, nodes: work.nodes, meter: meter)
                }
            }
            found.withLock {
                $0.visitors.append(visitor)
                $0.statistics = $0.statistics + statistics
            }
        }
        return found.withLock { $0 }
    }

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
    private static func countEach<E: ExactCoverEngine, W: SolutionWeighing>(
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

    /// The limit of a `SolutionCounter` that stops once it has counted more than `count`: none for `.max`.
    private static func stoppingPast(_ count: UInt64) -> UInt64 {
        count == .max ? .max : count + 1
    }

    /// Tells `progress` of `jobs`, cut at `depth` of `engine`'s tree, and of the `resumed` subtrees
    /// counted before, with a way to estimate each job's size from random probes.
    private static func plan<E: ExactCoverEngine>(
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
    /// without the solution), else without it. Sizing and touching the memory takes about a second
    /// on the 8x8 with gaps, whose first tiling a picker finds in milliseconds.
    private static func picking(_ limits: SearchLimits, countCache: CountCache, making: Bool) -> SearchLimits {
        var picking = limits
        picking.countCache = making || countCache.isMade ? countCache : nil
        return picking
    }

    /// Searches below `job`, a partial solution at the cut's `depth` or a solution complete above it
    /// (which `visitor` is simply handed).
    private static func search<E: ExactCoverEngine, V: SolutionVisitor>(
        _ job: [Int], depth: Int, engine: E, limits: SearchLimits,
        visitor: inout V
    ) -> SearchStatistics {
        guard job.count == depth else {
            _ = job.map(Int32.init).withUnsafeBufferPointer { visitor.visit($0) }
            return SearchStatistics()
        }
        return engine.search(from: job, limits: limits, visitor: &visitor)
    }

    /// The threads' shared account of the jobs of `countEach`.
    private struct JobQueue {
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

    /// The partial solutions at the shallowest depth with at least `jobs` of them (or the deepest
    /// the tree reaches), with that depth and the work of the levels above it. Shorter entries are
    /// solutions complete above that depth. Once `cancellation` is cancelled the search stops, and
    /// the statistics say the cut is not complete: it is then no cut to count by.
    ///
    /// Each depth is tried by a search from the root, which costs little while the levels above it
    /// hold fewer than `jobs` nodes each; there is no bound on the depth, so a long chain of forced
    /// choices (the givens of a sudoku, say) is passed before the tree is cut where it branches.
    /// Searching each node of the last level one level down instead costs a search's set-up per
    /// node (`docs/speed-history.md`, "Wide problems and deep cuts"). Past `linearDepths`, where
    /// a search per depth would cost the square of a chain's length, the depth is found by doubling
    /// and then halving, each try stopping at `jobs` entries.
    static func frontier<E: ExactCoverEngine>(
        of engine: E, jobs: Int, cancellation: SearchCancellation? = nil
    ) -> (prefixes: [[Int]], depth: Int, statistics: SearchStatistics) {
        /// The entries at `depth`, up to `limit` of them, whether they are enough (at least `jobs`,
        /// or none reaching `depth`), and the work.
        func cut(at depth: Int, limit: Int) -> (prefixes: [[Int]], enough: Bool, statistics: SearchStatistics) {
            var collector = SolutionCollector(limit: limit)
            let statistics = engine.search(
                from: [], limits: SearchLimits(splitDepth: depth, cancellation: cancellation), visitor: &collector)
            let enough =
                collector.solutions.count >= jobs || !collector.solutions.contains { $0.count == depth }
            return (collector.solutions, enough, statistics)
        }
        var depth = 1
        while true {
            var tried = cut(at: depth, limit: .max)
            // A search stopped between its looks at the cancellation may have ended: it is no cut.
            if cancellation?.isCancelled == true { tried.statistics.complete = false }
            if tried.enough || !tried.statistics.complete {
                return (tried.prefixes, depth, tried.statistics)
            }
            if depth < linearDepths {
                depth += 1
                continue
            }
            // `depth` is not enough: double until a depth is, then halve the gap between them.
            var (low, high) = (depth, 2 * depth)
            while !cut(at: high, limit: jobs).enough && cancellation?.isCancelled != true {
                (low, high) = (high, 2 * high)
            }
            while high - low > 1 && cancellation?.isCancelled != true {
                let middle = (low + high) / 2
                if cut(at: middle, limit: jobs).enough { high = middle } else { low = middle }
            }
            depth = high
        }
    }

    /// The depths `frontier(of:jobs:cancellation:)` tries one by one before it doubles.
    static let linearDepths = 32
}
