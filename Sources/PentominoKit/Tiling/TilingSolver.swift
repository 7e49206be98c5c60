/// Searches a tiling problem with a chosen engine: counts its tilings or finds some.
public struct TilingSolver: Sendable {
    /// The problem searched.
    public let problem: TilingProblem
    /// The engine searching it.
    public let engine: Engine
    /// How many threads a count uses.
    public let threads: Int
    /// Stops every search of this solver soon after it is cancelled.
    public let cancellation: SearchCancellation?
    /// Whether every tiling handed out is first checked by `TilingVerifier`, which shares no code
    /// with the engines: always in debug builds, on request in release builds.
    public let verifiesTilings: Bool
    /// What its searches may keep in memory (see `MemoryBudget`).
    public var memory: MemoryBudget { exactCoverSolver.memory }

    /// A solver for `problem` that searches with `engine`, counting on `threads` threads, stops its
    /// searches, incomplete, once `cancellation` is cancelled, checks each tiling it hands out if
    /// `verifyTilings` (or this is a debug build), and keeps what it remembers within `memory`.
    public init(
        problem: TilingProblem, engine: Engine = .auto, threads: Int = 1, cancellation: SearchCancellation? = nil,
        verifyTilings: Bool = false, memory: MemoryBudget = .machine
    ) {
        precondition(threads >= 1, "at least one thread")
        self.problem = problem
        self.engine = engine
        self.threads = threads
        self.cancellation = cancellation
        #if DEBUG
            verifiesTilings = true
        #else
            verifiesTilings = verifyTilings
        #endif
        exactCoverSolver = ExactCoverSolver(
            problem: problem.exactCover, engine: engine, threads: threads, cancellation: cancellation,
            memory: memory, bitsetEngine: problem.bitsetEngine)
    }

    /// The search of the problem's exact cover, whose solutions are the tilings.
    let exactCoverSolver: ExactCoverSolver

    /// The engine `engine` stands for on this problem: `auto` becomes the fastest that fits.
    public var resolvedEngine: Engine { exactCoverSolver.resolvedEngine }

    /// Counts every tiling of the problem: the distinct ones, and all of them.
    ///
    /// A cancelled count holds the tilings found so far, and its statistics say it is not complete.
    /// - Complexity: The size of the search tree, spread over `threads` threads.
    public func count() -> TilingCount {
        count(shard: .whole, progress: nil, record: nil)
    }

    /// Counts the tilings of the problem in `shard` of the search tree, reporting to `progress` as it goes.
    /// A cancelled count holds the tilings found so far, and its statistics say it is not complete.
    /// With a `record`, the count resumes it and adds to it (see `ParallelSearch.count`): the subtrees
    /// it holds count as they are, and the statistics hold their nodes too.
    ///
    /// Each tiling the search finds is weighed by the problem's `classes`: it counts as a distinct
    /// tiling if it is the one of its class, and adds to `all` the size of its class (in a distinct
    /// problem) or 1 (in a problem that finds every tiling). The shards' counts add up to the whole
    /// tree's. With a `limit`, the count stops once it has found more than `limit` distinct tilings
    /// (see `count(atMost:)`).
    package func count(
        shard: Shard = .whole, progress: SearchProgress? = nil, record: CountRecord? = nil, limit: UInt64 = .max
    ) -> TilingCount {
        if case .whole(let size) = problem.classes.kind {
            // Every tiling found stands for a whole class: the plain count, without weighing each.
            let (found, statistics) = count(
                weighing: EverySolution(), shard: shard, progress: progress, record: record, limit: limit)
            return TilingCount(
                distinct: found.solutions, all: found.solutions * size, cellsLeftEmpty: problem.gapCount,
                surface: problem.board.surface, statistics: statistics)
        }
        let (found, statistics) = count(
            weighing: problem.classes, shard: shard, progress: progress, record: record, limit: limit)
        return TilingCount(
            distinct: found.solutions, all: found.weight, cellsLeftEmpty: problem.gapCount,
            surface: problem.board.surface, statistics: statistics)
    }

    /// The solutions in `shard` that `weighing` counts, the sum of their weights, and the work.
    private func count<W: SolutionWeighing>(
        weighing: W, shard: Shard, progress: SearchProgress?, record: CountRecord?, limit: UInt64
    ) -> (found: (solutions: UInt64, weight: UInt64), statistics: SearchStatistics) {
        let (solutions, weight, statistics) = exactCoverSolver.count(
            weighing: weighing, shard: shard, progress: progress, record: record, limit: limit)
        return ((solutions, weight), statistics)
    }

    /// The first `limit` tilings in the engine's search order.
    public func tilings(limit: Int) throws(InvalidTiling) -> [Tiling] {
        var tilings: [Tiling] = []
        try forEachTiling(limit: UInt64(max(0, limit))) {
            tilings.append($0)
            return true
        }
        return tilings
    }

    /// Hands `body` the tilings one at a time as the search finds them, in the canonical order, until
    /// `limit` have been handed over, `body` returns false or the solver is cancelled, reporting the
    /// nodes it searches and the tilings it hands over to `progress`. Returns whether the whole tree
    /// was searched. A tiling that fails the check of `verifiesTilings` is thrown, not handed over.
    @discardableResult
    public func forEachTiling(limit: UInt64 = .max, _ body: (Tiling) -> Bool) throws(InvalidTiling) -> Bool {
        try forEachTiling(limit: limit, progress: nil, body)
    }

    /// `forEachTiling(limit:_:)`, reporting the nodes searched and the tilings handed over to `progress`,
    /// and stopping, incomplete, after `nodeLimit` nodes.
    @discardableResult
    package func forEachTiling(
        limit: UInt64 = .max, nodeLimit: UInt64 = .max, progress: SearchProgress?, _ body: (Tiling) -> Bool
    ) throws(InvalidTiling) -> Bool {
        guard limit > 0 else { return false }
        var limits = SearchLimits(nodeLimit: nodeLimit, cancellation: cancellation)
        limits.meter = progress?.meter()
        limits.countCache = resolvedEngine == .bitset ? CountCache.forListing(memory: memory) : nil
        let (complete, invalid) = withoutActuallyEscaping(body) { body in
            var stream = TilingStream(solver: self, remaining: limit, progress: progress, body: body)
            let statistics = exactCoverSolver.search(limits: limits, visitor: &stream)
            return (statistics.complete, stream.invalid)
        }
        if let invalid { throw invalid }
        return complete
    }

    /// The tiling at `index` (from 0) in the canonical order, found on `threads` threads, or nil when
    /// there are not that many or the solver was cancelled; with the number of tilings counted on the
    /// way, which is every tiling the problem finds when there is no tiling at `index`. The search
    /// stops early once the tilings before `index` are counted. It reports to `progress` as it goes.
    ///
    /// The canonical order is the order in which `forEachTiling` hands tilings over: the engine's
    /// depth-first order, the same from run to run and for any number of threads.
    public func tiling(at index: UInt64) throws(InvalidTiling) -> (tiling: Tiling?, counted: UInt64) {
        try tiling(at: index, progress: nil)
    }

    /// `tiling(at:)`, reporting its search to `progress`.
    package func tiling(at index: UInt64, progress: SearchProgress?) throws(InvalidTiling) -> (
        tiling: Tiling?, counted: UInt64
    ) {
        let (options, counted) = exactCoverSolver.solution(at: index, weighing: problem.listing, progress: progress)
        guard let options else { return (nil, counted) }
        return (try checked(problem.tiling(options: options)), counted)
    }

    /// `tiling`, checked if the solver verifies its tilings.
    fileprivate func checked(_ tiling: Tiling) throws(InvalidTiling) -> Tiling {
        guard verifiesTilings else { return tiling }
        do {
            try TilingVerifier.check(tiling, solves: problem)
        } catch {
            throw InvalidTiling(tiling: tiling, flaw: error)
        }
        return tiling
    }
}

/// Turns each solution into a tiling for a caller's function, up to a limit, and reports each to a
/// progress; stops at a tiling that fails its check.
struct TilingStream: SolutionVisitor {
    let solver: TilingSolver
    var remaining: UInt64
    let progress: SearchProgress?
    let body: (Tiling) -> Bool
    /// The tiling that failed its check, if one did.
    var invalid: InvalidTiling?

    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        guard solver.problem.listing.weigh(options).counts else { return true }
        remaining -= 1
        do {
            let tiling = try solver.checked(solver.problem.tiling(options: options))
            progress?.found()
            return body(tiling) && remaining > 0
        } catch {
            invalid = error
            return false
        }
    }
}
