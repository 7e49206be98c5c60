@testable import PentominoKit

/// Exact-cover problems that are not pentominoes, to show the engines know nothing of them.
enum SampleProblems {
    /// Knuth's example from "Dancing Links": items A…G, six options, one solution {A D}, {B G}, {C E F}.
    static let knuth = ExactCoverProblem(primaryItemCount: 7, options: [
        [2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6],
    ])

    /// The n queens: rows and columns primary, the diagonals secondary.
    static func queens(_ n: Int) -> ExactCoverProblem {
        var options: [[Int]] = []
        for row in 0..<n {
            for column in 0..<n {
                options.append([row, n + column, 2 * n + row + column, 2 * n + (2 * n - 1) + (row - column + n - 1)])
            }
        }
        return ExactCoverProblem(primaryItemCount: 2 * n, secondaryItemCount: 2 * (2 * n - 1), options: options)
    }

    /// A random problem of up to 8 primary and 3 secondary items and up to 14 options, each with a primary item.
    static func random(using random: inout SeededRandom) -> ExactCoverProblem {
        let primary = Int.random(in: 1...8, using: &random)
        let secondary = Int.random(in: 0...3, using: &random)
        let options = (0..<Int.random(in: 1...14, using: &random)).map { _ in
            let items = (0..<(primary + secondary)).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            // Every option needs a primary item.
            return items.first.map { $0 < primary } == true ? items : [Int.random(in: 0..<primary, using: &random)] + items
        }
        return ExactCoverProblem(primaryItemCount: primary, secondaryItemCount: secondary, options: options)
    }

    /// The number of solutions, by trying every subset of the options.
    static func bruteForceCount(_ problem: ExactCoverProblem) -> UInt64 {
        var count: UInt64 = 0
        for subset in 0..<(1 << problem.optionCount) {
            var times = Array(repeating: 0, count: problem.itemCount)
            for index in 0..<problem.optionCount where subset >> index & 1 == 1 {
                for item in problem.items(ofOption: index) { times[Int(item)] += 1 }
            }
            if times[..<problem.primaryItemCount].allSatisfy({ $0 == 1 }) && times[problem.primaryItemCount...].allSatisfy({ $0 <= 1 }) {
                count += 1
            }
        }
        return count
    }
}

/// A small deterministic random number generator (SplitMix64), so that random tests repeat exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Engine {
    /// Searches `problem` with this engine (`bitset` or `dlx`).
    func search<V: SolutionVisitor>(_ problem: ExactCoverProblem, from prefix: [Int] = [], limits: SearchLimits = .none,
                                    visitor: inout V) -> SearchStatistics {
        switch self {
        case .bitset, .auto: BitsetEngine(problem).search(from: prefix, limits: limits, visitor: &visitor)
        case .dlx: DancingLinks(problem).search(from: prefix, limits: limits, visitor: &visitor)
        }
    }
}
