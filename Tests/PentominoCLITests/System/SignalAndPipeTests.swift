import Foundation
import Testing
import TilingCheck

/// Signals sent to a real `pentomino` process in the middle of a long search, and outputs that go away.
@Suite(.serialized)
struct SignalAndPipeTests {
    /// A process of the built binary, its output going to files.
    final class Running {
        let process = Process()
        let out: URL
        let err: URL

        init(_ arguments: [String]) throws {
            out = try URL(fileURLWithPath: Run.file("", named: "out"))
            err = try URL(fileURLWithPath: Run.file("", named: "err"))
            process.executableURL = Run.binary
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
        }

        /// Sends `signal` after `delay`, and returns how long the process took to end after it.
        func signal(_ signal: Int32, after delay: Duration) -> Duration {
            Thread.sleep(
                forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            let start = ContinuousClock.now
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return ContinuousClock.now - start
        }

        var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedCountStopsPromptlyAndSaysItIsIncomplete(signal: Int32) throws {
        // The full 8x8 with gaps takes minutes; stop it after a second.
        let running = try Running(["count", "8x8", "--allow-gaps", "--json", "--threads", "2"])
        let stopping = running.signal(signal, after: .seconds(1))
        #expect(stopping < .milliseconds(200), "took \(stopping) to stop")
        #expect(running.process.terminationReason == .exit)
        #expect(running.process.terminationStatus == 130)
        let json = try JSONText.object(running.stdout)
        #expect(json["complete"] as? Bool == false)
        #expect((json["distinct"] as? Int ?? 0) > 0)
        #expect(running.stderr.hasPrefix("interrupted: "))
        #expect(running.stderr.split(separator: "\n").count == 1)
    }

    @Test func anInterruptedCountInWordsSaysSoOnBothStreams() throws {
        let running = try Running(["count", "8x8", "--allow-gaps", "--engine", "dlx", "--threads", "1"])
        _ = running.signal(SIGINT, after: .milliseconds(500))
        #expect(running.process.terminationStatus == 130)
        #expect(running.stdout.hasPrefix("8x8: "))
        #expect(running.stdout.hasSuffix("found before the count was interrupted\n"))
        #expect(running.stderr.hasPrefix("interrupted: the count stopped after"))
    }

    @Test func anInterruptedSolveAllKeepsOnlyWholeTilings() throws {
        let running = try Running(["solve", "8x8", "--allow-gaps", "--all"])
        let stopping = running.signal(SIGINT, after: .milliseconds(700))
        #expect(stopping < .milliseconds(200), "took \(stopping) to stop")
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
        #expect(ContinuousClock.now - start < .seconds(5))
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.last == "status 0")
        #expect(run.stderr.isEmpty)
    }

    /// On a terminal each record is written as soon as it ends (`Output.endRecord()`, as `solve`
    /// ends each tiling): killed (SIGKILL, so nothing still gathered is written) one second and a
    /// half into a benchmark whose first row takes milliseconds and whose second takes six counts of
    /// 6x10 on Dancing Links, the process has shown the header and the first row. Gathered into blocks of
    /// 64 KiB and written only when one filled, nothing had reached the terminal by then.
    @Test(.enabled(if: CountShardGapVerifyTests.hasScript, "needs util-linux's script(1) for a terminal"))
    func aTerminalSeesEachRecordAsItEnds() throws {
        // `exec`, or a shell that waits for timeout (dash, when script(1) runs $SHELL or /bin/sh)
        // reports the kill with a line of its own.
        let command = "exec timeout -s KILL 1.5 '\(Run.binary.path)' bench 3x20 6x10 --engine dlx --threads 1 --runs 5"
        let run = try Run.process("/usr/bin/script", ["-qec", command, "/dev/null"])
        let lines = run.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("board ") == true && lines.last?.hasPrefix("3x20 ") == true, "\(run.stdout)")
    }

    /// Into a pipe or a file, records are gathered, but those that have ended are written within a
    /// tenth of a second: killed as above, the benchmark has written its header and first row.
    /// Written only when a block of 64 KiB filled, as before, nothing had reached either by then.
    @Test(arguments: ["| cat", "> \"$1\"; cat \"$1\""])
    func aPipeOrAFileSeesEachRecordSoonAfterItEnds(destination: String) throws {
        let command = "timeout -s KILL 1.5 \"$0\" bench 3x20 6x10 --engine dlx --threads 1 --runs 5 \(destination)"
        let run = try Run.process("/bin/bash", ["-c", command, Run.binary.path, Run.file("", named: "out")])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("board ") == true && lines.last?.hasPrefix("3x20 ") == true, "\(run.stdout)")
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
