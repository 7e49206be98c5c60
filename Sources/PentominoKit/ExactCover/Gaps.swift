/// Which primary items a solution may leave uncovered: up to `limit` of items `0..<items`.
public struct Gaps: Hashable, Sendable {
    /// The items that may be left uncovered are `0..<items`.
    public let items: Int
    /// At most this many of them may be left uncovered.
    public let limit: Int

    /// Up to `limit` of items `0..<items` may be left uncovered.
    public init(items: Int, limit: Int) {
        precondition(items >= 0 && limit >= 0, "gap counts must not be negative")
        self.items = items
        self.limit = limit
    }

    /// Every primary item must be covered: an exact cover.
    public static let none = Gaps(items: 0, limit: 0)
}
