#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread's memory of how many solutions extend the states its searches counted whole, for an
/// engine that meets the same state again on other paths: with gaps, the same cells are covered, and
/// others left empty, by many different choices. Each state is hashed to one slot, where a newer
/// count takes the place of an older one. The cache starts small and the engine doubles it as it
/// fills, up to `largestByteCount`, so that a small count takes little memory.
///
/// The engine decides what a slot holds. A cache serves one engine's searches of one problem.
final class CountCache: @unchecked Sendable {
    /// The slots' memory, zeroed at first: a zeroed slot holds no state.
    private(set) var bytes: UnsafeMutableRawPointer
    /// The size of the memory, a power of two.
    private(set) var byteCount: Int

    /// The size a cache starts at, and the largest it grows to.
    static let initialByteCount = 1 << 20
    static let largestByteCount = 1 << 25

    /// An empty cache of `byteCount` bytes, a power of two.
    init(byteCount: Int = CountCache.initialByteCount) {
        precondition(byteCount > 0 && byteCount & (byteCount - 1) == 0, "a count cache's size is a power of two")
        self.byteCount = byteCount
        bytes = CountCache.zeroedMemory(byteCount)
    }

    deinit {
        CountCache.free(bytes)
    }

    /// Doubles the cache, empty; returns the old memory, which the caller frees (`free(_:)`) once it
    /// has carried over what it keeps.
    func grow() -> UnsafeMutableRawPointer {
        let old = bytes
        byteCount *= 2
        bytes = CountCache.zeroedMemory(byteCount)
        return old
    }

    /// Frees memory the cache handed back.
    static func free(_ memory: UnsafeMutableRawPointer) {
        #if canImport(Glibc)
        Glibc.free(memory)
        #else
        Darwin.free(memory)
        #endif
    }

    /// `count` zeroed bytes, which the system hands out as pages of zeros when first touched.
    private static func zeroedMemory(_ count: Int) -> UnsafeMutableRawPointer {
        guard let memory = calloc(count, 1) else { fatalError("out of memory for a count cache of \(count) bytes") }
        return memory
    }
}
