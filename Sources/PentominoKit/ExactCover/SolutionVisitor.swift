/// Receives the solutions an engine finds, as the indices of the chosen options. In a problem that
/// allows gaps, an entry `-1 - k` says that primary item `k` was left uncovered (see `Choice`).
public protocol SolutionVisitor {
    /// Takes one solution; returns whether the search should go on.
    mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool

    /// The number of solutions visited so far, where the visitor can take them by their number: it
    /// does nothing with each but count it, all alike; nil for every other visitor. A search may then
    /// offer it the solutions below a node by their number (`take(count:)`) instead of one by one.
    var plainCount: UInt64? { get }

    /// Takes `count` solutions at once if it can, and returns whether it did; only for a visitor with
    /// a `plainCount`. A visitor that must see one of them (a picker whose solution is among them)
    /// returns false, and the search goes on below the node.
    mutating func take(count: UInt64) -> Bool

    /// Takes the `count` solutions below the node that `path` (the choices from the root, as
    /// solutions are given) reaches, as `take(count:)` does: a visitor that sorts solutions by what
    /// their paths hold can take them where the path already decides that. By default,
    /// `take(count:)`.
    mutating func take(count: UInt64, below path: UnsafeBufferPointer<Int32>) -> Bool
}

extension SolutionVisitor {
    public var plainCount: UInt64? { nil }

    public mutating func take(count: UInt64) -> Bool {
        preconditionFailure("only a visitor that does nothing but count takes solutions by their number")
    }

    @inline(__always)
    public mutating func take(count: UInt64, below path: UnsafeBufferPointer<Int32>) -> Bool {
        take(count: count)
    }
}

/// Keeps the first `limit` solutions and then stops the search.
public struct SolutionCollector: SolutionVisitor {
    /// The solutions kept, each as option indices in the order the search chose them.
    public private(set) var solutions: [[Int]] = []
    /// How many solutions to keep before stopping.
    public let limit: Int

    /// A collector that stops after `limit` solutions.
    public init(limit: Int) {
        self.limit = limit
    }

    public mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        solutions.append(options.map { Int($0) })
        return solutions.count < limit
    }
}

/// Passes over a number of the solutions a weighing counts, keeps the next one and stops.
public struct SolutionPicker<Weighing: SolutionWeighing>: SolutionVisitor {
    /// The weighing that says which solutions count.
    public let weighing: Weighing
    /// Solutions still to pass over.
    private var skip: UInt64
    /// The solution kept, once found.
    public private(set) var solution: [Int]?
    /// How many solutions that `weighing` counts were passed over so far.
    public private(set) var passed: UInt64 = 0

    /// A picker that keeps the solution after the first `skip` that `weighing` counts.
    public init(skip: UInt64, weighing: Weighing) {
        self.skip = skip
        self.weighing = weighing
    }

    public mutating func visit(_ options: UnsafeBufferPointer<Int32>) -> Bool {
        guard weighing.weigh(options).counts else { return true }
        guard skip == 0 else {
            skip -= 1
            passed += 1
            return true
        }
        solution = options.map { Int($0) }
        return false
    }

    /// Where `weighing` counts every solution alike, so that a search that remembers the counts
    /// below states can pass over them by their number.
    @inline(__always)
    public var plainCount: UInt64? { weighing.countsAlike ? passed : nil }

    /// Passes over `count` solutions at once, unless the one to keep is among them.
    @inline(__always)
    public mutating func take(count: UInt64) -> Bool {
        guard count <= skip else { return false }
        skip -= count
        passed += count
        return true
    }
}
