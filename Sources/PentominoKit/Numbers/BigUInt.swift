/// An unsigned integer of any size, for counts that outgrow 64 bits: the tilings of a long strip
/// number thousands of digits.
///
/// It holds what the strip's sweep and its recurrence need, and no more: addition, subtraction of a
/// smaller number, multiplication, remainders by a word, comparison, and decimal text both ways.
/// The words are kept least significant first, with no zero word at the top, so that each number
/// has one representation and `==` compares words.
public struct BigUInt: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The 64-bit words, least significant first; zero has none.
    public private(set) var words: [UInt64]

    /// The number whose words, least significant first, are `words` (zero words at the top are dropped).
    public init(words: [UInt64]) {
        self.words = words
        normalize()
    }

    /// The number `value`.
    public init(_ value: UInt64) {
        words = value == 0 ? [] : [value]
    }

    public init(integerLiteral value: UInt64) {
        self.init(value)
    }

    /// The number written in decimal digits by `text`, or nil if it holds anything but digits or is empty.
    public init?(_ text: some StringProtocol) {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var value = BigUInt(0)
        var digits = text[...]
        while !digits.isEmpty {
            // Nineteen digits at a time: 10^19 is the largest power of ten below 2^64.
            let chunk = digits.prefix(19)
            digits = digits.dropFirst(chunk.count)
            value = value.multipliedAndAdded(by: BigUInt.powerOfTen(chunk.count), UInt64(chunk)!)
        }
        self = value
    }

    /// Whether the number is zero.
    public var isZero: Bool { words.isEmpty }

    /// The number of bits up to the highest set bit: 0 for zero.
    public var bitWidth: Int {
        guard let top = words.last else { return 0 }
        return words.count * 64 - top.leadingZeroBitCount
    }

    /// The decimal digits, with no leading zero.
    ///
    /// - Complexity: O(*n*²) for *n* words.
    public var description: String {
        guard !isZero else { return "0" }
        var chunks: [UInt64] = []
        var rest = self
        while !rest.isZero {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: BigUInt.powerOfTen(19))
            chunks.append(remainder)
            rest = quotient
        }
        let top = String(chunks.removeLast())
        return top
            + chunks.reversed().map { chunk in
                let digits = String(chunk)
                return String(repeating: "0", count: 19 - digits.count) + digits
            }.joined()
    }

    public static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        guard lhs.words.count == rhs.words.count else { return lhs.words.count < rhs.words.count }
        for index in lhs.words.indices.reversed() where lhs.words[index] != rhs.words[index] {
            return lhs.words[index] < rhs.words[index]
        }
        return false
    }

    public static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        var sum = lhs
        sum += rhs
        return sum
    }

    public static func += (lhs: inout BigUInt, rhs: BigUInt) {
        if lhs.words.count < rhs.words.count {
            lhs.words.append(contentsOf: repeatElement(0, count: rhs.words.count - lhs.words.count))
        }
        var carry = false
        for index in lhs.words.indices {
            guard index < rhs.words.count || carry else { break }
            let addend = index < rhs.words.count ? rhs.words[index] : 0
            let (partial, overflow) = lhs.words[index].addingReportingOverflow(addend)
            let (total, carried) = partial.addingReportingOverflow(carry ? 1 : 0)
            lhs.words[index] = total
            carry = overflow || carried
        }
        if carry { lhs.words.append(1) }
    }

    /// `lhs` less `rhs`, which must not be larger.
    public static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        precondition(rhs <= lhs, "a BigUInt cannot be negative")
        var difference = lhs.words
        var borrow = false
        for index in difference.indices {
            guard index < rhs.words.count || borrow else { break }
            let subtrahend = index < rhs.words.count ? rhs.words[index] : 0
            let (partial, overflow) = difference[index].subtractingReportingOverflow(subtrahend)
            let (total, borrowed) = partial.subtractingReportingOverflow(borrow ? 1 : 0)
            difference[index] = total
            borrow = overflow || borrowed
        }
        return BigUInt(words: difference)
    }

    /// The product, by the schoolbook method.
    ///
    /// - Complexity: O(*m* *n*) for numbers of *m* and *n* words.
    public static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        guard !lhs.isZero && !rhs.isZero else { return 0 }
        var product = [UInt64](repeating: 0, count: lhs.words.count + rhs.words.count)
        for (i, left) in lhs.words.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.words.enumerated() {
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sum, overflow) = low.addingReportingOverflow(product[i + j])
                let (total, carried) = sum.addingReportingOverflow(carry)
                product[i + j] = total
                carry = high &+ (overflow ? 1 : 0) &+ (carried ? 1 : 0)
            }
            product[i + rhs.words.count] = carry
        }
        return BigUInt(words: product)
    }

    /// The quotient and remainder of the division by `divisor`, which must not be zero.
    ///
    /// - Complexity: O(*n*) for *n* words.
    public func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: BigUInt, remainder: UInt64) {
        precondition(divisor != 0, "division by zero")
        var quotient = words
        var remainder: UInt64 = 0
        for index in quotient.indices.reversed() {
            (quotient[index], remainder) = divisor.dividingFullWidth((remainder, quotient[index]))
        }
        return (BigUInt(words: quotient), remainder)
    }

    /// The remainder of the division by `divisor`, which must not be zero.
    public func remainder(dividingBy divisor: UInt64) -> UInt64 {
        precondition(divisor != 0, "division by zero")
        var remainder: UInt64 = 0
        for word in words.reversed() {
            remainder = divisor.dividingFullWidth((remainder, word)).remainder
        }
        return remainder
    }

    /// `self * factor + addend`, in one pass.
    func multipliedAndAdded(by factor: UInt64, _ addend: UInt64) -> BigUInt {
        var result = words
        var carry = addend
        for index in result.indices {
            let (high, low) = result[index].multipliedFullWidth(by: factor)
            let (total, overflow) = low.addingReportingOverflow(carry)
            result[index] = total
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { result.append(carry) }
        return BigUInt(words: result)
    }

    /// 10 to the power `exponent`, from 0 to 19.
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }

    /// Drops the zero words at the top.
    private mutating func normalize() {
        while words.last == 0 { words.removeLast() }
    }
}
