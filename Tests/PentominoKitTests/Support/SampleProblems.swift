import TilingCheck

@testable import PentominoKit

/// Exact-cover problems that are not pentominoes, to show the engines know nothing of them.
enum SampleProblems {
    /// Knuth's example from "Dancing Links": items A…G, six options, one solution {A D}, {B G}, {C E F}.
    static let knuth = ExactCoverProblem(
        primaryItemCount: 7,
        options: [
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

    /// A random problem of up to `primary` primary items and `secondary` secondary items, and up to
    /// `options` options, each with a primary item. With `multiplicities`, primary items after the
    /// first may be covered two or three times, and each option holds an item covered once. Before
    /// them come `filler` primary items that each have one option of their own, last in the list,
    /// which every solution takes. With `capacities`, each secondary item may be held by one, two or
    /// three options.
    static func random(
        primary: ClosedRange<Int> = 1...8, secondary: ClosedRange<Int> = 0...3, options: ClosedRange<Int> = 1...14,
        multiplicities: Bool = false, capacities: Bool = false, filler: Int = 0, using random: inout SplitMix64
    ) -> ExactCoverProblem {
        let primary = Int.random(in: primary, using: &random)
        let secondary = Int.random(in: secondary, using: &random)
        let times = (0..<primary).map { $0 == 0 || !multiplicities ? 1 : [1, 1, 2, 3].randomElement(using: &random)! }
        let single = (0..<primary).filter { times[$0] == 1 }
        var options = (0..<Int.random(in: options, using: &random)).map { _ -> [Int] in
            let items = (0..<(primary + secondary)).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
            // Every option needs a primary item, one covered once.
            let own = items.contains(where: single.contains) ? items : [single.randomElement(using: &random)!] + items
            return own.map { filler + $0 }
        }
        options += (0..<filler).map { [$0] }
        let shared = (0..<secondary).map { _ in capacities ? Int.random(in: 1...3, using: &random) : 1 }
        return ExactCoverProblem(
            primaryItemCount: filler + primary, secondaryItemCount: secondary, options: options,
            multiplicities: Array(repeating: 1, count: filler) + times, capacities: shared)
    }

    /// Every solution of `problem`, by `ExactCoverBruteForce`, which shares nothing with the engines;
    /// the last `fixedOptions` options are in every solution.
    static func bruteForceSolutions(_ problem: ExactCoverProblem, fixedOptions: Int = 0) -> [[Int]] {
        ExactCoverBruteForce.solutions(
            primaryItemCount: problem.primaryItemCount, itemCount: problem.itemCount,
            options: (0..<problem.optionCount).map { problem.items(ofOption: $0).map(Int.init) },
            multiplicities: problem.multiplicities, capacities: problem.capacities, gapLimit: problem.gaps.limit,
            gapItems: problem.gaps.items, fixedOptions: fixedOptions)
    }

    /// The number of solutions of `problem`, by `bruteForceSolutions`.
    static func bruteForceCount(_ problem: ExactCoverProblem, fixedOptions: Int = 0) -> UInt64 {
        UInt64(bruteForceSolutions(problem, fixedOptions: fixedOptions).count)
    }
}

extension Engine {
    /// Searches `problem` with this engine (`bitset` or `dlx`).
    func search<V: SolutionVisitor>(
        _ problem: ExactCoverProblem, from prefix: [Int] = [], limits: SearchLimits = .none,
        visitor: inout V
    ) -> SearchStatistics {
        switch self {
        case .bitset, .auto: BitsetEngine(problem).search(from: prefix, limits: limits, visitor: &visitor)
        case .dlx: DancingLinks(problem).search(from: prefix, limits: limits, visitor: &visitor)
        }
    }
}
