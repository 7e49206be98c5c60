import Foundation
import PentominoKit
import Testing

@testable import PentominoCLI

/// Random command lines, built from real option names, numbers, board specs and garbage, thrown at
/// the parser in this process and at the built binary. Seeded, so that a failure can be replayed.
struct CommandLineFuzzTests {
    static let seed: UInt64 = 0x5EED_2026_1122
    static let parserCases = 5000
    static let binaryCases = 400
    /// The most any one run of the binary may take: a limit that only catches a hang.
    static let timeLimit = Duration.seconds(60)

    @Test func theParserNeverCrashesAndExplainsEveryRefusal() {
        var generator = ArgumentGenerator(seed: CommandLineFuzzTests.seed, slowBoards: true)
        var accepted = 0
        for _ in 0..<CommandLineFuzzTests.parserCases {
            let arguments = generator.next()
            do {
                _ = try Tool.parse(arguments)
                accepted += 1
            } catch {
                #expect(error.code == .usage, "\(arguments)")
                #expect(error.message?.isEmpty == false, "\(arguments)")
                #expect(error.usage?.hasPrefix("usage: pentomino") == true, "\(arguments)")
            }
        }
        print(
            "CLI fuzz, parser: seed \(CommandLineFuzzTests.seed), \(CommandLineFuzzTests.parserCases) command lines, \(accepted) accepted"
        )
        #expect(accepted > 100)
    }

    @Test func theBinaryExitsCleanlyOnRandomCommandLines() throws {
        // Boards whose searches take minutes (the 8x8 with gaps) are left out, and so is `app`, which
        // writes a whole app (AppCommandTests runs it), so that every run ends well within its limit.
        // The runs start in a folder of their own, where whatever they write goes.
        var generator = ArgumentGenerator(seed: CommandLineFuzzTests.seed &+ 1, slowBoards: false)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var statuses: [Int32: Int] = [:]
        for _ in 0..<CommandLineFuzzTests.binaryCases {
            let arguments = generator.next()
            let start = ContinuousClock.now
            let run = try Run(arguments: arguments, directory: scratch)
            let elapsed = ContinuousClock.now - start
            statuses[run.status, default: 0] += 1
            #expect(run.terminatedBySignal == nil, "\(arguments) ended by signal \(run.terminatedBySignal ?? 0)")
            #expect([0, 1, 64].contains(run.status), "\(arguments) exited \(run.status)")
            if run.status != 0 { #expect(!run.stderr.isEmpty, "\(arguments) exited \(run.status) without a word") }
            #expect(elapsed < CommandLineFuzzTests.timeLimit, "\(arguments) took \(elapsed)")
        }
        let summary = statuses.keys.sorted().map { "\($0): \(statuses[$0]!)" }.joined(separator: ", ")
        print(
            "CLI fuzz, binary: seed \(CommandLineFuzzTests.seed &+ 1), \(CommandLineFuzzTests.binaryCases) runs, exit codes \(summary)"
        )
    }
}

/// Command lines made of the tool's own words, values of every kind, and garbage.
struct ArgumentGenerator {
    private var random: SplitMix64
    private let boards: [String]

    /// Every command and option the tool describes, and some that it does not.
    static let commands = Tool.descriptions.map(\.name) + ["--help", "-h", "--version", "frobnicate", "", "cuont"]
    static let options =
        Array(Set(Tool.descriptions.flatMap(\.options).flatMap(\.spellings))).sorted()
        + ["--", "-", "--version", "-x", "---", "--=", "--engnie"]
    /// Piece sets that are the 12 pentominoes or refused, so that no run searches for long.
    static let pieceSets = [
        "pentominoes", "FILNPTUVWXYZ", "FIL,NPTUVWXYZ", "pentominoes,X", "LLLL", "one-sided", "2*pentominoes", "Q", "",
    ]
    static let values =
        [
            "0", "1", "2", "3", "7", "-1", "1024", "1025", "100000", "99999999999999999999", "1.5", "1e3", "0x10",
            "two", "1/8", "8/8", "0/4", "5/4", "1/0", "64/64", "auto", "bitset", "dlx", "letters", "box", "svg",
            "json", "always", "never", "golomb", "conway", "", " ", "=", "-0", "bash", "zsh", "fish", "JSON",
        ] + pieceSets
    /// Boards whose every search takes well under a second, the first seven of them valid.
    static let fastBoards = [
        "6x10", "10x6", "3x20", "4x15", "8x8-centre", "1x60", "5x12", "7x7", "0x10", "-6x10", "6x", "x10", "6x10x2x1",
        "6 x 10", "10000x10000", "8x9", "/no/such/file", "/tmp", "-", "8x8-center", "board.txt",
    ]
    static let garbage = [
        "é", "\u{7}", "\u{1B}[31m", "🧩", "--🧩", "%s%n", "../../etc/passwd", String(repeating: "x", count: 5000),
        "--engine=", "--threads=", "--shard=/", "--limit=-5", "--index=0", "--seed=-1", "--format=SVG",
    ]

    private let commands: [String]

    /// Command lines drawn with `seed`; with `slowBoards`, boards and commands whose runs take
    /// minutes too (for the parser, which runs nothing).
    init(seed: UInt64, slowBoards: Bool) {
        random = SplitMix64(seed: seed)
        boards = ArgumentGenerator.fastBoards + (slowBoards ? ["8x8", "8x8 --allow-gaps"] : [])
        commands = ArgumentGenerator.commands.filter { slowBoards || $0 != "app" }
    }

    /// Options with values they accept, for command lines that get past the parser more often.
    static let plausible: [(String, [String])] = [
        ("--engine", ["auto", "bitset", "dlx"]), ("--threads", ["1", "2", "3"]), ("--shard", ["1/1", "2/8", "64/64"]),
        ("--json", []), ("--quiet", []), ("--allow-gaps", []), ("--all", []), ("--limit", ["1", "3", "100"]),
        ("--index", ["1", "2", "1000", "9999"]), ("--random", []), ("--seed", ["0", "7"]), ("--with-symmetries", []),
        ("--format", ["letters", "box", "svg", "json"]), ("--color", ["always", "never"]),
        ("--letters", ["golomb", "conway"]),
        ("--no-labels", []), ("--verify-output", []), ("--runs", ["1", "2"]), ("--pieces", pieceSets),
    ]

    /// The next command line: half of them a command, a board and options with plausible values,
    /// the rest any words at all.
    mutating func next() -> [String] {
        if pick(2) == 0 {
            var words = [["count", "solve", "verify", "boards", "bench"][pick(5)]]
            words += boards[pick(7)].split(separator: " ").map(String.init)
            for _ in 0..<pick(3) {
                let (option, values) = ArgumentGenerator.plausible[pick(ArgumentGenerator.plausible.count)]
                words.append(option)
                if !values.isEmpty { words.append(values[pick(values.count)]) }
            }
            // `bench` counts six times by default; one timed run is as good a test of how it ends.
            if words[0] == "bench" && !words.contains("--runs") { words += ["--runs", "1"] }
            return words
        }
        var words: [String] = []
        if pick(10) < 9 { words.append(commands[pick(commands.count)]) }
        for _ in 0..<pick(6) {
            switch pick(10) {
            case 0...2: words.append(ArgumentGenerator.options[pick(ArgumentGenerator.options.count)])
            case 3:
                words.append(
                    ArgumentGenerator.options[pick(ArgumentGenerator.options.count)] + "="
                        + ArgumentGenerator.values[pick(ArgumentGenerator.values.count)])
            case 4...5: words.append(ArgumentGenerator.values[pick(ArgumentGenerator.values.count)])
            case 6...8: words += boards[pick(boards.count)].split(separator: " ").map(String.init)
            default: words.append(ArgumentGenerator.garbage[pick(ArgumentGenerator.garbage.count)])
            }
        }
        return words
    }

    /// A whole number from 0 to `bound` - 1.
    private mutating func pick(_ bound: Int) -> Int {
        Int(random.uniform(below: UInt64(bound)))
    }
}
