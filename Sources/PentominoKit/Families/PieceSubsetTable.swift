import Dispatch
import Synchronization

/// The tilings of a board by each subset of a piece set that fits it: which k of the 12 pentominoes
/// fill a 5xk box, as Katamino asks, in one run.
///
/// A subset fits when its pieces cover exactly the board's open cells, or at most that many where
/// cells may be left empty; it holds the pieces placed on the board in advance. Each subset is
/// counted as `TilingProblem` counts any set, its distinct tilings up to the symmetries that carry
/// that subset onto itself.
public struct PieceSubsetTable: Sendable {
    /// A subset that tiles the board, and its count.
    public struct Row: Sendable {
        /// The pieces of the subset, copies included, in the order of the whole set.
        public let pieces: PieceSet
        /// Its tilings of the board.
        public let count: TilingCount
    }

    /// The subsets with at least one tiling, in order: fewer pieces first, then by the whole set's
    /// order of their pieces.
    public let rows: [Row]
    /// How many subsets fit the board, and so were counted.
    public let subsetsCounted: Int
    /// The work of every count together; `statistics.complete` is false once one was cancelled.
    public let statistics: SearchStatistics

    /// Counts the tilings of `board` by every subset of `pieces` that fits it, leaving cells empty
    /// where `allowGaps`, and only those in which no four pieces meet at a point where `tatami`, on
    /// `threads` threads (each subset searched on one of them), with `engine` (which, if `bitset`,
    /// must fit every subset's problem: see `BitsetEngine.fits`); the counts stop, incomplete, once
    /// `cancellation` is cancelled, and each keeps its memory of counts within `memory`.
    ///
    /// - Throws: What `TilingProblem` throws for a subset for another reason than its size, such as a
    ///   piece that fits only boxes on a flat board.
    /// - Complexity: One count per subset that fits: at most 2 to the number of pieces, copies
    ///   counted apart.
    public init(
        board: Board, pieces: PieceSet, allowGaps: Bool = false, tatami: Bool = false, engine: Engine = .auto,
        threads: Int = 1, cancellation: SearchCancellation? = nil, memory: MemoryBudget = .machine
    ) throws(TilingError) {
        try self.init(
            board: board, subsets: PieceSubsetTable.subsets(of: pieces, fitting: board, allowGaps: allowGaps),
            allowGaps: allowGaps, tatami: tatami, engine: engine, threads: threads, cancellation: cancellation,
            memory: memory)
    }

    /// The table of `subsets`, which fit `board`, as above.
    package init(
        board: Board, subsets: [PieceSet], allowGaps: Bool, tatami: Bool, engine: Engine, threads: Int,
        cancellation: SearchCancellation?, memory: MemoryBudget
    ) throws(TilingError) {
        let counted = Mutex([TilingCount?](repeating: nil, count: subsets.count))
        let failure = Mutex(TilingError?.none)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, subsets.count))) { _ in
            while cancellation?.isCancelled != true && failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < subsets.count else { return }
                do throws(TilingError) {
                    let problem = try TilingProblem(
                        board: board, pieces: subsets[index], allowGaps: allowGaps, tatami: tatami)
                    let count = TilingSolver(
                        problem: problem, engine: engine, cancellation: cancellation, memory: memory
                    ).count()
                    counted.withLock { $0[index] = count }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let counts = counted.withLock { $0 }
        rows = zip(subsets, counts).compactMap { subset, count in
            count.flatMap { $0.distinct > 0 ? Row(pieces: subset, count: $0) : nil }
        }
        subsetsCounted = subsets.count
        statistics = counts.reduce(SearchStatistics()) { $0 + ($1?.statistics ?? SearchStatistics(complete: false)) }
    }

    /// The subsets of `pieces` that fit `board`, in the table's order: each a set of some of the
    /// pieces, with at most as many copies of each, at least those placed on the board, covering
    /// its open cells exactly (or at most, where `allowGaps`); no more than `limit` of them, then
    /// one more, where there are more.
    package static func subsets(of pieces: PieceSet, fitting board: Board, allowGaps: Bool, limit: Int = .max)
        -> [PieceSet]
    {
        let open = board.openCells.count
        let placed = pieces.pieces.map { piece in
            (board.placed.filter { $0 == piece.letter }.count + piece.size - 1) / piece.size
        }
        // The most cells the pieces from each one on can add: a subset that cannot reach the open
        // cells is given up at once, so that finding the few that cover a board takes no time.
        var most = [Int](repeating: 0, count: pieces.pieces.count + 1)
        for index in pieces.pieces.indices.reversed() {
            most[index] = most[index + 1] + (pieces.copies[index] - placed[index]) * pieces.pieces[index].size
        }
        var found: [(pieces: Int, subset: PieceSet)] = []
        var copies = placed
        func choose(from index: Int, cells: Int) {
            guard found.count <= limit, allowGaps || cells + most[index] >= open else { return }
            guard index < pieces.pieces.count else {
                guard cells > 0, allowGaps ? cells <= open : cells == open else { return }
                let kept = copies.indices.filter { copies[$0] > 0 }
                found.append(
                    (copies.reduce(0, +), PieceSet(kept.map { pieces.pieces[$0] }, copies: kept.map { copies[$0] })))
                return
            }
            // The subsets with more of this piece first, so that those of the set's first pieces lead.
            for taken in (placed[index]...pieces.copies[index]).reversed() {
                let more = cells + (taken - placed[index]) * pieces.pieces[index].size
                guard more <= open else { continue }
                copies[index] = taken
                choose(from: index + 1, cells: more)
            }
            copies[index] = placed[index]
        }
        choose(from: 0, cells: zip(placed, pieces.pieces).reduce(0) { $0 + $1.0 * $1.1.size })
        // Fewer pieces first; between subsets of as many, by the set's order, as the search made them.
        return found.enumerated().sorted { ($0.element.pieces, $0.offset) < ($1.element.pieces, $1.offset) }
            .map(\.element.subset)
    }
}
