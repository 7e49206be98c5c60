/// The search-time form of a `RegionRule`: finds a closed pocket of uncovered region items
/// whose size is not a multiple of the modulus, next to the items just covered.
///
/// It reads its adjacency through a raw pointer so that the search loop holds no references;
/// the owner of `neighbours` must keep that memory alive while the check is used.
struct PocketCheck {
    /// Adjacency of region items, as in `RegionRule.neighbours`.
    let neighbours: UnsafePointer<UInt64>
    /// All region items.
    let regionItems: UInt64
    /// Region size that every closed pocket must divide into.
    let modulus: Int
    /// A pocket that grows past this many items is taken to be fillable, to bound the work per check.
    let sizeLimit: Int

    /// The check for `rule`, whose adjacency lives at `neighbours`.
    init(rule: RegionRule, neighbours: UnsafePointer<UInt64>) {
        self.neighbours = neighbours
        let count = rule.neighbours.count
        regionItems = count == 64 ? ~0 : (1 << UInt64(count)) &- 1
        modulus = rule.modulus
        sizeLimit = 4 * rule.modulus
    }

    /// Whether covering `placed` (region items), making `covered` in all, leaves next to `placed`
    /// a closed pocket whose size is not a multiple of the modulus.
    @inline(__always)
    func leavesBadPocket(covered: UInt64, placed: UInt64) -> Bool {
        let empty = regionItems & ~covered
        var seeds: UInt64 = 0
        var rest = placed
        while rest != 0 {
            seeds |= neighbours[rest.trailingZeroBitCount]
            rest &= rest &- 1
        }
        seeds &= empty
        while seeds != 0 {
            var pocket = seeds & (0 &- seeds)
            var frontier = pocket
            var size = 1
            while frontier != 0 && size <= sizeLimit {
                var grown: UInt64 = 0
                var bits = frontier
                while bits != 0 {
                    grown |= neighbours[bits.trailingZeroBitCount]
                    bits &= bits &- 1
                }
                frontier = grown & empty & ~pocket
                pocket |= frontier
                size &+= frontier.nonzeroBitCount
            }
            if frontier == 0 && size % modulus != 0 { return true }
            seeds &= ~pocket
        }
        return false
    }
}
