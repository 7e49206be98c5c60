import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One count's memory of how many solutions extend the states its searches counted whole, shared by
/// the count's threads, for an engine that meets the same state again on other paths: with gaps,
/// the same cells are covered, and others left empty, by many different choices; with copies, the
/// same pieces cover them in another order. (A search that cannot take counts by their number
/// remembers only the states without solutions; see `BarrenStates`.) Each state is hashed to one
/// slot, where a newer count takes the place of an older one.
///
/// The memory is 64-bit words that the threads read and write without locks (see `CountTable`). A
/// cache of barren states grows as its searches fill it (`grown()`); a count's size is set once,
/// before the count starts, from an estimate of the search's size: a cache that starts small and
/// grows misses most of what the count's first searches could have found. Large memories ask the
/// system for huge pages, since every lookup lands on a page of its own (`docs/speed-history.md`,
/// "A count's cache, sized once, in huge pages").
///
/// The engine decides what a slot holds. A cache serves one engine's searches of one problem.
final class CountCache: @unchecked Sendable {
    /// The cache's memory: its words, zeroed at first, and their size in bytes (a power of two).
    /// Threads share it: its words are atomics.
    struct Memory: @unchecked Sendable {
        let words: UnsafeMutablePointer<Atomic<UInt64>>
        let byteCount: Int
    }

    /// The memory, once the first search that uses the cache has made it.
    private let made: Mutex<Memory?>

    /// A cache whose size the first search that uses it sets, at most 2^`largestExponent` bytes; if
    /// `grows`, its searches may grow it further (see `grown()`); never more than `memory`'s share
    /// for a memory of counts.
    init(largestExponent: Int = SearchTuning.largestCacheExponent, grows: Bool = false, memory: MemoryBudget = .machine)
    {
        made = Mutex(nil)
        barrenStatesFrom = 0
        self.grows = grows
        ceiling = CountCache.ceiling(of: memory)
        self.largestExponent = min(largestExponent, ceiling)
    }

    /// A cache of `byteCount` bytes, a power of two of 64 bytes or more, in huge pages where the
    /// system has them and `hugePages` asks for them, for searches that look up barren states from
    /// node `barrenStatesFrom` on; if `grows`, which they may grow (see `grown()`).
    init(
        byteCount: Int, hugePages: Bool = true, barrenStatesFrom: UInt64 = 0, grows: Bool = false,
        memory: MemoryBudget = .machine
    ) {
        precondition(
            byteCount >= 64 && byteCount & (byteCount - 1) == 0,
            "a count cache's size is a power of two of 64 bytes or more")
        ceiling = CountCache.ceiling(of: memory)
        made = Mutex(CountCache.zeroedMemory(min(byteCount, 1 << ceiling), hugePages: hugePages))
        self.barrenStatesFrom = barrenStatesFrom
        self.grows = grows
        largestExponent = ceiling
    }

    /// The largest size the first search may make the cache, as a power of two.
    private let largestExponent: Int
    /// The largest size the cache may grow to, as a power of two: `SearchTuning.largestCacheExponent`, or
    /// less where the memory budget's share for a memory of counts is less.
    private let ceiling: Int

    /// The largest power of two of bytes that `memory` lets a memory of counts take, as its
    /// exponent: `SearchTuning.largestCacheExponent` at most, `SearchTuning.smallestCacheExponent` at least.
    private static func ceiling(of memory: MemoryBudget) -> Int {
        let share = Int.bitWidth - 1 - memory.cacheBytes.leadingZeroBitCount
        return max(SearchTuning.smallestCacheExponent, min(SearchTuning.largestCacheExponent, share))
    }

    /// The node from which a search whose visitor cannot take counts looks up the barren states in
    /// the cache (see `BarrenStates`): at once, but for a listing.
    let barrenStatesFrom: UInt64

    /// A cache for a search that lists solutions from the first (which remembers only barren
    /// states; see `BarrenStates`): in small pages that the system zeroes as the search first
    /// touches each one, and used only once the search has gone some way, so that a search whose
    /// solutions come at once waits for none of it, as it would for huge pages, zeroed 2 MiB at a
    /// time (`docs/speed-history.md`, "A listing's cache in small pages"). It starts at
    /// `SearchTuning.listingCacheBytes` and grows (see `grown()`).
    static func forListing(memory: MemoryBudget = .machine) -> CountCache {
        CountCache(
            byteCount: SearchTuning.listingCacheBytes, hugePages: false, barrenStatesFrom: 1 << 16, grows: true,
            memory: memory)
    }

    /// Whether the searches that use the cache may grow it (see `grown()`).
    let grows: Bool

    /// The memories a cache that grows has left behind, kept mapped until the cache goes.
    private let retired = Mutex<[Memory]>([])

    /// For a cache that grows: new, empty memory of four times the size, in place of the old; nil if
    /// the cache does not grow or is as large as it may be (`ceiling`). A search
    /// that remembers barren states grows it once it has stored a quarter as many as it has slots (see
    /// `BarrenStates.stored(in:)`), when the states it keeps crowd one another out. The old memory's
    /// pages go back to the system, but its addresses stay the cache's until it goes: another thread's
    /// search, which takes the new memory only when it next starts, meanwhile finds the old one empty,
    /// and what it stores there is lost.
    func grown() -> Memory? {
        made.withLock { made in
            guard grows, let old = made, old.byteCount < 1 << ceiling else { return nil }
            let memory = CountCache.zeroedMemory(min(4 * old.byteCount, 1 << ceiling), hugePages: false)
            _ = madvise(old.words, old.byteCount, Int32(MADV_DONTNEED))
            retired.withLock { $0.append(old) }
            made = memory
            return memory
        }
    }

    deinit {
        retired.withLock { retired in
            for memory in retired { munmap(memory.words, memory.byteCount) }
        }
        if let memory = made.withLock({ $0 }) { munmap(memory.words, memory.byteCount) }
    }

    /// Makes the memory, if no search has made it yet: room for a slot of `slotWords` words per
    /// `SearchTuning.nodesPerSlot` nodes of a search of `estimatedNodes()` nodes, between the smallest and the
    /// largest size. Its pages are touched here, before any search uses them: a search waits for
    /// the system to zero each page it touches first, so a search that touched them would go seconds
    /// between looks at its limits. Once `cancellation` is cancelled, the memory goes again and the
    /// cache stays unmade.
    func make(slotWords: Int, cancellation: SearchCancellation?, estimatedNodes: () -> Double) {
        made.withLock { made in
            guard made == nil else { return }
            let bytes = estimatedNodes() / SearchTuning.nodesPerSlot * Double(8 * slotWords)
            // The power of two nearest to the bytes wanted.
            let exponent = bytes > 1 ? Int(log2(bytes).rounded()) : 0
            let memory = CountCache.zeroedMemory(
                1 << min(max(exponent, SearchTuning.smallestCacheExponent), largestExponent), hugePages: true)
            for page in stride(from: 0, to: memory.byteCount / 8, by: CountCache.pageWords) {
                guard cancellation?.isCancelled != true else {
                    munmap(memory.words, memory.byteCount)
                    return
                }
                memory.words[page].store(0, ordering: .relaxed)
            }
            made = memory
        }
    }

    /// Words in a page of memory, at the least.
    private static let pageWords = 512

    /// The memory, if a search has made it.
    var memory: Memory? { made.withLock { $0 } }

    /// Whether a search has made the memory; false while one is still making it.
    var isMade: Bool { made.withLockIfAvailable { $0 != nil } ?? false }

    /// `count` zeroed bytes, which the system hands out as pages of zeros when first touched: huge
    /// pages, where the system has them and `hugePages` asks for them, for memories of 2 MiB or more.
    private static func zeroedMemory(_ count: Int, hugePages: Bool) -> Memory {
        guard let memory = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | CountCache.anonymous, -1, 0),
            memory != MAP_FAILED
        else {
            fatalError("out of memory for a count cache of \(count) bytes")
        }
        #if canImport(Glibc)
            if hugePages, count >= 1 << 21 { _ = madvise(memory, count, Int32(MADV_HUGEPAGE)) }
        #endif
        return Memory(words: memory.bindMemory(to: Atomic<UInt64>.self, capacity: count / 8), byteCount: count)
    }

    #if canImport(Glibc)
        private static let anonymous = MAP_ANONYMOUS
    #else
        private static let anonymous = MAP_ANON
    #endif
}
