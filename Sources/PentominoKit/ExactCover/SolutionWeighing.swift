/// Says which solutions a search counts and what each weighs: a count of solutions and a sum of
/// weights, so that a caller can count one solution from each class of its own and the sizes of the
/// classes too.
public protocol SolutionWeighing: Sendable {
    /// Whether the solution `options` (indices of options, negative for items left uncovered) is
    /// counted, and taken by a listing of solutions; and its weight.
    func weigh(_ options: UnsafeBufferPointer<Int32>) -> SolutionWeight

    /// The weight of every solution, where the weighing counts each one and weighs them all alike
    /// (so that solutions can be counted by their number); nil otherwise.
    var uniformWeight: UInt64? { get }
}

extension SolutionWeighing {
    public var uniformWeight: UInt64? { nil }

    /// Whether the weighing counts every solution and weighs them all alike, so that a visitor can
    /// take solutions by their number. (The test of the type comes first so that a count of every
    /// solution, the common case, asks nothing at run time: a search that remembers reads this at
    /// every node.)
    @inline(__always)
    var countsAlike: Bool { Self.self == EverySolution.self || uniformWeight != nil }
}

/// Whether a solution counts, and its weight.
public struct SolutionWeight: Hashable, Sendable {
    /// Whether the solution is counted.
    public let counts: Bool
    /// What the solution adds to the sum of weights.
    public let weight: UInt64

    /// A solution that is counted if `counts`, with weight `weight`.
    public init(counts: Bool, weight: UInt64) {
        self.counts = counts
        self.weight = weight
    }
}

/// Counts every solution once, each of weight 1.
public struct EverySolution: SolutionWeighing {
    /// Weighing that takes every solution as itself.
    public init() {}

    @inline(__always)
    public func weigh(_ options: UnsafeBufferPointer<Int32>) -> SolutionWeight {
        SolutionWeight(counts: true, weight: 1)
    }

    public var uniformWeight: UInt64? { 1 }
}

/// Counts the solutions a weighing takes, and sums their weights; keeps none.
public struct SolutionCounter<Weighing: SolutionWeighing>: SolutionVisitor {
    /// The weighing applied to each solution.
    public let weighing: Weighing
    /// Solutions counted so far.
    public private(set) var count: UInt64 = 0
    /// The sum of their weights.
    public private(set) var weight: UInt64 = 0
    /// The count at which the counter stops the search.
    public let limit: UInt64

    /// A counter at zero that weighs solutions with `weighing`, and stops the search at a solution
    /// that brings the count to `limit` or beyond.
    public init(weighing: Weighing, limit: UInt64 = .max) {
        self.weighing = weighing
        self.limit = limit
    }

    @inline(__always)
    public mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        let weighed = weighing.weigh(options)
        if weighed.counts { count &+= 1 }
        weight &+= weighed.weight
        return count < limit
    }

    @inline(__always)
    public var plainCount: UInt64? { weighing.countsAlike ? count : nil }

    @inline(__always)
    public mutating func take(count solutions: UInt64) -> Bool {
        count &+= solutions
        weight &+= solutions &* (weighing.uniformWeight ?? 1)
        return true
    }
}

extension SolutionCounter where Weighing == EverySolution {
    /// A counter at zero that counts every solution.
    public init() {
        self.init(weighing: EverySolution())
    }
}
