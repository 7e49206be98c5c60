import Foundation
import Testing
import TilingCheck

/// Signals sent to a real `pentomino` process in the middle of a long search, and outputs that go away.
@Suite(.serialized)
struct SignalAndPipeTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedCountStopsPromptlyAndSaysItIsIncomplete(signal: Int32) throws {
        // The full 8x8 with gaps takes minutes; stop it once it is ready for the signal.
        let running = try Running(["count", "8x8", "--allow-gaps", "--json", "--threads", "2"])
        let stopping = running.signal(signal, after: .zero)
        // A few milliseconds on an idle machine; the limit only catches a hang.
        #expect(stopping < .seconds(60), "took \(stopping) to stop")
        #expect(running.process.terminationReason == .exit)
        #expect(running.process.terminationStatus == 128 + signal, "130 after SIGINT, 143 after SIGTERM")
        let json = try JSONText.object(running.stdout)
        #expect(json["complete"] as? Bool == false)
        #expect(json["distinct"] as? Int != nil)
        #expect(running.stderr.hasPrefix("interrupted: "))
        #expect(running.stderr.split(separator: "\n").count == 1)
    }

    @Test func anInterruptedCountInWordsSaysSoOnBothStreams() throws {
        let running = try Running(["count", "8x8", "--allow-gaps", "--engine", "dlx", "--threads", "1"])
        _ = running.signal(SIGINT, after: .zero)
        #expect(running.process.terminationStatus == 130)
        #expect(running.stdout.hasPrefix("8x8: "))
        #expect(running.stdout.hasSuffix("found before the count was interrupted\n"))
        #expect(running.stderr.hasPrefix("interrupted: the count stopped after"))
    }

    /// `timeout` sends its SIGTERM to the process and then to the process's group: a second signal a
    /// moment after the first, once the first has been taken, is the same request, and the count
    /// still says what it found (it ended silently, by the signal, before).
    @Test func aSignalRepeatedAtOnceIsTheSameRequest() throws {
        let running = try Running(["count", "8x8", "--allow-gaps", "--engine", "dlx", "--threads", "1"])
        running.waitUntilReadyForSignals()
        let pid = running.process.processIdentifier
        kill(pid, SIGTERM)
        // Looked for without a pause: the process stops within milliseconds of taking it.
        let deadline = ContinuousClock.now + Running.patience
        while running.process.isRunning && Running.pending(SIGTERM, pid) && ContinuousClock.now < deadline {}
        kill(pid, SIGTERM)
        running.process.waitUntilExit()
        #expect(running.process.terminationReason == .exit)
        #expect(running.process.terminationStatus == 143)
        #expect(running.stdout.hasSuffix("found before the count was interrupted\n"))
        #expect(running.stderr.hasPrefix("interrupted: the count stopped after"))
    }

    /// A strip stopped before its sweep ends (while it finds its states or counts its columns) says
    /// so, and looks for no recurrence in the terms it printed.
    @Test func aStripStoppedInItsSweepLooksForNoRecurrence() throws {
        let running = try Running(["strip", "5", "--copies", "any", "--to", "1000000", "--recurrence", "--quiet"])
        _ = running.signal(SIGINT, after: .zero)
        #expect(running.process.terminationStatus == 130)
        #expect(running.stderr.hasPrefix("interrupted: strip 5: stopped "), "\(running.stderr)")
        #expect(!running.stderr.contains("recurrence"), "\(running.stderr)")
        #expect(!running.stdout.contains("#"))
    }

    /// A count interrupted once the progress line shows tilings found prints at least that many.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func anInterruptedCountPrintsWhatItFound() throws {
        let run = try TerminalRun(["count", "2x4x8", "--allow-gaps"])
        let found = /\r\u{1B}\[K([1-9][0-9]*) tilings so far/
        #expect(run.wait { $0.contains(found) }, "\(run.shown)")
        run.interrupt()
        let shown = run.shown.replacingOccurrences(of: "\r\n", with: "\n")
        let least = shown.matches(of: found).compactMap { Int($0.output.1) }.max() ?? 0
        let line = try #require(
            shown.firstMatch(of: /2x4x8: ([0-9]+) distinct tilings leaving 4 cells empty \(([0-9]+) counting/))
        #expect(Int(line.output.2)! >= least, "\(shown)")
        #expect(shown.contains("found before the count was interrupted"), "\(shown)")
    }

    @Test func anInterruptedSolveAllKeepsOnlyWholeTilings() throws {
        let running = try Running(["solve", "8x8", "--allow-gaps", "--all"])
        // Tilings that have ended reach the file within a tenth of a second: wait for a dozen.
        #expect(Running.wait { running.stdout.components(separatedBy: "\n\n").count > 12 })
        let stopping = running.signal(SIGINT)
        #expect(stopping < .seconds(60), "took \(stopping) to stop")
        #expect(running.process.terminationStatus == 130)
        let blocks = running.stdout.split(separator: "\n\n")
        #expect(blocks.count > 10)
        // The first tilings and the last, which the signal may have cut through if anything did.
        for block in blocks.prefix(100) + blocks.suffix(1) {
            let rows = block.split(separator: "\n")
            #expect(rows.count == 8 && rows.allSatisfy { $0.count == 8 }, "\(block)")
            #expect(block.filter { $0 == "." }.count == 4, "\(block)")
            #expect(TilingCheck.problem(in: String(block)) == nil, "\(block)")
        }
        #expect(
            running.stderr
                == "interrupted: printed \(blocks.count) distinct tilings before the search was stopped; there may be more\n"
        )
    }

    @Test func aReaderThatGoesAwayEndsTheSearchQuietly() throws {
        // Every tiling of the 8x8 with gaps would take minutes to print; head stops reading after 3 lines.
        let start = ContinuousClock.now
        let run = try Run.process(
            "/bin/bash",
            [
                "-c",
                "set -o pipefail; \"$0\" solve 8x8 --allow-gaps --all 2>\"$1\" | head -3; echo \"status $?\"; cat \"$1\"",
                Run.binary.path, Run.file("", named: "err"),
            ])
        #expect(ContinuousClock.now - start < .seconds(60))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.last == "status 0")
        #expect(run.stderr.isEmpty)
    }

    /// On a terminal each record is written as soon as it ends (`Output.endRecord()`, as `solve`
    /// ends each tiling): the first row of a benchmark (milliseconds of 3x20) shows while the second
    /// (the 8x8 with gaps on Dancing Links and one thread, hours) is still being measured. Gathered into
    /// blocks of 64 KiB and written only when one filled, nothing would show until the end.
    @Test(.enabled(if: TerminalRun.available, "needs util-linux's script(1) for a terminal"))
    func aTerminalSeesEachRecordAsItEnds() throws {
        let run = try TerminalRun(
            ["bench", "3x20", "8x8", "--allow-gaps", "--engine", "dlx", "--threads", "1", "--runs", "1"])
        let firstRow = { (shown: String) in
            shown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").contains { $0.hasPrefix("3x20 ") }
        }
        #expect(run.wait(for: firstRow), "\(run.shown)")
        #expect(run.isRunning, "the second row is still being measured")
        #expect(run.shown.hasPrefix("board "), "\(run.shown)")
        run.interrupt()
    }

    /// Into a pipe or a file, records are gathered, but those that have ended are written within a
    /// tenth of a second: the first row of the benchmark above reaches either while the second is
    /// still being measured.
    @Test(arguments: ["| cat > \"$1\"", "> \"$1\""])
    func aPipeOrAFileSeesEachRecordSoonAfterItEnds(destination: String) throws {
        let pid = try Run.file("", named: "pid"), out = try Run.file("", named: "out")
        let command =
            "sh -c 'echo $$ > \"$2\"; exec \"$0\" bench 3x20 8x8 --allow-gaps --engine dlx --threads 1 --runs 1' \"$0\" \"$1\" \"$2\" \(destination)"
        let running = try Running(
            executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", command, Run.binary.path, out, pid])
        let read = { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        #expect(Running.wait { read().split(separator: "\n").count >= 2 }, "\(read())")
        let lines = read().split(separator: "\n")
        #expect(lines.first?.hasPrefix("board ") == true && lines.last?.hasPrefix("3x20 ") == true, "\(read())")
        #expect(running.process.isRunning, "the second row is still being measured")
        if let benchmark = Int32(
            (try? String(contentsOfFile: pid, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        {
            kill(benchmark, SIGKILL)
        }
        running.process.waitUntilExit()
    }

    @Test func aFullDiskIsAFailureWithOneLine() throws {
        let run = try Run.process("/bin/bash", ["-c", "\"$0\" solve 6x10 --all > /dev/full", Run.binary.path])
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsAFailureWithOneLine() throws {
        let run = try Run.process("/bin/bash", ["-c", "\"$0\" count 6x10 >&-", Run.binary.path])
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write to standard output: it is closed\n")
    }
}
