// The sweep of a strip:
//
// - `StripSweep`: the route chosen (the automaton for unlimited copies, `BoundedSweep` for
//   bounded), and the automaton's terms counted column by column.
// - `StripProgress`: what a progress line reads.
// - The counts: two flat buffers of words, widened together.
// - A step: the targets shared among threads, and the inner loop of additions.

import Dispatch
import Synchronization

/// Counts the tilings of a strip for every length from 0 up, by a transfer matrix: the work grows
/// linearly with the length, where a search's grows exponentially.
///
/// The sweep keeps, for each state, the number of ways to reach it; a step moves the sweep line one
/// cell, and K steps one column. After n columns, the ways that reach an empty frontier are the
/// tilings of the K x n strip. With unlimited copies the states repeat from column to column, so
/// they are found once, as an automaton (`StripAutomaton`), and its counts are big integers in one
/// flat buffer, each `limbs` words wide, all widened by a word together when the largest nears the
/// top of its words. With bounded copies each state belongs to one cell, so `BoundedSweep` finds
/// them as it goes and keeps two cells' states at a time.
public struct StripSweep: Sendable {
    /// How a sweep ended.
    public enum Ending: Hashable, Sendable {
        /// Every term asked for was counted.
        case complete
        /// The cancellation stopped it; the terms reported so far are exact.
        case interrupted
        /// The counts grew past the memory the sweep may use: the next width, in bytes, would pass it.
        case outOfMemory(bytes: Int)
    }

    /// How a sweep ended, and what it took.
    public struct Run: Hashable, Sendable {
        /// How it ended.
        public let ending: Ending
        /// The most states it held at once: every state of the automaton, or with bounded copies
        /// the most of any one cell.
        public let states: Int
        /// The moves between states it followed: the additions of counts it made.
        public let transitions: Int
    }

    /// The strip.
    public let strip: Strip
    /// The automaton, for unlimited copies; nil for bounded, which `BoundedSweep` counts.
    private let automaton: StripAutomaton?

    /// The states found before the sweep: every state of the automaton with unlimited copies; nil
    /// with bounded copies, whose states are found as the sweep reaches them.
    public var states: Int? { automaton?.stateCounts.reduce(0, +) }

    /// The sweep of `strip`, with unlimited copies its automaton built; nil if `cancellation`
    /// stopped the build or the estimate.
    ///
    /// An automaton is first built in a small budget (`StripTuning.measuringBytes`). One that does
    /// not fit there is estimated from the lower strips (`StripEstimate`), and refused at once if
    /// the least memory of the estimate passes `memory` several times over; otherwise it is built
    /// in `memory`. A refusal names the tallest lower strip that fits, from the estimate.
    ///
    /// - Parameters:
    ///   - strip: the strip whose states are found.
    ///   - memory: what the states may take while they are found.
    ///   - progress: counts the states found, for a progress line.
    ///   - cancellation: stops the build or the estimate when cancelled.
    /// - Throws: `StripError.tooManyStates` when the states would take more than `memory`, found
    ///   or estimated.
    public init?(
        _ strip: Strip, memory: MemoryBudget = .machine, progress: StripProgress? = nil,
        cancellation: SearchCancellation? = nil
    ) throws(StripError) {
        self.strip = strip
        guard strip.copies == .unlimited else {
            automaton = nil
            return
        }
        let small = MemoryBudget(bytes: min(memory.bytes, StripTuning.measuringBytes))
        var overflow: StripError.Overflow
        switch try StripSweep.build(strip, within: small, progress: progress, cancellation: cancellation) {
        case .built(let automaton):
            self.automaton = automaton
            return
        case .stopped: return nil
        case .passed(let found): overflow = found
        }
        guard
            let estimate = StripEstimate(
                strip, measuringWithin: small, past: overflow.states, cancellation: cancellation)
        else { return nil }
        func refusal(_ overflow: StripError.Overflow) -> StripError {
            var overflow = overflow
            overflow.fitting = estimate.tallest(fittingIn: memory, below: strip.height)
            overflow.lookedLower = strip.height > 1
            return .tooManyStates(overflow)
        }
        if small.bytes < memory.bytes {
            if let size = estimate.size(ofHeight: strip.height),
                size.leastBytes / StripTuning.refusalMargin > memory.bytes
            {
                throw refusal(
                    StripError.Overflow(
                        states: size.states, bytes: size.leastBytes, budget: memory,
                        estimatedFrom: estimate.sizes.last(where: \.isMeasured)?.height))
            }
            switch try StripSweep.build(strip, within: memory, progress: progress, cancellation: cancellation) {
            case .built(let automaton):
                self.automaton = automaton
                return
            case .stopped: return nil
            case .passed(let found): overflow = found
            }
        }
        throw refusal(overflow)
    }

    /// How a build of an automaton within a budget ended.
    private enum Build {
        case built(StripAutomaton)
        /// The cancellation stopped it.
        case stopped
        /// Its states passed the budget.
        case passed(StripError.Overflow)
    }

    /// The automaton of `strip`, built within `budget`.
    private static func build(
        _ strip: Strip, within budget: MemoryBudget, progress: StripProgress?, cancellation: SearchCancellation?
    ) throws(StripError) -> Build {
        do {
            guard
                let automaton = try StripAutomaton(
                    strip, budget: budget, progress: progress, cancellation: cancellation)
            else { return .stopped }
            return .built(automaton)
        } catch {
            guard case .tooManyStates(let overflow) = error else { throw error }
            return .passed(overflow)
        }
    }

    /// Counts the tilings of the strip of each length from 0 through `last`, and hands each count to
    /// `term` as soon as it is known.
    ///
    /// - Parameters:
    ///   - last: the longest strip counted.
    ///   - threads: the threads a step's additions are shared among.
    ///   - memory: what the counts may take; past it, the sweep stops with `.outOfMemory`.
    ///   - progress: counts the columns done, for a progress line.
    ///   - cancellation: stops the sweep between columns, with the terms so far handed out.
    ///   - term: takes each length and its count of tilings, in order.
    /// - Returns: how the sweep ended, and what it took; the terms handed out are exact however it
    ///   ends.
    /// - Complexity: O(*n* *t* *w*) word additions for *n* columns of *t* transitions, with counts of
    ///   up to *w* words.
    public func terms(
        through last: Int, threads: Int = 1, memory: MemoryBudget = .machine, progress: StripProgress? = nil,
        cancellation: SearchCancellation? = nil, _ term: (_ length: Int, _ tilings: BigUInt) -> Void
    ) -> Run {
        guard last >= 0 else { return Run(ending: .complete, states: 0, transitions: 0) }
        guard let automaton else {
            let (ending, states, moves) = BoundedSweep(strip).terms(
                through: last, threads: threads, memory: memory, progress: progress, cancellation: cancellation,
                term)
            return Run(ending: ending, states: states, transitions: moves)
        }
        let (ending, columns) = terms(
            of: automaton, through: last, threads: threads, memory: memory, progress: progress,
            cancellation: cancellation, term)
        return Run(
            ending: ending, states: states ?? 0, transitions: columns * automaton.transitions)
    }

    /// The terms of the automaton's sweep, column by column; and the columns it swept.
    private func terms(
        of automaton: StripAutomaton, through last: Int, threads: Int, memory: MemoryBudget,
        progress: StripProgress?, cancellation: SearchCancellation?,
        _ term: (_ length: Int, _ tilings: BigUInt) -> Void
    ) -> (Ending, columns: Int) {
        var counts = CountBuffers(states: automaton.stateCounts.max() ?? 1)
        defer { counts.deallocate() }
        counts.current[automaton.start] = 1
        term(0, counts.sum(of: automaton.ends))
        // A sum of `largestInDegree` counts must fit: widen once a count reaches this top word.
        let headroom = max(1, Int.bitWidth - max(automaton.largestInDegree, 1).leadingZeroBitCount)
        let widening: UInt64 = headroom >= 64 ? 0 : 1 << UInt64(64 - headroom)
        let phases = strip.height
        let plans = (0..<phases).map { StepPlan(automaton, phase: $0, threads: threads) }
        var length = 1
        while length <= last {
            for phase in 0..<phases {
                if cancellation?.isCancelled == true { return (.interrupted, length - 1) }
                if counts.largestTopWord(states: automaton.stateCounts[phase]) >= widening {
                    let bytes = 2 * counts.capacity * (counts.limbs + 1) * 8
                    guard bytes <= memory.bytes else { return (.outOfMemory(bytes: bytes), length - 1) }
                    counts.widen(states: automaton.stateCounts[phase])
                }
                plans[phase].run(automaton, phase: phase, counts: counts)
                counts.swap()
            }
            let tilings = counts.sum(of: automaton.ends)
            term(length, tilings)
            progress?.columns.store(length, ordering: .relaxed)
            // Past a column in which no count is left, every strip is longer than the pieces allow.
            if counts.isZero(states: automaton.stateCounts[0]) {
                for rest in (length + 1)..<(last + 1) { term(rest, 0) }
                return (.complete, length)
            }
            length += 1
        }
        return (.complete, last)
    }
}

/// What a progress line shows of a sweep: the states found while its automaton is built, then the
/// columns counted.
public final class StripProgress: Sendable {
    /// The states found so far.
    public let explored = Atomic<Int>(0)
    /// The columns counted so far.
    public let columns = Atomic<Int>(0)

    public init() {}
}

// MARK: - The counts

/// The counts of two phases, the one a step reads and the one it writes, each `limbs` words a state
/// in one allocation: plain memory, so that the step's loop touches no reference counts.
private struct CountBuffers: @unchecked Sendable {
    /// The states either buffer has room for.
    let capacity: Int
    /// The words of each count.
    private(set) var limbs = 1
    private(set) var current: UnsafeMutablePointer<UInt64>
    private(set) var next: UnsafeMutablePointer<UInt64>

    /// Buffers for `states` states, all counts zero.
    init(states: Int) {
        capacity = max(states, 1)
        current = .allocate(capacity: capacity)
        next = .allocate(capacity: capacity)
        current.initialize(repeating: 0, count: capacity)
        next.initialize(repeating: 0, count: capacity)
    }

    /// The sum of the counts of `states` of the current phase.
    func sum(of states: [Int]) -> BigUInt {
        states.reduce(BigUInt(0)) { sum, state in
            sum + BigUInt(words: Array(UnsafeBufferPointer(start: current + state * limbs, count: limbs)))
        }
    }

    /// The largest top word among the first `states` counts of the current phase.
    func largestTopWord(states: Int) -> UInt64 {
        var largest: UInt64 = 0
        for state in 0..<states { largest = max(largest, current[state * limbs + limbs - 1]) }
        return largest
    }

    /// Whether the first `states` counts of the current phase are all zero.
    func isZero(states: Int) -> Bool {
        (0..<(states * limbs)).allSatisfy { current[$0] == 0 }
    }

    /// Gives every count one more word, the first `states` of the current phase keeping their values.
    mutating func widen(states: Int) {
        let wider = limbs + 1
        let (newCurrent, newNext) = (
            UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * wider),
            UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * wider)
        )
        newCurrent.initialize(repeating: 0, count: capacity * wider)
        newNext.initialize(repeating: 0, count: capacity * wider)
        for state in 0..<states {
            (newCurrent + state * wider).update(from: current + state * limbs, count: limbs)
        }
        deallocate()
        (current, next, limbs) = (newCurrent, newNext, wider)
    }

    /// The buffer just written becomes the one read.
    mutating func swap() {
        Swift.swap(&current, &next)
    }

    func deallocate() {
        current.deallocate()
        next.deallocate()
    }
}

// MARK: - A step

/// How one step's targets are shared among threads: ranges of targets with about as many sources
/// each, or the whole range on the calling thread when the step is too small to share.
private struct StepPlan: Sendable {
    /// The first target of each range, and one past the last.
    let bounds: [Int]

    init(_ automaton: StripAutomaton, phase: Int, threads: Int) {
        let starts = automaton.sourceStarts[phase]
        let targets = starts.count - 1
        let transitions = Int(starts.last!)
        guard threads > 1 && transitions >= StripTuning.smallestSharedStep else {
            bounds = [0, targets]
            return
        }
        // Four ranges a thread, so that a thread that finishes early takes another.
        let ranges = threads * 4
        var bounds = [0]
        var target = 0
        for range in 1..<ranges {
            let goal = transitions * range / ranges
            while target < targets && Int(starts[target]) < goal { target += 1 }
            if target > bounds.last! { bounds.append(target) }
        }
        if targets > bounds.last! { bounds.append(targets) }
        self.bounds = bounds
    }

    /// Writes, for each state of the next phase, the sum of the counts of its sources.
    func run(_ automaton: StripAutomaton, phase: Int, counts: CountBuffers) {
        automaton.sourceStarts[phase].withUnsafeBufferPointer { starts in
            automaton.sources[phase].withUnsafeBufferPointer { sources in
                let step = Step(
                    starts: starts.baseAddress!, sources: sources.baseAddress, current: counts.current,
                    next: counts.next, limbs: counts.limbs)
                if bounds.count == 2 {
                    step.add(targets: bounds[0]..<bounds[1])
                } else {
                    DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { range in
                        step.add(targets: bounds[range]..<bounds[range + 1])
                    }
                }
            }
        }
    }
}

/// The addresses one step reads and writes: the inner loop of the sweep.
private struct Step: @unchecked Sendable {
    let starts: UnsafePointer<Int32>
    let sources: UnsafePointer<UInt32>?
    let current: UnsafeMutablePointer<UInt64>
    let next: UnsafeMutablePointer<UInt64>
    let limbs: Int

    /// For each target of `targets`, its count: the sum of its sources' counts, word by word with
    /// carries. No sum overflows its words: the buffers widen before one could.
    func add(targets: Range<Int>) {
        for target in targets {
            let sum = next + target * limbs
            sum.update(repeating: 0, count: limbs)
            guard let sources else { continue }
            for edge in Int(starts[target])..<Int(starts[target + 1]) {
                _ = addCount(current + Int(sources[edge]) * limbs, to: sum, limbs: limbs)
            }
        }
    }
}
