import PentominoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The workloads of puzzles and families of boards, timed as whole processes, each with the aim it
/// is held to: the calendar's table by empty cells beside its plain count, Katamino's family of
/// boxes, a 6x10 puzzle with the fewest pieces proven, and the fewest-pieces table of the 6x10.
/// Run from the top of a clone, which holds docs/boards.
enum PuzzleWorkloads {
    /// One command timed: as the table shows it, its argument vectors (run one after another, their
    /// times added up), and the aim it is held to.
    struct Workload {
        let shown: String
        let commands: [[String]]
        let aim: String
        var runs: Int?
    }

    static let calendar = ["docs/boards/calendar.txt", "--pieces", "docs/boards/calendar-pieces.txt", "--allow-gaps"]
    static let kataminoPieces = "FLNPTUVWXYZ,docs/boards/lying-i.txt"

    /// The workloads, for the binary `pentomino`.
    static func workloads(_ pentomino: String) -> [Workload] {
        [
            Workload(
                shown: "pentomino count docs/boards/calendar.txt … --allow-gaps",
                commands: [[pentomino, "count"] + calendar],
                aim: "the reference"),
            Workload(
                shown: "pentomino count docs/boards/calendar.txt … --allow-gaps --by-gaps",
                commands: [[pentomino, "count"] + calendar + ["--by-gaps"]], aim: "at most 1.5 × the reference"),
            Workload(
                shown: "pentomino count 5xK --by-pieces --pieces \(kataminoPieces) (K = 3…12)",
                commands: (3...12).map { [pentomino, "count", "5x\($0)", "--by-pieces", "--pieces", kataminoPieces] },
                aim: "under 1 s in all"),
            Workload(
                shown: "pentomino puzzle 6x10 --seed 1", commands: [[pentomino, "puzzle", "6x10", "--seed", "1"]],
                aim: "under 1 s"),
            Workload(
                shown: "pentomino puzzle 6x10 --table", commands: [[pentomino, "puzzle", "6x10", "--table"]],
                aim: "under 10 min", runs: 3),
        ]
    }

    /// Checks in process what the workloads compute, then times them, `runs` rounds (fewer for those
    /// that say so), and prints a table: each median, minimum, peak, the calendar's table over its
    /// plain count, and the aim.
    static func run(runs: Int, pentomino: String, measurer: String) throws {
        try check()
        let workloads = workloads(pentomino)
        var samples = Array(repeating: [Double](), count: workloads.count)
        var peaks = Array(repeating: 0, count: workloads.count)
        for round in 0..<runs {
            for (index, workload) in workloads.enumerated() where round < workload.runs ?? runs {
                var seconds = 0.0
                for command in workload.commands {
                    guard let sample = ProcessTimer.run(command, measurer: measurer) else {
                        fail("\(command.joined(separator: " ")) failed: run it to see why", code: 1)
                    }
                    seconds += sample.seconds
                    peaks[index] = max(peaks[index], sample.peakKilobytes)
                }
                samples[index].append(seconds)
            }
        }
        let width = 88
        print(
            "\nPuzzles and families, whole process: \(runs) rounds (the table: \(min(runs, 3))), each command once in turn"
        )
        print(
            [pad("command", width), pad("median", 10), pad("min", 10), pad("peak", 8), pad("÷ count", 8), "aim"].joined(
                separator: " "))
        for (index, workload) in workloads.enumerated() {
            let ratio = index < 2 ? "\((samples[index].median / samples[0].median * 100).rounded() / 100)" : ""
            print(
                [
                    pad(workload.shown, width), pad(milliseconds(samples[index].median), 10),
                    pad(milliseconds(samples[index].min()!), 10), pad("\((peaks[index] + 1023) / 1024) MiB", 8),
                    pad(ratio, 8), workload.aim,
                ].joined(separator: " "))
        }
    }

    /// What the workloads compute, checked once in process: the calendar's 59,787 tilings and its
    /// table's lines adding up to them, the 5x3 filled by 7 sets of three, and a 6x10 puzzle that
    /// leaves one completion.
    static func check() throws {
        let pieces = try PieceSetSpecification("docs/boards/calendar-pieces.txt").pieceSet(files: [
            "docs/boards/calendar-pieces.txt": fileText("docs/boards/calendar-pieces.txt")
        ])
        let board = try Board(
            drawing: fileText("docs/boards/calendar.txt"), pieceNames: Set(pieces.pieces.map(\.letter)))
        let solver = TilingSolver(problem: try TilingProblem(board: board, pieces: pieces, allowGaps: true), threads: 2)
        guard solver.count().all == 59787, try solver.countByEmptyCells().total.all == 59787 else {
            fail("the calendar's count or table is not its 59,787 tilings", code: 1)
        }
        guard try PieceSubsetTable(board: Board(size: "5x3"), pieces: .pentominoes).rows.count == 7 else {
            fail("the 5x3 is not filled by 7 sets of three", code: 1)
        }
        let sixByTen = try Board(size: "6x10")
        let tiling = try TilingSolver(problem: try TilingProblem(board: sixByTen)).tilings(limit: 1)[0]
        let puzzle = try PuzzleMaker(board: sixByTen).puzzle(from: tiling)
        guard TilingSolver(problem: try TilingProblem(board: puzzle.board)).uniqueness() == .one else {
            fail("a 6x10 puzzle has more than one completion", code: 1)
        }
    }
}

/// The text of the file at `path`, relative to the top of the clone the benchmark runs in.
func fileText(_ path: String) -> String {
    guard let file = fopen(path, "r") else {
        fail("cannot read \(path): run pentomino-bench from the top of a clone", code: 1)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[..<count] }
    return String(decoding: bytes, as: UTF8.self)
}
