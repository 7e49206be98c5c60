// The sweep of a strip whose pieces have bounded copies:
//
// - `BoundedSweep`: the moves of each row, grouped by piece, and the terms counted cell by cell.
// - A step: the states of the sweep line's cell shared among threads, each listing and sorting the
//   moves out of its share; then the lists merged, each state reached with the sum of its sources.
// - The threads of a step: what they share.

import Dispatch

/// Counts the tilings of a strip whose pieces may each be used a bounded number of times, keeping
/// only the states of the cell the sweep line stands before, each with the number of ways to reach
/// it.
///
/// With bounded copies the states form no cycle: a state's pieces used fix how many cells lie
/// behind the sweep line, so each state belongs to one cell. The sweep therefore finds each state
/// as it reaches it, holds two cells' states at a time, and drops a state whose pieces reach past
/// the longest strip that the pieces and `last` allow. Counts are single words until a sum passes
/// one; then every count of the step widens by a word and the step runs again.
struct BoundedSweep: Sendable {
    /// The strip's height.
    private let height: Int
    /// The bits of a state that hold the frontier.
    private let frontierMask: UInt64
    /// The cells of each move, and its piece.
    private let cells: [UInt64]
    private let pieceOf: [Int]
    /// The moves that can be laid from row r where the first `patternBits` cells of the frontier
    /// (those past the strip's end with them) are `p`: `fitting[fittingStarts[r << patternBits | p]..<
    /// fittingStarts[(r << patternBits | p) + 1]]`, indices into `cells`. Looked up so, a state
    /// tries only the moves that clear the cells nearest the sweep line, a few of the many. The
    /// indices fit 16 bits: a state's 63 bits hold the frontier and a field for each piece, which
    /// bounds the rows and the pieces together to a few thousand moves.
    private let fitting: [UInt16]
    private let fittingStarts: [Int32]
    private let patternBits: Int
    /// For each piece, where its count of uses lies in a state, and how many copies it has.
    private let shifts: [UInt64]
    private let widthMasks: [UInt64]
    private let limits: [UInt64]
    /// The cells of all pieces together.
    private let totalCells: Int
    /// The greatest common divisor of the pieces' sizes: every strip tiled has a multiple of it.
    private let cellStep: Int
    /// The strip, for its holes check.
    private let strip: Strip
    /// The cells a frontier spans.
    private let window: Int

    /// The sweep of `strip`, whose copies are bounded.
    init(_ strip: Strip) {
        precondition(strip.copies == .asInSet, "a sweep of unlimited copies has cycles: StripAutomaton")
        let placements = StripPlacements(strip)
        height = strip.height
        self.strip = strip
        window = placements.window
        frontierMask = placements.window == 64 ? .max : (1 << UInt64(placements.window)) - 1
        let all = placements.moves.flatMap { $0 }
        cells = all.map(\.cells)
        pieceOf = all.map(\.piece)
        patternBits = min(placements.window, StripTuning.patternBits)
        var fitting: [UInt16] = []
        var fittingStarts: [Int32] = []
        var first = 0
        for row in 0..<height {
            let moves = first..<(first + placements.moves[row].count)
            first = moves.upperBound
            for pattern in 0..<(1 << patternBits) {
                fittingStarts.append(Int32(fitting.count))
                fitting += moves.filter { all[$0].cells & UInt64(pattern) == 0 }.map { UInt16($0) }
            }
        }
        fittingStarts.append(Int32(fitting.count))
        self.fitting = fitting
        self.fittingStarts = fittingStarts
        shifts = placements.usageShift.map { UInt64($0) }
        limits = placements.usageLimit.map { $0 ?? .max }
        widthMasks = limits.map { limit in (1 << UInt64(limit.bitWidth - limit.leadingZeroBitCount)) - 1 }
        totalCells = strip.pieces.cellCount
        cellStep = strip.pieces.pieces.reduce(0) { gcd($0, $1.size) }
    }

    /// Counts the tilings of each length from 0 through `last`, handing each to `term` in order.
    ///
    /// - Returns: how the sweep ended, the most states it held at one cell, and the moves it
    ///   followed; the terms handed out are exact however it ends.
    func terms(
        through last: Int, threads: Int, memory: MemoryBudget, progress: StripProgress?,
        cancellation: SearchCancellation?, _ term: (_ length: Int, _ tilings: BigUInt) -> Void
    ) -> (ending: StripSweep.Ending, states: Int, moves: Int) {
        // The longest strip the pieces can tile: its cells a multiple of the sizes' divisor.
        var longest = min(last, totalCells / height)
        while longest > 0 && (longest * height) % max(cellStep, 1) != 0 { longest -= 1 }
        let endCell = longest * height
        let workers = SweepWorkers(count: threads, strip: strip, window: window)
        var current = CountedStates()
        var next = CountedStates()
        current.append(0) { $0[0] = 1 }
        var (peak, followed) = (1, 0)
        var length = 0
        for cell in 0...endCell {
            if cell % height == 0 {
                term(length, current.sum(where: frontierMask))
                progress?.columns.store(length, ordering: .relaxed)
                length += 1
            }
            if cell == endCell || current.count == 0 { break }
            if cancellation?.isCancelled == true { return (.interrupted, peak, followed) }
            list(from: current, cell: cell, endCell: endCell, workers: workers)
            followed += workers.movesListed
            while !BoundedSweep.gather(workers, from: current, into: &next) { current.widen() }
            swap(&current, &next)
            peak = max(peak, current.count)
            progress?.explored.store(peak, ordering: .relaxed)
            let bytes = current.bytes + next.bytes + workers.bytes
            if bytes > memory.bytes { return (.outOfMemory(bytes: bytes), peak, followed) }
        }
        while length <= last {
            term(length, 0)
            length += 1
        }
        return (.complete, peak, followed)
    }

    // MARK: - A step

    /// Has the workers list and sort the moves out of `current`'s states, each worker a share of
    /// them in order, or the first alone when the states are few.
    private func list(
        from current: borrowing CountedStates, cell: Int, endCell: Int, workers: borrowing SweepWorkers
    ) {
        let sharing = current.count >= StripTuning.smallestSharedCell ? workers.count : 1
        for worker in sharing..<workers.count { workers.moves[worker].removeAll() }
        let step = SharedStep(
            sweep: self, keys: current.keys, states: current.count, moves: workers.moves, holes: workers.holes,
            sharing: sharing, cell: cell, endCell: endCell)
        if sharing == 1 {
            step.run(worker: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: sharing) { step.run(worker: $0) }
        }
    }

    /// Lists every move of the states `keys[sources]`, whose sweep line stands before `cell`,
    /// except those that seal a hole.
    fileprivate func follow(
        keys: UnsafePointer<UInt64>, sources: Range<Int>, into moves: inout Transitions, cell: Int, endCell: Int,
        holes: inout SealedHoles
    ) {
        let row = cell % height
        let nextRow = (cell + 1) % height
        // The cells at and past `endCell` are off limits, as if covered.
        let room = endCell - cell
        let beyond: UInt64 = room >= 64 ? 0 : ~((1 << UInt64(room)) - 1)
        let patternMask = (UInt64(1) << UInt64(patternBits)) - 1
        let rowBase = row << patternBits
        cells.withUnsafeBufferPointer { cells in
            pieceOf.withUnsafeBufferPointer { pieceOf in
                fitting.withUnsafeBufferPointer { fitting in
                    fittingStarts.withUnsafeBufferPointer { fittingStarts in
                        for source in sources {
                            let state = keys[source]
                            let covered = state & frontierMask
                            let used = state & ~frontierMask
                            if covered & 1 != 0 {
                                moves.append(used | covered >> 1, from: source)
                                continue
                            }
                            let blocked = covered | beyond
                            let slot = rowBase | Int(blocked & patternMask)
                            for index in Int(fittingStarts[slot])..<Int(fittingStarts[slot + 1]) {
                                let move = Int(fitting[index])
                                let laid = cells[move]
                                guard laid & blocked == 0 else { continue }
                                let piece = pieceOf[move]
                                let shift = shifts[piece]
                                guard (used >> shift) & widthMasks[piece] < limits[piece] else { continue }
                                let frontier = (covered | laid) >> 1
                                guard !holes.seals(frontier, row: nextRow) else { continue }
                                moves.append((used &+ (1 << shift)) | frontier, from: source)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes into `next` each state that the workers' moves reach, with the sum of its sources'
    /// counts: the workers' sorted lists merged.
    ///
    /// - Returns: false if a sum passed the top word of its count, and `next` is unfinished.
    private static func gather(
        _ workers: borrowing SweepWorkers, from current: borrowing CountedStates, into next: inout CountedStates
    ) -> Bool {
        let limbs = current.limbs
        next.removeAll(keepingRoomFor: workers.movesListed, limbs: limbs)
        let (lists, runs) = (workers.moves, workers.count)
        let heads = UnsafeMutablePointer<Int>.allocate(capacity: runs)
        heads.initialize(repeating: 0, count: runs)
        defer { heads.deallocate() }
        var overflow = false
        while !overflow {
            var target = UInt64.max
            for run in 0..<runs where heads[run] < lists[run].count {
                target = min(target, lists[run].targets[heads[run]])
            }
            if target == .max { break }
            var first = true
            next.append(target) { sum in
                for run in 0..<runs {
                    var head = heads[run]
                    while head < lists[run].count && lists[run].targets[head] == target {
                        let source = current.counts + Int(lists[run].sources[head]) * limbs
                        if first {
                            sum.update(from: source, count: limbs)
                            first = false
                        } else if addCount(source, to: sum, limbs: limbs) {
                            overflow = true
                        }
                        head += 1
                    }
                    heads[run] = head
                }
            }
        }
        return !overflow
    }
}

// MARK: - The threads of a step

/// What the threads of one step share: where the states are, and each worker's lists.
private struct SharedStep: @unchecked Sendable {
    let sweep: BoundedSweep
    let keys: UnsafeMutablePointer<UInt64>
    let states: Int
    let moves: UnsafeMutablePointer<Transitions>
    let holes: UnsafeMutablePointer<SealedHoles>
    let sharing: Int
    let cell: Int
    let endCell: Int

    /// Lists and sorts the moves out of worker `worker`'s share of the states.
    func run(worker: Int) {
        let sources = (states * worker / sharing)..<(states * (worker + 1) / sharing)
        moves[worker].removeAll()
        sweep.follow(
            keys: keys, sources: sources, into: &moves[worker], cell: cell, endCell: endCell, holes: &holes[worker])
        moves[worker].sort()
    }
}
