import Testing

@testable import PentominoKit

/// A memory budget: its shares, its words, the account that threads take from, and the memory of
/// counts kept to a quarter of it however it is made or grown.
struct MemoryBudgetTests {
    static let smallest = MemoryBudget(bytes: 1 << 20)

    @Test func aBudgetIsAtLeastOneMebibyteAndSplitsAQuarterForTheCache() {
        #expect(MemoryBudget(bytes: 5).bytes == 1 << 20)
        let budget = MemoryBudget(bytes: 1 << 32)
        #expect(budget.cacheBytes == 1 << 30 && budget.resultBytes == 3 << 30)
        #expect(MemoryBudget.machine.bytes >= MemoryBudget.smallest)
    }

    @Test func aBudgetIsSaidInTheLargestUnitThatLeavesAtLeastOne() {
        #expect(MemoryBudget.words(512) == "512 bytes")
        #expect(MemoryBudget.words(1 << 20) == "1 MiB")
        #expect(MemoryBudget.words(3 << 29) == "1.5 GiB")
        #expect(MemoryBudget.words(768 << 10) == "768 KiB")
        #expect("\(MemoryBudget(bytes: 12 << 30))" == "12 GiB")
    }

    /// The first take past the results' share fails, stops every search and is remembered; what
    /// is given back may be taken again.
    @Test func anAccountStopsItsSearchesOnceATakeWouldPassTheBudget() {
        let parent = SearchCancellation()
        let account = MemoryAccount(MemoryBudgetTests.smallest, following: parent)
        let share = MemoryBudgetTests.smallest.resultBytes
        #expect(account.take(share - 10) && account.take(10))
        account.give(100)
        #expect(account.take(100) && !account.stop.isCancelled && !account.wasPassed)
        #expect(!account.take(1))
        #expect(account.stop.isCancelled && account.wasPassed && !parent.isCancelled)
        let followed = MemoryAccount(MemoryBudgetTests.smallest, following: parent)
        parent.cancel()
        #expect(followed.stop.isCancelled && !followed.wasPassed)
    }

    /// A budget of 1 MiB leaves the memory of counts 256 KiB, however it is asked for.
    @Test func theMemoryOfCountsKeepsToAQuarterOfTheBudget() {
        let budget = MemoryBudgetTests.smallest
        let asked = CountCache(byteCount: 1 << 24, hugePages: false, memory: budget)
        #expect(asked.memory?.byteCount == 1 << 18)
        let sized = CountCache(memory: budget)
        sized.make(slotWords: 2, cancellation: nil) { 1e15 }
        #expect(sized.memory?.byteCount == 1 << 18)
        let listing = CountCache.forListing(memory: budget)
        while listing.grown() != nil {}
        #expect(listing.memory?.byteCount == 1 << 18)
        let small = CountCache(byteCount: 1 << 12, hugePages: false, grows: true, memory: budget)
        var sizes: [Int] = []
        while let grown = small.grown() { sizes.append(grown.byteCount) }
        let grownSizes: [Int] = [1 << 14, 1 << 16, 1 << 18]
        #expect(sizes == grownSizes)
    }
}
