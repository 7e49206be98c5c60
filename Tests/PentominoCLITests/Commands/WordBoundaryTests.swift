import Foundation
import Testing
import TilingCheck

/// Copies, cells and options at every boundary of the bitset engine's 64- and 128-bit words, on both
/// engines and on one thread and two: 63, 64, 65, 127, 128 and 129 of each. The counts expected come
/// from the strips' own arithmetic, not from a search.
struct WordBoundaryTests {
    static let sizes = [63, 64, 65, 127, 128, 129]

    /// A piece file of one piece called `name`, drawn as `drawing`.
    static func piece(_ name: String, _ drawing: String) throws -> String {
        try Run.file(drawing + "\n", named: "\(name).txt")
    }

    /// `count ARGUMENTS --json` on both engines and both thread counts: the counts of each run, or
    /// nil where the bitset engine refused the problem as too large for its words, with the message
    /// that says so.
    static func counts(_ arguments: [String]) throws -> [String: (distinct: Int, all: Int)?] {
        var found: [String: (distinct: Int, all: Int)?] = [:]
        for engine in ["bitset", "dlx"] {
            for threads in ["1", "2"] {
                let run = try Run(arguments: arguments + ["--engine", engine, "--threads", threads, "--json"])
                let key = "\(engine) on \(threads)"
                if run.status == 1 && engine == "bitset" {
                    #expect(run.stderr.contains("the bitset engine holds"), "\(key): \(run.stderr)")
                    found[key] = .some(nil)
                    continue
                }
                #expect(run.status == 0, "\(key): \(run.stderr)")
                let object = try JSONText.object(run.stdout)
                found[key] = (try #require(object["distinct"] as? Int), try #require(object["all"] as? Int))
            }
        }
        return found
    }

    /// A 1xN strip tiled by N copies of one cell: one tiling, on every engine that holds it; the
    /// bitset engine holds it up to 128 cells.
    @Test(arguments: sizes)
    func copiesOfOneCellFillAStrip(copies: Int) throws {
        let cell = try WordBoundaryTests.piece("M", "M")
        // A term is repeated at most 100 times: more copies are given as several terms.
        let terms = [min(copies, 100), copies - min(copies, 100)].filter { $0 > 0 }.map { "\($0)*\(cell)" }
        let counts = try WordBoundaryTests.counts(["count", "1x\(copies)", "--pieces", terms.joined(separator: ",")])
        for (run, count) in counts {
            if let count {
                #expect(count == (1, 1), "\(copies) copies, \(run)")
            } else {
                #expect(copies > 128, "\(copies) copies, \(run) refused")
            }
        }
    }

    /// A 1xN strip of N - 2 copies of one cell and a domino: the domino lies at any of N - 1 places,
    /// half of them mirror images of the others.
    @Test(arguments: sizes)
    func copiesBesideAnotherPiece(copies: Int) throws {
        let cell = try WordBoundaryTests.piece("M", "M"), domino = try WordBoundaryTests.piece("D", "DD")
        let terms = [min(copies, 100), copies - min(copies, 100)].filter { $0 > 0 }.map { "\($0)*\(cell)" }
        let length = copies + 2
        let counts = try WordBoundaryTests.counts(
            ["count", "1x\(length)", "--pieces", (terms + [domino]).joined(separator: ",")])
        for (run, count) in counts {
            if let count {
                #expect(count == ((length - 1 + 1) / 2, length - 1), "\(copies) copies, \(run)")
            } else {
                #expect(length > 128, "\(copies) copies, \(run) refused")
            }
        }
    }

    /// A 1xN strip of dominoes end to end and, for an odd N, one cell at any of the (N + 1) / 2 odd
    /// places, each a mirror image of another but the one in the middle: cells at each boundary.
    @Test(arguments: sizes)
    func cellsAtTheBoundary(cells: Int) throws {
        let domino = try WordBoundaryTests.piece("D", "DD"), cell = try WordBoundaryTests.piece("M", "M")
        let dominoes = cells / 2
        let terms = [min(dominoes, 100), dominoes - min(dominoes, 100)].filter { $0 > 0 }.map { "\($0)*\(domino)" }
        let pieces = (terms + (cells.isMultiple(of: 2) ? [] : [cell])).joined(separator: ",")
        let all = cells.isMultiple(of: 2) ? 1 : (cells + 1) / 2
        for (run, count) in try WordBoundaryTests.counts(["count", "1x\(cells)", "--pieces", pieces]) {
            if let count {
                #expect(count == ((all + 1) / 2, all), "\(cells) cells, \(run)")
            } else {
                #expect(cells > 128, "\(cells) cells, \(run) refused")
            }
        }
    }

    /// Problems in Knuth's format with N options: N options of one item (N solutions), and N items
    /// each with one option (one solution).
    @Test(arguments: sizes)
    func optionsAtTheBoundary(options: Int) throws {
        let items = (0..<options).map { "i\($0)" }
        let problems = [
            ("a\n" + String(repeating: "a\n", count: options), options),
            (items.joined(separator: " ") + "\n" + items.joined(separator: "\n") + "\n", 1),
        ]
        for (text, solutions) in problems {
            for engine in ["bitset", "dlx"] {
                for threads in ["1", "2"] {
                    let run = try Run("exact-cover", "-", "--engine", engine, "--threads", threads, input: text)
                    #expect(
                        run.stdout == "stdin: \(solutions) solution\(solutions == 1 ? "" : "s")\n",
                        "\(options) options, \(engine) on \(threads): \(run.stderr)")
                }
            }
        }
    }
}
