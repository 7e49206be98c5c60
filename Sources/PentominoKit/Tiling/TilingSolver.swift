/// How many tilings a search found, and the work it took.
public struct TilingCount: Hashable, Sendable {
    /// Tilings counted once per class of tilings that the board's symmetries carry into one another.
    public let distinct: UInt64
    /// Every tiling, rotations and reflections counted apart.
    public let all: UInt64
    /// The work of the search.
    public let statistics: SearchStatistics
}

/// Searches a tiling problem with a chosen engine: counts its tilings or finds some.
public struct TilingSolver: Sendable {
    /// The problem searched.
    public let problem: TilingProblem
    /// The engine searching it.
    public let engine: Engine
    /// How many threads a count uses.
    public let threads: Int

    /// A solver for `problem` that searches with `engine`, counting on `threads` threads.
    public init(problem: TilingProblem, engine: Engine = .auto, threads: Int = 1) {
        precondition(threads >= 1, "at least one thread")
        self.problem = problem
        self.engine = engine
        self.threads = threads
    }

    /// The engine `engine` stands for on this problem: `auto` becomes the fastest that fits.
    public var resolvedEngine: Engine {
        engine == .auto ? (BitsetEngine.fits(problem.exactCover) ? .bitset : .dlx) : engine
    }

    /// Counts the tilings of the problem.
    ///
    /// A distinct problem finds one tiling per symmetry class; every class holds exactly as many
    /// tilings as the board has symmetries (no pentomino tiling is symmetric), which gives `all`.
    /// A problem without symmetry breaking finds every tiling, and `distinct` is that over the symmetries.
    public func count() -> TilingCount {
        let (solutions, statistics) = switch resolvedEngine {
        case .auto, .bitset: ParallelSearch.count(BitsetEngine(problem.exactCover), threads: threads)
        case .dlx: ParallelSearch.count(DancingLinks(problem.exactCover), threads: threads)
        }
        let symmetries = UInt64(problem.symmetryCount)
        return problem.distinct
            ? TilingCount(distinct: solutions, all: solutions * symmetries, statistics: statistics)
            : TilingCount(distinct: solutions / symmetries, all: solutions, statistics: statistics)
    }

    /// The first `limit` tilings in the engine's search order.
    public func tilings(limit: Int) -> [Tiling] {
        var collector = SolutionCollector(limit: limit)
        _ = search(visitor: &collector)
        return collector.solutions.map { problem.tiling(options: $0) }
    }

    /// Runs the chosen engine over the whole problem.
    private func search<V: SolutionVisitor>(visitor: inout V) -> SearchStatistics {
        switch resolvedEngine {
        case .auto, .bitset: BitsetEngine(problem.exactCover).search(from: [], limits: .none, visitor: &visitor)
        case .dlx: DancingLinks(problem.exactCover).search(from: [], limits: .none, visitor: &visitor)
        }
    }
}
