import Testing
@testable import PentominoKit

struct BitsetEngineTests {
    @Test func knuthsExampleHasItsOneSolution() {
        var collector = SolutionCollector(limit: 10)
        _ = BitsetEngine(SampleProblems.knuth).search(from: [], limits: .none, visitor: &collector)
        #expect(collector.solutions.map { $0.sorted() } == [[0, 3, 4]])
    }

    @Test func eightQueensHave92Solutions() {
        var counter = SolutionCounter()
        let statistics = BitsetEngine(SampleProblems.queens(8)).search(from: [], limits: .none, visitor: &counter)
        #expect(counter.count == 92)
        #expect(statistics.nodes > 92)
    }

    @Test func problemsWiderThanAWordUseBothWords() {
        // 12 queens: 24 primary and 46 secondary items, 70 in all.
        var counter = SolutionCounter()
        _ = BitsetEngine(SampleProblems.queens(12)).search(from: [], limits: .none, visitor: &counter)
        #expect(counter.count == 14200)
        #expect(!BitsetEngine.fits(SampleProblems.queens(40)))
    }

    @Test func theSearchStopsWhenTheVisitorAsks() {
        var collector = SolutionCollector(limit: 3)
        _ = BitsetEngine(SampleProblems.queens(8)).search(from: [], limits: .none, visitor: &collector)
        #expect(collector.solutions.count == 3)
    }

    @Test func searchesFromTheSplitFrontierAddUpToTheWhole() {
        let engine = BitsetEngine(SampleProblems.queens(8))
        var whole = SolutionCounter()
        let wholeStatistics = engine.search(from: [], limits: .none, visitor: &whole)
        for depth in 1...4 {
            var frontier = SolutionCollector(limit: .max)
            var statistics = engine.search(from: [], limits: SearchLimits(splitDepth: depth), visitor: &frontier)
            var parts = SolutionCounter()
            for prefix in frontier.solutions {
                statistics = statistics + engine.search(from: prefix, limits: .none, visitor: &parts)
            }
            #expect(parts.count == whole.count)
            #expect(statistics.nodes == wholeStatistics.nodes)
        }
    }

    @Test func agreesWithDancingLinksOnRandomProblems() {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<200 {
            let problem = SampleProblems.random(using: &random)
            var bitset = SolutionCounter(), links = SolutionCounter()
            _ = BitsetEngine(problem).search(from: [], limits: .none, visitor: &bitset)
            _ = DancingLinks(problem).search(from: [], limits: .none, visitor: &links)
            #expect(bitset.count == links.count)
            #expect(bitset.count == SampleProblems.bruteForceCount(problem))
        }
    }
}

/// A small deterministic random number generator (SplitMix64), so that random tests repeat exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SampleProblems {
    /// A random problem of up to 8 primary and 3 secondary items and up to 14 options, each with a primary item.
    static func random(using random: inout SeededRandom) -> ExactCoverProblem {
        let primary = Int.random(in: 1...8, using: &random)
        let secondary = Int.random(in: 0...3, using: &random)
        let options = (0..<Int.random(in: 1...14, using: &random)).map { _ in
            let items = (0..<(primary + secondary)).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            // Every option needs a primary item.
            return items.first.map { $0 < primary } == true ? items : [Int.random(in: 0..<primary, using: &random)] + items
        }
        return ExactCoverProblem(primaryItemCount: primary, secondaryItemCount: secondary, options: options)
    }

    /// The number of solutions, by trying every subset of the options.
    static func bruteForceCount(_ problem: ExactCoverProblem) -> UInt64 {
        var count: UInt64 = 0
        for subset in 0..<(1 << problem.optionCount) {
            var times = Array(repeating: 0, count: problem.itemCount)
            for index in 0..<problem.optionCount where subset >> index & 1 == 1 {
                for item in problem.items(ofOption: index) { times[Int(item)] += 1 }
            }
            if times[..<problem.primaryItemCount].allSatisfy({ $0 == 1 }) && times[problem.primaryItemCount...].allSatisfy({ $0 <= 1 }) {
                count += 1
            }
        }
        return count
    }
}
