/// A signed integer of any size: a sign and a `BigUInt` magnitude. A linear recurrence's
/// coefficients and its generating function's numerator take either sign.
public struct BigInt: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The absolute value.
    public let magnitude: BigUInt
    /// Whether the number is below zero (never for zero).
    public let isNegative: Bool

    /// The number of `magnitude`, negative if `negative` and not zero.
    public init(magnitude: BigUInt, negative: Bool = false) {
        self.magnitude = magnitude
        self.isNegative = negative && !magnitude.isZero
    }

    /// The number `value`.
    public init(_ value: Int) {
        self.init(magnitude: BigUInt(UInt64(value.magnitude)), negative: value < 0)
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Whether the number is zero.
    public var isZero: Bool { magnitude.isZero }

    /// The decimal digits, after a minus sign when negative.
    public var description: String { (isNegative ? "-" : "") + magnitude.description }

    public static prefix func - (value: BigInt) -> BigInt {
        BigInt(magnitude: value.magnitude, negative: !value.isNegative)
    }

    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isNegative == rhs.isNegative {
            return BigInt(magnitude: lhs.magnitude + rhs.magnitude, negative: lhs.isNegative)
        }
        // Opposite signs: the larger magnitude's sign, and the difference of the magnitudes.
        return lhs.magnitude >= rhs.magnitude
            ? BigInt(magnitude: lhs.magnitude - rhs.magnitude, negative: lhs.isNegative)
            : BigInt(magnitude: rhs.magnitude - lhs.magnitude, negative: rhs.isNegative)
    }

    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt {
        lhs + -rhs
    }

    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(magnitude: lhs.magnitude * rhs.magnitude, negative: lhs.isNegative != rhs.isNegative)
    }
}
