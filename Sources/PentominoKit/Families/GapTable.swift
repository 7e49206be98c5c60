// The tilings of a board counted by the cells they leave empty, in the order a count uses them:
//
// - `GapTable`: the answer, a row per set (or class of sets) of empty cells.
// - `TilingSolver.countByEmptyCells`: the count, one search on every thread.
// - `GapSetCoding` and `GapImages`: a set of empty cells as a key, and the least of its images.
// - `GapCounts`: the threads' table of keys and counts, within the memory budget.
// - `GapTally`: the visitor that adds each solution, or each remembered count, to its key.

// MARK: - The table

/// The tilings of a board that leaves cells empty, counted by the cells they leave empty, all in one
/// search: the whole year of a calendar puzzle, whose pieces leave a month and a day uncovered.
///
/// There is one row for each set of empty cells, or, on a board with symmetries, for each class
/// of such sets that the problem's symmetries carry into one another. A row's count of all tilings
/// is the count of all tilings of the board with those cells blocked, times the sets in its class;
/// its distinct count is that of its tilings up to the problem's symmetries that keep the set (which
/// may be fewer than the blocked board's own, where blocking cells makes a shape more symmetric).
/// The rows add up to the plain count of the board.
///
/// The table keeps one count per class, a few words each (see `GapSetCoding`), and spells out a
/// row's cells only when the row is read.
public struct GapTable: Sendable {
    /// The tilings that leave one set of cells empty, or any set of one class.
    public struct Row: Hashable, Sendable {
        /// The cells left empty, in order; of a class, the least set (comparing the sets in order).
        public let emptyCells: [Cell]
        /// The distinct tilings that leave these cells empty, or cells of their class.
        public let distinct: UInt64
        /// Every tiling that leaves these cells empty, or cells of their class.
        public let all: UInt64
    }

    /// The rows, ordered by their empty cells; only sets that some tiling leaves empty have one. A
    /// table whose search, or the merging and sorting of its rows, was cancelled has none: its rows
    /// would hold parts of counts.
    public let rows: Rows
    /// The plain count: the rows added up, or for a cancelled search, the tilings found before it stopped.
    public let total: (distinct: UInt64, all: UInt64)
    /// The work of the search; `statistics.complete` is false for a search that was cancelled.
    public let statistics: SearchStatistics

    /// The rows of a table, in order, each read from its key and counts as it is asked for.
    public struct Rows: RandomAccessCollection, Sendable {
        /// How the keys write each row's cells, and the box whose places they number.
        let coding: GapSetCoding
        let box: Box
        /// Each row's key, `coding.words` words, one row after another.
        let keys: [UInt64]
        /// Each row's counts.
        let counts: [(distinct: UInt64, all: UInt64)]

        public var startIndex: Int { 0 }
        public var endIndex: Int { counts.count }

        public subscript(position: Int) -> Row {
            let key = keys[position * coding.words..<(position + 1) * coding.words]
            return Row(
                emptyCells: coding.ranks(of: key).map(box.cell(at:)), distinct: counts[position].distinct,
                all: counts[position].all)
        }
    }
}

// MARK: - The count

extension TilingSolver {
    /// Counts the tilings of the problem by the cells they leave empty, in one search on `threads`
    /// threads (see `GapTable`), keeping the table within `memory`'s share for what a run keeps.
    /// Without gaps allowed, the table has one row, of no cells.
    ///
    /// A cancelled search gives the tilings found so far, and its statistics say it is not complete.
    /// - Throws: `MemoryBudget.Exceeded` once the table would need more than the budget's share for
    ///   what a run keeps; the search stops then.
    /// - Complexity: About that of a count, and more where the count takes the tilings below a state
    ///   it has met before by their number while cells may still be left empty below it: the table
    ///   takes them so only once every empty cell is chosen.
    public func countByEmptyCells() throws(MemoryBudget.Exceeded) -> GapTable {
        try countByEmptyCells(progress: nil)
    }

    /// `countByEmptyCells()`, reporting to `progress` as it goes.
    package func countByEmptyCells(progress: SearchProgress?) throws(MemoryBudget.Exceeded) -> GapTable {
        let problem = self.problem
        let account = MemoryAccount(memory, following: cancellation)
        let coding = GapSetCoding(problem)
        let images = GapImages(problem, coding: coding)
        let search = exactCoverSolver.visitAll(progress: progress, cancellation: account.stop) {
            GapTally(gapLimit: problem.gapCount, classes: problem.classes, images: images, account: account)
        }
        var tallies = search.visitors
        let statistics = search.statistics
        let held = tallies.reduce(0) { $0 + $1.counts.count }
        let found = tallies.reduce((distinct: UInt64(0), all: UInt64(0))) {
            ($0.distinct &+ $1.found.distinct, $0.all &+ $1.found.all)
        }
        let noRows = GapTable.Rows(coding: coding, box: problem.board.box, keys: [], counts: [])
        if !statistics.complete && !account.wasPassed {
            return GapTable(rows: noRows, total: found, statistics: statistics)
        }
        // Into the largest thread's table, the others' classes, each table freed once it is in.
        // A signal stops the merging and the sorting of millions of classes too: the table then
        // has no rows, as after a cancelled search.
        var fits = true
        for index in tallies.indices { fits = fits && tallies[index].flush() }
        let sizes = tallies.map(\.counts.count)
        let merged = tallies[sizes.indices.max { sizes[$0] < sizes[$1] }!].counts
        for tally in tallies where tally.counts !== merged {
            fits = fits && merged.add(tally.counts, cancellation: cancellation)
            tally.counts.free()
        }
        if cancellation?.isCancelled == true { return GapTable(rows: noRows, total: found, statistics: statistics) }
        // The rows in order take a key and two counts each, beside the table they are read from.
        guard fits, account.take(merged.count * 8 * (coding.words + 2)) else {
            throw MemoryBudget.Exceeded(
                budget: memory, what: "the table by empty cells",
                held: "\(held) \(held == 1 ? "class" : "classes") of sets of empty cells")
        }
        guard let (keys, counts) = merged.sorted(cancellation: cancellation) else {
            return GapTable(rows: noRows, total: found, statistics: statistics)
        }
        return GapTable(
            rows: GapTable.Rows(coding: coding, box: problem.board.box, keys: keys, counts: counts), total: found,
            statistics: statistics)
    }
}

// MARK: - Keys of empty cells

/// How a set of a board's cells, all sets of one size, is written in whole words, so that comparing
/// the words in order compares the sets in order (their cells' places in the board's box, from the
/// first, as `[Cell]` compares): as a mask of the box's places, the first place the highest bit,
/// complemented; or, where fewer words hold them, as the places listed, 16 bits each from the highest.
struct GapSetCoding: Sendable {
    /// Words per set.
    let words: Int
    /// Whether sets are listed, rather than masks.
    let listed: Bool

    /// The coding of the sets of cells `problem` leaves empty.
    init(_ problem: TilingProblem) {
        let places = problem.board.box.count
        let maskWords = (places + 63) / 64, listWords = (problem.gapCount + 3) / 4
        listed = listWords < maskWords
        words = max(1, listed ? listWords : maskWords)
    }

    /// Writes the set of places `ranks` (sorted when the set is listed) into `key`; a listed set's
    /// fields past its places are all ones, as no place is.
    func write(_ ranks: UnsafeMutableBufferPointer<Int32>, into key: UnsafeMutableBufferPointer<UInt64>) {
        if listed {
            key.update(repeating: ~0)
            for (index, rank) in ranks.enumerated() {
                let shift = UInt64(48 - 16 * (index % 4))
                key[index / 4] = key[index / 4] & ~(0xFFFF << shift) | UInt64(rank) << shift
            }
        } else {
            key.update(repeating: ~0)
            for rank in ranks { key[Int(rank) / 64] &= ~(1 << (63 - UInt64(rank) % 64)) }
        }
    }

    /// The places of the set `key` writes, in order.
    func ranks(of key: ArraySlice<UInt64>) -> [Int] {
        var ranks: [Int] = []
        for (index, word) in zip(0..., key) {
            if listed {
                for field in 0..<4 {
                    let rank = Int(word >> (48 - 16 * UInt64(field)) & 0xFFFF)
                    if rank != 0xFFFF { ranks.append(rank) }
                }
            } else {
                for bit in 0..<64 where word & (1 << (63 - UInt64(bit))) == 0 { ranks.append(64 * index + bit) }
            }
        }
        return ranks
    }
}

/// For each symmetry of a problem, where it takes each item that may be left uncovered: the place, in
/// the board's box, of the cell the item's cell goes to. Tables of `Int32`, one after another.
struct GapImages: Sendable {
    let coding: GapSetCoding
    let symmetries: Int
    let items: Int
    private let places: [Int32]
    /// How many items a solution leaves uncovered.
    let gaps: Int

    init(_ problem: TilingProblem, coding: GapSetCoding) {
        let board = problem.board
        let symmetries = problem.symmetries.isEmpty ? [nil] : problem.symmetries.map(Optional.some)
        let items = problem.exactCover.gaps.items
        self.coding = coding
        self.symmetries = symmetries.count
        self.items = items
        gaps = problem.gapCount
        places = symmetries.flatMap { symmetry in
            (0..<items).map { item in
                let cell = problem.cellIndex.numbered[item]
                return Int32(board.box.offset(of: symmetry.map { board.image(of: cell, under: $0) } ?? cell))
            }
        }
    }

    /// Writes into `key` the least, in order, of the images of the set of `items` under the
    /// symmetries, using `ranks` and `candidate` as room to work in.
    func leastImage(
        of items: UnsafeBufferPointer<Int32>, into key: UnsafeMutableBufferPointer<UInt64>,
        ranks: UnsafeMutableBufferPointer<Int32>, candidate: UnsafeMutableBufferPointer<UInt64>
    ) {
        for symmetry in 0..<symmetries {
            let table = symmetry * self.items
            for (index, item) in items.enumerated() { ranks[index] = places[table + Int(item)] }
            var chosen = UnsafeMutableBufferPointer(rebasing: ranks[..<items.count])
            if coding.listed { chosen.sort() }
            let target = symmetry == 0 ? key : candidate
            coding.write(chosen, into: target)
            if symmetry > 0 && candidate.lexicographicallyPrecedes(key) { _ = key.update(fromContentsOf: candidate) }
        }
    }
}

// MARK: - The table of counts

/// The counts of the sets of empty cells found, by each class's key, in a table of open addressing:
/// a slot is the key's words and the two counts, and a slot whose count of all tilings is 0 is
/// empty. It takes its memory from an account, fails to grow past it, and gives it back when it
/// goes, however the search that filled it ended. (A class, so that no copy of a visitor holds
/// memory another has freed; unchecked, since one thread at a time fills it.)
final class GapCounts: @unchecked Sendable {
    /// Words of a key.
    let words: Int
    private let account: MemoryAccount
    /// The slots, `slotWords` words each.
    private var slots: UnsafeMutableBufferPointer<UInt64>
    /// Mixed into each key's hash, so that the slots of two tables are in no order of each other: a
    /// table filled from another's slots in order would otherwise fill its slots in runs.
    private let seed = UInt64.random(in: 0...UInt64.max)
    /// How many slots hold a class.
    private(set) var count = 0

    private var slotWords: Int { words + 2 }
    private var capacity: Int { slots.count / slotWords }

    /// An empty table, taking its memory from `account`.
    init(words: Int, account: MemoryAccount) {
        self.words = words
        self.account = account
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    deinit { free() }

    /// Adds `distinct` and `all` to the counts of `key`; false, and nothing added, where that would
    /// need more memory than the account has left.
    func add(_ key: UnsafeBufferPointer<UInt64>, distinct: UInt64, all: UInt64) -> Bool {
        guard all > 0 else { return true }
        if (count + 1) * 10 > capacity * 7, !grow() { return false }
        var slot = home(of: key)
        while true {
            let start = slot * slotWords
            if slots[start + words + 1] == 0 {
                _ = UnsafeMutableBufferPointer(rebasing: slots[start..<start + words]).update(fromContentsOf: key)
                slots[start + words] = distinct
                slots[start + words + 1] = all
                count += 1
                return true
            }
            if slots[start..<start + words].elementsEqual(key) {
                slots[start + words] &+= distinct
                slots[start + words + 1] &+= all
                return true
            }
            slot = slot + 1 == capacity ? 0 : slot + 1
        }
    }

    /// Adds every class of `other`; false where that would need more memory than the account has
    /// left. It stops early, leaving some out, once `cancellation` is cancelled.
    func add(_ other: GapCounts, cancellation: SearchCancellation?) -> Bool {
        for slot in 0..<other.capacity {
            if slot & 0xFFFF == 0 && cancellation?.isCancelled == true { return true }
            let start = slot * slotWords
            let all = other.slots[start + words + 1]
            guard all > 0 else { continue }
            let key = UnsafeBufferPointer(rebasing: other.slots[start..<start + words])
            guard add(key, distinct: other.slots[start + words], all: all) else { return false }
        }
        return true
    }

    /// The keys, one after another in order, and their counts; nil once `cancellation` is
    /// cancelled, which the sort looks at every 65,536 comparisons.
    func sorted(cancellation: SearchCancellation?) -> (keys: [UInt64], counts: [(distinct: UInt64, all: UInt64)])? {
        let (slots, slotWords, words) = (self.slots, self.slotWords, self.words)
        var comparisons = 0
        let filled: [Int]
        do {
            filled = try (0..<capacity).filter { slots[$0 * slotWords + words + 1] > 0 }.sorted {
                (a, b) throws(SortStopped) -> Bool in
                comparisons &+= 1
                if comparisons & 0xFFFF == 0 && cancellation?.isCancelled == true { throw SortStopped() }
                for word in 0..<words where slots[a * slotWords + word] != slots[b * slotWords + word] {
                    return slots[a * slotWords + word] < slots[b * slotWords + word]
                }
                return false
            }
        } catch {
            return nil
        }
        if cancellation?.isCancelled == true { return nil }
        return (
            filled.flatMap { slots[$0 * slotWords..<$0 * slotWords + words] },
            filled.map { (slots[$0 * slotWords + words], slots[$0 * slotWords + words + 1]) }
        )
    }

    /// What ends a sort that a cancellation stopped.
    private struct SortStopped: Error {}

    /// Empties the table, giving its memory back to the account.
    func free() {
        guard slots.count > 0 else { return }
        account.give(slots.count * 8)
        slots.deallocate()
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
        count = 0
    }

    /// The slot where `key`'s search starts.
    private func home(of key: UnsafeBufferPointer<UInt64>) -> Int {
        var hash = seed
        for word in key { hash = (hash ^ word) &* 0xC2B2_AE3D_27D4_EB4F }
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(capacity)).high)
    }

    /// Twice the slots (1,024 at first), the classes moved over; false where the account cannot give them.
    private func grow() -> Bool {
        let newCapacity = max(1024, 2 * capacity)
        guard account.take(newCapacity * slotWords * 8) else { return false }
        let old = slots, oldCapacity = capacity
        slots = .allocate(capacity: newCapacity * slotWords)
        slots.initialize(repeating: 0)
        count = 0
        for slot in 0..<oldCapacity {
            let start = slot * slotWords
            guard old[start + words + 1] > 0 else { continue }
            _ = add(
                UnsafeBufferPointer(rebasing: old[start..<start + words]), distinct: old[start + words],
                all: old[start + words + 1])
        }
        if old.count > 0 {
            account.give(old.count * 8)
            old.deallocate()
        }
        return true
    }
}

// MARK: - The visitor

/// Counts the solutions a search hands over by the class of the items they leave uncovered, weighed
/// by the problem's classes of tilings; it takes the solutions below a state by their number once
/// the state's path has left every item it may leave uncovered. Once its table would pass the
/// memory budget, it stops the search.
struct GapTally: SolutionVisitor, @unchecked Sendable {
    /// How many items each solution leaves uncovered.
    let gapLimit: Int
    /// What each solution counts for, and its weight when every solution weighs alike (read at every
    /// node, so kept apart).
    let classes: TilingClasses
    let uniformWeight: UInt64?
    let images: GapImages
    /// The classes found, but for the last.
    let counts: GapCounts
    /// The items the solutions found last leave uncovered, the key of their class, and how many
    /// tilings they made since: a search meets one set of gaps many times in a row, so this spares
    /// most lookups and every image.
    private var lastItems: [Int32] = []
    private var lastKey: [UInt64]
    private var lastCount = (distinct: UInt64(0), all: UInt64(0))
    /// Room to work in.
    private var items: [Int32] = []
    private var ranks: [Int32]
    private var candidate: [UInt64]
    /// The solutions counted so far, one each.
    private var solutions: UInt64 = 0
    /// The tilings counted so far, distinct and in all.
    private(set) var found = (distinct: UInt64(0), all: UInt64(0))

    init(gapLimit: Int, classes: TilingClasses, images: GapImages, account: MemoryAccount) {
        self.gapLimit = gapLimit
        self.classes = classes
        self.images = images
        uniformWeight = classes.uniformWeight
        counts = GapCounts(words: images.coding.words, account: account)
        // The key of the empty set, the items that the solutions met last leave before any is met:
        // a problem that leaves no item uncovered adds its every solution to it.
        lastKey = Array(repeating: ~0, count: images.coding.words)
        candidate = lastKey
        ranks = Array(repeating: 0, count: gapLimit)
        items.reserveCapacity(gapLimit)
    }

    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        if let uniformWeight {
            solutions += 1
            return add(options, distinct: 1, all: uniformWeight)
        }
        let weight = classes.weigh(options)
        return add(options, distinct: weight.counts ? 1 : 0, all: weight.weight)
    }

    var plainCount: UInt64? { uniformWeight == nil ? nil : solutions }

    mutating func take(count: UInt64, below path: UnsafeBufferPointer<Int32>) -> Bool {
        // Most states met again still have cells to leave empty below them: tell those at once.
        var gaps = 0
        for entry in path where entry < 0 { gaps += 1 }
        guard gaps == gapLimit, let uniformWeight else { return false }
        // A state below which there is no tiling adds nothing: no line for its gaps.
        guard count > 0 else { return true }
        solutions += count
        // A table past its budget has stopped the search, which hands this count on all the same.
        _ = add(path, distinct: count, all: count &* uniformWeight)
        return true
    }

    /// Adds the counts of a solution or of the solutions below a state, reached by `path`, to its
    /// class; false once the table would pass the budget.
    private mutating func add(_ path: UnsafeBufferPointer<Int32>, distinct: UInt64, all: UInt64) -> Bool {
        found = (found.distinct &+ distinct, found.all &+ all)
        items.removeAll(keepingCapacity: true)
        for entry in path where entry < 0 { items.append(-1 - entry) }
        if items == lastItems {
            lastCount = (lastCount.distinct &+ distinct, lastCount.all &+ all)
            return true
        }
        guard flush() else { return false }
        swap(&items, &lastItems)
        lastCount = (distinct, all)
        lastItems.withUnsafeBufferPointer { items in
            lastKey.withUnsafeMutableBufferPointer { key in
                ranks.withUnsafeMutableBufferPointer { ranks in
                    candidate.withUnsafeMutableBufferPointer { candidate in
                        images.leastImage(of: items, into: key, ranks: ranks, candidate: candidate)
                    }
                }
            }
        }
        return true
    }

    /// Adds the counts of the solutions found last to the table; false where that would pass the budget.
    mutating func flush() -> Bool {
        defer { lastCount = (0, 0) }
        return lastKey.withUnsafeBufferPointer { counts.add($0, distinct: lastCount.distinct, all: lastCount.all) }
    }
}
