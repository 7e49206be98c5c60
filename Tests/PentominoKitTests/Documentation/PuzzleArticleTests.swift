import PentominoKit
import Testing
import TilingCheck

/// The DocC article "Making a puzzle with one solution": its code is this test's, line for line, and
/// prints what the article shows. The library is imported as an app imports it, not `@testable`.
struct PuzzleArticleTests {
    static let articlePath = "Sources/PentominoKit/PentominoKit.docc/MakingAPuzzleWithOneSolution.md"

    @Test func theArticlesCodeRunsAndPrintsWhatItShows() throws {
        var printed: [String] = []
        func print(_ item: Any) {
            printed += "\(item)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        // The article's code, after its import:
        // The 42nd distinct tiling of the 6x10, in the solver's canonical order.
        let board = try Board(rows: 6, columns: 10)
        let solver = TilingSolver(problem: try TilingProblem(board: board), threads: 2)
        let tiling = try solver.tilings(limit: 42)[41]

        // The empty board has many tilings: the count stops at the second.
        print(solver.count(atMost: 1))

        // The fewest of the tiling's pieces that leave it the only completion.
        let maker = try PuzzleMaker(board: board)
        let puzzle = try maker.puzzle(from: tiling)
        print("\(puzzle.given.count) given pieces, the fewest; \(puzzle.setsOfThisSize) sets of that size work")
        print(puzzle.difficulty)
        print(puzzle.board.drawing)

        // The puzzle, read as a board, has one solution: the tiling.
        let check = TilingSolver(problem: try TilingProblem(board: puzzle.board))
        print(check.uniqueness() == .one ? "One solution." : "Not one solution.")
        // The article's code ends.

        let article = try Repository.text(PuzzleArticleTests.articlePath)
        let shown = try #require(Repository.codeBlocks(in: article, language: "").first)
        #expect(printed.joined(separator: "\n") == shown)
        #expect(try check.tilings(limit: 1) == [tiling])
    }

    @Test func theArticleShowsThisTestsCode() throws {
        let article = try Repository.text(PuzzleArticleTests.articlePath)
        let code = try #require(Repository.codeBlocks(in: article, language: "swift").first)
        let source = try Repository.text("Tests/PentominoKitTests/Documentation/PuzzleArticleTests.swift")
        let start = try #require(source.range(of: "        // The article's code, after its import:\n"))
        let end = try #require(source.range(of: "        // The article's code ends.\n"))
        let tested = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(code == "import PentominoKit\n\n" + tested.dropLast())
    }
}
