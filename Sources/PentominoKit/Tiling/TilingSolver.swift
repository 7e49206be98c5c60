/// The exact-cover engines a tiling can be searched with.
public enum Engine: String, CaseIterable, Sendable {
    /// Knuth's Dancing Links (`DancingLinks`).
    case dlx
}

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

    /// A solver for `problem` that searches with `engine`.
    public init(problem: TilingProblem, engine: Engine = .dlx) {
        self.problem = problem
        self.engine = engine
    }

    /// Counts the tilings of the problem.
    ///
    /// A distinct problem finds one tiling per symmetry class; every class holds exactly as many
    /// tilings as the board has symmetries (no pentomino tiling is symmetric), which gives `all`.
    /// A problem without symmetry breaking finds every tiling, and `distinct` is that over the symmetries.
    public func count() -> TilingCount {
        var counter = SolutionCounter()
        let statistics = search(visitor: &counter)
        let symmetries = UInt64(problem.symmetryCount)
        return problem.distinct
            ? TilingCount(distinct: counter.count, all: counter.count * symmetries, statistics: statistics)
            : TilingCount(distinct: counter.count / symmetries, all: counter.count, statistics: statistics)
    }

    /// The first `limit` tilings in the engine's search order.
    public func tilings(limit: Int) -> [Tiling] {
        var collector = SolutionCollector(limit: limit)
        _ = search(visitor: &collector)
        return collector.solutions.map { problem.tiling(options: $0) }
    }

    /// Runs the chosen engine over the whole problem.
    private func search<V: SolutionVisitor>(visitor: inout V) -> SearchStatistics {
        switch engine {
        case .dlx:
            return DancingLinks(problem.exactCover).search(from: [], splitDepth: .max, visitor: &visitor)
        }
    }
}
