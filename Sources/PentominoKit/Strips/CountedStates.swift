/// The states of one cell of a sweep, sorted, each with the number of ways to reach it: the keys in
/// one plain buffer, and the counts, `limbs` words each, least significant first, in another.
///
/// The list owns its memory, so it cannot be copied, only moved or borrowed.
struct CountedStates: ~Copyable {
    /// The states, in increasing order.
    private(set) var keys: UnsafeMutablePointer<UInt64>
    /// The count of `keys[i]` is the `limbs` words from `counts + i * limbs`.
    private(set) var counts: UnsafeMutablePointer<UInt64>
    /// The states held.
    private(set) var count = 0
    /// The states there is room for.
    private(set) var capacity: Int
    /// The words of each count.
    private(set) var limbs = 1

    /// An empty list.
    init() {
        capacity = 16
        keys = .allocate(capacity: capacity)
        counts = .allocate(capacity: capacity)
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
    }

    /// The bytes the list holds.
    var bytes: Int { capacity * (limbs + 1) * 8 }

    /// Empties the list, with room for `states` states whose counts have `limbs` words.
    mutating func removeAll(keepingRoomFor states: Int, limbs: Int) {
        count = 0
        if states > capacity || limbs != self.limbs {
            capacity = max(capacity, states)
            keys.deallocate()
            counts.deallocate()
            keys = .allocate(capacity: capacity)
            counts = .allocate(capacity: capacity * limbs)
            self.limbs = limbs
        }
    }

    /// Appends `key`, past every key held, with a count that `fill` writes into the words it is given.
    @inline(__always)
    mutating func append(_ key: UInt64, count fill: (UnsafeMutablePointer<UInt64>) -> Void) {
        keys[count] = key
        fill(counts + count * limbs)
        count += 1
    }

    /// Gives every count one more word, keeping its value, for a step whose sums passed the top one.
    mutating func widen() {
        let wider = limbs + 1
        let widened = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * wider)
        for state in 0..<count {
            (widened + state * wider).update(from: counts + state * limbs, count: limbs)
            widened[state * wider + limbs] = 0
        }
        counts.deallocate()
        counts = widened
        limbs = wider
    }

    /// The sum of the counts of the states whose key has none of `mask`'s bits.
    func sum(where mask: UInt64) -> BigUInt {
        var sum = BigUInt(0)
        for state in 0..<count where keys[state] & mask == 0 {
            sum = sum + BigUInt(words: Array(UnsafeBufferPointer(start: counts + state * limbs, count: limbs)))
        }
        return sum
    }
}

/// Adds the count of `limbs` words at `source` to the one at `sum`, word by word with carries.
///
/// - Returns: whether the sum passed the top word (it is then the sum less 2^(64 `limbs`)).
@inline(__always)
func addCount(_ source: UnsafePointer<UInt64>, to sum: UnsafeMutablePointer<UInt64>, limbs: Int) -> Bool {
    if limbs == 1 {
        let (total, carry) = sum[0].addingReportingOverflow(source[0])
        sum[0] = total
        return carry
    }
    var carry = false
    for word in 0..<limbs {
        let (partial, first) = sum[word].addingReportingOverflow(source[word])
        let (total, second) = partial.addingReportingOverflow(carry ? 1 : 0)
        sum[word] = total
        carry = first || second
    }
    return carry
}
