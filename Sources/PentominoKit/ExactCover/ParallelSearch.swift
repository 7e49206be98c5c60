import Dispatch
import Synchronization

/// Counts the solutions of an exact-cover problem on several threads.
///
/// A small tree is searched whole on the calling thread, since starting threads would cost more than
/// they save. Otherwise the engine's own search tree is cut at the shallowest depth that gives at
/// least `jobsPerThread` subtrees per thread; the partial solutions there are the jobs, which every
/// thread takes one at a time from a shared counter until none is left, so a thread that draws small
/// subtrees simply takes more.
/// Counts and node totals are the same for every thread count.
///
/// The cut lists subtrees in the engine's depth-first order, so the solutions of the subtrees, taken
/// in turn, come in the same order as in one search of the whole tree: that order is the canonical
/// one in which `solution(at:)` counts, whatever the number of threads.
public enum ParallelSearch {
    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    public static let jobsPerThread = 64
    /// Subtrees to aim for per shard; fixed, so that a shard is the same part on any machine.
    public static let jobsPerShard = 128
    /// A search that ends within this many nodes runs whole on the calling thread (its work is
    /// thrown away when it does not end, so this is kept small).
    public static let headStartNodes: UInt64 = 8192

    /// The number of solutions of `engine`'s problem in `shard` of its tree and the work it took,
    /// searched on `threads` threads, reporting to `progress` as subtrees end. Once `cancellation` is
    /// cancelled every thread stops soon; the count is then of the solutions found so far, and the
    /// statistics say the search is not complete.
    public static func count<E: ExactCoverEngine>(_ engine: E, threads: Int, shard: Shard = .whole, progress: SearchProgress? = nil,
                                                  cancellation: SearchCancellation? = nil) -> (solutions: UInt64, statistics: SearchStatistics) {
        if shard == .whole {
            var counter = SolutionCounter()
            let headStartLimit = threads > 1 || progress != nil ? headStartNodes : .max
            let headStart = engine.search(from: [], limits: SearchLimits(nodeLimit: headStartLimit, cancellation: cancellation), visitor: &counter)
            if headStart.complete || cancellation?.isCancelled == true { return (counter.count, headStart) }
        }
        let target = shard == .whole ? threads * jobsPerThread : shard.count * jobsPerShard
        let cut = frontier(of: engine, jobs: target)
        let jobs = cut.prefixes.indices.filter(shard.owns(job:))
        let (counts, statistics, _) = countEach(jobs.map { cut.prefixes[$0] }, depth: cut.depth, engine: engine, threads: threads,
                                                progress: progress, cancellation: cancellation)
        return (counts.reduce(0, +), cut.statistics + statistics)
    }

    /// The solution at `index` (from 0) in the canonical order, found on `threads` threads, or nil
    /// when there are not that many or `cancellation` stopped the search; with the number of solutions
    /// counted on the way: all of them when there is no solution at `index` (or those found before the
    /// cancellation). Subtrees are counted in order, and no new one is started once those before it
    /// hold the solution. Reports to `progress` as subtrees end.
    public static func solution<E: ExactCoverEngine>(at index: UInt64, of engine: E, threads: Int, progress: SearchProgress? = nil,
                                                     cancellation: SearchCancellation? = nil) -> (solution: [Int]?, counted: UInt64) {
        let cut = frontier(of: engine, jobs: threads * jobsPerThread)
        let (counts, statistics, settled) = countEach(cut.prefixes, depth: cut.depth, engine: engine, threads: threads, progress: progress,
                                                      cancellation: cancellation, until: index)
        let counted = counts.reduce(0, +)
        guard statistics.complete else { return (nil, counted) }
        var before: UInt64 = 0
        for job in 0..<settled {
            guard index >= before + counts[job] else {
                if cut.prefixes[job].count < cut.depth { return (cut.prefixes[job], counted) }
                var picker = SolutionPicker(skip: index - before)
                _ = engine.search(from: cut.prefixes[job], limits: SearchLimits(cancellation: cancellation), visitor: &picker)
                return (picker.solution, counted)
            }
            before += counts[job]
        }
        return (nil, counted)
    }

    /// Counts the solutions below each of `jobs`, on `threads` threads: the count of each, in order, the
    /// work done, and how many jobs from the first on were all counted. Once those jobs hold more than
    /// `until` solutions, no thread starts another job. Once `cancellation` is cancelled, no thread
    /// starts another job either, and the statistics are incomplete. Jobs never started count 0.
    private static func countEach<E: ExactCoverEngine>(_ jobs: [[Int]], depth: Int, engine: E, threads: Int, progress: SearchProgress?,
                                                       cancellation: SearchCancellation?, until: UInt64 = .max)
        -> (counts: [UInt64], statistics: SearchStatistics, settled: Int) {
        progress?.planned(subtrees: jobs.count)
        let limits = SearchLimits(cancellation: cancellation)
        let shared = Mutex((next: 0, statistics: SearchStatistics(), settled: 0, settledSolutions: UInt64(0)))
        let counts = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: jobs.count)
        counts.initialize(repeating: 0)
        let finished = UnsafeMutableBufferPointer<Bool>.allocate(capacity: jobs.count)
        finished.initialize(repeating: false)
        defer { counts.deallocate(); finished.deallocate() }
        nonisolated(unsafe) let results = counts, done = finished
        DispatchQueue.concurrentPerform(iterations: min(threads, max(1, jobs.count))) { _ in
            var statistics = SearchStatistics()
            var job = shared.withLock { state in
                defer { state.next += 1 }
                return state.next
            }
            while job < jobs.count {
                if cancellation?.isCancelled == true {
                    statistics.complete = false
                    break
                }
                var counter = SolutionCounter()
                var work = SearchStatistics()
                if jobs[job].count == depth {
                    work = engine.search(from: jobs[job], limits: limits, visitor: &counter)
                } else {
                    _ = counter.visit(UnsafeBufferPointer(start: nil, count: 0))
                }
                statistics = statistics + work
                progress?.finished(solutions: counter.count, nodes: work.nodes)
                let ended = job
                job = shared.withLock { state in
                    results[ended] = counter.count
                    done[ended] = true
                    while state.settled < jobs.count && done[state.settled] {
                        state.settledSolutions += results[state.settled]
                        state.settled += 1
                    }
                    guard state.settledSolutions <= until else { return jobs.count }
                    defer { state.next += 1 }
                    return state.next
                }
            }
            shared.withLock { $0.statistics = $0.statistics + statistics }
        }
        return shared.withLock { (Array(counts), $0.statistics, $0.settled) }
    }

    /// The partial solutions at the shallowest depth with at least `jobs` of them (or the deepest
    /// tried), with that depth and the work of the levels above it. Shorter entries are solutions
    /// complete above that depth.
    static func frontier<E: ExactCoverEngine>(of engine: E, jobs: Int) -> (prefixes: [[Int]], depth: Int, statistics: SearchStatistics) {
        var depth = 1
        while true {
            var collector = SolutionCollector(limit: .max)
            let statistics = engine.search(from: [], limits: SearchLimits(splitDepth: depth), visitor: &collector)
            let reachedDepth = collector.solutions.contains { $0.count == depth }
            if collector.solutions.count >= jobs || !reachedDepth || depth >= 12 {
                return (collector.solutions, depth, statistics)
            }
            depth += 1
        }
    }
}
