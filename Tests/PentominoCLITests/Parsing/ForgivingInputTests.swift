import Foundation
import Testing

@testable import PentominoCLI

/// Slips of the keyboard get the nearest valid spelling in the error; unambiguous spelling variants
/// are taken as they are; nothing is guessed and acted on.
struct ForgivingInputTests {
    @Test(
        arguments: [
            (["count", "6x10", "--engnie", "dlx"], "unknown option '--engnie': did you mean '--engine'?"),
            (["count", "6x10", "--threds", "2"], "unknown option '--threds': did you mean '--threads'?"),
            (["solve", "6x10", "--formt", "box"], "unknown option '--formt': did you mean '--format'?"),
            (["solve", "6x10", "--eng", "dlx"], "unknown option '--eng': did you mean '--engine'?"),
            (["solve", "6x10", "-format", "box"], "unknown option '-format': did you mean '--format'?"),
            (["count", "6x10", "--fast"], "unknown option '--fast'"),
            (
                ["solve", "6x10", "--format", "jsno"],
                "option '--format' takes one of letters, box, svg, json, not 'jsno': did you mean 'json'?"
            ),
            (
                ["count", "6x10", "--engine", "bitst"],
                "option '--engine' takes one of auto, bitset, dlx, not 'bitst': did you mean 'bitset'?"
            ),
            (
                ["count", "8x8-centr"],
                "'8x8-centr' is not a board: give ROWSxCOLUMNS (like 6x10), LAYERSxROWSxCOLUMNS (like 3x4x5), a built-in name (6x10, 5x12, 4x15, 3x20, 8x8-centre, 3x30, 5x18, 6x15, 9x10, 2x3x10, 2x5x6, 3x4x5), a file, or - for standard input; did you mean '8x8-centre'?"
            ),
            (
                ["count", "6x1O"],
                "'6x1O' is not a board: give ROWSxCOLUMNS (like 6x10), LAYERSxROWSxCOLUMNS (like 3x4x5), a built-in name (6x10, 5x12, 4x15, 3x20, 8x8-centre, 3x30, 5x18, 6x15, 9x10, 2x3x10, 2x5x6, 3x4x5), a file, or - for standard input; did you mean '6x10'?"
            ),
            (["cuont", "6x10"], "unknown command 'cuont': did you mean 'count'?"),
            (["solv", "6x10"], "unknown command 'solv': did you mean 'solve'?"),
            (
                ["frobnicate"],
                "unknown command 'frobnicate': expected one of count, solve, strip, puzzle, play, app, verify, boards, bench, exact-cover, export, merge, help, completion, man"
            ),
            (["help", "sovle"], "no help for unknown command 'sovle': did you mean 'solve'?"),
            (
                ["6x10"],
                "unknown command '6x10': a board comes after a command, as in 'pentomino count 6x10' or 'pentomino solve 6x10'"
            ),
            (
                ["8x8-centre"],
                "unknown command '8x8-centre': a board comes after a command, as in 'pentomino count 8x8-centre' or 'pentomino solve 8x8-centre'"
            ),
            (["count", "6", "10"], "count takes exactly one BOARD, got 2: did you mean 'count 6x10'?"),
            (["solve", "5", "12", "--all"], "solve takes exactly one BOARD, got 2: did you mean 'solve 5x12'?"),
            (["count", "6 x 10"], "'6 x 10' is not a board size: write it without spaces, like 6x10"),
            (
                ["count", "ab\u{1B}[31mc"],
                "'ab<U+1B>[31mc' is not a board: give ROWSxCOLUMNS (like 6x10), LAYERSxROWSxCOLUMNS (like 3x4x5), a built-in name (6x10, 5x12, 4x15, 3x20, 8x8-centre, 3x30, 5x18, 6x15, 9x10, 2x3x10, 2x5x6, 3x4x5), a file, or - for standard input"
            ),
            (
                ["solve", "6x10", "--format", "x\u{7}y"],
                "option '--format' takes one of letters, box, svg, json, not 'x<U+7>y'"
            ),
        ] as [([String], String)])
    func mistakesGetTheNearestSpelling(arguments: [String], message: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.count == 2)
        #expect(run.errorLines.first == "error: \(message)")
    }

    @Test(
        arguments: [
            (["count", "8x8-center"], "8x8-centre: 65 distinct tilings (520 counting rotations and reflections)\n"),
            (["count", "8X8-CENTRE"], "8x8-centre: 65 distinct tilings (520 counting rotations and reflections)\n"),
            (["count", "6X10"], "6x10: 2339 distinct tilings (9356 counting rotations and reflections)\n"),
            (["count", "6×10"], "6x10: 2339 distinct tilings (9356 counting rotations and reflections)\n"),
            (
                ["count", "3x20", "--engine", "DLX"],
                "3x20: 2 distinct tilings (8 counting rotations and reflections)\n"
            ),
            (
                ["count", "3x20", "--engine=Bitset"],
                "3x20: 2 distinct tilings (8 counting rotations and reflections)\n"
            ),
        ] as [([String], String)])
    func unambiguousVariantsAreTaken(arguments: [String], output: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 0)
        #expect(run.stdout == output)
        #expect(run.stderr.isEmpty)
    }

    @Test func enumeratedValuesTakeAnyCase() throws {
        let upper = try Run("solve", "3x20", "--format", "JSON", "--letters", "Conway")
        let lower = try Run("solve", "3x20", "--format", "json", "--letters", "conway")
        #expect(upper.status == 0 && upper.stdout == lower.stdout && upper.stdout.contains("\"letters\":\"conway\""))
    }

    @Test func theDistanceCountsSlipsOfTheKeyboard() {
        let distance = { (a: String, b: String) in Suggestion.distance(Array(a), Array(b)) }
        #expect(distance("engine", "engine") == 0)
        #expect(distance("engnie", "engine") == 1, "two neighbours swapped")
        #expect(distance("engin", "engine") == 1)
        #expect(distance("enginee", "engine") == 1)
        #expect(distance("emgine", "engine") == 1)
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(Suggestion.nearest("zzzzzz", among: ["count", "solve"]) == nil)
        #expect(Suggestion.nearest("s", among: ["solve", "svg"]) == nil, "too short to say which")
    }
}
