import Testing

@testable import PentominoKit

/// The engines on problems beyond one 64-bit word, and on items that must be covered several times:
/// both against a count of every subset of the options.
struct WideAndMultipleItemTests {
    /// A random problem of up to 6 primary items (some of multiplicity 2 or 3), 2 secondary items and
    /// 12 options, after `filler` primary items that each have one option of their own.
    static func random(filler: Int, using random: inout SplitMix64) -> ExactCoverProblem {
        SampleProblems.random(
            primary: 2...6, secondary: 0...2, options: 1...12, multiplicities: true, filler: filler, using: &random)
    }

    /// Beyond two 128-bit words (filler 260) the bitset engine takes only plain problems, which it
    /// searches over their live options; items of multiplicity above 1 go to Dancing Links.
    @Test(arguments: [0, 70, 130, 260])
    func bothEnginesCountEveryRandomProblem(filler: Int) {
        var random = SplitMix64(seed: 2026_1123 + UInt64(filler))
        var searched = (bitset: 0, dlx: 0)
        for _ in 0..<150 {
            let problem = WideAndMultipleItemTests.random(filler: filler, using: &random)
            let expected = SampleProblems.bruteForceCount(problem, fixedOptions: filler)
            if filler > 256 {
                #expect(BitsetEngine.fits(problem) == problem.multiplicities.allSatisfy { $0 == 1 })
            }
            for engine in [Engine.bitset, .dlx] where engine == .dlx || BitsetEngine.fits(problem) {
                var counter = SolutionCounter()
                _ = engine.search(problem, visitor: &counter)
                #expect(counter.count == expected, "\(engine), \(filler) filler items")
                if engine == .bitset { searched.bitset += 1 } else { searched.dlx += 1 }
            }
        }
        #expect(searched.bitset > 10 && searched.dlx == 150)
    }

    /// Dancing Links tries a level's options in order of the covers still needed by each option's
    /// item of highest multiplicity, the most first, and in list order where they tie: four cells,
    /// each covered by piece A (three copies) or piece B (one), with B's option first in each list.
    @Test func dancingLinksUsesTheCopiesOfEachPieceEvenly() {
        // Cells are items 0...3, A item 4 (multiplicity 3), B item 5; cell i's options are 2i (B) and 2i + 1 (A).
        let options = (0..<4).flatMap { [[$0, 5], [$0, 4]] }
        let problem = ExactCoverProblem(primaryItemCount: 6, options: options, multiplicities: [1, 1, 1, 1, 3, 1])
        var collector = SolutionCollector(limit: .max)
        _ = DancingLinks(problem).search(visitor: &collector)
        // Cell 0 takes A first (3 covers needed against 1), then cell 1 (2 against 1); at cell 2 they
        // tie, and B's option comes first in the list.
        #expect(collector.solutions == [[1, 3, 4, 7], [1, 3, 5, 6], [1, 2, 5, 7], [0, 3, 5, 7]])
    }
}
