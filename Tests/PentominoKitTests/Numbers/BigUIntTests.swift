import Testing

@testable import PentominoKit

/// The big integers against each other and against known decimal values.
struct BigUIntTests {
    @Test func decimalTextGoesBothWays() throws {
        for text in [
            "0", "1", "18446744073709551615", "18446744073709551616", "10000000000000000000",
            "340282366920938463463374607431768211456", String(repeating: "9", count: 200),
        ] {
            #expect(try #require(BigUInt(text)).description == text)
        }
        #expect(BigUInt("") == nil && BigUInt("12a") == nil && BigUInt("-1") == nil)
        #expect(BigUInt("007")?.description == "7")
    }

    @Test func arithmeticCarriesAcrossWords() throws {
        let max64 = BigUInt(UInt64.max)
        #expect((max64 + 1).words == [0, 1])
        #expect((max64 + 1 - 1) == max64)
        #expect((max64 * max64).description == "340282366920938463426481119284349108225")
        let twoTo128 = try #require(BigUInt("340282366920938463463374607431768211456"))
        #expect(twoTo128.bitWidth == 129)
        #expect(twoTo128.quotientAndRemainder(dividingBy: 7).remainder == twoTo128.remainder(dividingBy: 7))
        #expect(twoTo128 > max64 && !(twoTo128 < max64) && BigUInt(0) < 1)
        // (10^40 + 3) mod 1_000_000_007 by hand: 10^40 mod p, then add 3.
        let big = try #require(BigUInt("1" + String(repeating: "0", count: 40))) + 3
        let p: UInt64 = 1_000_000_007
        let tenToForty = (0..<40).reduce(UInt64(1)) { value, _ in value * 10 % p }
        #expect(big.remainder(dividingBy: p) == (tenToForty + 3) % p)
    }

    @Test func signedNumbersAddAcrossZero() {
        let five = BigInt(5), seven = BigInt(7)
        #expect((five - seven).description == "-2")
        #expect((five - seven + seven).description == "5")
        #expect((BigInt(-3) * BigInt(-4)).description == "12")
        #expect((five - five).isNegative == false)
    }

    @Test func theMillerRabinTestKnowsItsPrimes() {
        #expect(PrimeModulus.isPrime(2_305_843_009_213_693_951))  // 2^61 - 1
        #expect(!PrimeModulus.isPrime(3_215_031_751))  // a strong pseudoprime to bases 2, 3, 5 and 7
        #expect((2...200).filter { PrimeModulus.isPrime(UInt64($0)) }.count == 46)
    }
}
