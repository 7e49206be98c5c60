import PentominoKit
import Testing
import TilingCheck

/// The DocC article "Hints for a partly filled board": its code is this test's, line for line, and
/// prints what the article shows. The library is imported as an app imports it, not `@testable`.
struct HintArticleTests {
    static let articlePath = "Sources/PentominoKit/PentominoKit.docc/HintsForAPartlyFilledBoard.md"

    @Test func theArticlesCodeRunsAndPrintsWhatItShows() throws {
        var printed: [String] = []
        func print(_ item: Any) {
            printed += "\(item)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        // The article's code, after its import:
        // The player has placed L and X in the top left corner of a 6x10 board.
        let drawing = """
            LLLL......
            LX........
            XXX.......
            .X........
            ..........
            ..........
            """
        let board = try Board(drawing: drawing, pieceNames: Set("FILNPTUVWXYZ"))
        let solver = TilingSolver(problem: try TilingProblem(board: board), threads: 2)

        // Can the board still be finished? The first tiling found says so.
        let first = try solver.tilings(limit: 1).first
        print(first == nil ? "This board cannot be finished." : "This board can be finished.")

        // In how many ways?
        let count = solver.count()
        print("It can be finished in \(count.all) ways.")

        // Show one.
        if let first {
            print(first)
        }
        // The article's code ends.

        let article = try Repository.text(HintArticleTests.articlePath)
        let shown = try #require(Repository.codeBlocks(in: article, language: "").first)
        #expect(printed.joined(separator: "\n") == shown)
        // The tiling shown is one, by a check that shares nothing with the engines.
        let tiling = printed.dropFirst(2).joined(separator: "\n")
        #expect(TilingCheck.problem(in: tiling, board: Array(repeating: "..........", count: 6)) == nil)
        for (drawn, row) in zip(drawing.split(separator: "\n"), tiling.split(separator: "\n")) {
            #expect(zip(drawn, row).allSatisfy { $0 == "." || $0 == $1 }, "the pieces placed stay where they are")
        }
    }

    @Test func theArticleShowsThisTestsCode() throws {
        let article = try Repository.text(HintArticleTests.articlePath)
        let code = try #require(Repository.codeBlocks(in: article, language: "swift").first)
        let source = try Repository.text("Tests/PentominoKitTests/Documentation/HintArticleTests.swift")
        let start = try #require(source.range(of: "        // The article's code, after its import:\n"))
        let end = try #require(source.range(of: "        // The article's code ends.\n"))
        let tested = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(code == "import PentominoKit\n\n" + tested.dropLast())
    }
}
