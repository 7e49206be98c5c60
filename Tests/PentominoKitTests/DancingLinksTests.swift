import Testing
@testable import PentominoKit

/// Problems that are not pentominoes, to show the engines know nothing of them.
enum SampleProblems {
    /// Knuth's example from "Dancing Links": items A…G, six options, one solution {A D}, {B G}, {C E F}.
    static let knuth = ExactCoverProblem(primaryItemCount: 7, options: [
        [2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6],
    ])

    /// The n queens: rows and columns primary, the diagonals secondary.
    static func queens(_ n: Int) -> ExactCoverProblem {
        var options: [[Int]] = []
        for row in 0..<n {
            for column in 0..<n {
                options.append([row, n + column, 2 * n + row + column, 2 * n + (2 * n - 1) + (row - column + n - 1)])
            }
        }
        return ExactCoverProblem(primaryItemCount: 2 * n, secondaryItemCount: 2 * (2 * n - 1), options: options)
    }
}

struct DancingLinksTests {
    @Test func knuthsExampleHasItsOneSolution() {
        var collector = SolutionCollector(limit: 10)
        _ = DancingLinks(SampleProblems.knuth).search(from: [], limits: .none, visitor: &collector)
        #expect(collector.solutions.map { $0.sorted() } == [[0, 3, 4]])
    }

    @Test func eightQueensHave92Solutions() {
        var counter = SolutionCounter()
        let statistics = DancingLinks(SampleProblems.queens(8)).search(from: [], limits: .none, visitor: &counter)
        #expect(counter.count == 92)
        #expect(statistics.nodes > 92 && statistics.updates > 0)
    }

    @Test func solutionsOfQueensAreValid() {
        var collector = SolutionCollector(limit: 1000)
        _ = DancingLinks(SampleProblems.queens(6)).search(from: [], limits: .none, visitor: &collector)
        #expect(collector.solutions.count == 4)
        for solution in collector.solutions {
            let squares = solution.map { ($0 / 6, $0 % 6) }
            #expect(Set(squares.map(\.0)).count == 6 && Set(squares.map(\.1)).count == 6)
            #expect(Set(squares.map { $0.0 + $0.1 }).count == 6 && Set(squares.map { $0.0 - $0.1 }).count == 6)
        }
    }

    @Test func theSearchStopsWhenTheVisitorAsks() {
        var collector = SolutionCollector(limit: 1)
        _ = DancingLinks(SampleProblems.queens(8)).search(from: [], limits: .none, visitor: &collector)
        #expect(collector.solutions.count == 1)
    }

    @Test func searchesFromTheSplitFrontierAddUpToTheWhole() {
        let engine = DancingLinks(SampleProblems.queens(8))
        var whole = SolutionCounter()
        let wholeStatistics = engine.search(from: [], limits: .none, visitor: &whole)
        for depth in 0...4 {
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

    @Test func anOptionThatClashesWithNothingIsNoSolutionWithoutCover() {
        // Item 2 can be covered by no option: there is no solution at all.
        let problem = ExactCoverProblem(primaryItemCount: 3, options: [[0], [1], [0, 1]])
        var counter = SolutionCounter()
        _ = DancingLinks(problem).search(from: [], limits: .none, visitor: &counter)
        #expect(counter.count == 0)
    }
}
