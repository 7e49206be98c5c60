import Dispatch
import Synchronization
import Testing
import TilingCheck

@testable import PentominoKit

/// Searches with copies of pieces remember what they found below the states they meet: a count that
/// takes solutions by their number remembers counts; any other search (one that lists solutions, or
/// weighs them unalike) remembers the barren states, below which there are none. Either way the same
/// solutions, in the same order, in fewer nodes, checked against a search that remembers nothing
/// and against the brute force.
struct RememberedCopiesTests {
    /// A strip three cells high by copies of three pieces: in fill order the search meets the same
    /// cells covered by the same pieces again and again.
    static let board = Array(repeating: String(repeating: ".", count: 10), count: 3)
    static let letters = "LLNNPP"
    /// The brute force's count of its tilings, and of their classes under the board's symmetries.
    static let all = UInt64(BruteForce.countTilings(board: board, letters: Array(letters)))
    static let classes = UInt64(BruteForce.countClasses(board: board, letters: Array(letters)))

    /// The problem of tiling `board` by `letters`: its distinct tilings, or every one.
    static func problem(distinct: Bool = true) throws -> TilingProblem {
        try TilingProblem(
            board: Board(drawing: board.joined(separator: "\n")), pieces: PieceSet(specification: letters),
            distinct: distinct)
    }

    /// Searches `problem` with `visitor`, remembering in `cache` if there is one.
    static func search<V: SolutionVisitor>(_ problem: TilingProblem, cache: CountCache?, visitor: inout V)
        -> SearchStatistics
    {
        var limits = SearchLimits()
        limits.countCache = cache
        return BitsetEngine(problem.exactCover).search(from: [], limits: limits, visitor: &visitor)
    }

    @Test func aCountRemembersCountsAndMatchesTheBruteForce() throws {
        let problem = try RememberedCopiesTests.problem(distinct: false)
        let expected = RememberedCopiesTests.all
        #expect(expected > 0)
        // In a cache so small that states take each other's slots all the time, and in one sized for the search.
        for cache in [CountCache(byteCount: 256), CountCache()] {
            var remembering = SolutionCounter(), plain = SolutionCounter()
            let remembered = RememberedCopiesTests.search(problem, cache: cache, visitor: &remembering)
            let searched = RememberedCopiesTests.search(problem, cache: nil, visitor: &plain)
            #expect(remembering.count == expected && plain.count == expected)
            #expect(
                remembered.complete && remembered.nodes < searched.nodes,
                "\(remembered.nodes) against \(searched.nodes) nodes")
        }
    }

    /// Weighed by the problem's classes (the distinct tilings, each with the size of its class),
    /// which a count cannot take by their number: the same count and weight, remembering only the
    /// barren states, in fewer nodes.
    @Test func aWeighedCountRemembersBarrenStates() throws {
        let problem = try RememberedCopiesTests.problem()
        let (classes, all) = (RememberedCopiesTests.classes, RememberedCopiesTests.all)
        var remembering = SolutionCounter(weighing: problem.classes), plain = SolutionCounter(weighing: problem.classes)
        let remembered = RememberedCopiesTests.search(problem, cache: CountCache(), visitor: &remembering)
        let searched = RememberedCopiesTests.search(problem, cache: nil, visitor: &plain)
        #expect(remembering.count == classes && remembering.weight == all)
        #expect(plain.count == classes && plain.weight == all)
        #expect(remembered.nodes < searched.nodes, "\(remembered.nodes) against \(searched.nodes) nodes")
    }

    /// A listing passes over the barren states it remembers: every solution, in the same order, in
    /// fewer nodes. The cache for listing is looked at only after the search's first nodes, more
    /// than this search has: it searches every node, and the cache keeps the size it starts at.
    @Test func aListingPassesOverBarrenStatesInTheSameOrder() throws {
        let problem = try RememberedCopiesTests.problem()
        var plain = SolutionCollector(limit: .max)
        let searched = RememberedCopiesTests.search(problem, cache: nil, visitor: &plain)
        #expect(!plain.solutions.isEmpty)
        var remembering = SolutionCollector(limit: .max)
        let remembered = RememberedCopiesTests.search(problem, cache: CountCache(byteCount: 256), visitor: &remembering)
        #expect(remembering.solutions == plain.solutions)
        #expect(remembered.nodes < searched.nodes, "\(remembered.nodes) against \(searched.nodes) nodes")
        let listing = CountCache.forListing()
        var listed = SolutionCollector(limit: .max)
        let late = RememberedCopiesTests.search(problem, cache: listing, visitor: &listed)
        #expect(listed.solutions == plain.solutions && late.nodes == searched.nodes)
        #expect(
            searched.nodes < listing.barrenStatesFrom && listing.memory?.byteCount == SearchTuning.listingCacheBytes)
    }

    /// A cache that grows, as a listing's does, takes new memory four times the size once it has
    /// stored a quarter as many barren states as it has slots, and forgets what it held: the
    /// listing still finds the same solutions in the same order. One that does not grow keeps its size.
    @Test func aListingsCacheGrowsAsItFillsAndTheSolutionsStayTheSame() throws {
        let problem = try RememberedCopiesTests.problem()
        var plain = SolutionCollector(limit: .max)
        _ = RememberedCopiesTests.search(problem, cache: nil, visitor: &plain)
        for grows in [true, false] {
            let cache = CountCache(byteCount: 256, hugePages: false, grows: grows)
            var listed = SolutionCollector(limit: .max)
            _ = RememberedCopiesTests.search(problem, cache: cache, visitor: &listed)
            #expect(listed.solutions == plain.solutions)
            let size = try #require(cache.memory?.byteCount)
            #expect(grows ? size >= 4 * 256 && size.nonzeroBitCount == 1 : size == 256, "\(size) bytes")
        }
    }

    /// Searches on several threads share a cache that grows, as a picker's do: one that grows it
    /// takes the new memory, the others find the old one empty until they next start, and every
    /// search still finds the same solutions in the same order.
    @Test func searchesOnSeveralThreadsShareACacheThatGrows() throws {
        let problem = try RememberedCopiesTests.problem()
        var plain = SolutionCollector(limit: .max)
        _ = RememberedCopiesTests.search(problem, cache: nil, visitor: &plain)
        let cache = CountCache(byteCount: 256, hugePages: false, grows: true)
        let listed = Mutex<[[[Int]]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<3 {
                var collector = SolutionCollector(limit: .max)
                _ = RememberedCopiesTests.search(problem, cache: cache, visitor: &collector)
                listed.withLock { $0.append(collector.solutions) }
            }
        }
        #expect(listed.withLock { $0.count == 12 && $0.allSatisfy { $0 == plain.solutions } })
        #expect(try #require(cache.memory?.byteCount) > 256)
    }

    /// The solver's listing finds the same tilings in the same order as its picker, whose counts
    /// pass over the barren states they remember: the k-th of the stream is `tiling(at: k)`.
    @Test func theStreamAndThePickerAgree() throws {
        let solver = TilingSolver(problem: try RememberedCopiesTests.problem(), threads: 2)
        let stream = try solver.tilings(limit: .max)
        #expect(stream.count == Int(solver.count().distinct))
        for index in [0, stream.count / 2, stream.count - 1] {
            #expect(try solver.tiling(at: UInt64(index)).tiling == stream[index], "index \(index)")
        }
    }

    /// The search stops looking states up after a window of lookups that found few barren ones,
    /// and goes on while enough do.
    @Test func lookupsStopOnceFewFindABarrenState() {
        func window(finding found: UInt32, from barren: BarrenStates) -> BarrenStates {
            var barren = barren
            for lookup in 0..<SearchTuning.barrenWindow { _ = barren.looked(found: lookup < found) }
            return barren
        }
        let start = BarrenStates(from: 0)
        #expect(start.isOn(at: 0) && !BarrenStates(from: 10).isOn(at: 9) && !BarrenStates(from: nil).isOn(at: .max - 1))
        #expect(window(finding: BarrenStates.fewestFound, from: start).isOn(at: 1))
        #expect(!window(finding: BarrenStates.fewestFound - 1, from: start).isOn(at: 1))
        // Each window counts on its own: a window of finds followed by one of none turns it off.
        let good = window(finding: SearchTuning.barrenWindow, from: start)
        #expect(good.isOn(at: 1) && !window(finding: 0, from: good).isOn(at: 1))
    }
}
