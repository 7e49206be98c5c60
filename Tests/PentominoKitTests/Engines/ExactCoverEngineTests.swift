import Testing

@testable import PentominoKit

/// What every exact-cover engine must do, checked for each.
struct ExactCoverEngineTests {
    @Test(arguments: [Engine.bitset, .dlx])
    func knuthsExampleHasItsOneSolution(engine: Engine) {
        var collector = SolutionCollector(limit: 10)
        _ = engine.search(SampleProblems.knuth, visitor: &collector)
        #expect(collector.solutions.map { $0.sorted() } == [[0, 3, 4]])
    }

    /// Covering an option's items at the start leaves exactly the solutions that hold that option,
    /// without it: checked on random problems against the same engine's full solutions.
    @Test(arguments: [Engine.bitset, .dlx])
    func itemsCoveredAtTheStartActAsAChoiceMadeBefore(engine: Engine) {
        var random = SplitMix64(seed: 2026_1123)
        var conditioned = 0
        for _ in 0..<200 {
            let problem = SampleProblems.random(using: &random)
            let options = (0..<problem.optionCount).map { problem.items(ofOption: $0).map(Int.init) }
            var all = SolutionCollector(limit: 10_000)
            _ = engine.search(problem, visitor: &all)
            for (chosen, items) in options.enumerated() {
                let given = ExactCoverProblem(
                    primaryItemCount: problem.primaryItemCount, secondaryItemCount: problem.secondaryItemCount,
                    options: options, coveredAtStart: items)
                var rest = SolutionCollector(limit: 10_000)
                _ = engine.search(given, visitor: &rest)
                let expected = Set(all.solutions.filter { $0.contains(chosen) }.map { Set($0).subtracting([chosen]) })
                #expect(Set(rest.solutions.map(Set.init)) == expected, "\(options), \(chosen) given")
                #expect(rest.solutions.count == expected.count, "each solution once")
                conditioned += expected.count
            }
        }
        #expect(conditioned > 50)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func eightQueensHave92Solutions(engine: Engine) {
        var counter = SolutionCounter()
        let statistics = engine.search(SampleProblems.queens(8), visitor: &counter)
        #expect(counter.count == 92)
        #expect(statistics.nodes > 92 && statistics.complete)
        #expect((statistics.updates > 0) == (engine == .dlx))
    }

    /// A counter with a limit stops the search at the solution that reaches it, incomplete, having
    /// searched fewer nodes than the whole count; a limit beyond the solutions changes nothing.
    @Test(arguments: [Engine.bitset, .dlx])
    func aCounterStopsAtItsLimit(engine: Engine) {
        var whole = SolutionCounter()
        let all = engine.search(SampleProblems.queens(8), visitor: &whole)
        var capped = SolutionCounter(weighing: EverySolution(), limit: 10)
        let part = engine.search(SampleProblems.queens(8), visitor: &capped)
        #expect(capped.count == 10 && !part.complete && part.nodes < all.nodes)
        var beyond = SolutionCounter(weighing: EverySolution(), limit: 93)
        let rest = engine.search(SampleProblems.queens(8), visitor: &beyond)
        #expect(beyond.count == 92 && rest.complete && rest.nodes == all.nodes)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func queensSolutionsAreValid(engine: Engine) {
        var collector = SolutionCollector(limit: 1000)
        _ = engine.search(SampleProblems.queens(6), visitor: &collector)
        #expect(collector.solutions.count == 4)
        for solution in collector.solutions {
            let squares = solution.map { ($0 / 6, $0 % 6) }
            #expect(Set(squares.map(\.0)).count == 6 && Set(squares.map(\.1)).count == 6)
            #expect(Set(squares.map { $0.0 + $0.1 }).count == 6 && Set(squares.map { $0.0 - $0.1 }).count == 6)
        }
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func problemsWiderThanAWordWork(engine: Engine) {
        // 10 queens: 20 primary and 38 secondary items, 58 in all; 12 queens: 70 items, two words;
        // 40 queens: 80 primary and 158 secondary items, two 128-bit words; 70 queens need more, and
        // fit only the search over live options, whose 4900 options `auto` leaves to Dancing Links.
        var counter = SolutionCounter()
        _ = engine.search(SampleProblems.queens(10), visitor: &counter)
        #expect(counter.count == 724)
        let (forty, seventy) = (SampleProblems.queens(40), SampleProblems.queens(70))
        #expect(BitsetEngine.fits(forty) && BitsetEngine.isAutomaticChoice(for: forty))
        #expect(BitsetEngine.fits(seventy) && !BitsetEngine.isAutomaticChoice(for: seventy))
    }

    /// A plain problem that two words hold, of more options than the engine searches over their
    /// live options when it has the choice (`BitsetEngine.maximumAutomaticOptions`), is searched in
    /// item words, here both of them: 12 queens (70 items), with 4000 copies of an option that holds
    /// a row and every column, which no solution can hold.
    @Test func theBitsetEngineUsesBothWords() {
        let queens = SampleProblems.queens(12)
        let options =
            (0..<queens.optionCount).map { queens.items(ofOption: $0).map(Int.init) }
            + Array(repeating: [0] + Array(12..<24), count: 4000)
        let problem = ExactCoverProblem(
            primaryItemCount: queens.primaryItemCount, secondaryItemCount: queens.secondaryItemCount,
            options: options)
        #expect(BitsetEngine(queens).searchesLiveOptions && LiveOptionTables.fits(problem))
        let engine = BitsetEngine(problem)
        #expect(!engine.searchesLiveOptions)
        var counter = SolutionCounter()
        _ = engine.search(from: [], limits: .none, visitor: &counter)
        #expect(counter.count == 14200)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func theSearchStopsWhenTheVisitorAsks(engine: Engine) {
        var collector = SolutionCollector(limit: 3)
        let statistics = engine.search(SampleProblems.queens(8), visitor: &collector)
        #expect(collector.solutions.count == 3)
        #expect(!statistics.complete)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func theSearchStopsAtItsNodeLimit(engine: Engine) {
        var counter = SolutionCounter()
        let statistics = engine.search(SampleProblems.queens(8), limits: SearchLimits(nodeLimit: 50), visitor: &counter)
        #expect(statistics.nodes == 50 && !statistics.complete)
        #expect(counter.count < 92)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func searchesFromTheSplitFrontierAddUpToTheWhole(engine: Engine) {
        let problem = SampleProblems.queens(8)
        var whole = SolutionCounter()
        let wholeStatistics = engine.search(problem, visitor: &whole)
        for depth in 1...4 {
            var frontier = SolutionCollector(limit: .max)
            var statistics = engine.search(problem, limits: SearchLimits(splitDepth: depth), visitor: &frontier)
            var parts = SolutionCounter()
            for prefix in frontier.solutions {
                statistics = statistics + engine.search(problem, from: prefix, visitor: &parts)
            }
            #expect(parts.count == whole.count)
            #expect(statistics.nodes == wholeStatistics.nodes)
        }
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func anItemThatNoOptionCoversMeansNoSolution(engine: Engine) {
        var counter = SolutionCounter()
        _ = engine.search(ExactCoverProblem(primaryItemCount: 3, options: [[0], [1], [0, 1]]), visitor: &counter)
        #expect(counter.count == 0)
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func enginesMatchABruteForceOnRandomProblems(engine: Engine) {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<300 {
            let problem = SampleProblems.random(using: &random)
            var counter = SolutionCounter()
            _ = engine.search(problem, visitor: &counter)
            #expect(counter.count == SampleProblems.bruteForceCount(problem))
        }
    }
}
