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

    /// Counts the tilings of the problem in `shard` of the search tree, reporting to `progress` as it goes.
    ///
    /// A distinct problem finds one tiling per symmetry class; every class holds exactly as many
    /// tilings as the board has symmetries (no pentomino tiling is symmetric), which gives `all`.
    /// A problem without symmetry breaking finds every tiling, and `distinct` is that over the symmetries.
    public func count(shard: Shard = .whole, progress: SearchProgress? = nil) -> TilingCount {
        let (solutions, statistics) = switch resolvedEngine {
        case .auto, .bitset: ParallelSearch.count(BitsetEngine(problem.exactCover), threads: threads, shard: shard, progress: progress)
        case .dlx: ParallelSearch.count(DancingLinks(problem.exactCover), threads: threads, shard: shard, progress: progress)
        }
        let symmetries = UInt64(problem.symmetryCount)
        return problem.distinct
            ? TilingCount(distinct: solutions, all: solutions * symmetries, statistics: statistics)
            : TilingCount(distinct: solutions / symmetries, all: solutions, statistics: statistics)
    }

    /// The first `limit` tilings in the engine's search order.
    public func tilings(limit: Int) -> [Tiling] {
        var tilings: [Tiling] = []
        forEachTiling(limit: UInt64(max(0, limit))) { tilings.append($0); return true }
        return tilings
    }

    /// Hands `body` the tilings one at a time as the search finds them, in the canonical order, until
    /// `limit` have been handed over or `body` returns false. Returns whether the whole tree was searched.
    @discardableResult
    public func forEachTiling(limit: UInt64 = .max, _ body: (Tiling) -> Bool) -> Bool {
        guard limit > 0 else { return false }
        return withoutActuallyEscaping(body) { body in
            var stream = TilingStream(problem: problem, remaining: limit, body: body)
            let statistics = switch resolvedEngine {
            case .auto, .bitset: BitsetEngine(problem.exactCover).search(from: [], limits: .none, visitor: &stream)
            case .dlx: DancingLinks(problem.exactCover).search(from: [], limits: .none, visitor: &stream)
            }
            return statistics.complete
        }
    }

    /// The tiling at `index` (from 0) in the canonical order, found on `threads` threads, or nil when
    /// there are not that many; with the number of tilings the problem finds.
    ///
    /// The canonical order is the order in which `forEachTiling` hands tilings over: the engine's
    /// depth-first order, the same from run to run and for any number of threads.
    public func tiling(at index: UInt64) -> (tiling: Tiling?, total: UInt64) {
        let (options, total) = switch resolvedEngine {
        case .auto, .bitset: ParallelSearch.solution(at: index, of: BitsetEngine(problem.exactCover), threads: threads)
        case .dlx: ParallelSearch.solution(at: index, of: DancingLinks(problem.exactCover), threads: threads)
        }
        return (options.map { problem.tiling(options: $0) }, total)
    }
}

/// Turns each solution into a tiling for a caller's function, up to a limit.
private struct TilingStream: SolutionVisitor {
    let problem: TilingProblem
    var remaining: UInt64
    let body: (Tiling) -> Bool

    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        remaining -= 1
        return body(problem.tiling(options: options)) && remaining > 0
    }
}
