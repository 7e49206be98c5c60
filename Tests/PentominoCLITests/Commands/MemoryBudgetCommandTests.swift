import Testing
import TilingCheck

/// `--memory SIZE`: read strictly on every command that takes it, and kept to: a table or a game
/// that would keep more stops with one line that names the budget, and a count in a small budget
/// still gives the known count.
struct MemoryBudgetCommandTests {
    /// Each command that takes `--memory`, with arguments that would otherwise run.
    static let commands: [[String]] = [
        ["count", "3x20"], ["solve", "3x20"], ["puzzle", "3x20"], ["play", "3x20", "--no-hints"],
        ["exact-cover", "-"],
    ]

    @Test(arguments: ["abc", "0", "512K", "1.5X", "2000T", "-3M", "1e9", "", "M", "4GB2"])
    func aSizeItCannotReadIsAUsageError(size: String) throws {
        for command in MemoryBudgetCommandTests.commands {
            let run = try Run(arguments: command + ["--memory", size], input: "a\na\n")
            #expect(run.status == 64, "\(command) --memory '\(size)'")
            #expect(
                run.errorLines.first.map(String.init)
                    == "error: option '--memory' takes a size from 1M to 1024T, such as 512M, "
                    + "4G or 1.5G (binary units: K, M, G, T), not '\(size)'", "\(command)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test(arguments: ["1048576", "1M", "1m", "1MiB", "1.5G", "4GB", "2t"])
    func everySpellingOfASizeIsRead(size: String) throws {
        let run = try Run("count", "3x20", "--memory", size)
        #expect(run.status == 0 && run.stdout == "3x20: 2 distinct tilings (8 counting rotations and reflections)\n")
    }

    /// The memory of counts shrinks to a quarter of the budget, and the counts stay the known ones.
    @Test func aCountInTheSmallestBudgetIsStillRight() throws {
        for (board, distinct, all) in [("6x10", 2339, 9356), ("4x15", 368, 1472), ("2x3x10", 12, 96)] {
            for engine in ["bitset", "dlx"] {
                let run = try Run("count", board, "--memory", "1M", "--engine", engine, "--json")
                let object = try JSONText.object(run.stdout)
                #expect(run.status == 0, "\(board) on \(engine): \(run.stderr)")
                #expect(object["distinct"] as? Int == distinct && object["all"] as? Int == all, "\(board) on \(engine)")
            }
        }
    }

    /// 5x6 by four pieces leaving ten cells empty: 36,576 classes of sets of empty cells, which a
    /// budget of 1 MiB cannot keep and one of 8 MiB can.
    @Test func aTableOverItsBudgetStopsAndSaysSo() throws {
        for threads in ["1", "2"] {
            let over = try Run(
                "count", "5x6", "--pieces", "LNPU", "--allow-gaps", "--by-gaps", "--memory", "1M", "--threads",
                threads)
            #expect(over.status == 1 && over.stdout.isEmpty, "\(threads) threads: \(over.stdout)")
            #expect(over.errorLines.count == 1, "\(over.stderr)")
            #expect(
                over.stderr.hasPrefix(
                    "error: 5x6: the table by empty cells needs more than the memory budget of 1 MiB: it held "))
            #expect(over.stderr.hasSuffix("; give --memory SIZE with more, or a board that leaves fewer cells empty\n"))
        }
        let within = try Run(
            "count", "5x6", "--pieces", "LNPU", "--allow-gaps", "--by-gaps", "--memory", "8M", "--quiet")
        let plain = try Run("count", "5x6", "--pieces", "LNPU", "--allow-gaps")
        #expect(within.status == 0 && plain.status == 0)
        #expect(
            within.stdout.split(separator: "\n").last.map(String.init)
                == "5x6: 40423 distinct tilings leaving 10 cells empty (161692 counting rotations and reflections), "
                + "by 36576 classes of sets of empty cells")
        #expect(plain.stdout.hasPrefix("5x6: 40423 distinct tilings leaving 10 cells empty (161692 counting"))
    }

    /// The game keeps every tiling of 5x12 for its hints, 4,040 of them, about 8 MB: more than the
    /// 6 MiB that a budget of 8 MiB leaves them, and less than the 12 MiB of one of 16 MiB.
    @Test func aGameOverItsBudgetSaysHowToWriteIt() throws {
        let over = try Run("play", "5x12", "--memory", "8M", "--quiet")
        #expect(over.status == 1 && over.stdout.isEmpty)
        #expect(over.errorLines.count == 1, "\(over.stderr)")
        #expect(
            over.stderr.hasPrefix(
                "error: 5x12: the game's list of completions needs more than the memory budget of 8 MiB"))
        #expect(over.stderr.hasSuffix("; give --memory SIZE with more, or --no-hints\n"))
        let within = try Run("play", "5x12", "--memory", "16M", "--quiet")
        #expect(within.status == 0 && within.stdout.contains("<html"), "\(within.stderr)")
    }
}
