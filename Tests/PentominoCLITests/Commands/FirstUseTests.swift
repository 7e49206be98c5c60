import Foundation
import Testing
import TilingCheck

/// What a new user tripped on, from a fresh clone: each of these failed before its fix.
struct FirstUseTests {
    /// The SVG fill of each piece's name in `svg`, read from its polygons' titles.
    static func fills(in svg: String) -> [String: Set<String>] {
        var fills: [String: Set<String>] = [:]
        for match in svg.matches(of: /<polygon points="[^"]*" fill="(#[0-9a-f]{6})"[^>]*><title>([^<]+)<\/title>/) {
            fills[String(match.output.2), default: []].insert(String(match.output.1))
        }
        return fills
    }

    /// The 256-colour background code of each letter of a tiling in colour.
    static func terminalColours(in text: String) -> [Character: Set<Int>] {
        var colours: [Character: Set<Int>] = [:]
        for match in text.matches(of: /\u{1B}\[48;5;(\d+);\d+m([^\u{1B}]+)/) {
            for letter in match.output.2 where letter.isLetter || letter.isNumber {
                colours[letter, default: []].insert(Int(match.output.1)!)
            }
        }
        return colours
    }

    /// No two names of one set share a colour, in a picture or in a terminal: the 12, the 18
    /// one-sided pieces (whose f and n once shared dark red), and a file of 30 pieces.
    @Test(arguments: [["6x10"], ["3x30", "--pieces", "one-sided"], ["1x150", "--pieces", "FILE"]])
    func noTwoNamesOfASetShareAColour(arguments: [String]) throws {
        var arguments = arguments
        if arguments.last == "FILE" {
            // Thirty straight pieces of five cells, named A to Z and 1 to 4, each drawn on a line of its own.
            let names = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ1234")
            arguments[arguments.count - 1] = try Run.file(
                names.map { String(repeating: $0, count: 5) }.joined(separator: "\n\n") + "\n", named: "thirty.txt")
        }
        let svg = try Run(arguments: ["solve"] + arguments + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        let fills = FirstUseTests.fills(in: svg.stdout)
        #expect(fills.values.allSatisfy { $0.count == 1 }, "one colour a name")
        #expect(Set(fills.values.map(\.first!)).count == fills.count, "\(fills)")
        let coloured = try Run(arguments: ["solve"] + arguments + ["--color", "always"])
        let colours = FirstUseTests.terminalColours(in: coloured.stdout)
        #expect(colours.count == fills.count && colours.values.allSatisfy { $0.count == 1 })
        #expect(Set(colours.values.map(\.first!)).count == colours.count, "\(colours)")
    }

    /// A picture's labels are in a monospaced font, where the one-sided l does not look like the I.
    @Test func labelsTellLFromI() throws {
        let svg = try Run("solve", "3x30", "--pieces", "one-sided", "--format", "svg").stdout
        #expect(svg.contains(">l</text>") && svg.contains(">I</text>"))
        #expect(
            !svg.contains("sans-serif") && svg.contains("font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""))
    }

    /// A flat board drawn with a stray blank line is read as two layers, and the count line says so.
    @Test func aBoardReadAsLayersIsNamedWithItsShape() throws {
        let rows = Array(repeating: "..........", count: 6)
        let drawing = (rows[..<3] + [""] + rows[3...]).joined(separator: "\n") + "\n"
        let run = try Run("count", "-", input: drawing)
        #expect(
            run.stdout
                == "stdin (drawn as 2 layers of 3x10, a 2x3x10 box): 12 distinct tilings (96 counting rotations and reflections)\n"
        )
        let flat = try Run("count", "-", input: rows.joined(separator: "\n") + "\n")
        #expect(flat.stdout == "stdin: 2339 distinct tilings (9356 counting rotations and reflections)\n")
    }

    /// Two counts on one checkpoint file: the second is refused at once, and the first is unharmed.
    @Test func aSecondCountOnACheckpointFileIsRefused() throws {
        let path = try Run.file("", named: "shared.checkpoint")
        try FileManager.default.removeItem(atPath: path)
        let first = Process()
        first.executableURL = Run.binary
        first.arguments = ["count", "2x5x6", "--checkpoint", path, "--quiet"]
        let output = Pipe()
        first.standardOutput = output
        try first.run()
        // Wait for its lock, taken before the count starts.
        #expect(Running.wait { FileManager.default.fileExists(atPath: path + ".lock") || !first.isRunning })
        let second = try Run("count", "2x5x6", "--checkpoint", path)
        first.waitUntilExit()
        let counted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(second.status == 1 && second.stdout.isEmpty)
        #expect(
            second.errorLines == [
                "error: checkpoint file '\(path)' is in use by another count: wait for that one to end, or give another file"
            ])
        #expect(first.terminationStatus == 0)
        #expect(counted == "2x5x6: 264 distinct tilings (2112 counting rotations and reflections)\n")
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"), "the lock file goes with its count")
        let again = try Run("count", "2x5x6", "--checkpoint", path, "--quiet")
        #expect(again.status == 0 && again.stdout == counted)
    }

    /// Piece sets spelt nearly right get a suggestion, as boards and options do; the words take any case.
    @Test(arguments: [
        ("pentomino", "pentominoes"), ("one_sided", "one-sided"), ("filnptuvwxyz", "FILNPTUVWXYZ"),
        ("2*pentomino", "2*pentominoes"),
    ])
    func mistypedPieceSetsGetTheNearestSpelling(typed: String, meant: String) throws {
        let run = try Run("count", "6x10", "--pieces", typed)
        #expect(run.status == 64)
        #expect(run.errorLines.first?.hasSuffix("; did you mean '\(meant)'?") == true, "\(run.stderr)")
        #expect(try Run("count", "6x10", "--pieces", "Pentominoes").status == 0)
    }

    /// More copies than a term may have says what the limit is, not that 1000 is no number.
    @Test func tooManyCopiesNameTheLimit() throws {
        let run = try Run("count", "6x10", "--pieces", "1000*X")
        #expect(run.status == 64)
        #expect(
            run.errorLines.first
                == "error: option '--pieces': '1000*X' asks for 1000 copies, but a term may be repeated at most 100 times: give N from 1 to 100 in N*TERM, or the term several times"
        )
    }
}
