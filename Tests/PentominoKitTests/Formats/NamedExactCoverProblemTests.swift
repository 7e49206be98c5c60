// Problems in Knuth's format:
//
// - Counts on both engines against known counts.
// - What the reader makes of a text, and what it refuses.
// - Problems written and read back, against a brute force.

import PentominoKit
import Testing
import TilingCheck

/// Problems read from Knuth's format: what the reader makes of a text, what it refuses and where,
/// and the counts both engines give, against known counts and a brute force.
struct NamedExactCoverProblemTests {
    static let known: [(name: String, text: String, solutions: UInt64)] = [
        ("toy", KnuthText.toy, 1),
        ("8 queens", KnuthText.queens(8), 92),
        ("Langford 7", KnuthText.langford(7), 52),
        ("colour toy", KnuthText.colourToy, 1),
    ]

    // MARK: - Known counts

    @Test(arguments: known.map(\.name))
    func bothEnginesCountTheKnownProblemsOnAnyThreadCount(name: String) throws {
        let entry = NamedExactCoverProblemTests.known.first { $0.name == name }!
        let named = try NamedExactCoverProblem(reading: Array(entry.text.utf8))
        // `auto` gives each, colours and all, to the bitset engine.
        #expect(ExactCoverSolver(problem: named.problem).resolvedEngine == .bitset)
        for engine in [Engine.bitset, .dlx] {
            for threads in [1, 2] {
                let solver = ExactCoverSolver(problem: named.problem, engine: engine, threads: threads)
                let count = solver.count()
                #expect(count.solutions == entry.solutions, "\(engine) on \(threads) threads")
                #expect(count.statistics.complete)
            }
            // Each solution listed is an exact cover, by a check that reads the text its own way.
            var listed = 0
            ExactCoverSolver(problem: named.problem, engine: engine).forEachSolution { options in
                listed += 1
                let text = options.map(named.text(ofOption:)).joined(separator: "\n")
                #expect(KnuthText.flaw(in: text, of: entry.text) == nil, "\(engine): \(text)")
                return true
            }
            #expect(listed == entry.solutions)
        }
    }

    // MARK: - Reading

    @Test func itemsAreNumberedInTheirLineAndOptionsKeepTheirOrder() throws {
        let text = "| a comment\n\n  x y | z w\n  | another\ny z x\n"
        let named = try NamedExactCoverProblem(reading: Array(text.utf8))
        #expect(named.itemNames == ["x", "y", "z", "w"])
        #expect(named.problem.primaryItemCount == 2 && named.problem.secondaryItemCount == 2)
        #expect(named.problem.optionCount == 1)
        #expect(Array(named.problem.items(ofOption: 0)) == [0, 1, 2])
        #expect(named.text(ofOption: 0) == "y z x")
        #expect(named.optionLines == [5])
    }

    @Test func tabsReturnsAndABarAgainstANameAreWhiteSpaceAndParting() throws {
        let named = try NamedExactCoverProblem(reading: Array("a\tb |c\r\na c\r\nb\r\n".utf8))
        #expect(named.itemNames == ["a", "b", "c"] && named.problem.primaryItemCount == 2)
        #expect(ExactCoverSolver(problem: named.problem).count().solutions == 1)
    }

    static let refusals: [(text: String, error: String)] = [
        ("", "the text names no items: its first line other than comments (which begin with |) names the items"),
        (
            "| only\n\n",
            "the text names no items: its first line other than comments (which begin with |) names the items"
        ),
        ("a b a\n", "line 1: the items' line names 'a' twice: each item is named once"),
        (
            "a | b | c\n",
            "line 1: the items' line holds | twice: it parts the primary items from the secondary ones once"
        ),
        ("a b:c\n", "line 1: the item name 'b:c' holds ':', which no item name may hold"),
        (
            "a 1:3|b\n",
            "line 1: '1:3|b' asks that an item be covered 1 to 3 times, as Knuth's DLX3 reads, which is not supported: only bounds 0:v are (an item that at most v options hold); give other items without bounds"
        ),
        (
            "a | 0:2|x\n",
            "line 1: '0:2|x' gives bounds to an item after the |, where items take none: write 0:v|NAME before the | for an item that at most v options hold (it is read as secondary), or NAME after it for at most one"
        ),
        (
            "a 0:x|b\n",
            "line 1: '0:x|b' is not an item with bounds: write 0:v|NAME, with v a whole number from 1, for an item that at most v options hold"
        ),
        (
            "a 0:0|b\n",
            "line 1: '0:0|b' is not an item with bounds: write 0:v|NAME, with v a whole number from 1, for an item that at most v options hold"
        ),
        ("\u{FEFF}a b\na\nc\n", "line 3: the option names 'c', which is not an item: the first line names every item"),
        (
            "a abcdefghi\n",
            "line 1: the item name 'abcdefghi' is 9 bytes long: names are at most 8, as Knuth's programs read them"
        ),
        ("a b\na\nb c\n", "line 3: the option names 'c', which is not an item: the first line names every item"),
        ("a b\na b a\n", "line 2: the option names 'a' twice: an option holds each item at most once"),
        (
            "a | x\nx\n",
            "line 2: the option names no primary item: every option covers at least one (Knuth's DLX1 passes over such an option; this reader does not guess)"
        ),
        (
            "a | x\na:A x\n",
            "line 2: 'a:A' gives a colour to a primary item, or to one of bounds 0:v: only secondary items, after the | of the items' line, take colours"
        ),
        ("a b\na\u{0}b\n", "line 2: the line holds the control character 0x00: names are printable characters"),
        ("a b\n\u{1B}[31ma\n", "line 2: the line holds the control character 0x1B: names are printable characters"),
        ("a b\na :x\n", "line 2: an item name is empty: write names of 1 to 8 characters"),
        (
            "a | x\na x:\n",
            "line 2: 'x:' gives a colour that is not 1 to 8 bytes without a colon: write it as Knuth's DLX2 reads, as in x:A"
        ),
        (
            "a | x\na x:A:B\n",
            "line 2: 'x:A:B' gives a colour that is not 1 to 8 bytes without a colon: write it as Knuth's DLX2 reads, as in x:A"
        ),
    ]

    @Test(arguments: refusals.indices)
    func badTextIsRefusedWithItsLineAndWhatWouldBeRight(index: Int) {
        let (text, message) = NamedExactCoverProblemTests.refusals[index]
        #expect(throws: KnuthFormatError.self) { try NamedExactCoverProblem(reading: Array(text.utf8)) }
        do {
            _ = try NamedExactCoverProblem(reading: Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func bytesThatAreNotTextOrLinesTooLongAreRefused() {
        #expect(throws: KnuthFormatError(line: 2, .notUTF8)) {
            try NamedExactCoverProblem(reading: Array("a b\n".utf8) + [0xC3, 0x28, 0x0A])
        }
        let long = String(repeating: "a", count: NamedExactCoverProblem.maximumLineLength + 1)
        #expect(throws: KnuthFormatError(line: 1, .lineTooLong(long.utf8.count))) {
            try NamedExactCoverProblem(reading: Array(long.utf8))
        }
        let many = (0...NamedExactCoverProblem.maximumItemCount).map { "i\($0)" }.joined(separator: " ")
        #expect(throws: KnuthFormatError(line: 1, .tooManyItems)) {
            try NamedExactCoverProblem(reading: Array(many.utf8))
        }
        // A name of eight bytes is read; of eight characters but more bytes, it is not, as in DLX1.
        #expect((try? NamedExactCoverProblem(reading: Array("abcdefgh\nabcdefgh\n".utf8))) != nil)
        #expect(throws: KnuthFormatError(line: 1, .longName("ééééé"))) {
            try NamedExactCoverProblem(reading: Array("ééééé\n".utf8))
        }
    }

    // MARK: - Searching and reading back

    /// Langford pairs branch on the fewest live options (in item order the values come first, and
    /// the search places every value everywhere); the tilings of 3x20, whose cells come in fill
    /// order, on the first open item.
    @Test func theBitsetEngineBranchesAsTheCheaperSearchWould() throws {
        let langford = try NamedExactCoverProblem(reading: Array(KnuthText.langford(9).utf8))
        #expect(BitsetEngine(langford.problem).branchesOnFewestOptions)
        let text = try KnuthFormat(TilingProblem(board: Board(rows: 3, columns: 20), distinct: false)).text
        let tilings = try NamedExactCoverProblem(reading: Array(text.utf8))
        #expect(!BitsetEngine(tilings.problem).branchesOnFewestOptions)
        #expect(ExactCoverSolver(problem: langford.problem, engine: .bitset, threads: 2).count().solutions == 0)
        #expect(ExactCoverSolver(problem: tilings.problem, engine: .bitset, threads: 2).count().solutions == 8)
    }

    /// The library writes a tiling problem in the format and reads it back: 3x20's 8 tilings, and
    /// 2 with the symmetry breaking kept.
    @Test func aTilingProblemWrittenAndReadBackCountsItsTilings() throws {
        let board = try Board(rows: 3, columns: 20)
        for (distinct, expected) in [(false, UInt64(8)), (true, 2)] {
            let text = try KnuthFormat(TilingProblem(board: board, distinct: distinct)).text
            let named = try NamedExactCoverProblem(reading: Array(text.utf8))
            #expect(named.itemNames.count >= 72)
            for engine in [Engine.bitset, .dlx] {
                #expect(ExactCoverSolver(problem: named.problem, engine: engine).count().solutions == expected)
            }
        }
    }

    @Test func theColourToysSolutionKeepsItsColours() throws {
        let named = try NamedExactCoverProblem(reading: Array(KnuthText.colourToy.utf8))
        var solutions: [[String]] = []
        ExactCoverSolver(problem: named.problem).forEachSolution {
            solutions.append($0.map(named.text(ofOption:)))
            return true
        }
        #expect(solutions == [["p r x:A y", "q x:A"]])
    }

    /// Random problems written as text, read back: both engines find exactly the brute force's
    /// solutions, with and without secondary items, and with colours on them.
    @Test func randomProblemsReadBackHaveTheBruteForcesSolutions() throws {
        var random = SplitMix64(seed: 0x4B4E_5554_4832)
        // How the bitset engine branched: on the fewest options, in item order, or both, among the problems.
        var branchings: Set<Bool> = []
        defer { #expect(branchings == [false, true], "both ways of branching are checked") }
        for round in 0..<240 {
            let coloured = round % 3 == 2
            let primary = 1 + Int(random.uniform(below: 6))
            let secondary = (coloured ? 1 : 0) + Int(random.uniform(below: 4))
            let names = (0..<primary + secondary).map { "i\($0)" }
            var options: [[Int]] = []
            for _ in 0..<(1 + Int(random.uniform(below: 14))) {
                var items = (0..<names.count).filter { _ in random.uniform(below: 3) == 0 }
                if !items.contains(where: { $0 < primary }) {
                    items.append(Int(random.uniform(below: UInt64(primary))))
                }
                options.append(Array(Set(items)).shuffled(using: &random))
            }
            // Colours A and B, or none, on the secondary items of a third of the problems.
            let colours = options.map { option in
                option.map { $0 >= primary && coloured ? Int(random.uniform(below: 3)) : 0 }
            }
            let itemNames: [String] = Array(names[..<primary]) + (secondary > 0 ? ["|"] + names[primary...] : [])
            let colourNames = ["", ":A", ":B"]
            let optionLines: [String] = zip(options, colours).map { option, colours in
                zip(option, colours).map { (item: Int, colour: Int) in names[item] + colourNames[colour] }
                    .joined(separator: " ")
            }
            let text = itemNames.joined(separator: " ") + "\n" + optionLines.joined(separator: "\n") + "\n"
            let named = try NamedExactCoverProblem(reading: Array(text.utf8))
            let expected = Set(
                ExactCoverBruteForce.solutions(
                    primaryItemCount: primary, itemCount: names.count, options: options, colours: colours))
            branchings.insert(BitsetEngine(named.problem).branchesOnFewestOptions)
            for engine in [Engine.bitset, .dlx] {
                var found: [[Int]] = []
                ExactCoverSolver(problem: named.problem, engine: engine).forEachSolution {
                    found.append($0)
                    return true
                }
                #expect(Set(found) == expected && found.count == expected.count, "\(engine): \(text)")
                let counted = ExactCoverSolver(problem: named.problem, engine: engine, threads: 2).count().solutions
                #expect(counted == UInt64(expected.count), "\(engine) on 2 threads: \(text)")
            }
        }
    }
}
