import Foundation
import PentominoKit
import Testing
import TilingCheck

/// `count --checkpoint FILE`: real counts interrupted and killed at random moments, then resumed, and
/// files that must not be resumed.
@Suite(.serialized)
struct CheckpointTests {
    /// The box counted: 264 distinct tilings, 2112 in all; a few seconds in a debug build, a few
    /// tenths in a release build.
    static let board = "2x5x6"

    /// A fresh path for a checkpoint file, where none exists yet.
    static func freshPath() throws -> String {
        let path = try Run.file("", named: "count.checkpoint")
        try FileManager.default.removeItem(atPath: path)
        return path
    }

    /// How many subtrees the checkpoint at `path` holds as counted: none where there is no file.
    static func subtreesSaved(at path: String) -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        return text.split(separator: "\n").count { $0.hasPrefix("subtree ") }
    }

    /// Runs the count with a checkpoint saved every tenth of a second, stopping it by `signal` as
    /// soon as the file holds more counted subtrees than the run started from, `stops` times, then
    /// lets the last run end by itself; returns that run's JSON and how many runs were stopped.
    ///
    /// Each stop waits for the count to save progress, not for a time, so that every run adds to
    /// the file on a machine of any speed (a run that ends first is not stopped).
    static func countStopped(by signal: Int32, stops: Int) throws -> (json: [String: Any], stopped: Int) {
        let path = try freshPath()
        let command = ["count", board, "--json", "--quiet", "--checkpoint", path, "--threads", "1"]
        var stopped = 0
        while stopped < stops {
            let before = subtreesSaved(at: path)
            let running = try Running(command + ["--checkpoint-every", "0.1"])
            running.waitUntilReadyForSignals()
            let saved = Running.wait { !running.process.isRunning || subtreesSaved(at: path) > before }
            #expect(saved, "run \(stopped + 1) saved nothing within \(Running.patience)")
            guard running.process.isRunning else {
                running.process.waitUntilExit()
                #expect(running.process.terminationStatus == 0, "\(running.stderr)")
                return (try JSONText.object(running.stdout), stopped)
            }
            _ = running.signal(signal)
            stopped += 1
            if signal == SIGINT {
                #expect(running.process.terminationStatus == 130 || running.process.terminationStatus == 0)
                #expect(
                    running.process.terminationStatus == 0
                        || running.stderr.contains("holds what was counted: run the same command to resume"),
                    "\(running.stderr)")
            }
        }
        // The last run says it resumes from the parts counted before, which it does not count again.
        let counted = subtreesSaved(at: path)
        let last = try Run(arguments: command.filter { $0 != "--quiet" })
        #expect(last.status == 0 && counted > 0, "\(last.stderr)")
        #expect(last.stderr.contains(": \(counted) of the "), "\(last.stderr)")
        return (try JSONText.object(last.stdout), stopped)
    }

    /// An uninterrupted count with a checkpoint, on one thread: its JSON.
    static func wholeCount() throws -> [String: Any] {
        let run = try Run("count", board, "--json", "--quiet", "--checkpoint", try freshPath(), "--threads", "1")
        #expect(run.status == 0)
        let json = try JSONText.object(run.stdout)
        #expect(json["distinct"] as? Int == 264 && json["all"] as? Int == 2112)
        return json
    }

    /// SIGINT saves as it stops; SIGKILL loses what was counted since the last save. Stopped three
    /// times, each after a save, the count resumes each time and ends with the whole count.
    @Test(arguments: [SIGINT, SIGKILL])
    func aCountStoppedAgainAndAgainEndsWithTheWholeCount(signal: Int32) throws {
        let whole = try CheckpointTests.wholeCount()
        let (json, stopped) = try CheckpointTests.countStopped(by: signal, stops: 3)
        #expect(stopped >= 1, "the count ended before its first save")
        #expect(json["distinct"] as? Int == 264)
        #expect(json["all"] as? Int == 2112)
        #expect(json["complete"] as? Bool == true)
        // Every part of the tree counted once: the nodes of the parts add up to those of one run.
        #expect(json["nodes"] as? Int == whole["nodes"] as? Int)
    }

    @Test func aFinishedCheckpointGivesTheCountAtOnceOnAnyThreadCount() throws {
        let path = try CheckpointTests.freshPath()
        let first = try Run("count", "6x10", "--checkpoint", path, "--threads", "1")
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(first.stdout == "6x10: 2339 distinct tilings (9356 counting rotations and reflections)\n")
        let again = try Run("count", "6x10", "--checkpoint", path, "--threads", "2", "--json")
        #expect(again.status == 0)
        #expect(again.stderr.hasPrefix("resuming from checkpoint file '\(path)': "), "\(again.stderr)")
        let resumed = try JSONText.object(again.stdout)
        #expect(
            resumed["distinct"] as? Int == 2339 && resumed["all"] as? Int == 9356
                && resumed["complete"] as? Bool == true)
    }

    @Test func aFileForAnotherCountOrDamagedOrOfAnotherVersionIsRefused() throws {
        let path = try CheckpointTests.freshPath()
        #expect(try Run("count", "4x5", "--pieces", "LLNN", "--checkpoint", path).status == 0)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        for other in [
            ["4x5", "--pieces", "LLNP"], ["5x4", "--pieces", "LLNN"], ["4x5", "--pieces", "LLNN", "--engine", "dlx"],
            ["4x5", "--pieces", "LLNN", "--shard", "1/2"],
        ] {
            let run = try Run(arguments: ["count"] + other + ["--checkpoint", path])
            #expect(run.status == 1 && run.stdout.isEmpty, "\(other)")
            #expect(
                run.stderr
                    == "error: checkpoint file '\(path)' is for another count (board 4x5, pieces the pentominoes L L N N, engine bitset, shard 1/1): give another file, or delete it to start this count\n",
                "\(other)")
        }
        let damaged = saved.replacingOccurrences(of: "subtree 0 ", with: "subtree 0 1")
        #expect(damaged != saved)
        // A long count's checkpoint holds a line for each of many subtrees: one of two megabytes is read
        // whole, and only then judged.
        let large = saved + String(repeating: "subtree 1 1 1 1\n", count: 1 << 17)
        let edits = [
            damaged, large, String(saved.dropLast(3)), saved.replacingOccurrences(of: "version ", with: "version 0."),
            "hello\n", "",
        ]
        let errors = [
            "is damaged (its check does not match what it holds): delete it to count from the start",
            "is damaged (its check does not match what it holds): delete it to count from the start",
            "is damaged (its check does not match what it holds): delete it to count from the start",
            "is damaged (its check does not match what it holds): delete it to count from the start",
            "is not a pentomino checkpoint: give another file, or a path where none exists yet to start a count",
            "is not a pentomino checkpoint: give another file, or a path where none exists yet to start a count",
        ]
        for (text, error) in zip(edits, errors) {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Run("count", "4x5", "--pieces", "LLNN", "--checkpoint", path)
            #expect(run.status == 1 && run.stdout.isEmpty)
            #expect(run.stderr == "error: checkpoint file '\(path)' \(error)\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "a refused file is left as it was")
        }
    }

    @Test func aCheckpointThatCannotBeWrittenFailsBeforeTheCount() throws {
        let run = try Run("count", "6x10", "--checkpoint", "/no/such/directory/count.checkpoint")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: cannot make '/no/such/directory/count.checkpoint.lock', the lock beside checkpoint file '/no/such/directory/count.checkpoint': No such file or directory; give a checkpoint in a folder where files can be made\n"
        )
        // A file that exists where no file can be made beside it: the lock is what cannot be made.
        let proc = try Run("count", "6x10", "--checkpoint", "/proc/version")
        #expect(proc.status == 1 && proc.stdout.isEmpty)
        #expect(
            proc.stderr
                == "error: cannot make '/proc/version.lock', the lock beside checkpoint file '/proc/version': No such file or directory; give a checkpoint in a folder where files can be made\n"
        )
        // A device is no checkpoint: /dev/full would read as endless zeros.
        for command in [["count", "6x10"], ["exact-cover", "-"]] {
            let device = try Run(arguments: command + ["--checkpoint", "/dev/full"], input: "a\na\n")
            #expect(device.status == 1 && device.stdout.isEmpty)
            #expect(
                device.stderr
                    == "error: checkpoint file '/dev/full' is not a regular file: a checkpoint is a file that the count writes and replaces as it goes; give the path of one, or of none yet to start a count\n"
            )
        }
        let alone = try Run("count", "6x10", "--checkpoint-every", "2")
        #expect(alone.status == 64)
        #expect(
            alone.errorLines.first
                == "error: --checkpoint-every says how often to save a checkpoint: give --checkpoint FILE too")
        let zero = try Run("count", "6x10", "--checkpoint", try CheckpointTests.freshPath(), "--checkpoint-every", "0")
        #expect(zero.status == 64)
        #expect(
            zero.errorLines.first
                == "error: option '--checkpoint-every' takes a number of seconds from 0.1 to 86400, not '0'")
    }
}
