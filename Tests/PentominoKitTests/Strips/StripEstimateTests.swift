import Testing

@testable import PentominoKit

/// The sizes of strips worked out before they are built, on the monomino and the domino: every
/// frontier of the h cells ahead of the sweep line can be reached at each of the h rows, and no
/// other, so the h-high strip's automaton has h · 2^h states, a count that needs no sweep.
struct StripEstimateTests {
    static let monominoAndDomino = PieceSet([
        Piece(letter: "A", shape: Shape(drawing: "#")), Piece(letter: "B", shape: Shape(drawing: "##")),
    ])

    static func strip(_ height: Int) throws -> Strip {
        try Strip(height: height, pieces: monominoAndDomino, copies: .unlimited)
    }

    /// h · 2^h.
    static func states(_ height: Int) -> Int { height << height }

    @Test func lowerStripsAreMeasuredAndTheRestExtrapolated() throws {
        let estimate = try #require(
            StripEstimate(StripEstimateTests.strip(18), measuringWithin: MemoryBudget(bytes: 4 << 20)))
        #expect(estimate.sizes.map(\.height) == Array(1...18))
        let measured = estimate.sizes.filter(\.isMeasured)
        #expect(measured.count >= 10 && measured.count < 18)
        for size in measured { #expect(size.states == StripEstimateTests.states(size.height), "\(size)") }
        for size in estimate.sizes where !size.isMeasured {
            let ratio = Double(size.states) / Double(StripEstimateTests.states(size.height))
            #expect(ratio > 0.8 && ratio < 1.3, "\(size): \(ratio) times the states")
            #expect(size.bytes > size.leastBytes)
        }
        let fitting = try #require(estimate.tallest(fittingIn: MemoryBudget(bytes: 64 << 20), below: 18))
        #expect(!fitting.isMeasured && fitting.bytes <= 64 << 20)
        #expect(estimate.size(ofHeight: fitting.height + 1).map { $0.bytes > 64 << 20 } == true)
    }

    @Test func aSweepFarPastItsMemoryIsRefusedFromTheEstimateWithoutItsBuild() throws {
        let progress = StripProgress()
        #expect {
            _ = try StripSweep(StripEstimateTests.strip(24), memory: MemoryBudget(bytes: 1 << 30), progress: progress)
        } throws: { error in
            guard case StripError.tooManyStates(let overflow) = error, let from = overflow.estimatedFrom,
                let fitting = overflow.fitting
            else { return false }
            let states = Double(StripEstimateTests.states(24))
            return from < 24 && Double(overflow.states) > 0.8 * states && Double(overflow.states) < 1.5 * states
                && (15...19).contains(fitting.height) && overflow.description.contains("should fit")
        }
        // The build of the 24-high strip stopped at the small budget it is tried in first, long
        // before the 1 GiB.
        #expect(progress.explored.load(ordering: .relaxed) < 1 << 20)
    }

    @Test func aSweepNearItsMemoryIsBuiltAndRefusedWithTheStatesFound() throws {
        #expect {
            _ = try StripSweep(StripEstimateTests.strip(17), memory: MemoryBudget(bytes: 64 << 20))
        } throws: { error in
            guard case StripError.tooManyStates(let overflow) = error else { return false }
            return overflow.estimatedFrom == nil && overflow.bytes > 64 << 20
                && overflow.fitting.map { $0.height < 17 && $0.bytes <= 64 << 20 } == true
        }
    }

    @Test func aCancelledEstimateOrRefusalEndsWithNothing() throws {
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(StripEstimate(try StripEstimateTests.strip(24), cancellation: cancellation) == nil)
        #expect(
            try StripSweep(
                StripEstimateTests.strip(24), memory: MemoryBudget(bytes: 1 << 30), cancellation: cancellation)
                == nil)
    }

    /// An estimate past what it can hold says "more than", not "about".
    @Test func anEstimateAtItsCeilingSaysMoreThan() throws {
        let overflow = StripError.Overflow(
            states: StripEstimate.mostStates, bytes: 1 << 60, budget: MemoryBudget(bytes: 1 << 30), estimatedFrom: 14)
        #expect(overflow.description.hasPrefix("the sweep would need more than 1000 trillion states, at least "))
        let huge = try #require(
            StripEstimate(StripEstimateTests.strip(62), measuringWithin: MemoryBudget(bytes: 4 << 20)))
        #expect(huge.size(ofHeight: 62)?.states == StripEstimate.mostStates)
    }

    @Test func aRefusalSaysWhenNoLowerStripFits() {
        let overflow = StripError.Overflow(
            states: 5000, bytes: 2 << 20, budget: MemoryBudget(bytes: 1 << 20), estimatedFrom: nil, fitting: nil,
            lookedLower: true)
        #expect(
            overflow.description
                == "the sweep needs more than 5000 states, over 2 MiB, past the 1 MiB it may use; no lower strip fits either"
        )
    }
}
