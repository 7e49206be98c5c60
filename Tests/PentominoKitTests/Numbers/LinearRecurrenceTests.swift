import Testing

@testable import PentominoKit

/// Recurrences found from terms made by known recurrences, and terms too few to pin one down.
struct LinearRecurrenceTests {
    /// `count` terms of a(n) = Σ c_i a(n-i) from `initial`.
    static func terms(_ coefficients: [Int], initial: [Int], count: Int) -> [BigUInt] {
        var terms = initial.map { BigInt($0) }
        while terms.count < count {
            let n = terms.count
            terms.append(
                coefficients.enumerated().reduce(BigInt(0)) { $0 + BigInt($1.element) * terms[n - 1 - $1.offset] })
        }
        return terms.map(\.magnitude)
    }

    @Test func fibonacciIsFound() throws {
        let finding = LinearRecurrence.find(in: Self.terms([1, 1], initial: [0, 1], count: 30))
        guard case .found(let recurrence) = finding else {
            Issue.record("\(finding)")
            return
        }
        #expect(recurrence.coefficients == [1, 1])
        #expect(recurrence.equation == "a(n) = a(n-1) + a(n-2) for n >= 2")
        #expect(recurrence.generatingFunction == "x/(1 - x - x^2)")
        #expect(recurrence.foundFrom == 15 && recurrence.checkedOn == 15)
    }

    /// A search whose cancellation is cancelled gives nothing; one that is not finds what `find(in:)` finds.
    @Test func aCancelledSearchGivesNothing() {
        let terms = Self.terms([1, 1], initial: [0, 1], count: 30)
        let cancellation = SearchCancellation()
        #expect(LinearRecurrence.find(in: terms, cancellation: cancellation) == LinearRecurrence.find(in: terms))
        cancellation.cancel()
        #expect(LinearRecurrence.find(in: terms, cancellation: cancellation) == nil)
    }

    @Test func negativeCoefficientsAndATransientAreFound() throws {
        // a(n) = 3 a(n-1) - 2 a(n-2) from n = 4: 0, 1, 3, 7, 15, … with the first two changed to 5, 0.
        var terms = Self.terms([3, -2], initial: [0, 1], count: 40)
        terms[0] = 5
        terms[1] = 0
        let finding = LinearRecurrence.find(in: terms)
        guard case .found(let recurrence) = finding else {
            Issue.record("\(finding)")
            return
        }
        #expect(recurrence.coefficients == [3, -2])
        #expect(recurrence.start == 4)
        #expect(recurrence.equation == "a(n) = 3 a(n-1) - 2 a(n-2) for n >= 4")
    }

    @Test func sequencesThatEndInZerosEndThere() throws {
        let finding = LinearRecurrence.find(in: ([1, 0, 4, 7] + Array(repeating: 0, count: 20)).map { BigUInt($0) })
        guard case .found(let recurrence) = finding else {
            Issue.record("\(finding)")
            return
        }
        #expect(recurrence.order == 0)
        #expect(recurrence.equation == "a(n) = 0 for n >= 4")
        #expect(recurrence.generatingFunction == "1 + 4x^2 + 7x^3")
    }

    @Test func tooFewTermsAreSaidToBeTooFew() {
        // Order 6 needs twelve terms to fit and as many to check.
        let terms = Self.terms([0, 2, 1, 12, 6, 2], initial: [1, 0, 2, 1, 16, 10], count: 18)
        let finding = LinearRecurrence.find(in: terms)
        switch finding {
        case .found: Issue.record("18 terms cannot pin down and check a recurrence of order 6")
        case .tooFewTerms, .failsOnLaterTerm: break
        }
    }

    @Test func hugeCoefficientsAreJoinedFromManyPrimes() throws {
        // a(n) = c a(n-1) with c past 2^100: one prime cannot hold c.
        let c = try #require(BigUInt("1267650600228229401496703205653"))
        var terms: [BigUInt] = [1]
        for _ in 1..<12 { terms.append(terms.last! * c) }
        let finding = LinearRecurrence.find(in: terms)
        guard case .found(let recurrence) = finding else {
            Issue.record("\(finding)")
            return
        }
        #expect(recurrence.coefficients == [BigInt(magnitude: c)])
    }
}
