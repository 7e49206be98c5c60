import Testing

@testable import PentominoKit

/// The bitset engine's search over live options (`LiveOptionTables`), branching every way (in item
/// order, on the fewest live options counted at each node, and on the fewest with counts kept), in
/// rows of fixed width (up to 256 options and 64 primary items) and in wider ones: against a count
/// of every subset of the options.
struct LiveOptionSearchTests {
    /// Every way the search branches: on the fewest options or not, keeping counts or not.
    static let branchings = [(fewest: false, kept: false), (true, false), (true, true)]

    /// With 70 filler items, each with one option of its own, the primary items take two words.
    @Test(arguments: [0, 70])
    func bothWaysOfBranchingCountEveryRandomProblem(filler: Int) {
        var random = SplitMix64(seed: 2026_1127 + UInt64(filler))
        for _ in 0..<150 {
            let problem = SampleProblems.random(filler: filler, using: &random)
            let expected = SampleProblems.bruteForceCount(problem, fixedOptions: filler)
            let tables = LiveOptionTables(problem)
            for (fewest, kept) in LiveOptionSearchTests.branchings {
                var counter = SolutionCounter()
                _ = tables.branching(onFewestOptions: fewest, keepingCounts: kept).search(
                    from: [], limits: .none, visitor: &counter)
                #expect(counter.count == expected, "fewest: \(fewest), kept: \(kept), \(filler) filler items")
            }
        }
    }

    /// The subtrees below a cut of the tree, each searched from its prefix, hold every solution and
    /// every node of the whole, both ways of branching: 8 queens (fixed width), and 8 queens after
    /// 70 items that each have one option of their own (wider).
    @Test(arguments: [0, 70])
    func searchesFromTheSplitFrontierAddUpToTheWhole(filler: Int) {
        let queens = SampleProblems.queens(8)
        let options =
            (0..<queens.optionCount).map { queens.items(ofOption: $0).map { filler + Int($0) } }
            + (0..<filler).map { [$0] }
        let problem = ExactCoverProblem(
            primaryItemCount: filler + queens.primaryItemCount, secondaryItemCount: queens.secondaryItemCount,
            options: options)
        for (fewest, kept) in LiveOptionSearchTests.branchings {
            let tables = LiveOptionTables(problem).branching(onFewestOptions: fewest, keepingCounts: kept)
            var whole = SolutionCounter()
            let wholeStatistics = tables.search(from: [], limits: .none, visitor: &whole)
            #expect(whole.count == 92)
            for depth in [1, 3, filler + 2] {
                var frontier = SolutionCollector(limit: .max)
                var statistics = tables.search(from: [], limits: SearchLimits(splitDepth: depth), visitor: &frontier)
                var parts = SolutionCounter()
                for prefix in frontier.solutions {
                    statistics = statistics + tables.search(from: prefix, limits: .none, visitor: &parts)
                }
                #expect(
                    parts.count == 92 && statistics.nodes == wholeStatistics.nodes,
                    "fewest: \(fewest), kept: \(kept), depth \(depth)")
            }
        }
    }

    /// The search takes any number of options whose tables fit its bound of memory: 4,202 options
    /// count alike every way and on Dancing Links, and 100,000 options of 300 items, beyond two
    /// words, do not fit, and the bitset engine refuses them. `auto` gives the engine a problem
    /// beyond two words of at most 4096 options.
    @Test func optionsAreBoundedByTheMemoryOfTheirTablesAlone() {
        // Two items, covered by any of 4,200 copies of one option, or each by an option of its own.
        let copies = { (count: Int, items: Int) in
            ExactCoverProblem(
                primaryItemCount: items, options: Array(repeating: [0, 1], count: count) + (0..<items).map { [$0] })
        }
        let problem = copies(4200, 2)
        #expect(LiveOptionTables.fits(problem) && problem.optionCount > BitsetEngine.maximumAutomaticOptions)
        let tables = LiveOptionTables(problem)
        for (fewest, kept) in LiveOptionSearchTests.branchings {
            var counter = SolutionCounter()
            _ = tables.branching(onFewestOptions: fewest, keepingCounts: kept).search(
                from: [], limits: .none, visitor: &counter)
            #expect(counter.count == 4201, "fewest: \(fewest), kept: \(kept)")
        }
        var dancing = SolutionCounter()
        _ = DancingLinks(problem).search(visitor: &dancing)
        #expect(dancing.count == 4201)
        let wide = copies(100_000, 300)
        #expect(LiveOptionTables.bytes(for: wide) > LiveOptionTables.maximumBytes && !BitsetEngine.fits(wide))
        #expect(BitsetEngine.fits(copies(4200, 300)) && !BitsetEngine.isAutomaticChoice(for: copies(4200, 300)))
        #expect(BitsetEngine.isAutomaticChoice(for: copies(3000, 300)))
    }
}
