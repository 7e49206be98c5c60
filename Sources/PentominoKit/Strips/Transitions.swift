/// The moves of one step of a sweep, each as the state it reaches and the index of the state it
/// leaves, sorted by the state reached so that the moves into one state lie together.
///
/// The list sorts by least significant digit first (a radix sort) over the bits its keys use:
/// each pass reads and writes its buffers in order, where a hash table would touch a random slot
/// for every move.
struct Transitions: ~Copyable {
    /// The states reached, and the index of each move's source, in two pairs of buffers: the
    /// sorted pair, and the pair each pass writes.
    private(set) var targets: UnsafeMutablePointer<UInt64>
    private(set) var sources: UnsafeMutablePointer<UInt32>
    private var spareTargets: UnsafeMutablePointer<UInt64>
    private var spareSources: UnsafeMutablePointer<UInt32>
    /// The moves held.
    private(set) var count = 0
    /// The moves there is room for.
    private(set) var capacity: Int
    /// The bits any target has: the passes skip the digits beyond the highest.
    private var bits: UInt64 = 0
    /// The tally of each digit in a pass.
    private let tally: UnsafeMutablePointer<Int>

    /// The bits of a digit: 2^11 tallies fit the first level of a cache.
    private static let digitBits = 11

    /// An empty list.
    init() {
        capacity = 1024
        targets = .allocate(capacity: capacity)
        sources = .allocate(capacity: capacity)
        spareTargets = .allocate(capacity: capacity)
        spareSources = .allocate(capacity: capacity)
        tally = .allocate(capacity: 1 << Transitions.digitBits)
    }

    deinit {
        for buffer in [targets, spareTargets] { buffer.deallocate() }
        for buffer in [sources, spareSources] { buffer.deallocate() }
        tally.deallocate()
    }

    /// The bytes the list holds.
    var bytes: Int { capacity * 24 }

    /// Empties the list, keeping its room.
    mutating func removeAll() {
        count = 0
        bits = 0
    }

    /// Adds the move from the state at index `source` to `target`.
    @inline(__always)
    mutating func append(_ target: UInt64, from source: Int) {
        if count == capacity { grow() }
        targets[count] = target
        sources[count] = UInt32(source)
        bits |= target
        count += 1
    }

    /// Sorts the moves by target, stably.
    ///
    /// - Complexity: O(*n* *b* / 11) for *n* moves whose targets use *b* bits.
    mutating func sort() {
        let width = UInt64.bitWidth - bits.leadingZeroBitCount
        let digit = Transitions.digitBits
        let radix = 1 << digit
        var shift = 0
        while shift < width {
            tally.update(repeating: 0, count: radix)
            let mask = UInt64(radix - 1)
            for move in 0..<count { tally[Int((targets[move] >> UInt64(shift)) & mask)] += 1 }
            var start = 0
            for value in 0..<radix { (tally[value], start) = (start, start + tally[value]) }
            for move in 0..<count {
                let value = Int((targets[move] >> UInt64(shift)) & mask)
                let place = tally[value]
                tally[value] = place + 1
                spareTargets[place] = targets[move]
                spareSources[place] = sources[move]
            }
            swap(&targets, &spareTargets)
            swap(&sources, &spareSources)
            shift += digit
        }
    }

    /// Doubles the room, keeping the moves.
    private mutating func grow() {
        let larger = capacity * 2
        func moved<Element>(_ buffer: UnsafeMutablePointer<Element>, keeping: Int) -> UnsafeMutablePointer<Element> {
            let new = UnsafeMutablePointer<Element>.allocate(capacity: larger)
            new.moveInitialize(from: buffer, count: keeping)
            buffer.deallocate()
            return new
        }
        targets = moved(targets, keeping: count)
        sources = moved(sources, keeping: count)
        spareTargets = moved(spareTargets, keeping: 0)
        spareSources = moved(spareSources, keeping: 0)
        capacity = larger
    }
}
