// A linear recurrence, found from terms:
//
// - `LinearRecurrence`: the coefficients, where it starts, its generating function's numerator,
//   and what it was found from; `find(in:)`, which fits it modulo primes and checks it exactly.
// - The steps modulo a prime: a check on later terms, Berlekamp and Massey's algorithm, and the
//   Chinese remainder theorem that joins the primes.
// - In words: the equation and the generating function as text.

/// The shortest linear recurrence with integer coefficients that a sequence of whole numbers
/// satisfies, and its rational generating function.
///
/// The sequence a(0), a(1), … satisfies a(n) = c₁ a(n-1) + … + c_d a(n-d) for every n ≥ `start`;
/// its generating function is then P(x)/Q(x) with Q(x) = 1 - c₁ x - … - c_d x^d and P of degree
/// below `start`. `find(in:)` finds it by Berlekamp and Massey's algorithm modulo several primes
/// near 2^62, joins the coefficients by the Chinese remainder theorem, and checks the result on
/// every term with exact integers: what it returns holds for every term it was given.
public struct LinearRecurrence: Hashable, Sendable {
    /// c₁ … c_d, the last not zero (none when the sequence ends in zeros).
    public let coefficients: [BigInt]
    /// The first n from which a(n) follows from the terms before it.
    public let start: Int
    /// P(x), lowest power first, with no zero at the top (none for P = 0).
    public let numerator: [BigInt]
    /// How many terms, from a(0), the recurrence was found from.
    public let foundFrom: Int
    /// How many terms after those it was checked on.
    public let checkedOn: Int

    /// The recurrence's order: the number of earlier terms each term depends on.
    public var order: Int { coefficients.count }

    /// Q(x) = 1 - c₁ x - … - c_d x^d, lowest power first.
    public var denominator: [BigInt] { [1] + coefficients.map { -$0 } }

    /// What the search for a recurrence found.
    public enum Finding: Hashable, Sendable {
        /// A recurrence that every term satisfies.
        case found(LinearRecurrence)
        /// The terms are too few to pin one down: the first half of them would only fit a recurrence
        /// of more than a quarter of their number, which the rest could not check as often as it
        /// was fitted. More terms may find one.
        case tooFewTerms(terms: Int)
        /// What the first half of the terms gives fails on a later term, and the terms are too few to
        /// fit and check a longer one.
        case failsOnLaterTerm(terms: Int, failing: Int)
    }

    /// The shortest linear recurrence with integer coefficients that `terms` satisfy, found from the
    /// first half of them and checked on the rest.
    ///
    /// - Complexity: O(*n*²) operations on words per prime for *n* terms, and O(*n* *d*) products
    ///   of big integers for the check.
    public static func find(in terms: [BigUInt]) -> Finding {
        find(in: terms, cancellation: nil)!
    }

    /// The shortest linear recurrence that `terms` satisfy, as `find(in:)` finds it, or nil once
    /// `cancellation` is cancelled: it looks before each prime and each term of the exact check,
    /// so that a search over thousands of terms stops within milliseconds.
    public static func find(in terms: [BigUInt], cancellation: SearchCancellation?) -> Finding? {
        let fitted = terms.count / 2
        guard fitted >= 2 else { return .tooFewTerms(terms: terms.count) }
        // The same connection polynomial modulo more and more primes, until its lift to integers
        // stops changing; a prime that happens to divide a key quantity gives a shorter polynomial,
        // and the longest one found stands.
        // A polynomial that fails on a later term modulo two primes fails over the integers: the
        // exact check below, which costs far more, is spared.
        var residues: [(PrimeModulus, [UInt64])] = []
        var lifted: [BigInt] = []
        var failures = 0
        for modulus in PrimeModulus.primes(count: maximumPrimes) {
            if cancellation?.isCancelled == true { return nil }
            let reduced = terms.map(modulus.reduce)
            let (connection, length) = berlekampMassey(Array(reduced.prefix(fitted)), modulus: modulus)
            guard 2 * length <= fitted else { return .tooFewTerms(terms: terms.count) }
            if let failing = firstFailure(of: connection, on: reduced, after: fitted, modulus: modulus) {
                failures += 1
                if failures == 2 { return .failsOnLaterTerm(terms: terms.count, failing: failing) }
                continue
            }
            let current = residues.first.map { $0.1.count } ?? 0
            if connection.count > current { residues.removeAll() } else if connection.count < current { continue }
            residues.append((modulus, connection))
            let next = chineseRemainder(residues)
            if next == lifted { break }
            lifted = next
        }
        var denominator = lifted
        while denominator.count > 1 && denominator.last!.isZero { denominator.removeLast() }
        // A(x) Q(x), term by term: its coefficient at x^n is zero exactly where the recurrence
        // holds at n ≥ d. The fitted terms set where it starts; every later term must agree.
        let signed = terms.map { BigInt(magnitude: $0) }
        var product: [BigInt] = []
        product.reserveCapacity(signed.count)
        for n in signed.indices {
            if cancellation?.isCancelled == true { return nil }
            product.append(
                (0...min(n, denominator.count - 1)).reduce(BigInt(0)) { $0 + denominator[$1] * signed[n - $1] })
        }
        let transient = product.prefix(fitted).lastIndex { !$0.isZero }.map { $0 + 1 } ?? 0
        let start = max(denominator.count - 1, transient)
        if let failing = product[start...].firstIndex(where: { !$0.isZero }) {
            return .failsOnLaterTerm(terms: terms.count, failing: failing)
        }
        var numerator = Array(product.prefix(start))
        while numerator.last?.isZero == true { numerator.removeLast() }
        return .found(
            LinearRecurrence(
                coefficients: denominator.dropFirst().map { -$0 }, start: start, numerator: numerator,
                foundFrom: fitted, checkedOn: terms.count - fitted))
    }

    // MARK: - Modulo primes

    /// The first n from `fitted` on at which `sequence` (reduced modulo the prime) breaks the
    /// relation of `connection`, or nil if it holds throughout.
    private static func firstFailure(
        of connection: [UInt64], on sequence: [UInt64], after fitted: Int, modulus: PrimeModulus
    ) -> Int? {
        (fitted..<sequence.count).first { n in
            var sum = sequence[n]
            for i in 1..<min(connection.count, n + 1) {
                sum = modulus.add(sum, modulus.multiply(connection[i], sequence[n - i]))
            }
            return sum != 0
        }
    }

    /// The most primes joined: enough for coefficients of some four thousand bits.
    static let maximumPrimes = 64

    /// Berlekamp and Massey's algorithm over the integers modulo a prime: the shortest linear
    /// feedback shift register that generates `sequence`, as its connection polynomial C (lowest
    /// power first, C₀ = 1, with s(n) + C₁ s(n-1) + … + C_L s(n-L) = 0) and its length L.
    ///
    /// - Complexity: O(*n*²) for *n* terms.
    static func berlekampMassey(_ sequence: [UInt64], modulus: PrimeModulus) -> (connection: [UInt64], length: Int) {
        var connection: [UInt64] = [1]
        var previous: [UInt64] = [1]
        var length = 0
        var shift = 1
        var previousDiscrepancy: UInt64 = 1
        for n in sequence.indices {
            var discrepancy = sequence[n]
            for i in 1..<min(length + 1, connection.count) {
                discrepancy = modulus.add(discrepancy, modulus.multiply(connection[i], sequence[n - i]))
            }
            guard discrepancy != 0 else {
                shift += 1
                continue
            }
            let factor = modulus.multiply(discrepancy, modulus.inverse(previousDiscrepancy))
            let saved = connection
            if connection.count < previous.count + shift {
                connection.append(contentsOf: repeatElement(0, count: previous.count + shift - connection.count))
            }
            for (i, coefficient) in previous.enumerated() {
                connection[i + shift] = modulus.subtract(connection[i + shift], modulus.multiply(factor, coefficient))
            }
            if 2 * length <= n {
                length = n + 1 - length
                previous = saved
                previousDiscrepancy = discrepancy
                shift = 1
            } else {
                shift += 1
            }
        }
        connection.append(contentsOf: repeatElement(0, count: max(0, length + 1 - connection.count)))
        return (Array(connection.prefix(length + 1)), length)
    }

    /// The integers, each of least absolute value, that have the given residues modulo each prime,
    /// coefficient by coefficient (Garner's incremental form of the Chinese remainder theorem).
    private static func chineseRemainder(_ residues: [(PrimeModulus, [UInt64])]) -> [BigInt] {
        let count = residues[0].1.count
        return (0..<count).map { index in
            var value = BigUInt(0)
            var product = BigUInt(1)
            for (modulus, coefficients) in residues {
                // value + product·t ≡ coefficient (mod p)
                let difference = modulus.subtract(coefficients[index], modulus.reduce(value))
                let t = modulus.multiply(difference, modulus.inverse(modulus.reduce(product)))
                value = value + product * BigUInt(t)
                product = product * BigUInt(modulus.prime)
            }
            // Past half the product, the value stands for a negative number.
            return value + value > product
                ? BigInt(magnitude: product - value, negative: true) : BigInt(magnitude: value)
        }
    }
}

// MARK: - In words

extension LinearRecurrence {
    /// The recurrence as an equation, such as `a(n) = 2 a(n-2) + a(n-3) for n >= 3`, or
    /// `a(n) = 0 for n >= 11` for a sequence that ends in zeros.
    public var equation: String {
        let terms = coefficients.enumerated().compactMap { index, coefficient in
            coefficient.isZero ? nil : (coefficient, "a(n-\(index + 1))")
        }
        return "a(n) = \(LinearRecurrence.sum(terms)) for n >= \(start)"
    }

    /// The generating function, P(x)/Q(x), such as `1/(1 - 2x^2 - x^3)`; a polynomial alone when
    /// Q is 1.
    public var generatingFunction: String {
        let power = { (index: Int) in index == 0 ? "" : index == 1 ? "x" : "x^\(index)" }
        let polynomial = { (coefficients: [BigInt]) in
            LinearRecurrence.sum(
                coefficients.enumerated().compactMap { index, coefficient in
                    coefficient.isZero ? nil : (coefficient, power(index))
                })
        }
        let top = polynomial(numerator)
        guard order > 0 else { return top }
        let numeratorTerms = numerator.count { !$0.isZero }
        return (numeratorTerms > 1 ? "(\(top))" : top) + "/(\(polynomial(denominator)))"
    }

    /// `terms`, each a coefficient and what it multiplies (nothing for a constant), as a sum:
    /// `2 a(n-2) - a(n-3)`, `1 - x^2`; `0` when there are none.
    private static func sum(_ terms: [(BigInt, String)]) -> String {
        var text = ""
        for (coefficient, factor) in terms {
            let sign = coefficient.isNegative ? "-" : "+"
            let size = coefficient.magnitude
            let term =
                factor.isEmpty
                ? "\(size)" : size == 1 ? factor : factor.hasPrefix("x") ? "\(size)\(factor)" : "\(size) \(factor)"
            text += text.isEmpty ? (coefficient.isNegative ? "-" : "") + term : " \(sign) \(term)"
        }
        return text.isEmpty ? "0" : text
    }
}
