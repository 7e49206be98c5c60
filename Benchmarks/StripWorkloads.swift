#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Strips of every length by the sweep of `pentomino strip`, timed as whole processes: the 12
/// pentominoes, any number of each, at heights 5 to 8; then the sweep beside the route a user had
/// before it, at the longest strip that route counts within a minute on two cores; then the four
/// rectangles, each pentomino once, by the sweep beside the search, on one thread.
///
/// The route counts every multiset of the pieces that covers the K x n strip, each by the search
/// (`count KxN --pieces N*pentominoes --by-pieces`), and adds up their tilings in all; the sum
/// must equal the sweep's last term.
enum StripWorkloads {
    /// A sweep: the height and the last length, with any number of each pentomino.
    struct Row {
        let height: Int
        let last: Int
        var arguments: [String] { ["strip", "\(height)", "--copies", "any", "--to", "\(last)", "--json"] }
        var shown: String { "pentomino strip \(height) --copies any --to \(last)" }
    }

    static let rows = [
        Row(height: 5, last: 1000), Row(height: 6, last: 500), Row(height: 7, last: 100), Row(height: 8, last: 100),
    ]

    /// The strip the route is timed on: 5 x 8 (about half a minute on two cores; 5 x 9 takes
    /// about four times as long).
    static let routeRow = Row(height: 5, last: 8)

    /// A sweep over this many seconds is timed once.
    static let longSweep = 20.0

    /// Times each row, then the route beside its sweep, and prints both tables.
    static func run(runs: Int, pentomino: String, measurer: String) {
        let output = "/tmp/pentomino-bench-\(getpid())-strip-output.txt"
        defer { unlink(output) }
        print("\nStrips, whole process: each sweep \(min(runs, 3)) times (once if over \(Int(longSweep)) s)")
        print(
            [pad("sweep", 42), pad("median", 10), pad("min", 10), pad("peak", 9), pad("states", 9), "moves"]
                .joined(separator: " "))
        for row in rows {
            var samples: [Double] = []
            var peak = 0
            while samples.count < min(runs, 3) && (samples.first ?? 0) <= longSweep {
                let sample = ProcessTimer.measured([pentomino] + row.arguments, measurer: measurer, output: output)
                samples.append(sample.seconds)
                peak = max(peak, sample.peakKilobytes)
            }
            let summary = lastLine(of: output)
            guard jsonNumber("last", in: summary) == UInt64(row.last), summary.contains("\"complete\":true") else {
                fail("\(row.shown) did not count every term: \(summary)", code: 1)
            }
            print(
                [
                    pad(row.shown, 42), pad(milliseconds(samples.median), 10), pad(milliseconds(samples.min()!), 10),
                    pad("\((peak + 1023) / 1024) MiB", 9), pad("\(jsonNumber("states", in: summary) ?? 0)", 9),
                    "\(jsonNumber("transitions", in: summary) ?? 0)",
                ].joined(separator: " "))
        }
        let length = routeRow.last
        let route = [
            pentomino, "count", "\(routeRow.height)x\(length)", "--pieces", "\(length)*pentominoes", "--by-pieces",
        ]
        let routeSample = ProcessTimer.measured(route, measurer: measurer, output: output)
        // The table's rows: the pieces, then the distinct and all tilings; its last line sums up.
        let routeSum = fileText(output).split(separator: "\n").dropFirst().dropLast().reduce(UInt64(0)) { sum, line in
            sum + (UInt64(line.split(separator: " ").last ?? "") ?? 0)
        }
        var sweeps: [Double] = []
        for _ in 0..<runs {
            sweeps.append(
                ProcessTimer.measured([pentomino] + routeRow.arguments, measurer: measurer, output: output).seconds)
        }
        let terms = fileText(output).split(separator: "\n").dropLast()
        guard let last = terms.last, jsonNumber("tilings", in: String(last)) == routeSum else {
            fail("the route's sum \(routeSum) is not the sweep's a(\(length))", code: 1)
        }
        print("\nThe sweep beside the search's route on the 5 x \(length) strip, a(\(length)) = \(routeSum):")
        print(
            pad("route: " + route.dropFirst().joined(separator: " ") + ", summed", 64) + " "
                + milliseconds(routeSample.seconds))
        print(pad("sweep: " + routeRow.shown + " (median of \(runs))", 64) + " " + milliseconds(sweeps.median))
        print("route ÷ sweep: \(Int((routeSample.seconds / sweeps.median).rounded()))x")
        runRectangles(runs: runs, pentomino: pentomino, measurer: measurer, output: output)
    }

    /// The four rectangles of the twelve pentominoes, each as the last term of its strip, timed
    /// beside `count`'s search, both on one thread.
    private static func runRectangles(runs: Int, pentomino: String, measurer: String, output: String) {
        print("\nThe four rectangles, each pentomino once, on one thread (medians of \(runs)):")
        print(
            [
                pad("board", 6), pad("strip K --to N", 15), pad("count", 10), pad("sweep ÷ search", 15), pad("peak", 9),
                "states",
            ]
            .joined(separator: " "))
        for (height, length) in [(6, 10), (5, 12), (4, 15), (3, 20)] {
            let sweep = [pentomino, "strip", "\(height)", "--to", "\(length)", "--threads", "1", "--json", "--quiet"]
            var (sweeps, searches, peak) = ([Double](), [Double](), 0)
            for _ in 0..<runs {
                let sample = ProcessTimer.measured(sweep, measurer: measurer, output: output)
                sweeps.append(sample.seconds)
                peak = max(peak, sample.peakKilobytes)
            }
            let summary = lastLine(of: output)
            let search = [pentomino, "count", "\(height)x\(length)", "--threads", "1", "--quiet"]
            for _ in 0..<runs {
                searches.append(ProcessTimer.measured(search, measurer: measurer, output: output).seconds)
            }
            print(
                [
                    pad("\(height)x\(length)", 6), pad(milliseconds(sweeps.median), 15),
                    pad(milliseconds(searches.median), 10),
                    pad("\((sweeps.median / searches.median * 10).rounded() / 10)", 15),
                    pad("\((peak + 1023) / 1024) MiB", 9), "\(jsonNumber("states", in: summary) ?? 0)",
                ].joined(separator: " "))
        }
    }

    /// The last line of the file at `path`.
    private static func lastLine(of path: String) -> String {
        String(fileText(path).split(separator: "\n").last ?? "")
    }
}
