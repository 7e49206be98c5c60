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
public enum ParallelSearch {
    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    public static let jobsPerThread = 64
    /// A search that ends within this many nodes runs whole on the calling thread (its work is
    /// thrown away when it does not end, so this is kept small).
    public static let headStartNodes: UInt64 = 8192

    /// The number of solutions of `engine`'s problem and the work it took, searched on `threads` threads.
    public static func count<E: ExactCoverEngine>(_ engine: E, threads: Int) -> (solutions: UInt64, statistics: SearchStatistics) {
        var counter = SolutionCounter()
        let headStart = engine.search(from: [], limits: SearchLimits(nodeLimit: threads > 1 ? headStartNodes : .max), visitor: &counter)
        if headStart.complete { return (counter.count, headStart) }
        let (jobs, depth, splitStatistics) = frontier(of: engine, jobs: threads * jobsPerThread)
        let shared = Mutex((next: 0, solutions: UInt64(0), statistics: splitStatistics))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var counter = SolutionCounter()
            var statistics = SearchStatistics()
            while true {
                let job = shared.withLock { state in
                    defer { state.next += 1 }
                    return state.next
                }
                guard job < jobs.count else { break }
                statistics = statistics + run(jobs[job], depth: depth, engine: engine, counter: &counter)
            }
            shared.withLock { $0 = ($0.next, $0.solutions + counter.count, $0.statistics + statistics) }
        }
        return shared.withLock { ($0.solutions, $0.statistics) }
    }

    /// Counts the solutions below one frontier entry: a partial solution at the cut, or a complete one above it.
    private static func run<E: ExactCoverEngine>(_ job: [Int], depth: Int, engine: E, counter: inout SolutionCounter) -> SearchStatistics {
        guard job.count == depth else {
            _ = counter.visit(UnsafeBufferPointer(start: nil, count: 0))
            return SearchStatistics()
        }
        return engine.search(from: job, limits: .none, visitor: &counter)
    }

    /// The partial solutions at the shallowest depth with at least `jobs` of them (or the deepest
    /// tried), with that depth and the work of the levels above it.
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
