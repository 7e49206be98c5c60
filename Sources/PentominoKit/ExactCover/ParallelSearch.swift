import Dispatch
import Synchronization

/// Counts the solutions of an exact-cover problem on several threads.
///
/// A search small enough to finish within `sequentialNodes` nodes runs on one thread, since starting
/// threads would cost more than it saves. Otherwise the engine's own search tree is cut at the shallowest depth that gives at least `jobsPerThread`
/// subtrees per thread; the partial solutions there are the jobs, which threads take one at a time
/// from a shared counter until none is left, so a thread that draws small subtrees simply takes more.
/// Counts and node totals are the same for every thread count.
public enum ParallelSearch {
    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    public static let jobsPerThread = 64
    /// Searches that end within this many nodes stay on one thread.
    public static let sequentialNodes: UInt64 = 8192

    /// The number of solutions of `engine`'s problem and the work it took, searched on `threads` threads.
    public static func count<E: ExactCoverEngine>(_ engine: E, threads: Int) -> (solutions: UInt64, statistics: SearchStatistics) {
        var counter = SolutionCounter()
        let statistics = engine.search(from: [], limits: SearchLimits(nodeLimit: threads > 1 ? sequentialNodes : .max), visitor: &counter)
        if statistics.complete { return (counter.count, statistics) }
        let (jobs, depth, splitStatistics) = frontier(of: engine, jobs: threads * jobsPerThread)
        // Frontier entries shorter than the cut are complete solutions found above it.
        let partial = jobs.filter { $0.count == depth }
        let complete = UInt64(jobs.count - partial.count)
        let next = Mutex(0)
        let total = Mutex((solutions: complete, statistics: splitStatistics))
        DispatchQueue.concurrentPerform(iterations: min(threads, max(1, partial.count))) { _ in
            var counter = SolutionCounter()
            var statistics = SearchStatistics()
            while true {
                let job = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                guard job < partial.count else { break }
                statistics = statistics + engine.search(from: partial[job], limits: .none, visitor: &counter)
            }
            total.withLock { $0 = ($0.solutions + counter.count, $0.statistics + statistics) }
        }
        return total.withLock { $0 }
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
