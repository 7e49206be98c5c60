#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One count's memory of how many solutions extend the states its searches counted whole, shared by
/// the count's threads, for an engine that meets the same state again on other paths: with gaps,
/// the same cells are covered, and others left empty, by many different choices. Each state is
/// hashed to one slot, where a newer count takes the place of an older one.
///
/// The memory is 64-bit words that the threads read and write without locks (see `CountTable`).
/// It starts small and doubles as it fills, up to `largestByteCount`, so that a small count takes
/// little memory: the thread that finds it full copies what it holds into memory twice as large and
/// publishes that. A thread still on the old memory moves on the next time it reports the counts it
/// put there (every 1,024 at most); until then it reads what the old memory held, or nothing, since
/// its pages are handed back to the system (they read as zeros, an empty slot, from then on) but
/// stay mapped until the cache goes.
///
/// The engine decides what a slot holds. A cache serves one engine's searches of one problem.
final class CountCache: @unchecked Sendable {
    /// One memory of the cache: its words, zeroed at first, their size in bytes (a power of two), and
    /// how many times the cache had grown when it was made.
    struct Memory {
        let words: UnsafeMutablePointer<Atomic<UInt64>>
        let byteCount: Int
        let generation: Int
    }

    /// The size a cache starts at by default, and the largest it grows to. Larger caches search
    /// fewer nodes but wait longer for each (page faults, address translation): with 64 MiB the
    /// 62-cell board of docs/boards searched 10% fewer nodes and took 10% longer on one thread.
    static let initialByteCount = 1 << 20
    static let largestByteCount = 1 << 25

    /// Each memory the cache has had, by generation: `generations` of them.
    private let memories: UnsafeMutablePointer<Memory>
    private let generations = Atomic<Int>(1)
    /// Counts put in the newest memory, as the threads report them.
    private let stores = Atomic<Int>(0)
    /// Held while the cache grows.
    private let growing = Mutex(())

    /// An empty cache of `byteCount` bytes at first, a power of two.
    init(byteCount: Int = CountCache.initialByteCount) {
        precondition(byteCount >= 64 && byteCount & (byteCount - 1) == 0, "a count cache's size is a power of two of 64 bytes or more")
        // Enough generations to double from the smallest size to the largest.
        memories = .allocate(capacity: Int.bitWidth)
        memories.initialize(to: Memory(words: CountCache.zeroedMemory(byteCount), byteCount: byteCount, generation: 0))
    }

    deinit {
        for generation in 0..<generations.load(ordering: .acquiring) {
            munmap(memories[generation].words, memories[generation].byteCount)
        }
        memories.deallocate()
    }

    /// The newest memory.
    var newest: Memory {
        memories[generations.load(ordering: .acquiring) - 1]
    }

    /// Size of the newest memory, in bytes.
    var byteCount: Int { newest.byteCount }

    /// Notes that a thread put `count` more counts in the cache; returns how many the newest memory
    /// has taken since it was made.
    func noteStores(_ count: Int) -> Int {
        stores.wrappingAdd(count, ordering: .relaxed).newValue
    }

    /// Doubles the cache if `memory` is still the newest and not the largest: `carryOver` copies what
    /// it keeps of the old memory into the new one before any other thread sees the new one.
    func grow(from memory: Memory, carryOver: (_ old: Memory, _ new: Memory) -> Void) {
        growing.withLock { _ in
            guard generations.load(ordering: .relaxed) == memory.generation + 1, memory.byteCount < CountCache.largestByteCount else { return }
            let larger = Memory(words: CountCache.zeroedMemory(2 * memory.byteCount), byteCount: 2 * memory.byteCount, generation: memory.generation + 1)
            carryOver(memory, larger)
            (memories + larger.generation).initialize(to: larger)
            stores.store(0, ordering: .relaxed)
            generations.store(larger.generation + 1, ordering: .releasing)
            // Threads still reading the old memory find zeros once its pages go back.
            _ = madvise(memory.words, memory.byteCount, CountCache.dontNeed)
        }
    }

    /// `count` zeroed bytes, which the system hands out as pages of zeros when first touched.
    private static func zeroedMemory(_ count: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
        guard let memory = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | CountCache.anonymous, -1, 0), memory != MAP_FAILED else {
            fatalError("out of memory for a count cache of \(count) bytes")
        }
        return memory.bindMemory(to: Atomic<UInt64>.self, capacity: count / 8)
    }

    #if canImport(Glibc)
    private static let anonymous = MAP_ANONYMOUS
    private static let dontNeed = Int32(MADV_DONTNEED)
    #else
    private static let anonymous = MAP_ANON
    private static let dontNeed = MADV_DONTNEED
    #endif
}
