import Foundation
import Testing

/// SIGINT and SIGTERM stop every long run, in every mode, on both engines and on one thread and two:
/// it says "interrupted" on one line of stderr and exits 130 or 143.
///
/// Each run is of a search that takes minutes on a release build, and is signalled as soon as it
/// is ready for signals (an event, not a time): whatever it is doing then, setting up or searching,
/// it must stop. The limit on how long it takes to stop only catches a hang; on an idle machine every
/// mode stops in well under a second (`bash Benchmarks/stops` measures it on the release build).
struct InterruptEveryModeTests {
    /// A long run of each mode, by name, and the engines that hold it.
    static let modes: [(name: String, arguments: [String], engines: [String])] = [
        ("count", ["count", "8x8", "--allow-gaps"], both),
        ("at most", ["count", "8x8", "--allow-gaps", "--at-most", "100000000"], both),
        // A board of 600 cells, which only Dancing Links holds and which has no tiling found in minutes.
        ("unique", ["count", "5x120", "--pieces", "10*pentominoes", "--unique"], ["dlx"]),
        ("by gaps", ["count", "8x8", "--pieces", "FILN", "--allow-gaps", "--by-gaps"], both),
        ("by pieces", ["count", "8x8", "--allow-gaps", "--by-pieces"], both),
        ("shard", ["count", "8x8", "--allow-gaps", "--shard", "1/2", "--json"], both),
        ("on a torus", ["count", "8x8", "--allow-gaps", "--surface", "torus"], both),
        // The tatami rule's items take this board past the bitset engine's words.
        ("tatami on a torus", ["count", "8x8", "--allow-gaps", "--tatami", "--surface", "torus"], ["dlx"]),
        ("solve", ["solve", "5x120", "--pieces", "10*pentominoes"], ["dlx"]),
        ("solve --index", ["solve", "8x8", "--allow-gaps", "--index", "60000000"], both),
        ("solve --all", ["solve", "8x8", "--allow-gaps", "--all"], both),
        ("puzzle", ["puzzle", "8x8", "--allow-gaps"], both),
        ("puzzle --table", ["puzzle", "8x8", "--allow-gaps", "--table"], both),
        ("bench", ["bench", "8x8", "--allow-gaps"], both),
    ]

    static let both = ["bitset", "dlx"]

    /// Each engine on one thread and two, each with one of the signals.
    static let variants: [(engine: String, threads: String, signal: Int32)] = [
        ("bitset", "1", SIGINT), ("bitset", "2", SIGTERM), ("dlx", "1", SIGTERM), ("dlx", "2", SIGINT),
    ]

    static let cases = modes.flatMap { mode in
        variants.filter { mode.engines.contains($0.engine) }.map { (mode.name, $0.engine, $0.threads, $0.signal) }
    }

    /// Runs of `arguments` signalled with `signal` once ready, while they set up, and a moment
    /// later, while they search: each stops, says so, and exits 128 + `signal`.
    static func expectPromptStop(_ arguments: [String], signal: Int32, _ name: String) throws {
        for delay in [Duration.zero, .milliseconds(100)] {
            let running = try Running(arguments)
            let stopping = running.signal(signal, after: delay)
            #expect(stopping < .seconds(60), "\(name) after \(delay): took \(stopping) to stop")
            #expect(running.process.terminationReason == .exit, "\(name) after \(delay)")
            #expect(running.process.terminationStatus == 128 + signal, "\(name) after \(delay): \(running.stderr)")
            let lines = running.stderr.split(separator: "\n")
            #expect(
                lines.count == 1 && lines[0].hasPrefix("interrupted: "), "\(name) after \(delay): \(running.stderr)")
        }
    }

    @Test(arguments: cases)
    func everyModeStopsWhenSignalled(mode: String, engine: String, threads: String, signal: Int32) throws {
        let arguments = try #require(InterruptEveryModeTests.modes.first { $0.name == mode }).arguments
        try InterruptEveryModeTests.expectPromptStop(
            arguments + ["--engine", engine, "--threads", threads], signal: signal,
            "\(mode) on \(engine), \(threads) threads")
    }

    /// Checkpoints and Knuth's format, whose runs need a file.
    @Test(arguments: variants.map { ($0.engine, $0.threads, $0.signal) })
    func aCheckpointedCountAndAnExactCoverStopWhenSignalled(engine: String, threads: String, signal: Int32) throws {
        let options = ["--engine", engine, "--threads", threads]
        let checkpoint = FileManager.default.temporaryDirectory.appendingPathComponent("checkpoint-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: checkpoint) }
        try InterruptEveryModeTests.expectPromptStop(
            ["count", "8x8", "--allow-gaps", "--checkpoint", checkpoint] + options, signal: signal,
            "checkpoint on \(engine), \(threads) threads")
        let export = try Run("export", "8x8", "--allow-gaps")
        let problem = try Run.file(export.stdout, named: "8x8.dlx")
        try InterruptEveryModeTests.expectPromptStop(
            ["exact-cover", problem] + options, signal: signal, "exact-cover on \(engine), \(threads) threads")
    }

    /// The game, which has no engine or threads to choose, stops while it weighs the search for its
    /// hints: 256 probes of a board of 600 cells on Dancing Links take seconds.
    @Test(arguments: [SIGINT, SIGTERM])
    func theGameStopsWhenSignalled(signal: Int32) throws {
        try InterruptEveryModeTests.expectPromptStop(
            ["play", "5x120", "--pieces", "10*pentominoes"], signal: signal, "play")
    }

    /// The app, whose making lists completions and makes puzzles for a minute and a half on a debug
    /// build, stops, and leaves no folder behind.
    @Test(arguments: [SIGINT, SIGTERM])
    func theAppStopsWhenSignalledAndWritesNothing(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID())").path
        try InterruptEveryModeTests.expectPromptStop(["app", folder], signal: signal, "app")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
