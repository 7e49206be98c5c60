import Glibc
import PentominoKit

// pentomino-bench: fixed workloads, timed in process and as whole processes beside the C yardstick.
//
//   swift build -c release && swift run -c release pentomino-bench [--runs N] [--yardstick PATH] [--boards B,B…]
//
// In process: for each board and engine, one warm-up count, then N timed counts (set-up included);
// each count is checked against the board's known count. Whole process: `pentomino count BOARD`
// and `yardstick BOARD -p` run in turn, pair by pair, N times; the table gives each one's median
// and the ratio of the medians.

/// Prints `message` on stderr and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(code)
}

var runs = 7
var yardstick: String?
var boards = ["6x10", "5x12", "4x15", "3x20"]
let binaryDirectory = String(CommandLine.arguments[0].reversed().drop { $0 != "/" }.reversed())
var pentomino = binaryDirectory + "pentomino"
var words = Array(CommandLine.arguments.dropFirst())
while !words.isEmpty {
    let word = words.removeFirst()
    guard !words.isEmpty, ["--runs", "--yardstick", "--boards", "--pentomino"].contains(word) else {
        fail("usage: pentomino-bench [--runs N] [--yardstick PATH] [--pentomino PATH] [--boards 6x10,5x12,…]", code: 64)
    }
    let value = words.removeFirst()
    switch word {
    case "--runs": runs = max(1, Int(value) ?? runs)
    case "--yardstick": yardstick = value
    case "--pentomino": pentomino = value
    default: boards = value.split(separator: ",").map(String.init)
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func milliseconds(_ seconds: Double) -> String {
    let value = (seconds * 10000).rounded() / 10
    return "\(value) ms"
}

print("In process, \(runs) runs each after a warm-up (median, min):")
print([pad("board", 8), pad("engine", 7), pad("median", 11), pad("min", 11), pad("nodes", 9), pad("Mnodes/s", 9), "count"].joined(separator: " "))
for name in boards {
    guard let known = NamedBoard.named(name) else { fail("unknown board \(name)", code: 64) }
    for engine in [Engine.bitset, .dlx] {
        var samples: [Double] = []
        var last: TilingCount?
        for run in 0...runs {
            let start = ContinuousClock.now
            let count = TilingSolver(problem: try TilingProblem(board: known.board), engine: engine).count()
            let elapsed = (ContinuousClock.now - start).seconds
            guard count.distinct == known.distinctTilings, count.all == known.allTilings else {
                fail("\(name) \(engine): counted \(count.distinct), expected \(known.distinctTilings)", code: 1)
            }
            if run > 0 { samples.append(elapsed) }
            last = count
        }
        let nodes = last!.statistics.nodes
        let rate = (Double(nodes) / samples.median / 1e6 * 10).rounded() / 10
        print([pad(name, 8), pad(engine.rawValue, 7), pad(milliseconds(samples.median), 11),
               pad(milliseconds(samples.min()!), 11), pad("\(nodes)", 9), pad("\(rate)", 9), "\(last!.distinct) ✓"].joined(separator: " "))
    }
}

guard let yardstick else {
    print("\nWhole process: give --yardstick PATH (gcc -O3 -march=native yardstick.c) to compare side by side.")
    exit(0)
}
print("\nWhole process, \(runs) pairs run in turn (median, min, peak memory):")
print([pad("command", 44), pad("median", 10), pad("min", 10), pad("peak", 9), "÷ yardstick"].joined(separator: " "))
for name in boards {
    var reference: [Double] = []
    var candidates: [[Double]] = Array(repeating: [], count: [Engine.bitset, .dlx].count)
    var peaks = Array(repeating: 0, count: [Engine.bitset, .dlx].count)
    for _ in 0..<runs {
        guard let base = ProcessTimer.run([yardstick, name, "-p"]) else { fail("yardstick failed", code: 1) }
        reference.append(base.seconds)
        for (index, engine) in [Engine.bitset, .dlx].enumerated() {
            guard let sample = ProcessTimer.run([pentomino, "count", name, "--engine", engine.rawValue]) else {
                fail("\(pentomino) failed; build it with swift build -c release", code: 1)
            }
            candidates[index].append(sample.seconds)
            peaks[index] = max(peaks[index], sample.peakKilobytes)
        }
    }
    print([pad("yardstick \(name) -p", 44), pad(milliseconds(reference.median), 10), pad(milliseconds(reference.min()!), 10), pad("", 9), "1.00"].joined(separator: " "))
    for (index, engine) in [Engine.bitset, .dlx].enumerated() {
        let ratio = (candidates[index].median / reference.median * 100).rounded() / 100
        print([pad("pentomino count \(name) --engine \(engine.rawValue)", 44), pad(milliseconds(candidates[index].median), 10),
               pad(milliseconds(candidates[index].min()!), 10), pad("\(peaks[index] / 1024) MiB", 9), "\(ratio)"].joined(separator: " "))
    }
}
