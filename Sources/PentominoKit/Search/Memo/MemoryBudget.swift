import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much memory a run may keep beyond its problem's own tables: the memory of counts that a
/// search remembers, and what it keeps as its answer (a table's rows, a game's completions).
///
/// A count's memory of counts is a cache, which takes at most a quarter of the budget and works,
/// more slowly, in less. What a run keeps as its answer takes the rest; a run that would keep more
/// stops at once with ``Exceeded`` rather than grow until the system runs out of memory.
public struct MemoryBudget: Hashable, Sendable, CustomStringConvertible {
    /// The bytes the run may keep.
    public let bytes: Int

    /// A budget of `bytes` bytes, at least 1 MiB.
    public init(bytes: Int) {
        self.bytes = max(bytes, MemoryBudget.smallest)
    }

    /// The smallest budget: 1 MiB.
    public static let smallest = 1 << 20

    /// The budget unless a run is given another: half the machine's memory, or of the memory its
    /// control group may use where that is less.
    public static let machine = MemoryBudget(bytes: availableMemory / 2)

    /// The bytes a count's memory of counts (see `CountCache`) may take: a quarter of the budget.
    var cacheBytes: Int { bytes / 4 }

    /// The bytes a run may keep as its answer: the three quarters the cache leaves.
    var resultBytes: Int { bytes - cacheBytes }

    /// The budget in words: `512 MiB`, `12 GiB`, `1.5 GiB`.
    public var description: String { MemoryBudget.words(bytes) }

    /// `bytes` in the largest binary unit that leaves a number of at least 1, with at most one
    /// decimal.
    public static func words(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
        return "\(number) \(units[unit])"
    }

    /// The machine's memory, or its control group's limit (cgroup v2 `memory.max`) where lower.
    private static var availableMemory: Int {
        let physical = max(1 << 24, sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE)))
        guard let limit = controlGroupLimit, limit > 0 else { return physical }
        return min(physical, limit)
    }

    /// The limit of `/sys/fs/cgroup/memory.max`, if it holds a number.
    private static var controlGroupLimit: Int? {
        let descriptor = open("/sys/fs/cgroup/memory.max", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 31) }
        guard count > 0 else { return nil }
        return Int(String(decoding: bytes[..<count], as: UTF8.self).filter(\.isNumber))
    }

    /// What a run would have kept past its budget, which stopped it.
    public struct Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
        /// The budget passed.
        public let budget: MemoryBudget
        /// What the run keeps, such as "the table by empty cells".
        public let what: String
        /// How much of it was kept when the run stopped, in words, such as "2,000,000 rows".
        public let held: String

        public var description: String {
            "\(what) needs more than the memory budget of \(budget): it held \(held) in \(MemoryBudget.words(budget.resultBytes)) when it stopped"
        }
    }
}

/// The share of a budget that a run's answer has taken, shared by its threads: each takes bytes
/// before it keeps more, and the first that would pass the budget stops every search of the run
/// (`stop`).
package final class MemoryAccount: Sendable {
    /// The budget whose results' share is kept to.
    package let budget: MemoryBudget
    /// Cancelled once a thread would pass the budget, and when `parent` is.
    package let stop: SearchCancellation
    private let taken = Atomic<Int>(0)
    private let passed = Atomic<Bool>(false)

    /// An account of `budget`, whose searches also stop once `parent` is cancelled.
    package init(_ budget: MemoryBudget, following parent: SearchCancellation?) {
        self.budget = budget
        stop = SearchCancellation(following: parent)
    }

    /// Takes `bytes` of the budget; false, and every search stopped, if that would pass it.
    package func take(_ bytes: Int) -> Bool {
        let total = taken.add(bytes, ordering: .relaxed).newValue
        guard total <= budget.resultBytes else {
            passed.store(true, ordering: .relaxed)
            stop.cancel()
            return false
        }
        return true
    }

    /// Gives back `bytes` taken before.
    package func give(_ bytes: Int) {
        taken.subtract(bytes, ordering: .relaxed)
    }

    /// Whether a thread would have passed the budget.
    package var wasPassed: Bool { passed.load(ordering: .relaxed) }
}
