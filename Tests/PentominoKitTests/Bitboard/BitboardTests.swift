import Testing

@testable import PentominoKit

/// Bitboards of cells anywhere on a board of up to 4096: checked against plain sets of indices.
struct BitboardTests {
    /// Random sets of cells, some within the first 64, some far out, some spread across both.
    static func randomSets(count: Int) -> [[Int]] {
        var random = SplitMix64(seed: 2026_1125)
        return (0..<count).map { _ in
            let base = Int(random.next() % 4000), spread = [3, 70, 300, 4000][Int(random.next() % 4)]
            return (0..<Int(random.next() % 6)).map { _ in
                min(4095, (base + Int(random.next() % UInt64(spread))) % 4096)
            }
        }
    }

    /// Whatever the order cells are added in, the set holds them, counts them and lists them in
    /// ascending order, from its lowest; and sets of the same cells are equal, with equal hashes.
    @Test func aSetHoldsItsCellsWhateverTheOrderTheyCameIn() {
        for cells in BitboardTests.randomSets(count: 500) {
            let sorted = Array(Set(cells)).sorted()
            let forward = Bitboard(indices: cells), backward = Bitboard(indices: cells.reversed())
            #expect(forward.indices == sorted && backward.indices == sorted, "\(cells)")
            #expect(forward.count == sorted.count && forward.lowestIndex == sorted.first)
            #expect(forward == backward && forward.hashValue == backward.hashValue)
        }
    }

    /// Sets are ordered as the numbers their bits write: by their highest cell not in both.
    @Test func setsAreOrderedByTheirHighestDifferingCell() {
        let sets = BitboardTests.randomSets(count: 200).map { Array(Set($0)) }
        for a in sets {
            for b in sets.prefix(40) {
                let onlyA = Set(a).subtracting(b), onlyB = Set(b).subtracting(a)
                let expected = (onlyB.max() ?? -1) > (onlyA.max() ?? -1)
                #expect((Bitboard(indices: a) < Bitboard(indices: b)) == expected, "\(a.sorted()) < \(b.sorted())")
            }
        }
    }
}
