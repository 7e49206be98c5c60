/// What a search's state is below a prefix: the covered words, the gaps left and the depth.
typealias SearchStart<Low: BitsetWord, High: BitsetWord> = (low: Low, high: High, gaps: Int, depth: Int)

/// What to do with a bitset search once its tables are in place, in whichever mode it runs.
protocol BitsetSearchJob {
    associatedtype Result
    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(_ search: consuming BitsetSearch<Mode, Low, High>,
                                                                 from start: SearchStart<Low, High>) -> Result
}

/// Searches the tree, handing each solution to a visitor.
struct Visiting<V: SolutionVisitor>: BitsetSearchJob {
    let visitor: UnsafeMutablePointer<V>

    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(_ search: consuming BitsetSearch<Mode, Low, High>,
                                                                 from start: SearchStart<Low, High>) -> SearchStatistics {
        search.run(from: start, visitor: &visitor.pointee)
    }
}

/// Estimates the tree's size: the mean of random probes' estimates.
struct Estimating: BitsetSearchJob {
    let probes: Int
    let random: UnsafeMutablePointer<SplitMix64>

    func run<Mode: SearchMode, Low: BitsetWord, High: BitsetWord>(_ search: consuming BitsetSearch<Mode, Low, High>,
                                                                 from start: SearchStart<Low, High>) -> Double {
        guard probes > 0 else { return 0 }
        var total = 0.0
        for _ in 0..<probes { total += search.probe(from: start, random: &random.pointee) }
        return total / Double(probes)
    }
}
