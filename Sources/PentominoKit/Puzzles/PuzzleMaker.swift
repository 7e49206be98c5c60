// Puzzles with one solution, made from tilings:
//
// - `PuzzleMaker`: its problem and engines.
// - Making: a puzzle from a tiling, and the fewest given pieces of one tiling or of many.
// - The search for sets of given pieces, smallest first, that leave one completion.
// - Sets as bits: subsets of a size in order, and their members.
// - The engines it searches with.

import Dispatch
import Synchronization

/// Makes puzzles with one solution from the tilings of a board: it gives some of a tiling's pieces in
/// place, the fewest that leave the tiling as the only completion, or as many as asked.
///
/// The fewest are proven: every smaller set of the tiling's pieces leaves another completion. The
/// maker tries sets by their size, smallest first; a set that leaves another completion shows,
/// through that completion, a larger set that does too (the pieces both tilings place alike), and
/// every set inside that one is passed over without a search, since fewer pieces given leave more
/// completions. What remains to try is a set that none of the completions found so far contains:
/// a search from that set's pieces, which stops at its second completion, either proves it or adds
/// a completion. So the sets tried are few even among the 18 one-sided pieces.
public struct PuzzleMaker: Sendable {
    /// The most cells (open or blocked, as the board's fill order numbers them) a board may span.
    public static let maximumCells = 128

    /// The board, without any piece placed in advance.
    public let board: Board
    /// The pieces its tilings place.
    public let pieces: PieceSet
    /// The problem of every tiling of the board: the given pieces are some of a solution's options.
    let problem: TilingProblem
    /// The option of each piece's placement: the index of its piece and its cells.
    private let options: [Placement.Key: Int]
    private let engine: Searcher
    private let difficultySearch: DifficultyEngine
    private let cancellation: SearchCancellation?

    /// A maker of puzzles on `board` (whose pieces placed in advance are left out) with `pieces`,
    /// leaving cells empty where `allowGaps`, searching with `engine` (`bitset` only for a problem
    /// that fits it: see `BitsetEngine.fits`); its searches stop once `cancellation` is cancelled.
    ///
    /// - Throws: `PuzzleError.boardTooLarge` for a board that spans more than `maximumCells` cells
    ///   as its fill order numbers them; the problem's `TilingError` as a `.notATiling` otherwise.
    public init(
        board: Board, pieces: PieceSet = .pentominoes, allowGaps: Bool = false, engine: Engine = .auto,
        cancellation: SearchCancellation? = nil
    ) throws(PuzzleError) {
        let empty = board.placing(nil)
        let problem: TilingProblem
        do {
            problem = try TilingProblem(board: empty, pieces: pieces, distinct: false, allowGaps: allowGaps)
        } catch {
            throw .notATiling(error.description)
        }
        let cells = problem.cellIndex.numberedCount
        guard cells <= PuzzleMaker.maximumCells else { throw .boardTooLarge(cells: cells) }
        self.board = empty
        self.pieces = problem.pieces
        self.problem = problem
        var options: [Placement.Key: Int] = [:]
        for (option, placement) in problem.optionPlacements.enumerated() {
            let placement = problem.placements[placement]
            options[placement.key] = option
        }
        self.options = options
        let bitset = engine == .bitset || (engine == .auto && BitsetEngine.fits(problem.exactCover))
        self.engine =
            bitset
            ? .bitset(problem.bitsetEngine ?? BitsetEngine(problem.exactCover)) : .dlx(DancingLinks(problem.exactCover))
        difficultySearch = cells <= 64 ? .narrow(DifficultySearch(problem)) : .wide(DifficultySearch(problem))
        self.cancellation = cancellation
    }

    // MARK: - Making puzzles

    /// The puzzle of `tiling` that gives the fewest of its pieces, or `given` of them: of the sets of
    /// that size that leave it the only completion, the hardest (the first of them in the order of
    /// the tiling's pieces, where several are as hard).
    ///
    /// - Throws: `PuzzleError.notATiling` when `tiling` is not a tiling of the board by the pieces;
    ///   `.tooFewGiven` or `.tooManyGiven` when `given` is below the fewest or above the pieces there
    ///   are; `.cancelled` once the maker's searches were cancelled.
    /// - Complexity: A search for each set of pieces that no completion found before rules out, of
    ///   the sizes up to the fewest (or up to `given`), and a search for each set that works to grade it.
    public func puzzle(from tiling: Tiling, given: Int? = nil) throws(PuzzleError) -> Puzzle {
        let options = try self.options(of: tiling)
        if let given, given > options.count { throw .tooManyGiven(asked: given, pieces: options.count) }
        var ruledOut: [UInt64] = []
        let fewest = try sets(of: options, size: nil, ruledOut: &ruledOut)
        var sets = fewest
        if let given {
            guard given >= fewest.size else { throw .tooFewGiven(asked: given, fewest: fewest.size) }
            sets = try self.sets(of: options, size: given, ruledOut: &ruledOut)
        }
        var hardest: (set: UInt64, difficulty: Difficulty)?
        for set in sets.sets {
            let chosen = PuzzleMaker.members(of: set).map { problem.optionPlacements[options[$0]] }
            guard let difficulty = difficultySearch.difficulty(given: chosen, cancellation: cancellation) else {
                throw .cancelled
            }
            if hardest.map({ difficulty > $0.difficulty }) ?? true { hardest = (set, difficulty) }
        }
        let chosen = hardest!
        let solution = problem.tiling(options: options)
        // The pieces in the set's order, as `options` holds them in the solution's.
        let pieces = solution.pieces
        let order = pieces.indices.sorted {
            (problem.placements[problem.optionPlacements[options[$0]]].piece, $0)
                < (problem.placements[problem.optionPlacements[options[$1]]].piece, $1)
        }
        let given = order.filter { chosen.set & 1 << $0 != 0 }.map { pieces[$0] }
        let toPlace = order.filter { chosen.set & 1 << $0 == 0 }.map { index in
            let letter = pieces[index].letter
            return (letter, self.pieces.pieces.first { $0.letter == letter }!.shape)
        }
        var placed = [Character?](repeating: nil, count: board.box.count)
        for piece in given {
            for cell in piece.cells { placed[board.box.offset(of: cell)] = piece.letter }
        }
        return Puzzle(
            board: board.placing(placed), solution: solution, given: given,
            toPlace: toPlace, fewestGiven: fewest.size, setsOfThisSize: sets.sets.count, difficulty: chosen.difficulty)
    }

    /// The fewest pieces of `tiling` that leave it the only completion, and how many sets of that
    /// size do (see `puzzle(from:given:)`), without grading them.
    public func fewestGiven(for tiling: Tiling) throws(PuzzleError) -> (pieces: Int, sets: Int) {
        var ruledOut: [UInt64] = []
        let fewest = try sets(of: try options(of: tiling), size: nil, ruledOut: &ruledOut)
        return (fewest.size, fewest.sets.count)
    }

    /// For each of `tilings`, the fewest of its pieces that leave it the only completion and how
    /// many sets of that size do, as `fewestGiven(for:)` finds them, on `threads` threads.
    ///
    /// - Throws: The first `PuzzleError` of a tiling, in order: a tiling that is not one of the board,
    ///   or `.cancelled`.
    public func fewestGiven(for tilings: [Tiling], threads: Int) throws(PuzzleError) -> [(pieces: Int, sets: Int)] {
        let found = Mutex([Result<(pieces: Int, sets: Int), PuzzleError>?](repeating: nil, count: tilings.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, tilings.count))) { _ in
            while cancellation?.isCancelled != true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < tilings.count else { return }
                let result = Result { () throws(PuzzleError) in try fewestGiven(for: tilings[index]) }
                found.withLock { $0[index] = result }
            }
        }
        var table: [(pieces: Int, sets: Int)] = []
        for result in found.withLock({ $0 }) {
            guard let result else { throw .cancelled }
            table.append(try result.get())
        }
        return table
    }

    // MARK: - Sets of given pieces

    /// The options of the problem that place `tiling`'s pieces, in the order of its pieces.
    private func options(of tiling: Tiling) throws(PuzzleError) -> [Int] {
        guard tiling.box == board.box else {
            throw .notATiling("it is \(tiling.box), but the board is \(board.box)")
        }
        var chosen: [Int] = []
        for piece in tiling.pieces {
            guard let index = pieces.pieces.firstIndex(where: { $0.letter == piece.letter }) else {
                throw .notATiling("\(piece.letter.quotedForMessage) names no piece of \(pieces.name)")
            }
            guard let cells = problem.cellIndex.bitboard(of: piece.cells),
                let option = self.options[Placement.Key(piece: index, cells: cells)]
            else {
                throw .notATiling(
                    "the \(piece.letter) at \(piece.cells.min()!) does not lie on open cells in an orientation it may take"
                )
            }
            chosen.append(option)
        }
        guard chosen.count <= 64 else { throw .tooManyPieces(chosen.count) }
        guard try completions(of: chosen, limit: 1) == [chosen.sorted()] else {
            throw .notATiling("its pieces do not cover the board, each piece used as often as the set holds it")
        }
        return chosen
    }

    /// The sets of `options` (a tiling's, as bits of a word) of `size` pieces, or else of the fewest,
    /// that leave that tiling the only completion, with their size. `ruledOut` holds sets each of
    /// which another completion places alike (so that every set inside one of them leaves two
    /// completions), the largest only; it grows as searches find completions.
    private func sets(of options: [Int], size: Int?, ruledOut: inout [UInt64]) throws(PuzzleError) -> (
        size: Int, sets: [UInt64]
    ) {
        let tiling = options.sorted()
        for size in size.map({ $0...$0 }) ?? 0...options.count {
            var working: [UInt64] = []
            for set in PuzzleMaker.subsets(of: options.count, size: size)
            where !ruledOut.contains(where: { set & ~$0 == 0 }) {
                let prefix = PuzzleMaker.members(of: set).map { options[$0] }
                let completions = try self.completions(of: prefix, limit: 2)
                guard let other = completions.first(where: { $0 != tiling }) else {
                    working.append(set)
                    continue
                }
                // The pieces both completions place alike: a set that every one inside leaves open.
                let alike = Set(other)
                let shared = options.indices.reduce(UInt64(0)) { alike.contains(options[$1]) ? $0 | 1 << $1 : $0 }
                ruledOut.removeAll { $0 & ~shared == 0 }
                ruledOut.append(shared)
            }
            if !working.isEmpty || size == options.count { return (size, working) }
        }
        return (options.count, [])
    }

    /// Up to `limit` completions of the options `prefix`, each as its options in ascending order.
    private func completions(of prefix: [Int], limit: Int) throws(PuzzleError) -> [[Int]] {
        var collector = SolutionCollector(limit: limit)
        let limits = SearchLimits(cancellation: cancellation)
        switch engine {
        case .bitset(let engine): _ = engine.search(from: prefix, limits: limits, visitor: &collector)
        case .dlx(let engine): _ = engine.search(from: prefix, limits: limits, visitor: &collector)
        }
        if cancellation?.isCancelled == true { throw .cancelled }
        return collector.solutions.map { $0.filter { $0 >= 0 }.sorted() }
    }

    // MARK: - Sets as bits

    /// The sets of `size` of `count` things (at most 64), as bits of a word, in ascending order of
    /// the words.
    static func subsets(of count: Int, size: Int) -> some Sequence<UInt64> {
        let first: UInt64? = size > count ? nil : size == 0 ? 0 : size == 64 ? ~0 : (1 << UInt64(size)) - 1
        return sequence(state: first) { (state: inout UInt64?) -> UInt64? in
            guard let set = state else { return nil }
            state = next(after: set, count: count)
            return set
        }
    }

    /// The least word above `set` with as many bits, all among the first `count` (Gosper's hack), or
    /// nil when there is none.
    private static func next(after set: UInt64, count: Int) -> UInt64? {
        guard set != 0 else { return nil }
        let lowest = set & (~set &+ 1)
        let (ripple, overflow) = set.addingReportingOverflow(lowest)
        guard !overflow else { return nil }
        let next = ripple | ((set ^ ripple) >> 2) / lowest
        return count < 64 && next >> UInt64(count) != 0 ? nil : next
    }

    /// The positions of the bits of `set`, lowest first.
    static func members(of set: UInt64) -> [Int] {
        var members: [Int] = [], rest = set
        while rest != 0 {
            members.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return members
    }

    // MARK: - Engines

    /// The engine that searches for completions.
    private enum Searcher: Sendable {
        case bitset(BitsetEngine)
        case dlx(DancingLinks)
    }

    /// The difficulty's search, in the word the board's cells need.
    private enum DifficultyEngine: Sendable {
        case narrow(DifficultySearch<UInt64>)
        case wide(DifficultySearch<UInt128>)

        func difficulty(given: [Int], cancellation: SearchCancellation?) -> Difficulty? {
            switch self {
            case .narrow(let search): search.difficulty(given: given, cancellation: cancellation)
            case .wide(let search): search.difficulty(given: given, cancellation: cancellation)
            }
        }
    }
}
