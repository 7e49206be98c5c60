// `pentomino exact-cover`, in the order of its guide section:
//
// - Counts and printed solutions, against Knuth's programs and `KnuthText.flaw`.
// - Picking a solution: `--index` and `--random`.
// - Shards, JSON and checkpoints.
// - Bad files and usage errors.
// - Colours, and problems too large for the bitset engine.

import Foundation
import Testing
import TilingCheck

/// `pentomino exact-cover`: counts and solutions of problems in Knuth's format, each printed
/// solution checked by `KnuthText.flaw`, which shares nothing with the tool.
struct ExactCoverTests {
    /// The paragraphs of `text`, one per solution.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
    }

    // MARK: - Counts and solutions

    @Test(arguments: [
        ("toy", KnuthText.toy, 1), ("queens8", KnuthText.queens(8), 92), ("langford7", KnuthText.langford(7), 52),
        ("sudoku24", KnuthText.sudoku(ExactCoverTests.sudoku24), 437),
    ])
    func everyPrintedSolutionIsAnExactCoverAndTheyAreAsManyAsTheCount(name: String, text: String, expected: Int)
        throws
    {
        let path = try Run.file(text, named: "\(name).dlx")
        for engine in ["bitset", "dlx"] {
            for threads in ["1", "2"] {
                let count = try Run("exact-cover", path, "--engine", engine, "--threads", threads)
                #expect(count.status == 0 && count.stderr.isEmpty, "\(count.stderr)")
                #expect(count.stdout == "\(path): \(expected) solution\(expected == 1 ? "" : "s")\n")
            }
            let listed = try Run("exact-cover", path, "--solutions", "--engine", engine)
            #expect(listed.status == 0)
            let solutions = ExactCoverTests.paragraphs(listed.stdout)
            #expect(solutions.count == expected && Set(solutions).count == expected)
            for solution in solutions { #expect(KnuthText.flaw(in: solution, of: text) == nil, "\(solution)") }
        }
    }

    /// Random problems of `docs/problems`, written by its `random.py`, of 100 and 500 primary items
    /// and of 40 with colours: counted on both engines and threads as Knuth's DLX1 (plain) and
    /// DLX2 (coloured) count them, each solution listed checked. The larger ones, which the search
    /// over live options branches on with counts kept, run in `.ci/run` against the release build.
    @Test(arguments: [("random-100-20-10", 11), ("random-500-50-4", 4), ("colours-40-20-40", 346)])
    func randomProblemsCountAsKnuthsProgramsDo(name: String, expected: Int) throws {
        let path = Repository.root.appendingPathComponent("docs/problems/\(name).dlx").path
        let text = try Repository.text("docs/problems/\(name).dlx")
        for engine in ["bitset", "dlx"] {
            for threads in ["1", "2"] {
                let count = try Run("exact-cover", path, "--engine", engine, "--threads", threads, "--quiet")
                #expect(count.stdout == "\(path): \(expected) solutions\n", "\(engine) on \(threads) threads")
            }
            let listed = ExactCoverTests.paragraphs(
                try Run("exact-cover", path, "--solutions", "--engine", engine).stdout)
            #expect(listed.count == expected && Set(listed).count == expected)
            for solution in listed { #expect(KnuthText.flaw(in: solution, of: text) == nil, "\(solution)") }
        }
    }

    /// A sudoku of 24 givens with 437 solutions, and one of 20 with 121,725, as Knuth's DLX1 counts
    /// them (`docs/problems/sudoku.py` writes both).
    static let sudoku24 = "5....8....7..9.34...83..5...59..14....68..7.1..392...........8.......6.5........9"
    static let sudoku20 = "5....8....7.....4...8...5...59..14....68..7.1..392...........8.......6..........9"

    /// A sudoku has 324 items, more than two words hold: the bitset engine searches it over its
    /// live options, `auto` picks it, and the tree is cut below the givens' chain of forced choices
    /// for a second thread (`.ci/run` counts `docs/problems/sudoku19.dlx` so in the release build).
    @Test func aSudokuRunsOnBothEnginesAndThreads() throws {
        let path = try Run.file(KnuthText.sudoku(ExactCoverTests.sudoku20), named: "sudoku20.dlx")
        for engine in ["auto", "dlx"] {
            for threads in ["1", "2"] {
                let run = try Run("exact-cover", path, "--engine", engine, "--threads", threads, "--json")
                let object = try JSONText.object(run.stdout)
                #expect(object["solutions"] as? Int == 121_725 && object["complete"] as? Bool == true, "\(run.stdout)")
                #expect(object["engine"] as? String == (engine == "auto" ? "bitset" : "dlx"))
                // One thread searches the tree whole; two share the subtrees below the givens.
                #expect((object["subtrees"] as? Int).map { threads == "1" ? $0 == 0 : $0 > 1 } == true)
                #expect(object["unsplit"] == nil)
            }
        }
    }

    /// A count on two threads of a tree too small to share says so, and why, in its JSON line.
    @Test func aTreeTooSmallToShareSaysWhy() throws {
        let run = try Run("exact-cover", "-", "--threads", "2", "--json", input: KnuthText.toy)
        let object = try JSONText.object(run.stdout)
        #expect(object["subtrees"] as? Int == 0)
        #expect(
            object["unsplit"] as? String
                == "the whole tree has too few nodes to share: it was searched on one thread")
    }

    /// 8,192 options each forced, one more than the whole tree's first search on one thread takes:
    /// two threads cut the tree below the chain, and count its one solution. (The bitset engine's
    /// count takes seconds in a debug build; `.ci/run` counts it on the release build.)
    @Test func aChainOfForcedOptionsPastTheFirstSearchIsCounted() throws {
        let items = (0..<8192).map { "i\($0)" }
        let problem = items.joined(separator: " ") + "\n" + items.joined(separator: "\n") + "\n"
        let run = try Run("exact-cover", "-", "--threads", "2", "--engine", "dlx", input: problem)
        #expect(run.status == 0 && run.stdout == "stdin: 1 solution\n", "\(run.stderr)")
    }

    @Test func theToyProblemsSolutionIsItsOptionsInTheOrderRead() throws {
        let run = try Run("exact-cover", "-", "--solutions", input: KnuthText.toy)
        #expect(run.status == 0 && run.stdout == "c e\na d f\nb g\n")
        let json = try Run("exact-cover", "-", "--limit", "5", "--json", input: KnuthText.toy)
        #expect(json.stdout == "{\"index\":1,\"options\":[\"c e\",\"a d f\",\"b g\"]}\n")
    }

    /// `pentomino export 6x10 | pentomino exact-cover -` counts every tiling, and with
    /// `--distinct` the distinct ones. (`.ci/run` counts every tiling on both engines, on one
    /// thread and two, with the release build: Dancing Links takes seconds in a debug build.)
    @Test(arguments: [([String](), "bitset", 9356), (["--distinct"], "dlx", 2339)])
    func anExportedBoardReadBackCountsItsTilings(options: [String], engine: String, expected: Int) throws {
        let exported = try Run(arguments: ["export", "6x10"] + options).stdout
        let run = try Run("exact-cover", "-", "--engine", engine, "--threads", "2", input: exported)
        #expect(run.stdout == "stdin: \(expected) solutions\n", "\(engine): \(run.stderr)")
    }

    // MARK: - Picking a solution

    @Test func indexAndRandomPickFromTheListingsOrder() throws {
        let path = try Run.file(KnuthText.queens(8), named: "queens8.dlx")
        let all = ExactCoverTests.paragraphs(try Run("exact-cover", path, "--solutions").stdout)
        #expect(all.count == 92)
        for index in [1, 2, 50, 92] {
            for threads in ["1", "2"] {
                let run = try Run("exact-cover", path, "--index", "\(index)", "--threads", threads)
                #expect(run.status == 0 && run.stdout == all[index - 1] + "\n", "index \(index)")
            }
        }
        let beyond = try Run("exact-cover", path, "--index", "93")
        #expect(beyond.status == 1)
        #expect(
            beyond.errorLines == [
                "error: \(path) has 92 solutions, so there is no solution 93: give --index from 1 to 92"
            ])
        let random = try Run("exact-cover", path, "--random", "--seed", "7")
        #expect(
            random.status == 0 && random.stderr.isEmpty && all.contains(random.stdout.trimmingCharacters(in: .newlines))
        )
        #expect(try Run("exact-cover", path, "--random", "--seed", "7", "--threads", "1").stdout == random.stdout)
        let limited = try Run("exact-cover", path, "--limit", "3")
        #expect(ExactCoverTests.paragraphs(limited.stdout) == Array(all.prefix(3)))
    }

    @Test func aProblemWithoutSolutionsCountsZeroAndHasNoneToPrint() throws {
        let path = try Run.file("a b\na\n", named: "none.dlx")
        let count = try Run("exact-cover", path)
        #expect(count.status == 0 && count.stdout == "\(path): 0 solutions\n")
        let solve = try Run("exact-cover", path, "--solutions")
        #expect(solve.status == 1 && solve.errorLines == ["error: \(path) has no solution"])
    }

    // MARK: - Shards, JSON and checkpoints

    @Test func shardsAddUpAndTheJSONNamesTheProblem() throws {
        let path = try Run.file(KnuthText.langford(7), named: "langford7.dlx")
        var total = 0
        var problems: Set<String> = []
        for shard in 1...4 {
            let run = try Run("exact-cover", path, "--shard", "\(shard)/4", "--json")
            let object = try JSONText.object(run.stdout)
            #expect(object["shard"] as? String == "\(shard)/4" && object["complete"] as? Bool == true)
            total += try #require(object["solutions"] as? Int)
            problems.insert(try #require(object["problem"] as? String))
        }
        #expect(total == 52)
        #expect(problems.count == 1)
    }

    @Test func aFinishedCheckpointGivesTheCountAgainAndAnotherProblemIsRefused() throws {
        let path = try Run.file(KnuthText.queens(8), named: "queens8.dlx")
        let checkpoint = try Run.file("", named: "queens.checkpoint")
        try FileManager.default.removeItem(atPath: checkpoint)
        let first = try Run("exact-cover", path, "--checkpoint", checkpoint)
        #expect(first.status == 0 && first.stdout == "\(path): 92 solutions\n", "\(first.stderr)")
        let again = try Run("exact-cover", path, "--checkpoint", checkpoint, "--threads", "1")
        #expect(again.stdout == "\(path): 92 solutions\n")
        #expect(again.stderr.hasPrefix("resuming from checkpoint file '\(checkpoint)': "), "\(again.stderr)")
        let other = try Run.file(KnuthText.queens(7), named: "queens7.dlx")
        let refused = try Run("exact-cover", other, "--checkpoint", checkpoint)
        #expect(refused.status == 1)
        #expect(
            refused.errorLines.first?.contains("is for another count (file \(path), engine bitset, shard 1/1)") == true,
            "\(refused.stderr)")
    }

    // MARK: - Bad input

    @Test(arguments: [
        ("a b\na\nb c\n", "line 3: the option names 'c', which is not an item: the first line names every item"),
        ("a b a\n", "line 1: the items' line names 'a' twice: each item is named once"),
        ("", "the text names no items: its first line other than comments (which begin with |) names the items"),
    ])
    func badProblemsAreOneLineNamingTheFileAndTheLine(text: String, message: String) throws {
        let path = try Run.file(text, named: "bad.dlx")
        let run = try Run("exact-cover", path)
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: '\(path)': \(message)"])
        let binary = try Run("exact-cover", "-", input: "a b\n\u{1}\u{2}\u{3}\n")
        #expect(binary.status == 1 && binary.errorLines.count == 1 && binary.stderr.contains("line 2"))
    }

    @Test(arguments: [
        (["exact-cover"], "exact-cover takes exactly one FILE (- for standard input), got 0"),
        (["exact-cover", "a", "b"], "exact-cover takes exactly one FILE (- for standard input), got 2"),
        (
            ["exact-cover", "-", "--solutions", "--index", "2"],
            "--solutions and --index choose solutions in different ways: give one of them"
        ),
        (
            ["exact-cover", "-", "--index", "2", "--shard", "1/2"],
            "--shard is for a count: give it without --solutions, --limit, --index or --random"
        ),
        (["exact-cover", "-", "--seed", "2"], "--seed only makes sense with --random"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let run = try Run(arguments: arguments)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "error: \(message)")
    }

    // MARK: - Colours and large problems

    @Test func coloursAgreeOrClashAsInKnuthsDLX2() throws {
        let run = try Run("exact-cover", "-", "--solutions", input: KnuthText.colourToy)
        #expect(run.status == 0 && run.stdout == "p r x:A y\nq x:A\n")
        #expect(KnuthText.flaw(in: run.stdout, of: KnuthText.colourToy) == nil)
        for engine in ["bitset", "dlx"] {
            let run = try Run("exact-cover", "-", "--json", "--engine", engine, input: KnuthText.colourToy)
            let json = try JSONText.object(run.stdout)
            #expect(json["solutions"] as? Int == 1 && json["engine"] as? String == engine)
        }
        // The bitset engine takes any number of options whose tables fit its memory's bound.
        let wide = "a | x\n" + String(repeating: "a x:A\n", count: 4097)
        for engine in ["bitset", "dlx"] {
            let run = try Run("exact-cover", "-", "--engine", engine, input: wide)
            #expect(run.stdout == "stdin: 4097 solutions\n", "\(engine)")
        }
        // Past that bound, a problem with colours is for Dancing Links alone.
        let wider = "a | x\n" + String(repeating: "a x:A\n", count: 100_000)
        #expect(try Run("exact-cover", "-", input: wider).stdout == "stdin: 100000 solutions\n")
        let bitset = try Run("exact-cover", "-", "--engine", "bitset", input: wider)
        #expect(bitset.status == 1)
        #expect(
            bitset.errorLines == [
                "error: stdin: the bitset engine takes a problem with colours whose tables fit 1024 MiB, with no item of multiplicity or capacity above 1; this one has 2 items and 100000 options, whose tables would take 1196 MiB: use --engine dlx or auto"
            ])
    }

    @Test func theBitsetEngineRefusesAProblemTooLargeForItsWordsOrItsMemory() throws {
        // Beyond two words, items that several options may share keep a problem off the search over
        // live options.
        let items = (0..<300).map { "i\($0)" }.joined(separator: " ")
        let shared = "\(items) 0:2|s\ni0 s\n" + (1..<300).map { "i\($0)\n" }.joined()
        let tooManyItems = try Run("exact-cover", "-", "--engine", "bitset", input: shared)
        #expect(tooManyItems.status == 1)
        #expect(
            tooManyItems.errorLines == [
                "error: stdin: the bitset engine takes a problem of at most 256 items, or of any number whose tables fit 1024 MiB, with no item of multiplicity or capacity above 1; this one has 301 items and 300 options: use --engine dlx or auto"
            ])
        #expect(try Run("exact-cover", "-", input: shared).stdout == "stdin: 1 solution\n")
        // A plain problem beyond two words whose rows of clashes, a bit per option for each option,
        // pass the bound.
        let tooManyOptions = try Run(
            "exact-cover", "-", "--engine", "bitset",
            input: "\(items) | x\n" + String(repeating: "i0 x\n", count: 100_000))
        #expect(tooManyOptions.status == 1)
        #expect(
            tooManyOptions.errorLines == [
                "error: stdin: the bitset engine takes a problem of at most 256 items, or of any number whose tables fit 1024 MiB, with no item of multiplicity or capacity above 1; this one has 301 items and 100000 options, whose tables would take 1214 MiB: use --engine dlx or auto"
            ])
    }
}
