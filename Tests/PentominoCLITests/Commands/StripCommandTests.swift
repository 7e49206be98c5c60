import Foundation
import Testing
import TilingCheck

/// `strip K`: the terms against the published tables of the OEIS, against the search of `count`, and
/// the recurrence against the published generating functions.
struct StripCommandTests {
    /// The terms `strip` prints for `arguments`, in order, from a(0).
    static func terms(_ arguments: String...) throws -> [String] {
        let run = try Run(arguments: ["strip"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset) ") }, "n a(n) from n = 0")
        return lines.map { String($0.split(separator: " ")[1]) }
    }

    /// A published table: the OEIS sequence, the pieces, and its terms a(0) to a(15).
    struct Table: CustomTestStringConvertible, Sendable {
        let sequence: String
        let pieces: String
        let terms: [Int]
        var testDescription: String { "\(sequence) (\(pieces))" }
    }

    /// Tilings of the 5 x n rectangle by the pentominoes of a few shapes, or all twelve, any number of
    /// each, as the OEIS publishes them.
    static let tables = [
        Table(
            sequence: "A247124", pieces: "IUX",
            terms: [1, 1, 1, 2, 3, 8, 14, 21, 37, 63, 122, 221, 374, 656, 1147, 2066]),
        Table(sequence: "A234312", pieces: "LX", terms: [1, 0, 2, 0, 4, 2, 8, 8, 16, 24, 36, 64, 88, 160, 224, 392]),
        Table(
            sequence: "A349187", pieces: "XYZ", terms: [1, 0, 0, 0, 0, 6, 6, 6, 2, 10, 86, 118, 166, 152, 372, 1394]),
        Table(
            sequence: "A249762", pieces: "FIL",
            terms: [1, 1, 3, 5, 13, 50, 133, 360, 875, 2254, 6336, 17331, 47199, 124476, 330344, 889454]),
        Table(sequence: "A247268", pieces: "YUX", terms: [1, 0, 0, 1, 0, 2, 1, 0, 4, 5, 38, 22, 13, 90, 144, 457]),
        Table(sequence: "A234931", pieces: "FUN", terms: [1, 0, 0, 0, 2, 0, 0, 0, 4, 0, 8, 0, 16, 0, 40, 0]),
        Table(sequence: "A372221", pieces: "TWIX", terms: [1, 1, 1, 1, 1, 2, 3, 6, 9, 12, 16, 21, 41, 66, 106, 156]),
        Table(
            sequence: "A174249", pieces: "FILNPTUVWXYZ",
            terms: [
                1, 1, 5, 56, 501, 4006, 27950, 214689, 1_696_781, 13_205_354, 101_698_212, 782_267_786, 6_048_166_230,
                46_799_177_380, 361_683_136_647, 2_793_722_300_087,
            ]),
    ]

    @Test(arguments: tables)
    func termsMatchThePublishedTable(_ table: Table) throws {
        #expect(
            try Self.terms("5", "--pieces", table.pieces, "--copies", "any", "--to", "15")
                == table.terms.map(String.init))
    }

    @Test func theRecurrenceIsThePublishedOne() throws {
        // 5 x n with L, U and X: the published generating function is
        // -1/(2x^6+6x^5+12x^4+x^3+2x^2-1), the same as this one with both parts negated.
        let lux = try Run("strip", "5", "--pieces", "LUX", "--copies", "any", "--to", "40", "--recurrence")
        #expect(lux.stdout.contains("\n12 7875\n"))
        #expect(
            lux.stdout.hasSuffix(
                """
                # a(n) = 2 a(n-2) + a(n-3) + 12 a(n-4) + 6 a(n-5) + 2 a(n-6) for n >= 6
                # generating function: 1/(1 - 2x^2 - x^3 - 12x^4 - 6x^5 - 2x^6)
                # found from a(0) to a(19), checked on the 21 terms after them

                """))
        // A349187 (X, Y, Z): order 20, signature (0,0,0,3,13,7,8,1,-10,-14,-20,-8,-7,-38,-33,-2,0,-5,-16,-11).
        let xyz = try Run("strip", "5", "--pieces", "XYZ", "--copies", "any", "--to", "100", "--recurrence", "--json")
        let summary = try JSONText.object(String(xyz.stdout.split(separator: "\n").last!))
        let recurrence = try #require(summary["recurrence"] as? [String: Any])
        #expect(
            recurrence["coefficients"] as? [Int] == [
                0, 0, 0, 3, 13, 7, 8, 1, -10, -14, -20, -8, -7, -38, -33, -2, 0, -5, -16, -11,
            ])
        #expect(recurrence["found_from"] as? Int == 50 && recurrence["checked_on"] as? Int == 51)
        // A247124 (I, U, X): -(x-1)^2 (x^4+x^3+x^2+x+1)^2 / (x^15+x^13+x^11-3x^10-2x^8-2x^6+6x^5+x^3+x-1).
        let iux = try Run("strip", "5", "--pieces", "IUX", "--copies", "any", "--to", "100", "--recurrence")
        #expect(
            iux.stdout.contains(
                "# generating function: (1 - 2x^5 + x^10)/(1 - x - x^3 - 6x^5 + 2x^6 + 2x^8 + 3x^10 - x^11 - x^13 - x^15)\n"
            ))
    }

    @Test func tooFewTermsPinDownNoRecurrence() throws {
        let run = try Run("strip", "5", "--pieces", "XYZ", "--copies", "any", "--to", "30", "--recurrence")
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").last?.hasPrefix("# no recurrence: ") == true)
        #expect(!run.stdout.contains("a(n) ="))
    }

    @Test func termsMatchTheSearchOverEverySubsetWithCopies() throws {
        // The search's route: every multiset of the pieces that covers the strip, from --by-pieces,
        // summed; on a flat strip and on a tube.
        for (height, pieces, surface) in [(5, "IUX", "flat"), (4, "LPUY", "tube"), (3, "LNPUVY", "flat")] {
            let swept = try Self.terms(
                "\(height)", "--pieces", pieces, "--copies", "any", "--surface", surface, "--to", "6")
            for length in 1...6 where height * length % 5 == 0 {
                let run = try Run(
                    "count", "\(height)x\(length)", "--pieces", "\(height * length / 5)*\(pieces)", "--by-pieces",
                    "--surface", surface)
                let rows = run.stdout.split(separator: "\n").dropFirst().dropLast()
                let sum = rows.reduce(0) { $0 + Int($1.split(separator: " ").last!)! }
                #expect(swept[length] == "\(sum)", "\(height)x\(length) \(surface) \(pieces)")
            }
        }
        // Each piece at most twice, as the double set: the multisets are of the set's own copies.
        let swept = try Self.terms("3", "--pieces", "2*LNPUVY", "--to", "10")
        for length in [5, 10] {
            let run = try Run("count", "3x\(length)", "--pieces", "2*LNPUVY", "--by-pieces")
            let rows = run.stdout.split(separator: "\n").dropFirst().dropLast()
            let sum = rows.reduce(0) { $0 + Int($1.split(separator: " ").last!)! }
            #expect(sum > 0 && swept[length] == "\(sum)", "3x\(length) 2*LNPUVY")
        }
    }

    /// The double set's 3 x n, whose b-file the search and a count in C that shares no code with
    /// the tool have checked (`docs/double-set`).
    @Test func theDoubleSetOnTheThreeByNIsItsBFile() throws {
        let bFile = try Repository.text("docs/double-set/b-3xn.txt")
        let run = try Run("strip", "3", "--pieces", "2*pentominoes", "--to", "40")
        #expect(run.status == 0 && run.stdout == bFile)
    }

    @Test func boundedSetsEndWithTheClassicCounts() throws {
        // Each pentomino at most once: the 5x12's 4040 (and 0 past it), the 4x15's 1472.
        let five = try Self.terms("5", "--to", "13")
        #expect(five[12] == "4040" && five[13] == "0")
        #expect(try Self.terms("4", "--to", "15")[15] == "1472")
    }

    /// The library says what would fit in its own words; the command line adds the option that does it.
    @Test func aStateTooWideNamesTheOptionThatAllowsAnyNumberOfCopies() throws {
        let run = try Run("strip", "14", "--to", "1")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.errorLines == [
                "error: strip 14: the sweep's state would need 69 bits (57 for the cells past the sweep line, 12 for the pieces used), more than the 63 it holds: give a lower height, fewer pieces, or any number of copies of each (--copies any)"
            ])
    }

    @Test func jsonGivesAnObjectPerTermAndOneForTheRun() throws {
        let run = try Run("strip", "3", "--pieces", "LX", "--copies", "any", "--to", "4", "--json", "--threads", "1")
        let objects = try run.stdout.split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(objects.count == 6)
        #expect(objects.prefix(5).map { $0["n"] as? Int } == [0, 1, 2, 3, 4])
        #expect(objects[0]["tilings"] as? Int == 1)
        #expect(objects[5]["complete"] as? Bool == true && objects[5]["copies"] as? String == "any")
        #expect(objects[5]["last"] as? Int == 4 && objects[5]["threads"] as? Int == 1)
    }

    @Test(arguments: [
        (["strip"], "give the strip's height K"),
        (["strip", "0"], "the height K must be a whole number from 1 to 64, not '0'"),
        (["strip", "five"], "the height K must be a whole number from 1 to 64, not 'five'"),
        (["strip", "5", "--surface", "torus"], "cannot take a torus, whose length wraps: give flat or tube"),
        (["strip", "5", "--copies", "many"], "option '--copies' takes one of set, any, not 'many'"),
        (["strip", "5", "--to", "-1"], "--to"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedSweepKeepsItsTerms(signal: Int32) throws {
        // Sixes without end: the sweep runs until it is stopped.
        let running = try Running(["strip", "6", "--copies", "any", "--to", "1000000", "--json", "--threads", "2"])
        #expect(Running.wait { running.stdout.contains("\"n\":3,") })
        _ = running.signal(signal)
        #expect(running.process.terminationStatus == 128 + signal)
        let objects = try running.stdout.split(separator: "\n").map { try JSONText.object(String($0)) }
        #expect(objects.last?["complete"] as? Bool == false)
        #expect(objects.dropLast().enumerated().allSatisfy { $0.element["n"] as? Int == $0.offset })
        #expect(running.stderr.hasPrefix("interrupted: strip 6: stopped after "), "\(running.stderr)")
    }
}
