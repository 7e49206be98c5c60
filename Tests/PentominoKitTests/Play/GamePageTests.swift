import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

/// The game page: one document with its data inside that asks the network for nothing, its hints
/// on or off as the board allows, and its data as the page's script reads it.
struct GamePageTests {
    @Test func aPageCarriesItsBoardPiecesAndEveryCompletion() throws {
        let drawing = "..........\n...X......\n..XXX.....\n...X......\nL.........\nLLLL......"
        let board = try Board(drawing: drawing, pieceNames: Set("FILNPTUVWXYZ"))
        let page = try GamePage(problem: TilingProblem(board: board, distinct: false), title: "X and L")
        #expect(page.hints == .embedded(tilings: 8))
        let html = page.html
        #expect(html.hasPrefix("<!doctype html>") && html.hasSuffix("</html>\n"))
        // Nothing on the page points elsewhere: no addresses, no sources, no links.
        for reference in ["http:", "https:", "src=", "href=", "url(", "@import"] {
            #expect(!html.contains(reference), "\(reference)")
        }
        #expect(html.contains("<title>Pentomino: X and L</title>"))
        let data = try GamePageTests.data(of: html)
        #expect(data["rows"] as? Int == 6 && data["columns"] as? Int == 10)
        let pieces = try #require(data["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["name"] as? String } == "FILNPTUVWXYZ".map { String($0) })
        #expect(pieces.map { $0["copies"] as? Int } == [1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1])
        #expect(pieces[0]["colour"] as? String == "#d70000" && pieces[0]["ink"] as? String == "#ffffff")
        // The game names a piece by its colour: each its own.
        let colourNames = pieces.compactMap { $0["colourName"] as? String }
        #expect(colourNames.first == "red" && Set(colourNames).count == 12)
        let orientations = try #require(pieces[9]["orientations"] as? [[[Int]]])
        #expect(orientations == [[[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]]])
        let given = try #require(data["given"] as? [[String: Int]])
        #expect(Set(given.map { [$0["piece"]!, $0["row"]!, $0["column"]!] }) == [[9, 1, 2], [2, 4, 0]])
        let hints = try #require(data["hints"] as? [String: Any])
        #expect(hints["tilings"] as? Int == 8 && hints["placed"] as? Int == 10 && hints["digits"] as? Int == 1)
    }

    @Test func aTitleCannotEndTheDocumentsElementsEarly() throws {
        let page = try GamePage(
            problem: TilingProblem(board: Board(size: "3x20"), distinct: false), title: "</script><b>\"&")
        #expect(page.html.contains("<title>Pentomino: &lt;/script&gt;&lt;b&gt;&quot;&amp;</title>"))
        #expect(page.html.components(separatedBy: "</script>").count == 4)
        #expect(try GamePageTests.data(of: page.html)["title"] as? String == "</script><b>\"&")
    }

    /// A board file's name is the player's data: `<!--<script>` would put the script element in a
    /// state where its end tag no longer ends it, and U+2028 ends a line of older scripts. Each is
    /// written as an escape, so the data holds none of them, and reads back as the name.
    @Test(arguments: ["<!--<script>.txt", "a\u{2028}b\u{2029}c.txt", "x</SCRIPT >&amp;.txt", "<!-- -->"])
    func aHostileNameStaysInsideTheData(name: String) throws {
        let page = try GamePage(problem: TilingProblem(board: Board(size: "3x20"), distinct: false), title: name)
        let start = try #require(page.html.range(of: #"<script type="application/json" id="game-data">"#))
        let data = page.html[start.upperBound...].prefix { $0 != "<" }
        #expect(page.html[start.upperBound...].dropFirst(data.count).hasPrefix("</script>"))
        #expect(!data.contains { "<>&\u{2028}\u{2029}".contains($0) })
        #expect(try GamePageTests.data(of: page.html)["title"] as? String == name)
    }

    @Test func hintsAreOffAboveTheLimitWhenNotAskedForAndWhenCancelled() throws {
        // The 6x8 rectangle has 167,089 tilings by 24 dominoes.
        let domino = Piece(letter: "D", shape: Shape(drawing: "DD"))
        let dominoes = try TilingProblem(
            board: Board(size: "6x8"), pieces: PieceSet([domino], copies: [24]), distinct: false)
        let tooMany = try GamePage(problem: dominoes, title: "6x8")
        #expect(tooMany.hints == .tooManyTilings)
        #expect(try GamePageTests.data(of: tooMany.html)["hints"] == nil)
        let rectangle = try TilingProblem(board: Board(size: "3x20"), distinct: false)
        #expect(try GamePage(problem: rectangle, title: "3x20", hints: false).hints == .notAsked)
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(try GamePage(problem: dominoes, title: "6x8", cancellation: cancellation).hints == .cancelled)
        // A search that takes longer than its nodes allow, however few its tilings: one estimated at
        // far more is not tried (3x20's tree is estimated at about 40,000 nodes), and one tried stops
        // at the limit.
        let estimate = try #require(
            TilingSolver(problem: rectangle).exactCoverSolver.estimatedNodes(probes: GamePage.estimateProbes, seed: 1))
        #expect(estimate > 16_000 && estimate < 160_000)
        for nodeLimit: UInt64 in [1000, 10_000] {
            let slow = try GamePage(
                problem: rectangle, title: "3x20", cancellation: nil, progress: nil, nodeLimit: nodeLimit)
            #expect(slow.hints == .searchTooLong)
            #expect(try GamePageTests.data(of: slow.html)["hints"] == nil)
        }
    }

    /// The game's own tests (`node --test Tests/Game`) play the data of two pages, kept in
    /// `Tests/Game/fixtures`: they are what the tool writes now. When this fails after a change to
    /// the page's data, run `bash Tests/Game/fixtures/regenerate`.
    @Test func theGameTestsFixturesAreThePagesTheToolWrites() throws {
        let drawn = try Repository.text("docs/boards/6x10-x-and-l-placed.txt")
        let pages = [
            ("3x20", try TilingProblem(board: Board(size: "3x20"), distinct: false), "3x20"),
            (
                "6x10-x-and-l",
                try TilingProblem(board: Board(drawing: drawn, pieceNames: Set("FILNPTUVWXYZ")), distinct: false),
                "docs/boards/6x10-x-and-l-placed.txt"
            ),
        ]
        for (name, problem, title) in pages {
            let written = try GamePageTests.data(of: GamePage(problem: problem, title: title).html)
            let fixture = try Data(
                contentsOf: Repository.root.appendingPathComponent("Tests/Game/fixtures/\(name).json"))
            let kept = try #require(JSONSerialization.jsonObject(with: fixture) as? [String: Any])
            #expect(
                NSDictionary(dictionary: written).isEqual(to: kept), "\(name): run bash Tests/Game/fixtures/regenerate")
        }
    }

    /// The page's data, the JSON inside its script element, as the script's `JSON.parse` reads it.
    static func data(of html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"game-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
    }
}
