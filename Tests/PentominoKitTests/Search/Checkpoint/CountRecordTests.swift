import Testing

@testable import PentominoKit

/// Counts resumed from records of the subtrees already counted.
struct CountRecordTests {
    /// 5x9 tiled by nine pentominoes: 93 distinct tilings, 372 in all, about 17,000 nodes.
    static func problem(distinct: Bool = true) throws -> TilingProblem {
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { "FLNPTUVWY".contains($0.letter) })
        return try TilingProblem(board: Board(size: "5x9"), pieces: pieces, distinct: distinct)
    }

    @Test(arguments: [Engine.bitset, .dlx], [1, 2])
    func aCountResumedFromAnyPartOfItsRecordEndsWithTheWholeCount(engine: Engine, threads: Int) throws {
        let problem = try CountRecordTests.problem()
        let solver = TilingSolver(problem: problem, engine: engine, threads: threads)
        let whole = solver.count()
        #expect(whole.distinct == 93 && whole.all == 372)
        let record = CountRecord()
        let recorded = solver.count(record: record)
        #expect(recorded.distinct == whole.distinct && recorded.all == whole.all && recorded.statistics.complete)
        let snapshot = record.snapshot
        let cut = try #require(snapshot.cut)
        #expect(snapshot.counted.count == cut.subtrees && cut.subtrees > 1)
        for kept in [0, 1, cut.subtrees / 2, cut.subtrees] {
            for start in [0, cut.subtrees / 3] {
                let counted = snapshot.counted.filter { ($0.key + start) % cut.subtrees < kept }
                let resumed = solver.count(record: CountRecord(CountRecord.Snapshot(cut: cut, counted: counted)))
                #expect(resumed.distinct == whole.distinct && resumed.all == whole.all, "\(engine), \(kept) kept")
                // Every subtree counted once, whether resumed or searched.
                #expect(resumed.statistics.nodes == recorded.statistics.nodes && resumed.statistics.complete)
            }
        }
    }

    @Test func aRecordOfAnotherCutIsNotResumed() throws {
        let solver = TilingSolver(problem: try CountRecordTests.problem(), threads: 2)
        let record = CountRecord()
        _ = solver.count(record: record)
        let cut = try #require(record.snapshot.cut)
        for other in [(cut.subtrees, cut.fingerprint &+ 1), (cut.subtrees + 1, cut.fingerprint)] {
            let stale = CountRecord(CountRecord.Snapshot(cut: other, counted: [:]))
            let count = solver.count(record: stale)
            #expect(stale.mismatched && !count.statistics.complete && count.distinct == 0)
        }
        let beyond = CountRecord(
            CountRecord.Snapshot(cut: cut, counted: [cut.subtrees: .init(solutions: 1, weight: 1, nodes: 1)]))
        #expect(!solver.count(record: beyond).statistics.complete && beyond.mismatched)
        #expect(!record.mismatched)
    }

    @Test func shardsResumeTheirOwnParts() throws {
        let solver = TilingSolver(problem: try CountRecordTests.problem(distinct: false), threads: 2)
        let whole = solver.count().all
        let parts = (1...3).map { index in
            let shard = Shard(index: index, count: 3)!
            let record = CountRecord()
            let first = solver.count(shard: shard, record: record)
            #expect(record.snapshot.counted.keys.allSatisfy(shard.owns(job:)))
            let again = solver.count(shard: shard, record: record)
            #expect(again.all == first.all && again.statistics.nodes == first.statistics.nodes)
            return first.all
        }
        #expect(parts.reduce(0, +) == whole)
    }
}
