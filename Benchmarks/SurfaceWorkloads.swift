import PentominoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The guide's table of the four rectangles on surfaces, with and without the tatami rule, each
/// count timed as a whole process beside the route a user had before `--surface`: the problem of
/// every tiling written by `pentomino export` and counted by `pentomino exact-cover`, which breaks
/// no symmetry.
///
/// Every run's output is checked against the table's counts. The route is run once, with a time
/// limit of `routeLimit` times the count's median (at least `shortestLimit`): one that ends gives
/// the ratio of their times, one stopped at the limit gives a bound ("over 6x"), which is enough
/// for the aim of 5 and keeps the hours the largest routes take out of the run. A count that takes
/// over `longCount` seconds is timed once, the others `min(runs, 3)` times.
enum SurfaceWorkloads {
    /// One entry of the table: a rectangle on a surface, with or without the rule, and its counts.
    struct Row {
        let board: String
        let surface: String
        let tatami: Bool
        let distinct: UInt64
        let all: UInt64

        /// The options after the board, as `count` and `export` take them.
        var options: [String] { ["--surface", surface] + (tatami ? ["--tatami"] : []) }
        /// The row as the table shows it.
        var shown: String { ([board] + options).joined(separator: " ") }
    }

    static let routeLimit = 6.0
    static let shortestLimit = 2.0
    static let longCount = 20.0

    /// The table's 40 entries, as the guide gives them: counts of this tool, checked by both
    /// engines, by the exact-cover route and, for the rows only Dancing Links holds, by
    /// Benchmarks/tatami-filter.py.
    static let rows: [Row] = {
        let counts: [(String, String, UInt64, UInt64, UInt64, UInt64)] = [
            ("3x20", "ring", 2, 160, 2, 160),
            ("3x20", "tube", 48_928, 587_136, 45_152, 541_824),
            ("3x20", "torus", 27_712, 6_650_880, 25_472, 6_113_280),
            ("3x20", "mobius", 2, 160, 2, 160),
            ("3x20", "klein", 83_136, 6_650_880, 76_416, 6_113_280),
            ("4x15", "ring", 901, 54_060, 439, 26_340),
            ("4x15", "tube", 321_658, 5_146_528, 59_938, 959_008),
            ("4x15", "torus", 444_514, 106_683_360, 48_973, 11_753_520),
            ("4x15", "mobius", 850, 51_000, 380, 22_800),
            ("4x15", "klein", 882_688, 105_922_560, 95_988, 11_518_560),
            ("5x12", "ring", 8272, 397_056, 1743, 83_664),
            ("5x12", "tube", 525_513, 10_510_260, 72_572, 1_451_440),
            ("5x12", "torus", 846_504, 203_160_960, 36_793, 8_830_320),
            ("5x12", "mobius", 8241, 395_568, 1868, 89_664),
            ("5x12", "klein", 4_227_335, 202_912_080, 184_194, 8_841_312),
            ("6x10", "ring", 28_996, 1_159_840, 4059, 162_360),
            ("6x10", "tube", 576_619, 13_838_856, 56_374, 1_352_976),
            ("6x10", "torus", 1_329_411, 319_058_640, 52_807, 12_673_680),
            ("6x10", "mobius", 28_974, 1_158_960, 4223, 168_920),
            ("6x10", "klein", 3_967_781, 317_422_480, 159_579, 12_766_320),
        ]
        return counts.flatMap { board, surface, distinct, all, tatamiDistinct, tatamiAll in
            [
                Row(board: board, surface: surface, tatami: false, distinct: distinct, all: all),
                Row(board: board, surface: surface, tatami: true, distinct: tatamiDistinct, all: tatamiAll),
            ]
        }
    }()

    /// The rows `selection` names: `all`, or rows as `BOARD-SURFACE` (both with and without the
    /// rule), separated by commas; nil if a name is not in the table.
    static func rows(_ selection: String) -> [Row]? {
        if selection == "all" { return rows }
        var chosen: [Row] = []
        for name in selection.split(separator: ",") {
            let matching = rows.filter { "\($0.board)-\($0.surface)" == name }
            guard !matching.isEmpty else { return nil }
            chosen += matching
        }
        return chosen
    }

    /// Times each of `rows`, its count and then its route, and prints a table: the count's median
    /// and minimum, the route's time (or the limit it was stopped at), and their ratio.
    static func run(_ rows: [Row], runs: Int, pentomino: String, measurer: String) {
        let output = "/tmp/pentomino-bench-\(getpid())-surface-output.txt"
        let problem = "/tmp/pentomino-bench-\(getpid())-surface-problem.dlx"
        defer {
            unlink(output)
            unlink(problem)
        }
        let width = 40
        print(
            "\nSurfaces, whole process: each count \(min(runs, 3)) times (once if over \(Int(longCount)) s), then the route once,"
                + " stopped at \(Int(routeLimit)) times the count's median (at least \(Int(shortestLimit)) s)")
        print("count: pentomino count BOARD --surface S [--tatami] --json")
        print("route: pentomino export BOARD --surface S [--tatami] > FILE, then (timed)")
        print("       pentomino exact-cover FILE --json")
        print(
            [
                pad("board", width), pad("count", 10), pad("min", 10), pad("exact-cover route", 18), "route ÷ count",
            ].joined(separator: " "))
        for row in rows {
            var samples: [Double] = []
            while samples.count < min(runs, 3) && (samples.first ?? 0) <= longCount {
                let sample = ProcessTimer.measured(
                    [pentomino, "count", row.board] + row.options + ["--json"], measurer: measurer, output: output)
                expect(
                    row,
                    jsonNumber("distinct", in: fileText(output)) == row.distinct
                        && jsonNumber("all", in: fileText(output)) == row.all)
                samples.append(sample.seconds)
            }
            _ = ProcessTimer.measured(
                [pentomino, "export", row.board] + row.options, measurer: measurer, output: problem)
            let limit = max(routeLimit * samples.median, shortestLimit)
            let route = ProcessTimer.measured(
                [pentomino, "exact-cover", problem, "--json"], measurer: measurer, output: output, limit: limit)
            if !route.stopped { expect(row, jsonNumber("solutions", in: fileText(output)) == row.all) }
            let ratio = (route.seconds / samples.median * 10).rounded() / 10
            print(
                [
                    pad(row.shown, width), pad(milliseconds(samples.median), 10), pad(milliseconds(samples.min()!), 10),
                    pad(route.stopped ? "over \(milliseconds(limit))" : milliseconds(route.seconds), 18),
                    route.stopped ? "over \(Int((limit / samples.median + 1e-9).rounded(.down)))x" : "\(ratio)x",
                ].joined(separator: " "))
        }
    }

    /// Stops the benchmark unless `holds`: `row`'s output was not its count.
    private static func expect(_ row: Row, _ holds: Bool) {
        if !holds { fail("\(row.shown): the output is not \(row.distinct)/\(row.all)", code: 1) }
    }
}
