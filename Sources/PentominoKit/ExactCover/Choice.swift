/// How the engines write one choice of a search path (a solution handed to a `SolutionVisitor`, or
/// a prefix to search below) as an integer: an option by its index, and a primary item left
/// uncovered, where the problem allows gaps, as `-1 - item`.
enum Choice {
    /// The entry that leaves primary item `item` uncovered.
    static func leaving(_ item: Int) -> Int32 {
        Int32(-1 - item)
    }

    /// The primary item that `entry` leaves uncovered, or nil when it chooses an option.
    static func itemLeft(by entry: Int) -> Int? {
        entry < 0 ? -1 - entry : nil
    }
}
