import PentominoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// pentomino-bench: fixed workloads, timed in process and as whole processes beside the C yardstick
// and the plain search.
//
//   swift build -c release && swift run -c release pentomino-bench [--runs N] [--yardstick PATH] [--plain-search PATH]
//       [--pentomino PATH] [--baseline PATH] [--boards B,B…|none] [--engines E,E] [--problems P,P…|none] [--dlx1 PATH] [--ssxc1 PATH] [--dlx2 PATH]
//       [--puzzles all|none] [--surfaces all|none|BOARD-SURFACE,…] [--strips all|none]
//
// In process: for each board, engine and thread count (one, and every core), a warm-up count and
// then N timed counts (set-up included), each checked against the board's known count for its set
// (see `pentomino boards`). Besides the built-in boards, those of `moreBoards` are timed here; so
// are the one-sided boards: 3x30 by default, and 6x15 (two minutes a count on two cores) when asked
// for, best with --engines bitset --runs 1. Boards with gaps are timed on the bitset engine only.
// Whole process, for every board: each `pentomino count BOARD --engine E --threads T`
// run in turn, N times, with a reference before them: `yardstick BOARD -p` on the full rectangles of
// the 12 pentominoes (the only boards the yardstick runs) when --yardstick gives it, and the plain
// search of Benchmarks/PlainSearch on the drawn boards (from a file written for the run) when
// --plain-search gives it. The table gives medians, minimums and peak memory, and each median over
// the reference's from the same rounds. With --baseline (another build of pentomino, such as an
// earlier commit's), the rounds also run `count BOARD` in its default mode with both binaries.
// Exact cover, whole process: `pentomino exact-cover FILE` on each problem of `coverProblems` (run
// from the top of a clone, which holds docs/problems), each engine on one thread and every core,
// beside Knuth's DLX1 and SSXC1 when --dlx1 and --ssxc1 give their binaries, and on a problem with
// colours, which those two do not read, DLX2 when --dlx2 gives it (built from dlx1.w, ssxc1.w and
// dlx2.w with ctangle and gcc -O3; they read the problem on standard input); each problem's count
// is checked in process first, and each median is given over SSXC1's (else DLX1's), or DLX2's.
// Puzzles and families of boards, whole process (unless --puzzles none): the calendar's table by
// empty cells beside its plain count, Katamino's boxes 5x3 to 5x12 by every subset, a 6x10 puzzle
// with the fewest pieces, and the fewest-pieces table of the 6x10, each beside its aim (see
// `PuzzleWorkloads`).
// Surfaces, whole process (unless --surfaces none, or only the rows named, such as 6x10-torus): the
// guide's table of the four rectangles on five surfaces, with and without the tatami rule, each
// count beside the exact-cover route it replaces, stopped at six times the count's time (see
// `SurfaceWorkloads`).
// Strips, whole process (unless --strips none): `pentomino strip` at heights 5 to 8, and the sweep
// beside the search's route on the 5 x 8 strip (see `StripWorkloads`).
// The processes run the pentomino binary beside this one, or the one --pentomino gives.
// Each process is started by `pentomino-measure` (built beside this one), so that its time and peak
// memory are its own (see `ProcessTimer`).

// MARK: - Helpers

/// Prints `message` on stderr and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(code)
}

/// A board timed beside the built-in ones, as `pentomino count` is given it: a size or a drawing
/// (written to a file for the processes), a piece set (nil for the 12 pentominoes), and whether
/// cells may be left empty; with its known counts.
struct MoreBoard {
    let size: String?
    let drawing: String?
    let pieces: String?
    let allowsGaps: Bool
    let distinct: UInt64
    let all: UInt64

    /// `pentomino count`'s options for the set and the gaps.
    var options: [String] { (pieces.map { ["--pieces", $0] } ?? []) + (allowsGaps ? ["--allow-gaps"] : []) }
}

/// The 7x9 board with three holes and no symmetry (6481 tilings), which the plain search runs too;
/// and the 4x15 with eleven pentominoes (no Z), which leave five cells empty: counts of this tool,
/// the same on both engines; the bitset engine alone times them, as it remembers counts where cells
/// may be left empty and Dancing Links does not.
let moreBoards: [String: MoreBoard] = [
    "7x9-three-holes": MoreBoard(
        size: nil, drawing: ".........\n.........\n.........\n........#\n.........\n.........\n##.......",
        pieces: nil, allowsGaps: false, distinct: 6481, all: 6481),
    "4x15-gaps": MoreBoard(
        size: "4x15", drawing: nil, pieces: "FILNPTUVWXY", allowsGaps: true, distinct: 22_048_761, all: 88_195_044),
]

/// An exact-cover problem timed as `pentomino exact-cover` reads it: its file (the tiling problem of
/// 6x10, every tiling, is written for the run), as the table shows it, and its known count.
struct CoverProblem {
    let shown: String
    let solutions: UInt64
    /// The problem's text.
    let text: () -> String
    /// A file that holds it…
    let path: () -> String
    /// …written for the run, and removed after it.
    var temporary = false
}

/// A problem of docs/problems, read from the clone the benchmark runs in.
func problemFile(_ file: String, solutions: UInt64) -> CoverProblem {
    let path = "docs/problems/\(file)"
    return CoverProblem(shown: path, solutions: solutions, text: { fileText(path) }, path: { path })
}

/// 14 and 15 queens (OEIS A000170), Langford pairs for n = 12 (twice OEIS A014552's), a sudoku of
/// 19 givens (324 items; Knuth's DLX1 counts it), random problems of 90 and 500 primary items and
/// of 40 with colours (`docs/problems/random.py`; DLX1 and DLX2 count them), the tiling problem
/// of 6x10 as `pentomino export 6x10` writes it, and, only when named, chains of 16,384 and 65,537
/// forced options (each item covered by one option of its own), which two threads should take in
/// at most twice one thread's time (`--problems forced-16384,forced-65537 --engines dlx`).
let coverProblems: [String: CoverProblem] = [
    "queens14": problemFile("queens14.dlx", solutions: 365_596),
    "queens15": problemFile("queens15.dlx", solutions: 2_279_184),
    "langford12": problemFile("langford12.dlx", solutions: 216_288),
    "sudoku19": problemFile("sudoku19.dlx", solutions: 1_063_839),
    "random-90": problemFile("random-90-22-12.dlx", solutions: 22),
    "random-500": problemFile("random-500-50-5.dlx", solutions: 5),
    "colours-40": problemFile("colours-40-20-60.dlx", solutions: 26_992),
    "export-6x10": CoverProblem(
        shown: "6x10.dlx (pentomino export 6x10)", solutions: 9356,
        text: exportedSixByTen,
        path: { drawingFile("6x10-export", exportedSixByTen()) }, temporary: true),
    "forced-16384": CoverProblem(
        shown: "16,384 forced options", solutions: 1, text: { forcedOptions(16_384) },
        path: { drawingFile("forced-16384", forcedOptions(16_384)) }, temporary: true),
    "forced-65537": CoverProblem(
        shown: "65,537 forced options", solutions: 1, text: { forcedOptions(65_537) },
        path: { drawingFile("forced-65537", forcedOptions(65_537)) }, temporary: true),
]

/// The problem of `count` items each covered by one option of its own, in Knuth's format.
func forcedOptions(_ count: Int) -> String {
    let items = (1...count).map { "i\($0)" }
    return items.joined(separator: " ") + "\n" + items.joined(separator: "\n")
}

/// The text of `pentomino export 6x10`.
func exportedSixByTen() -> String {
    do {
        return try KnuthFormat(TilingProblem(board: NamedBoard.named("6x10")!.board, distinct: false)).text
    } catch {
        fail("cannot write the problem of 6x10: \(error)", code: 1)
    }
}

/// The whole number after `"key":` in `text`, a JSON line.
func jsonNumber(_ key: String, in text: String) -> UInt64? {
    guard let start = text.firstRange(of: "\"\(key)\":")?.upperBound else { return nil }
    return UInt64(text[start...].prefix { $0.isNumber })
}

// MARK: - Options

var runs = 7
var yardstick: String?
var plainSearch: String?
var baseline: String?
var boards = ["6x10", "5x12", "4x15", "3x20", "7x9-three-holes", "4x15-gaps", "3x30"]
var engines = [Engine.bitset, .dlx]
var problems = [
    "queens14", "queens15", "langford12", "sudoku19", "random-90", "random-500", "colours-40", "export-6x10",
]
var dlx1: String?
var ssxc1: String?
var dlx2: String?
var timesPuzzles = true
var surfaceRows = SurfaceWorkloads.rows
var timesStrips = true
let binaryDirectory = String(CommandLine.arguments[0].reversed().drop { $0 != "/" }.reversed())
var pentomino = binaryDirectory + "pentomino"
/// The small program that starts each process timed whole (see `ProcessTimer`).
let measurer = binaryDirectory + "pentomino-measure"
var words = Array(CommandLine.arguments.dropFirst())
while !words.isEmpty {
    let word = words.removeFirst()
    guard !words.isEmpty,
        [
            "--runs", "--yardstick", "--plain-search", "--boards", "--pentomino", "--baseline", "--engines",
            "--problems",
            "--dlx1", "--ssxc1", "--dlx2", "--puzzles", "--surfaces", "--strips",
        ].contains(word)
    else {
        fail(
            "usage: pentomino-bench [--runs N] [--yardstick PATH] [--plain-search PATH] [--pentomino PATH] [--baseline PATH] [--boards 6x10,5x12,…|none] [--engines bitset,dlx] [--problems queens14,…|none] [--dlx1 PATH] [--ssxc1 PATH] [--dlx2 PATH] [--puzzles all|none] [--surfaces all|none|6x10-torus,…] [--strips all|none]",
            code: 64)
    }
    let value = words.removeFirst()
    switch word {
    case "--runs": runs = max(1, Int(value) ?? runs)
    case "--yardstick": yardstick = value
    case "--plain-search": plainSearch = value
    case "--pentomino": pentomino = value
    case "--baseline": baseline = value
    case "--problems": problems = value == "none" ? [] : value.split(separator: ",").map(String.init)
    case "--dlx1": dlx1 = value
    case "--ssxc1": ssxc1 = value
    case "--dlx2": dlx2 = value
    case "--puzzles": timesPuzzles = value != "none"
    case "--strips": timesStrips = value != "none"
    case "--surfaces":
        guard let rows = value == "none" ? [] : SurfaceWorkloads.rows(value) else {
            fail("unknown surfaces \(value): give all, none, or rows such as 6x10-torus,3x20-klein", code: 64)
        }
        surfaceRows = rows
    case "--engines":
        engines = value.split(separator: ",").map { name in
            guard let engine = Engine(rawValue: String(name)), engine != .auto else {
                fail("unknown engine \(name): give bitset or dlx", code: 64)
            }
            return engine
        }
    default: boards = value == "none" ? [] : value.split(separator: ",").map(String.init)
    }
}
for name in boards where NamedBoard.named(name) == nil && moreBoards[name] == nil {
    fail(
        "unknown board \(name): give one of \((NamedBoard.catalogue.map(\.name) + moreBoards.keys.sorted()).joined(separator: ", "))",
        code: 64)
}
for name in problems where coverProblems[name] == nil {
    fail("unknown problem \(name): give one of \(coverProblems.keys.sorted().joined(separator: ", "))", code: 64)
}
let cores = ParallelSearch.availableCores
let configurations = engines.flatMap { engine in Set([1, cores]).sorted().map { (engine, $0) } }

/// The engines and thread counts that time `board`: the bitset engine's only where cells may be left empty.
func configurations(of board: MoreBoard?) -> [(Engine, Int)] {
    board?.allowsGaps == true ? configurations.filter { $0.0 == .bitset } : configurations
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func milliseconds(_ seconds: Double) -> String {
    "\((seconds * 10000).rounded() / 10) ms"
}
func rate(_ nodes: UInt64, _ seconds: Double) -> String {
    "\((Double(nodes) / seconds / 1e5).rounded() / 10)"
}

// MARK: - In process

var nodes: [String: UInt64] = [:]
print("In process: \(runs) counts after a warm-up, set-up included (machine: \(cores) cores)")
print(
    [
        pad("board", 16), pad("engine", 7), pad("threads", 8), pad("median", 10), pad("min", 10), pad("nodes", 10),
        "Mnodes/s",
    ].joined(separator: " "))
for name in boards {
    let board: Board, pieces: PieceSet, allowsGaps: Bool, distinct: UInt64, all: UInt64
    if let known = NamedBoard.named(name) {
        (board, pieces, allowsGaps, distinct, all) = (
            known.board, known.pieceSet, false, known.distinctTilings, known.allTilings
        )
    } else if let more = moreBoards[name] {
        board = try more.drawing.map { try Board(drawing: $0) } ?? Board(size: more.size!)
        pieces = try more.pieces.map { try PieceSet(specification: $0) } ?? .pentominoes
        (allowsGaps, distinct, all) = (more.allowsGaps, more.distinct, more.all)
    } else {
        continue
    }
    for (engine, threads) in configurations(of: moreBoards[name]) {
        var samples: [Double] = []
        var last: TilingCount?
        for run in 0...runs {
            let start = ContinuousClock.now
            let count = TilingSolver(
                problem: try TilingProblem(board: board, pieces: pieces, allowGaps: allowsGaps), engine: engine,
                threads: threads
            ).count()
            let elapsed = (ContinuousClock.now - start).seconds
            guard count.distinct == distinct, count.all == all else {
                fail("\(name) \(engine): counted \(count.distinct)/\(count.all), expected \(distinct)/\(all)", code: 1)
            }
            if run > 0 { samples.append(elapsed) }
            last = count
        }
        nodes["\(name) \(engine)"] = last!.statistics.nodes
        print(
            [
                pad(name, 16), pad(engine.rawValue, 7), pad("\(threads)", 8), pad(milliseconds(samples.median), 10),
                pad(milliseconds(samples.min()!), 10), pad("\(last!.statistics.nodes)", 10),
                rate(last!.statistics.nodes, samples.median),
            ]
            .joined(separator: " "))
    }
}

/// A file holding `drawing`, for the processes timed on a drawn board; removed at exit.
func drawingFile(_ name: String, _ drawing: String) -> String {
    let path = "/tmp/pentomino-bench-\(getpid())-\(name).txt"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let bytes = Array((drawing + "\n").utf8)
    guard descriptor >= 0, bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count,
        close(descriptor) == 0
    else {
        fail("cannot write \(path)", code: 1)
    }
    return path
}
var drawingFiles: [String] = []

// MARK: - Whole process

// Whole process: every board, beside the yardstick or the plain search where it runs the board.
let commandWidth = 84
print("\nWhole process: \(runs) rounds, each running every command once in turn")
print(
    [
        pad("command", commandWidth), pad("median", 10), pad("min", 10), pad("Mnodes/s", 9), pad("peak", 8),
        "÷ reference",
    ].joined(separator: " "))
for name in boards {
    // The board and options as the commands give them, and the reference program's label and argument vector, if any.
    let argument: String, options: [String], reference: (label: String, command: [String])?
    if let named = NamedBoard.named(name) {
        (argument, options) = (name, named.pieces == "pentominoes" ? [] : ["--pieces", named.pieces])
        // The yardstick runs the full flat rectangles of the 12 pentominoes only.
        let runsYardstick = named.pieces == "pentominoes" && named.board.box.isFlat && !named.board.open.contains(false)
        reference = runsYardstick ? yardstick.map { ("yardstick \(name) -p", [$0, name, "-p"]) } : nil
    } else if let more = moreBoards[name] {
        argument = more.drawing.map { drawingFile(name, $0) } ?? more.size!
        if more.drawing != nil { drawingFiles.append(argument) }
        options = more.options
        // The plain search tiles drawings with the 12 pentominoes.
        let runsPlainSearch = more.drawing != nil && more.pieces == nil
        reference = runsPlainSearch ? plainSearch.map { ("plain-search \(name)", [$0, argument]) } : nil
    } else {
        continue
    }
    // Each command: its label (a drawing by its name here), its argument vector, and the engine
    // whose node count gives its rate.
    let shown = ([moreBoards[name]?.size ?? name] + options).joined(separator: " ")
    var commands = configurations(of: moreBoards[name]).map { engine, threads in
        (
            "pentomino count \(shown) --engine \(engine.rawValue) --threads \(threads)",
            [pentomino, "count", argument] + options + ["--engine", engine.rawValue, "--threads", "\(threads)"],
            Optional(engine)
        )
    }
    if let baseline {
        commands += [
            ("pentomino count \(shown)", [pentomino, "count", argument] + options, nil),
            ("baseline count \(shown)", [baseline, "count", argument] + options, nil),
        ]
    }
    var referenceSamples: [Double] = []
    var samples = Array(repeating: [Double](), count: commands.count)
    var peaks = Array(repeating: 0, count: commands.count)
    for _ in 0..<runs {
        if let reference {
            guard let base = ProcessTimer.run(reference.command, measurer: measurer) else {
                fail("\(reference.label) failed", code: 1)
            }
            referenceSamples.append(base.seconds)
        }
        for (index, command) in commands.enumerated() {
            guard let sample = ProcessTimer.run(command.1, measurer: measurer) else {
                fail(
                    "\(command.1.joined(separator: " ")) failed: run it to see why (is it built? swift build -c release)",
                    code: 1)
            }
            samples[index].append(sample.seconds)
            peaks[index] = max(peaks[index], sample.peakKilobytes)
        }
    }
    if let reference {
        print(
            [
                pad(reference.label, commandWidth), pad(milliseconds(referenceSamples.median), 10),
                pad(milliseconds(referenceSamples.min()!), 10),
                pad("", 9), pad("", 8), "1.00",
            ].joined(separator: " "))
    }
    for (index, (label, _, engine)) in commands.enumerated() {
        let ratio = reference == nil ? "" : "\((samples[index].median / referenceSamples.median * 100).rounded() / 100)"
        print(
            [
                pad(label, commandWidth), pad(milliseconds(samples[index].median), 10),
                pad(milliseconds(samples[index].min()!), 10),
                pad(engine.map { rate(nodes["\(name) \($0)"] ?? 0, samples[index].median) } ?? "", 9),
                pad("\((peaks[index] + 1023) / 1024) MiB", 8), ratio,
            ].joined(separator: " "))
    }
}
// MARK: - Exact cover

// Exact cover: problems in Knuth's format, whole processes, beside DLX1 and SSXC1.
if !problems.isEmpty {
    // The peers each ratio is taken over: SSXC1 (or DLX1) on plain problems, DLX2 on coloured ones.
    let references = [ssxc1 != nil ? "SSXC1" : dlx1 != nil ? "DLX1" : nil, dlx2 != nil ? "DLX2 with colours" : nil]
    let named = references.compactMap { $0 }.joined(separator: ", ")
    let referenceHeading = named.isEmpty ? "" : "÷ " + named
    print("\nExact cover, whole process: \(runs) rounds, each running every command once in turn")
    print(
        [
            pad("command", commandWidth), pad("median", 10), pad("min", 10), pad("peak", 8),
            referenceHeading,
        ].joined(separator: " "))
}
for name in problems {
    let problem = coverProblems[name]!
    let path = problem.path()
    // The count, checked once in process.
    let bytes = Array(problem.text().utf8)
    let read = try NamedExactCoverProblem(reading: bytes).problem
    let counted = ExactCoverSolver(problem: read, threads: cores).count().solutions
    guard counted == problem.solutions else {
        fail("\(name): counted \(counted) solutions, expected \(problem.solutions)", code: 1)
    }
    var commands = configurations.map { engine, threads in
        (
            "pentomino exact-cover \(problem.shown) --engine \(engine.rawValue) --threads \(threads)",
            [pentomino, "exact-cover", path, "--engine", engine.rawValue, "--threads", "\(threads)"], nil as String?
        )
    }
    // DLX1 and SSXC1 read no colours; DLX2 is their reference where there are.
    if let dlx1, !read.hasColours { commands.append(("dlx1 < \(problem.shown)", [dlx1], path)) }
    if let ssxc1, !read.hasColours { commands.append(("ssxc1 < \(problem.shown)", [ssxc1], path)) }
    if let dlx2, read.hasColours { commands.append(("dlx2 < \(problem.shown)", [dlx2], path)) }
    var samples = Array(repeating: [Double](), count: commands.count)
    var peaks = Array(repeating: 0, count: commands.count)
    for _ in 0..<runs {
        for (index, command) in commands.enumerated() {
            guard let sample = ProcessTimer.run(command.1, measurer: measurer, input: command.2) else {
                fail("\(command.0) failed: run it to see why", code: 1)
            }
            samples[index].append(sample.seconds)
            peaks[index] = max(peaks[index], sample.peakKilobytes)
        }
    }
    if problem.temporary { unlink(path) }
    let reference = commands.indices.last {
        commands[$0].0.hasPrefix(read.hasColours ? "dlx2" : ssxc1 != nil ? "ssxc1" : "dlx1")
    }
    for (index, command) in commands.enumerated() {
        let ratio = reference.map { "\((samples[index].median / samples[$0].median * 100).rounded() / 100)" } ?? ""
        print(
            [
                pad(command.0, commandWidth), pad(milliseconds(samples[index].median), 10),
                pad(milliseconds(samples[index].min()!), 10), pad("\((peaks[index] + 1023) / 1024) MiB", 8), ratio,
            ].joined(separator: " "))
    }
}
for file in drawingFiles { unlink(file) }
if timesPuzzles { try PuzzleWorkloads.run(runs: runs, pentomino: pentomino, measurer: measurer) }
if !surfaceRows.isEmpty { SurfaceWorkloads.run(surfaceRows, runs: runs, pentomino: pentomino, measurer: measurer) }
if timesStrips { StripWorkloads.run(runs: runs, pentomino: pentomino, measurer: measurer) }
if yardstick == nil {
    print("\nGive --yardstick PATH (gcc -O3 -march=native yardstick.c) to compare the rectangles with it side by side.")
}
if plainSearch == nil {
    print(
        "Give --plain-search PATH (gcc -O3 -march=native Benchmarks/PlainSearch/plain-search.c) to compare the drawn boards with it side by side."
    )
}
