/// Arithmetic modulo a prime below 2^63, and the primes it uses: a recurrence is found modulo
/// several primes, each step in one machine word, and joined by the Chinese remainder theorem.
struct PrimeModulus: Sendable {
    /// The prime.
    let prime: UInt64

    /// `value` reduced modulo the prime.
    func reduce(_ value: BigUInt) -> UInt64 { value.remainder(dividingBy: prime) }

    func add(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
        let sum = lhs &+ rhs
        return sum >= prime ? sum - prime : sum
    }

    func subtract(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
        lhs >= rhs ? lhs - rhs : lhs &+ (prime - rhs)
    }

    func multiply(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
        prime.dividingFullWidth(lhs.multipliedFullWidth(by: rhs)).remainder
    }

    func power(_ base: UInt64, _ exponent: UInt64) -> UInt64 {
        var (result, base, exponent) = (UInt64(1), base % prime, exponent)
        while exponent > 0 {
            if exponent & 1 == 1 { result = multiply(result, base) }
            base = multiply(base, base)
            exponent >>= 1
        }
        return result
    }

    /// The inverse of `value`, which must not be a multiple of the prime (Fermat's little theorem).
    func inverse(_ value: UInt64) -> UInt64 { power(value, prime - 2) }

    /// The `count` largest primes below 2^62, largest first.
    static func primes(count: Int) -> [PrimeModulus] {
        var primes: [PrimeModulus] = []
        var candidate: UInt64 = (1 << 62) - 1
        while primes.count < count {
            if isPrime(candidate) { primes.append(PrimeModulus(prime: candidate)) }
            candidate -= 2
        }
        return primes
    }

    /// Whether `n` is prime: Miller and Rabin's test with the first twelve primes as bases, which
    /// decides every number below 2^64 without error.
    static func isPrime(_ n: UInt64) -> Bool {
        let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
        guard n >= 2 else { return false }
        for base in bases where n % base == 0 { return n == base }
        let twos = (n - 1).trailingZeroBitCount
        let oddPart = (n - 1) >> twos
        let modulus = PrimeModulus(prime: n)
        for base in bases {
            var x = modulus.power(base, oddPart)
            if x == 1 || x == n - 1 { continue }
            // n passes for this base if squaring reaches n - 1 within twos - 1 steps.
            var passes = false
            for _ in 1..<max(twos, 1) {
                x = modulus.multiply(x, x)
                if x == n - 1 {
                    passes = true
                    break
                }
            }
            if !passes { return false }
        }
        return true
    }
}
