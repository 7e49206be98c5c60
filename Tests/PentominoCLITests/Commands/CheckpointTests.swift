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

    /// Runs the count with a checkpoint, stopping it by `signal` after a random delay each time (up
    /// to `maximum` of them, saving every `interval` seconds) until a run ends by itself; returns that
    /// run's JSON and how many runs were stopped.
    static func countStopped(
        by signal: Int32, interval: Double, delays: ClosedRange<Double>, seed: UInt64,
        maximum: Int = 40
    ) throws -> (json: [String: Any], stopped: Int) {
        let path = try freshPath()
        var random = SplitMix64(seed: seed)
        for stopped in 0..<maximum {
            let running = try Running([
                "count", board, "--json", "--quiet", "--checkpoint", path,
                "--checkpoint-every", "\(interval)",
            ])
            let fraction = Double(random.uniform(below: 1 << 20)) / Double(1 << 20)
            let delay = delays.lowerBound + fraction * (delays.upperBound - delays.lowerBound)
            _ = running.signal(signal, after: .milliseconds(Int(delay * 1000)))
            if running.process.terminationReason == .exit && running.process.terminationStatus == 0 {
                return (try JSONText.object(running.stdout), stopped)
            }
            if signal == SIGINT {
                #expect(running.process.terminationStatus == 130)
                #expect(
                    running.stderr.contains("holds what was counted: run the same command to resume"),
                    "\(running.stderr)")
            }
        }
        let last = try Run("count", board, "--json", "--quiet", "--checkpoint", path)
        return (try JSONText.object(last.stdout), maximum)
    }

    /// The time of an uninterrupted count with a checkpoint, and its JSON.
    static func wholeCount() throws -> (seconds: Double, json: [String: Any]) {
        let run = try Run("count", board, "--json", "--quiet", "--checkpoint", try freshPath())
        #expect(run.status == 0)
        let json = try JSONText.object(run.stdout)
        #expect(json["distinct"] as? Int == 264 && json["all"] as? Int == 2112)
        return (try #require(json["seconds"] as? Double), json)
    }

    @Test(arguments: [SIGINT, SIGKILL])
    func aCountStoppedAgainAndAgainEndsWithTheWholeCount(signal: Int32) throws {
        let (seconds, whole) = try CheckpointTests.wholeCount()
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        // SIGINT saves as it stops; SIGKILL loses what was counted since the last save. Each run
        // lasts at most 40% of the whole count, so the count is stopped at least twice.
        let interval = max(0.1, seconds / 10)
        let delays =
            signal == SIGINT ? seconds * 0.1...seconds * 0.3 : interval * 1.5...max(interval * 2, seconds * 0.4)
        let (json, stopped) = try CheckpointTests.countStopped(
            by: signal, interval: interval, delays: delays, seed: seed)
        #expect(stopped >= 2, "seed \(seed): stopped \(stopped) times")
        #expect(json["distinct"] as? Int == 264, "seed \(seed)")
        #expect(json["all"] as? Int == 2112, "seed \(seed)")
        #expect(json["complete"] as? Bool == true)
        // Every part of the tree counted once: the nodes of the parts add up to those of one run.
        #expect(json["nodes"] as? Int == whole["nodes"] as? Int, "seed \(seed)")
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
                == "error: cannot write checkpoint file '/no/such/directory/count.checkpoint': No such file or directory\n"
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
