/// A flat hash table from a sweep's states, packed in words, to their numbers in order of arrival:
/// open addressing with linear probing, the keys and numbers in two contiguous buffers.
///
/// All ones marks an empty slot, which no state is (`StripPlacements.stateBits`).
struct StateTable {
    private var keys: [UInt64]
    private var numbers: [Int32]
    /// The states in order of arrival: `states[i]` has number i.
    private(set) var states: [UInt64] = []
    private var mask: Int

    /// An empty slot.
    private static let empty = UInt64.max

    /// A table with room for a few states before it grows.
    init() {
        keys = [UInt64](repeating: StateTable.empty, count: 16)
        numbers = [Int32](repeating: 0, count: 16)
        mask = 15
    }

    /// The bytes the table holds: its slots and its list of states.
    var bytes: Int { keys.count * 12 + states.capacity * 8 }

    /// The number of `state`, given the next number if it is new; and whether it was new.
    ///
    /// - Complexity: O(1) on average; the table doubles when half full.
    mutating func insert(_ state: UInt64) -> (number: Int, isNew: Bool) {
        var slot = StateTable.slot(of: state, mask: mask)
        while true {
            let key = keys[slot]
            if key == state { return (Int(numbers[slot]), false) }
            if key == StateTable.empty { break }
            slot = (slot + 1) & mask
        }
        let number = states.count
        keys[slot] = state
        numbers[slot] = Int32(number)
        states.append(state)
        if states.count * 2 > keys.count { grow() }
        return (number, true)
    }

    /// Doubles the slots and places every state again.
    private mutating func grow() {
        let count = keys.count * 2
        keys = [UInt64](repeating: StateTable.empty, count: count)
        numbers = [Int32](repeating: 0, count: count)
        mask = count - 1
        for (number, state) in states.enumerated() {
            var slot = StateTable.slot(of: state, mask: mask)
            while keys[slot] != StateTable.empty { slot = (slot + 1) & mask }
            keys[slot] = state
            numbers[slot] = Int32(number)
        }
    }

    /// Where a search for `state` starts: the state mixed (as MurmurHash3's finaliser mixes) so that
    /// every bit of it moves the low bits.
    private static func slot(of state: UInt64, mask: Int) -> Int {
        var mixed = state ^ (state >> 33)
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed) & mask
    }
}
