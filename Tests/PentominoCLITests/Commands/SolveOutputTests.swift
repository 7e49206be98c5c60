import Foundation
import Testing
import TilingCheck

/// `solve`'s choice of tilings and its formats, run on the built binary.
struct SolveOutputTests {
    /// The blocks of letters in `text`, separated by blank lines.
    static func blocks(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.filter { $0 != "\n" }
    }

    @Test(arguments: [([String](), 1010), (["--with-symmetries"], 4040), (["--verify-output"], 1010)])
    func allPrintsEveryTilingOnceEachValid(extra: [String], expected: Int) throws {
        let run = try Run(arguments: ["solve", "5x12", "--all"] + extra)
        #expect(run.status == 0 && run.stderr.isEmpty)
        let blocks = SolveOutputTests.blocks(run.stdout)
        #expect(blocks.count == expected)
        #expect(Set(blocks).count == expected)
        let rectangle = Array(repeating: String(repeating: ".", count: 12), count: 5)
        #expect(blocks.allSatisfy { TilingCheck.problem(in: $0, board: rectangle) == nil })
    }

    @Test func limitStopsAfterThatManyAndIndexPicksFromTheSameOrderOnAnyThreadCount() throws {
        let all = SolveOutputTests.blocks(try Run("solve", "8x8-centre", "--all").stdout)
        #expect(all.count == 65)
        #expect(SolveOutputTests.blocks(try Run("solve", "8x8-centre", "--limit", "7").stdout) == Array(all.prefix(7)))
        #expect(
            SolveOutputTests.blocks(try Run("solve", "8x8-centre", "--all", "--limit", "3").stdout)
                == Array(all.prefix(3)))
        for index in [1, 2, 33, 65] {
            for threads in ["1", "2", "5"] {
                let run = try Run("solve", "8x8-centre", "--index", "\(index)", "--threads", threads)
                #expect(run.status == 0 && run.stdout == all[index - 1], "index \(index), \(threads) threads")
            }
        }
        let beyond = try Run("solve", "8x8-centre", "--index", "66")
        #expect(beyond.status == 1)
        #expect(
            beyond.errorLines == [
                "error: 8x8-centre has 65 distinct tilings, so there is no tiling 66: give --index from 1 to 65"
            ])
    }

    @Test func randomIsFixedBySeedAndShowsTheSeedItPicked() throws {
        let all = SolveOutputTests.blocks(try Run("solve", "8x8-centre", "--all").stdout)
        let first = try Run("solve", "8x8-centre", "--random", "--seed", "42")
        let again = try Run("solve", "8x8-centre", "--random", "--seed", "42", "--threads", "1")
        #expect(first.status == 0 && first.stderr.isEmpty && first.stdout == again.stdout)
        #expect(all.contains(first.stdout))
        let seeds = try (0..<40).map { try Run("solve", "8x8-centre", "--random", "--seed", "\($0)").stdout }
        #expect(Set(seeds).count > 20, "40 seeds should pick many of the 65 tilings")
        let unseeded = try Run("solve", "8x8-centre", "--random")
        let seed = try #require(unseeded.errorLines.first.flatMap { $0.hasPrefix("seed ") ? $0.dropFirst(5) : nil })
        #expect(try Run("solve", "8x8-centre", "--random", "--seed", String(seed)).stdout == unseeded.stdout)
    }

    @Test func conwayLettersNameTheSamePieces() throws {
        let golomb = try Run("solve", "6x10").stdout
        let conway = try Run("solve", "6x10", "--letters", "conway")
        #expect(conway.status == 0)
        let renamed: [Character: Character] = ["F": "R", "I": "O", "L": "Q", "N": "S"]
        #expect(conway.stdout == String(golomb.map { renamed[$0] ?? $0 }))
        let verified = try Run("verify", "-", input: conway.stdout)
        #expect(verified.status == 0 && verified.stdout == "stdin: valid tiling of 6x10 (conway letters)\n")
    }

    @Test func boxDrawsLinesOnlyAlongPieceBorders() throws {
        let run = try Run("solve", "6x10", "--format", "box")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines.first == "┌───────────────┬───┬───┬───────────────┐")
        #expect(lines.last == "└───────┴───────┴───────────┴───────┴───┘")
        #expect(run.stdout.allSatisfy { "┌┐└┘├┤┬┴┼─│╴╵╶╷ \nFILNPTUVWXYZ".contains($0) })
        #expect(Set(run.stdout.filter(\.isLetter)) == Set("FILNPTUVWXYZ") && run.stdout.filter(\.isLetter).count == 12)
    }

    @Test func colourIsAskedForOrOnlyOnATerminal() throws {
        let escape = "\u{1B}[48;5;"
        #expect(try Run("solve", "6x10", "--color", "always").stdout.contains(escape))
        #expect(try Run("solve", "6x10", "--format", "box", "--color", "always").stdout.contains(escape))
        #expect(!(try Run("solve", "6x10", "--color", "never").stdout.contains(escape)))
        // Standard output is a file here, not a terminal.
        #expect(!(try Run("solve", "6x10").stdout.contains(escape)))
    }

    @Test func svgIsOnePolygonPerPieceWithLetters() throws {
        let run = try Run("solve", "6x10", "--format", "svg")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.stdout.hasSuffix("</svg>\n"))
        #expect(
            run.stdout.components(separatedBy: "<polygon ").count - 1 == 12 + 1, "12 pieces and the board's outline")
        #expect(run.stdout.components(separatedBy: "<text ").count - 1 == 12)
        let plain = try Run("solve", "6x10", "--format", "svg", "--no-labels")
        #expect(!plain.stdout.contains("<text"))
    }

    @Test func jsonIsOneObjectPerTiling() throws {
        let run = try Run("solve", "8x8-centre", "--all", "--limit", "4", "--format", "json", "--letters", "conway")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        for (number, line) in lines.enumerated() {
            let object = try JSONText.object(line)
            #expect(object["board"] as? String == "8x8-centre")
            #expect(object["index"] as? Int == number + 1)
            #expect(object["letters"] as? String == "conway")
            let rows = try #require(object["rows"] as? [String])
            let golomb = rows.joined(separator: "\n").map { ["R": "F", "O": "I", "Q": "L", "S": "N"][$0] ?? $0 }
            #expect(TilingCheck.problem(in: String(golomb)) == nil)
            #expect((object["pieces"] as? [[String: Any]])?.count == 12)
        }
    }

    @Test(
        arguments: [
            (
                ["--index", "2", "--random"],
                "error: --index and --random choose tilings in different ways: give one of them"
            ),
            (["--all", "--index", "2"], "error: --all and --index choose tilings in different ways: give one of them"),
            (["--seed", "3"], "error: --seed only makes sense with --random"),
            (["--limit", "2", "--index", "1"], "error: --limit goes with --all, not with --index"),
            (
                ["--all", "--format", "svg"],
                "error: --format svg draws at most 10000 tilings on one sheet: give --limit N up to that with --all, or --index or --random"
            ),
            (
                ["--format", "json", "--color", "always"],
                "error: --color applies to the letters and box formats, not json"
            ),
            (["--no-labels"], "error: --no-labels applies to --format svg and box only"),
            (["--index", "0"], "error: option '--index' takes a whole number from 1 to 18446744073709551615, not '0'"),
            (["--limit", "0"], "error: option '--limit' takes a whole number from 1 to 18446744073709551615, not '0'"),
            (
                ["--seed", "-1", "--random"],
                "error: option '--seed' takes a whole number from 0 to 18446744073709551615, not '-1'"
            ),
            (["--format", "png"], "error: option '--format' takes one of letters, box, svg, json, not 'png'"),
            (["--letters", "knuth"], "error: option '--letters' takes one of golomb, conway, not 'knuth'"),
        ] as [([String], String)])
    func optionsThatDoNotGoTogetherAreUsageErrors(extra: [String], message: String) throws {
        let run = try Run(arguments: ["solve", "6x10"] + extra)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.first.map(String.init) == message)
    }
}
