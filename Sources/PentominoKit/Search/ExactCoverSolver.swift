/// Searches an exact-cover problem with a chosen engine: counts its solutions, on any number of
/// threads, or hands them over one at a time.
///
/// Solutions are sets of options, given as the options' indices. They come in the engine's
/// depth-first order, the canonical order: the same from run to run and for any number of threads.
public struct ExactCoverSolver: Sendable {
    /// The problem searched.
    public let problem: ExactCoverProblem
    /// The engine asked for.
    public let engine: Engine
    /// How many threads a count uses.
    public let threads: Int
    /// Stops every search of this solver soon after it is cancelled.
    public let cancellation: SearchCancellation?
    /// What its searches may keep in memory (see `MemoryBudget`).
    public let memory: MemoryBudget
    /// The engine's tables where the search is the bitset engine's, built once.
    private let bitsetEngine: BitsetEngine?

    /// A solver for `problem` that searches with `engine`, counting on `threads` threads, stops its
    /// searches, incomplete, once `cancellation` is cancelled, and keeps its memory of counts within
    /// `memory`.
    ///
    /// The bitset engine is built here, once: for a problem that does not fit it (see
    /// `BitsetEngine.fits`), ask for `auto` or `dlx`.
    public init(
        problem: ExactCoverProblem, engine: Engine = .auto, threads: Int = 1, cancellation: SearchCancellation? = nil,
        memory: MemoryBudget = .machine
    ) {
        self.init(
            problem: problem, engine: engine, threads: threads, cancellation: cancellation, memory: memory,
            bitsetEngine: nil)
    }

    /// As above, with the bitset engine of the problem if it was built already.
    package init(
        problem: ExactCoverProblem, engine: Engine, threads: Int, cancellation: SearchCancellation?,
        memory: MemoryBudget, bitsetEngine: BitsetEngine?
    ) {
        precondition(threads >= 1, "at least one thread")
        self.problem = problem
        self.engine = engine
        self.threads = threads
        self.cancellation = cancellation
        self.memory = memory
        let resolved = ExactCoverSolver.resolve(engine, for: problem)
        self.bitsetEngine = resolved == .bitset ? bitsetEngine ?? BitsetEngine(problem) : nil
    }

    /// The engine `engine` stands for on this problem: `auto` becomes the fastest that fits.
    public var resolvedEngine: Engine { ExactCoverSolver.resolve(engine, for: problem) }

    private static func resolve(_ engine: Engine, for problem: ExactCoverProblem) -> Engine {
        engine == .auto ? (BitsetEngine.isAutomaticChoice(for: problem) ? .bitset : .dlx) : engine
    }

    /// Counts every solution.
    ///
    /// A cancelled count holds the solutions found so far, and its statistics say it is not complete.
    /// - Complexity: The size of the search tree, spread over `threads` threads.
    public func count() -> (solutions: UInt64, statistics: SearchStatistics) {
        count(shard: .whole)
    }

    /// Counts the solutions in `shard` of the search tree, reporting to `progress` as it goes; with a
    /// `record`, resuming it and adding to it (see `ParallelSearch.count`).
    ///
    /// Not generic, so that the search it runs is compiled for its visitor here, in this module: a
    /// caller in another module that called `count(weighing:)` would run the engine's generic code
    /// unspecialised (`docs/speed-history.md`, "A count compiled in another module").
    package func count(shard: Shard, progress: SearchProgress? = nil, record: CountRecord? = nil) -> (
        solutions: UInt64, statistics: SearchStatistics
    ) {
        let (solutions, _, statistics) = count(
            weighing: EverySolution(), shard: shard, progress: progress, record: record)
        return (solutions, statistics)
    }

    /// The solutions in `shard` of the search tree that `weighing` counts, the sum of their weights,
    /// and the work, reporting to `progress` as it goes; with a `record`, resuming it and adding to
    /// it (see `ParallelSearch.count`). The shards' counts add up to the whole tree's. With a
    /// `limit`, the count stops once it has found more than `limit` solutions.
    package func count<W: SolutionWeighing>(
        weighing: W, shard: Shard = .whole, progress: SearchProgress? = nil, record: CountRecord? = nil,
        limit: UInt64 = .max
    ) -> (solutions: UInt64, weight: UInt64, statistics: SearchStatistics) {
        if let bitsetEngine {
            return ParallelSearch.count(
                bitsetEngine, weighing: weighing, threads: threads, shard: shard, progress: progress,
                cancellation: cancellation, record: record, limit: limit, memory: memory)
        }
        return ParallelSearch.count(
            DancingLinks(problem), weighing: weighing, threads: threads, shard: shard, progress: progress,
            cancellation: cancellation, record: record, limit: limit, memory: memory)
    }

    /// Hands every solution to one of the visitors that `makeVisitor` makes, one for each thread,
    /// searching on `threads` threads and reporting to `progress`, until `cancellation` (by default
    /// the solver's) is cancelled; returns the visitors, whose findings together are the whole
    /// tree's, and the work (see `ParallelSearch.visitAll`).
    package func visitAll<V: SolutionVisitor & Sendable>(
        progress: SearchProgress? = nil, cancellation: SearchCancellation? = nil, makeVisitor: () -> V
    ) -> (visitors: [V], statistics: SearchStatistics) {
        let cancellation = cancellation ?? self.cancellation
        if let bitsetEngine {
            return ParallelSearch.visitAll(
                bitsetEngine, threads: threads, progress: progress, cancellation: cancellation, memory: memory,
                makeVisitor: makeVisitor)
        }
        return ParallelSearch.visitAll(
            DancingLinks(problem), threads: threads, progress: progress, cancellation: cancellation, memory: memory,
            makeVisitor: makeVisitor)
    }

    /// Hands `body` the solutions one at a time, as the options' indices in ascending order, in the
    /// canonical order, until `limit` have been handed over, `body` returns false or the solver is
    /// cancelled. Returns whether the whole tree was searched.
    @discardableResult
    public func forEachSolution(limit: UInt64 = .max, _ body: ([Int]) -> Bool) -> Bool {
        guard limit > 0 else { return false }
        return withoutActuallyEscaping(body) { body in
            var stream = SolutionStream(remaining: limit, body: body)
            return search(limits: SearchLimits(cancellation: cancellation), visitor: &stream).complete
        }
    }

    /// Knuth's estimate of the nodes of the whole tree, the mean of `probes` random paths from the
    /// root drawn from `seed`, each the product of the branchings it meets: unbiased, but a tree whose
    /// size lies in a few deep branches is mostly estimated below it. Nil once `cancellation` is
    /// cancelled, which it looks at every `probesBetweenLooks` probes (a probe of a board of hundreds
    /// of cells on Dancing Links takes milliseconds).
    package func estimatedNodes(probes: Int, seed: UInt64, cancellation: SearchCancellation? = nil) -> Double? {
        var random = SplitMix64(seed: seed)
        let links = bitsetEngine == nil ? DancingLinks(problem) : nil
        var sum = 0.0
        for start in stride(from: 0, to: probes, by: SearchTuning.probesBetweenLooks) {
            guard cancellation?.isCancelled != true else { return nil }
            let count = min(SearchTuning.probesBetweenLooks, probes - start)
            // Each call's estimate is the mean of its probes.
            let mean =
                bitsetEngine?.estimatedNodes(below: [], probes: count, random: &random)
                ?? links!.estimatedNodes(below: [], probes: count, random: &random)
            sum += mean * Double(count)
        }
        return sum / Double(max(1, probes))
    }

    /// Searches the whole tree on the calling thread, handing every solution to `visitor`.
    package func search<V: SolutionVisitor>(limits: SearchLimits, visitor: inout V) -> SearchStatistics {
        if let bitsetEngine { return bitsetEngine.search(from: [], limits: limits, visitor: &visitor) }
        return DancingLinks(problem).search(from: [], limits: limits, visitor: &visitor)
    }

    /// The solution at `index` (from 0) in the canonical order, found on `threads` threads, or nil
    /// when there are not that many or the solver was cancelled; with the number of solutions counted
    /// on the way, which is all of them when there is no solution at `index`.
    public func solution(at index: UInt64) -> (options: [Int]?, counted: UInt64) {
        solution(at: index, progress: nil)
    }

    /// `solution(at:)`, reporting its search to `progress`.
    package func solution(at index: UInt64, progress: SearchProgress?) -> (options: [Int]?, counted: UInt64) {
        let (solution, counted) = solution(at: index, weighing: EverySolution(), progress: progress)
        return (solution?.filter { $0 >= 0 }.sorted(), counted)
    }

    /// The solution at `index` of those `weighing` takes, as the engine's path (negative entries for
    /// items left uncovered), reporting to `progress`; as above.
    package func solution<W: SolutionWeighing>(
        at index: UInt64, weighing: W, progress: SearchProgress? = nil
    ) -> (solution: [Int]?, counted: UInt64) {
        if let bitsetEngine {
            return ParallelSearch.solution(
                at: index, of: bitsetEngine, weighing: weighing, threads: threads, progress: progress,
                cancellation: cancellation, memory: memory)
        }
        return ParallelSearch.solution(
            at: index, of: DancingLinks(problem), weighing: weighing, threads: threads, progress: progress,
            cancellation: cancellation, memory: memory)
    }
}

/// Hands each solution to a caller's function, up to a limit.
private struct SolutionStream: SolutionVisitor {
    var remaining: UInt64
    let body: ([Int]) -> Bool

    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        remaining -= 1
        return body(options.filter { $0 >= 0 }.map(Int.init).sorted()) && remaining > 0
    }
}
