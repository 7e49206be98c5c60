import Foundation
import Testing
import TilingCheck

/// The progress line of `count` and `solve`: off pipes and quiet runs, redrawn on a terminal.
struct ProgressLineTests {
    @Test func progressStaysOffPipesAndQuietRuns() throws {
        for extra in [[], ["--quiet"]] {
            let run = try Run(arguments: ["count", "5x12", "--engine", "dlx", "--threads", "1"] + extra)
            #expect(run.status == 0 && run.stderr.isEmpty)
        }
    }

    /// The progress line shows on a terminal once a count has run a second (the 8x8 with gaps, a
    /// minute or more), redrawn in place; a terminal that cannot redraw a line (`TERM=dumb`, started
    /// first, so that it has run at least as long) gets none of it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func progressIsRedrawnOnATerminalAfterASecond() throws {
        let arguments = ["count", "8x8", "--allow-gaps", "--threads", "1"]
        let dumb = try TerminalRun(arguments, prefix: "env TERM=dumb")
        let run = try TerminalRun(arguments)
        #expect(
            run.wait { $0.contains("tilings so far") && $0.contains("% done, about ") && $0.contains(" left") },
            "\(run.shown)")
        #expect(run.shown.contains("\r\u{1B}[K"))
        run.interrupt()
        dumb.interrupt()
        #expect(!dumb.shown.contains("tilings so far") && !dumb.shown.contains("\u{1B}"), "\(dumb.shown)")
    }

    /// The search for a first tiling shows a line of its own while it runs (on 5x120 by ten sets,
    /// which only Dancing Links holds, for far longer than the test waits), wiped when it is
    /// interrupted; `--quiet` (started first) silences it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressWhileItSearchesForAFirstTiling() throws {
        let arguments = ["solve", "5x120", "--pieces", "10*pentominoes"]
        let quiet = try TerminalRun(arguments + ["--quiet"])
        let shown = try TerminalRun(arguments)
        #expect(
            shown.wait { $0.contains("\r\u{1B}[Ksearching for a tiling: ") && $0.contains(" M nodes, ") },
            "\(shown.shown)")
        shown.interrupt()
        #expect(shown.shown.contains("\r\u{1B}[Kinterrupted: no tiling was printed"), "\(shown.shown)")
        quiet.interrupt()
        #expect(
            !quiet.shown.contains("searching for a tiling")
                && quiet.shown.contains("interrupted: no tiling was printed"),
            "\(quiet.shown)")
    }

    /// Where the tilings go to a file, which shows nothing as it fills, the line stays until the
    /// search ends, counting them (every tiling of the 8x8 with gaps would take minutes); where
    /// they go to a pipe (started first), it goes at the first tiling, as on a terminal.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressAllTheWayWhileItWritesToAFile() throws {
        let file = try Run.file("", named: "tilings"), pipedFile = try Run.file("", named: "piped")
        let arguments = ["solve", "8x8", "--allow-gaps", "--all"]
        let piped = try TerminalRun(arguments, suffix: "| cat > '\(pipedFile)'")
        let shown = try TerminalRun(arguments, suffix: "> '\(file)'")
        #expect(shown.wait { $0.contains(" tilings so far, ") && $0.contains(" M nodes, ") }, "\(shown.shown)")
        shown.interrupt()
        let printed = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n\n").count
        #expect(
            printed > 0 && shown.shown.contains("\r\u{1B}[Kinterrupted: printed \(printed) distinct tilings"),
            "\(shown.shown)")
        piped.interrupt()
        #expect(
            !piped.shown.contains("tilings so far") && piped.shown.contains("interrupted: printed "), "\(piped.shown)")
    }

    /// The count behind `solve --random` shows the line too (Dancing Links without symmetry
    /// breaking, counting the 8x8 with gaps on one thread: hours); `--quiet` (started first)
    /// silences it.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func solveShowsProgressWhileItCountsUnlessQuiet() throws {
        let arguments = [
            "solve", "8x8", "--allow-gaps", "--random", "--seed", "3", "--with-symmetries", "--engine", "dlx",
            "--threads", "1",
        ]
        let quiet = try TerminalRun(arguments + ["--quiet"])
        let shown = try TerminalRun(arguments)
        #expect(
            shown.wait { $0.contains("tilings so far") && $0.contains("% done, about ") && $0.contains(" left") },
            "\(shown.shown)")
        shown.interrupt()
        quiet.interrupt()
        #expect(!quiet.shown.contains("tilings so far"), "\(quiet.shown)")
    }
}
