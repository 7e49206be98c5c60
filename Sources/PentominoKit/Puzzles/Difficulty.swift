/// How hard a puzzle is: the size of the search tree that proves its completion the only one, in the
/// plainest search a patient player could follow.
///
/// The search fills the first empty cell in the board's fill order with each piece left that fits
/// there, and gives up a placement at once when it closes off a region of empty cells whose size no
/// pieces can fill (not a multiple of the greatest common divisor of the pieces' sizes; with cells
/// left empty, no such check). Its nodes are the placements it tries that pass that check, the
/// givens' state included; the grade is their number of binary digits, so each grade is a tree
/// about twice as large as the one below it.
///
/// The measure is the same on every run, engine and machine, and giving more pieces of the same
/// tiling never makes a puzzle harder: every node of the search with a piece more given is a node of
/// the search without it, once that piece is put in where the search reaches its first cell.
public struct Difficulty: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The nodes of the search that proves the completion unique.
    public let nodes: UInt64

    /// The grade, from 1: the number of binary digits of `nodes`.
    public var grade: Int { UInt64.bitWidth - nodes.leadingZeroBitCount }

    public static func < (a: Difficulty, b: Difficulty) -> Bool { a.nodes < b.nodes }

    /// `grade 7 (93 nodes)`.
    public var description: String { "grade \(grade) (\(counted(nodes, "node")))" }
}

/// The plain search that `Difficulty` measures, over the placements of a tiling problem that finds
/// every tiling, on boards whose numbered cells fit a word.
struct DifficultySearch<Word: BitsetWord> {
    /// The placements, grouped by their first cell in fill order: the cells and the piece of each,
    /// and where each numbered cell's group starts (one more entry than cells, for the last end).
    private let candidateCells: [Word]
    private let candidatePieces: [Int]
    private let candidateStart: [Int]
    /// For each numbered cell, its open neighbours.
    private let neighbours: [Word]
    /// The numbered cells that are open.
    private let open: Word
    /// Every region of empty cells must hold a multiple of this many (1: no check).
    private let modulus: Int
    /// The copies of each piece in the set, the cells that stay empty, and the placements themselves.
    private let copies: [Int]
    private let gaps: Int
    private let placements: [Word]
    private let placementPieces: [Int]

    /// The search over the placements of `problem`, whose numbered cells must fit a `Word`.
    init(_ problem: TilingProblem) {
        let cellIndex = problem.cellIndex
        precondition(cellIndex.numberedCount <= Word.bitWidth, "the board's numbered cells fit the word")
        let placements = problem.placements.map { $0.cells.reduce(Word(0)) { $0 | 1 &<< $1 } }
        let pieces = problem.placements.map(\.piece)
        let byFirstCell = problem.placements.indices.sorted {
            (problem.placements[$0].cells.lowestIndex!, $0) < (problem.placements[$1].cells.lowestIndex!, $1)
        }
        (self.placements, placementPieces) = (placements, pieces)
        candidateCells = byFirstCell.map { placements[$0] }
        candidatePieces = byFirstCell.map { pieces[$0] }
        var start = [Int](repeating: 0, count: cellIndex.numberedCount + 1)
        for placement in problem.placements { start[placement.cells.lowestIndex! + 1] += 1 }
        for cell in 0..<cellIndex.numberedCount { start[cell + 1] += start[cell] }
        candidateStart = start
        neighbours = cellIndex.numbered.map { cell in
            cellIndex.index(of: cell) == nil
                ? 0 : cell.neighbours.compactMap(cellIndex.index(of:)).reduce(Word(0)) { $0 | 1 &<< $1 }
        }
        open = cellIndex.cells.reduce(Word(0)) { $0 | 1 &<< cellIndex.index(of: $1)! }
        let sizes = problem.pieces.pieces.map(\.size)
        modulus = problem.gapCount > 0 ? 1 : sizes.reduce(0, DifficultySearch.gcd)
        copies = problem.pieces.copies
        gaps = problem.gapCount
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// The difficulty of completing the board with the placements `given` (indices into the
    /// problem's placements) in place: the nodes of the whole search below them. Nil if the search was
    /// cancelled first.
    func difficulty(given: [Int], cancellation: SearchCancellation? = nil) -> Difficulty? {
        var state = State(covered: ~open, left: copies, gapsLeft: gaps, cancellation: cancellation)
        for placement in given {
            state.covered |= placements[placement]
            state.left[placementPieces[placement]] -= 1
        }
        guard search(&state) else { return nil }
        return Difficulty(nodes: state.nodes)
    }

    /// What the search changes as it goes.
    private struct State {
        var covered: Word
        var left: [Int]
        var gapsLeft: Int
        let cancellation: SearchCancellation?
        var nodes: UInt64 = 0
    }

    /// Searches below `state`, counting its nodes; false once cancelled.
    private func search(_ state: inout State) -> Bool {
        state.nodes += 1
        if state.nodes % SearchLimits.cancellationInterval == 0, state.cancellation?.isCancelled == true {
            return false
        }
        let empty = ~state.covered
        guard empty != 0 else { return true }
        let first = empty.trailingZeroBitCount
        let covered = state.covered
        for candidate in candidateStart[first]..<candidateStart[first + 1] {
            let cells = candidateCells[candidate], piece = candidatePieces[candidate]
            guard cells & covered == 0 && state.left[piece] > 0 else { continue }
            let after = covered | cells
            guard !closesBadRegion(after, around: cells) else { continue }
            state.covered = after
            state.left[piece] -= 1
            let going = search(&state)
            state.left[piece] += 1
            state.covered = covered
            guard going else { return false }
        }
        if state.gapsLeft > 0 {
            state.covered = covered | 1 &<< first
            state.gapsLeft -= 1
            defer {
                state.gapsLeft += 1
                state.covered = covered
            }
            return search(&state)
        }
        return true
    }

    /// Whether a region of empty cells next to `placed`, once `covered` is covered, holds a number
    /// of cells that is not a multiple of `modulus`.
    private func closesBadRegion(_ covered: Word, around placed: Word) -> Bool {
        guard modulus > 1 else { return false }
        var seeds = grow(placed) & ~covered
        while seeds != 0 {
            // The region of the lowest seed, grown from its newest cells only.
            var region = seeds & (~seeds &+ 1), newest = region
            while newest != 0 {
                newest = grow(newest) & ~covered & ~region
                region |= newest
            }
            if region.nonzeroBitCount % modulus != 0 { return true }
            seeds &= ~region
        }
        return false
    }

    /// The cells next to any of `cells`.
    private func grow(_ cells: Word) -> Word {
        var grown: Word = 0, rest = cells
        while rest != 0 {
            grown |= neighbours[rest.trailingZeroBitCount]
            rest &= rest &- 1
        }
        return grown
    }
}
