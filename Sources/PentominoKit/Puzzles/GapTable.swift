/// The tilings of a board that leaves cells empty, counted by the cells they leave empty, all in one
/// search: the whole year of a calendar puzzle, whose pieces leave a month and a day uncovered.
///
/// There is one row for each set of empty cells, or, on a board with symmetries, for each class
/// of such sets that the problem's symmetries carry into one another. A row's count of all tilings
/// is the count of all tilings of the board with those cells blocked, times the sets in its class;
/// its distinct count is that of its tilings up to the problem's symmetries that keep the set (which
/// may be fewer than the blocked board's own, where blocking cells makes a shape more symmetric).
/// The rows add up to the plain count of the board.
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

    /// The rows, ordered by their empty cells; only sets that some tiling leaves empty have one.
    public let rows: [Row]
    /// The work of the search; `statistics.complete` is false for a search that was cancelled.
    public let statistics: SearchStatistics

    /// The plain count: the rows added up.
    public var total: (distinct: UInt64, all: UInt64) {
        rows.reduce((0, 0)) { ($0.0 + $1.distinct, $0.1 + $1.all) }
    }
}

extension TilingSolver {
    /// Counts the tilings of the problem by the cells they leave empty, in one search on `threads`
    /// threads (see `GapTable`). Without gaps allowed, the table has one row, of no cells.
    ///
    /// A cancelled search gives the tilings found so far, and its statistics say it is not complete.
    /// - Complexity: About that of a count, and more where the count takes the tilings below a state
    ///   it has met before by their number while cells may still be left empty below it: the table
    ///   takes them so only once every empty cell is chosen.
    public func countByEmptyCells() -> GapTable {
        countByEmptyCells(progress: nil)
    }

    /// `countByEmptyCells()`, reporting to `progress` as it goes.
    package func countByEmptyCells(progress: SearchProgress?) -> GapTable {
        let problem = self.problem
        let (tallies, statistics) = exactCoverSolver.visitAll(progress: progress) {
            GapTally(gapLimit: problem.gapCount, classes: problem.classes)
        }
        var byClass: [[Cell]: (distinct: UInt64, all: UInt64)] = [:]
        for tally in tallies {
            for (items, count) in tally.counts {
                let cells = problem.leastImage(of: items.map { problem.cellIndex.numbered[$0] })
                byClass[cells, default: (0, 0)].distinct += count.distinct
                byClass[cells, default: (0, 0)].all += count.all
            }
        }
        let rows = byClass.map { GapTable.Row(emptyCells: $0.key, distinct: $0.value.distinct, all: $0.value.all) }
        return GapTable(
            rows: rows.sorted { $0.emptyCells.lexicographicallyPrecedes($1.emptyCells) }, statistics: statistics)
    }
}

extension TilingProblem {
    /// The least, in order, of the images of `cells` under the problem's symmetries, each sorted.
    func leastImage(of cells: [Cell]) -> [Cell] {
        symmetries.map { symmetry in cells.map { board.image(of: $0, under: symmetry) }.sorted() }
            .min { $0.lexicographicallyPrecedes($1) } ?? cells.sorted()
    }
}

/// Counts the solutions a search hands over by the items they leave uncovered, weighed by the
/// problem's classes of tilings; it takes the solutions below a state by their number once the state's
/// path has left every item it may leave uncovered.
struct GapTally: SolutionVisitor, Sendable {
    /// The tilings found with one set of gaps: distinct, and in all.
    struct Count: Sendable {
        var distinct: UInt64 = 0
        var all: UInt64 = 0
    }

    /// How many items each solution leaves uncovered.
    let gapLimit: Int
    /// What each solution counts for, and its weight when every solution weighs alike (read at every
    /// node, so kept apart).
    let classes: TilingClasses
    let uniformWeight: UInt64?
    /// The tilings found, by the gaps they leave (see `GapKey`), but for those of `last`.
    private var packed: [UInt64: Count] = [:]
    private var listed: [[Int32]: Count] = [:]
    /// The gaps of the tilings found last, and how many were found since they came: a search meets
    /// one set of gaps many times in a row, so this spares most lookups.
    private var last: (key: GapKey, count: Count)?
    /// The solutions counted so far, one each.
    private var solutions: UInt64 = 0

    init(gapLimit: Int, classes: TilingClasses) {
        self.gapLimit = gapLimit
        self.classes = classes
        uniformWeight = classes.uniformWeight
    }

    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        if let uniformWeight {
            solutions += 1
            add(GapKey(options), distinct: 1, all: uniformWeight)
        } else {
            let weight = classes.weigh(options)
            add(GapKey(options), distinct: weight.counts ? 1 : 0, all: weight.weight)
        }
        return true
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
        add(GapKey(path), distinct: count, all: count * uniformWeight)
        return true
    }

    private mutating func add(_ key: GapKey, distinct: UInt64, all: UInt64) {
        if let last, last.key == key {
            self.last!.count.distinct += distinct
            self.last!.count.all += all
            return
        }
        if let last { Self.add(last.count, at: last.key, packed: &packed, listed: &listed) }
        last = (key, Count(distinct: distinct, all: all))
    }

    private static func add(
        _ count: Count, at key: GapKey, packed: inout [UInt64: Count], listed: inout [[Int32]: Count]
    ) {
        if key.listed.isEmpty {
            packed[key.packed, default: Count()].add(count)
        } else {
            listed[key.listed, default: Count()].add(count)
        }
    }

    /// The tilings found, by the items they leave uncovered (listed in ascending order, each set
    /// perhaps more than once).
    var counts: [(items: [Int], count: Count)] {
        var packed = self.packed, listed = self.listed
        if let last { Self.add(last.count, at: last.key, packed: &packed, listed: &listed) }
        return packed.map { (GapKey.items(packed: $0.key), $0.value) }
            + listed.map { ($0.key.map { -1 - Int($0) }.sorted(), $0.value) }
    }
}

extension GapTally.Count {
    mutating func add(_ other: GapTally.Count) {
        distinct += other.distinct
        all += other.all
    }
}

/// The items a path leaves uncovered (its entries `Choice.leaving(item)`), as a key: up to four
/// items below 65,535 in ascending order, as fill order leaves them, packed in one word; others
/// listed, their entries sorted.
struct GapKey: Equatable, Sendable {
    let packed: UInt64
    let listed: [Int32]

    /// The key of the items `path` leaves uncovered.
    init(_ path: UnsafeBufferPointer<Int32>) {
        var packed: UInt64 = 0, count = 0, previous = -1, fits = true
        for entry in path where entry < 0 {
            let item = -1 - Int(entry)
            count += 1
            fits = fits && count <= 4 && item < 0xFFFF && item > previous
            previous = item
            if fits { packed = packed << 16 | UInt64(item + 1) }
        }
        self.packed = fits ? packed : 0
        listed = fits ? [] : path.filter { $0 < 0 }.sorted()
    }

    /// The items of a packed key, in ascending order.
    static func items(packed: UInt64) -> [Int] {
        (0..<4).compactMap { index in
            let item = Int(packed >> (16 * UInt64(3 - index)) & 0xFFFF)
            return item == 0 ? nil : item - 1
        }
    }
}
