// A search on several threads:
//
// - `count`: the solutions of a whole tree, a shard of it, or a record resumed.
// - `solution(at:)`: the solution at an index in the canonical order.
// - `visitAll`: every solution, each handed to one thread's visitor.
//
// The jobs they share out, and the cut of the tree into them, are in `ParallelSearch+Jobs.swift`.

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
/// shallowest depth that gives at least `SearchTuning.jobsPerThread` subtrees per thread; the partial solutions
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

    // MARK: - Counting

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
    /// threads (the whole tree finely, into `SearchTuning.jobsPerRecord` subtrees or more), the subtrees the record
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
        if whole, let count = searchedUncut(upTo: threads > 1 || progress != nil ? SearchTuning.uncutSearchNodes : .max)
        {
            return count
        }
        let target =
            shard != .whole
            ? shard.count * SearchTuning.jobsPerShard
            : record == nil ? threads * SearchTuning.jobsPerThread : SearchTuning.jobsPerRecord
        let cut = frontier(of: engine, jobs: target, cancellation: cancellation)
        guard cut.statistics.complete else { return (0, 0, SearchStatistics(complete: false)) }
        // Subtrees that cost more to set up than the first uncut search did are cut only if the
        // tree is larger than their set-up: the whole tree is searched again uncut, for up to that.
        let setUp = Double(cut.prefixes.count) * engine.subtreeSetUpNodes
        if whole && setUp > Double(SearchTuning.uncutSearchNodes),
            let count = searchedUncut(upTo: UInt64(min(setUp, 1e18)))
        {
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

    // MARK: - A solution by its index

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
        let cut = frontier(
            of: engine, jobs: max(threads * SearchTuning.jobsPerThread, SearchTuning.jobsWhenSeeking),
            cancellation: cancellation)
        guard cut.statistics.complete else { return (nil, 0) }
        // Where the counts cannot be taken by their number, the cache holds barren states only (see
        // `BarrenStates`): it starts no larger than a listing's, and grows as a listing's does
        // (`docs/speed-history.md`, "The cache of a search for one solution").
        let countCache =
            weighing.countsAlike
            ? CountCache(memory: memory)
            : CountCache(
                largestExponent: SearchTuning.listingCacheBytes.trailingZeroBitCount, grows: true, memory: memory)
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

    // MARK: - Every solution

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
            nodeLimit: threads > 1 || progress != nil ? SearchTuning.uncutSearchNodes : .max, cancellation: cancellation
        )
        limits.countCache = countCache
        let whole = engine.search(from: [], limits: limits, visitor: &uncut)
        if whole.complete || cancellation?.isCancelled == true { return ([uncut], whole) }
        let cut = frontier(of: engine, jobs: threads * SearchTuning.jobsPerThread, cancellation: cancellation)
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
}
