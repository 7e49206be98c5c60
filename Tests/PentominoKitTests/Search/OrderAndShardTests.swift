import Testing

@testable import PentominoKit

/// The canonical order of tilings, the tilings picked from it, and shards of the count.
struct OrderAndShardTests {
    /// Small problems whose tilings the tests can list: 3x20, a 3x10 board for six pentominoes, a 5x5
    /// board for four, which leaves five cells empty and so remembers counts, and a 5x6 board for
    /// two copies each of L, P and Y, whose options Dancing Links orders by the copies left.
    static func problem(_ name: String, distinct: Bool) throws -> TilingProblem {
        if name == "3x20" { return try TilingProblem(board: NamedBoard.named("3x20")!.board, distinct: distinct) }
        if name == "5x6" {
            return try TilingProblem(
                board: Board(size: "5x6"), pieces: PieceSet(specification: "LLPPYY"), distinct: distinct)
        }
        if name == "5x5" {
            let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { "FLPV".contains($0.letter) })
            return try TilingProblem(board: Board(size: "5x5"), pieces: pieces, distinct: distinct, allowGaps: true)
        }
        let pieces = PieceSet(PieceSet.pentominoes.pieces.filter { "FILNPV".contains($0.letter) })
        return try TilingProblem(board: Board(size: "3x10"), pieces: pieces, distinct: distinct)
    }

    @Test(arguments: ["3x20", "3x10", "5x5", "5x6"], [true, false])
    func theKthTilingIsTheKthOneStreamedOnAnyThreadCount(name: String, distinct: Bool) throws {
        let problem = try OrderAndShardTests.problem(name, distinct: distinct)
        for engine in [Engine.bitset, .dlx] {
            let streamed = try TilingSolver(problem: problem, engine: engine).tilings(limit: .max)
            #expect(!streamed.isEmpty)
            #expect(Set(streamed).count == streamed.count)
            for threads in [1, 2, 3] {
                let solver = TilingSolver(problem: problem, engine: engine, threads: threads)
                for index in Set([0, 1, streamed.count / 2, streamed.count - 1]) where index < streamed.count {
                    let (tiling, counted) = try solver.tiling(at: UInt64(index))
                    #expect(counted > UInt64(index) && counted <= UInt64(streamed.count))
                    #expect(tiling == streamed[index], "\(engine), \(threads) threads, index \(index)")
                }
                let beyond = try solver.tiling(at: UInt64(streamed.count))
                #expect(beyond.tiling == nil && beyond.counted == UInt64(streamed.count))
            }
        }
    }

    /// A tiling near the start of the order is found as a plain search finds it, not by counting
    /// whole subtrees first: on one thread, no more nodes than the stream takes to reach it.
    @Test(arguments: [Engine.bitset, .dlx])
    func anEarlyIndexTakesNoMoreNodesThanTheStreamToReachIt(engine: Engine) throws {
        let problem = try TilingProblem(board: NamedBoard.named("6x10")!.board)
        let exactCover = problem.exactCover
        for index in [0, 4] {
            var collector = SolutionCollector(limit: index + 1)
            let streamed =
                switch engine {
                case .dlx: DancingLinks(exactCover).search(from: [], limits: .none, visitor: &collector)
                default: BitsetEngine(exactCover).search(from: [], limits: .none, visitor: &collector)
                }
            let progress = SearchProgress()
            let (tiling, _) = try TilingSolver(problem: problem, engine: engine).tiling(
                at: UInt64(index), progress: progress)
            #expect(tiling == problem.tiling(options: collector.solutions[index]))
            #expect(
                progress.snapshot.nodes > 0 && progress.snapshot.nodes <= streamed.nodes, "\(engine), index \(index)")
        }
    }

    @Test func shardsOfEveryCountFrom1To64AddUpToTheWhole() throws {
        let problem = try OrderAndShardTests.problem("3x10", distinct: false)
        for engine in [Engine.bitset, .dlx] {
            let solver = TilingSolver(problem: problem, engine: engine, threads: 2)
            let whole = solver.count().all
            #expect(whole > 1)
            for count in 1...64 {
                let parts = (1...count).map { solver.count(shard: Shard(index: $0, count: count)!).all }
                #expect(parts.reduce(0, +) == whole, "\(engine), \(count) shards")
                if count > 1 { #expect(parts.filter { $0 > 0 }.count > 1, "\(engine): \(parts)") }
            }
        }
    }

    @Test func shardsAreWrittenKOverN() {
        #expect(Shard("3/8") == Shard(index: 3, count: 8))
        for bad in ["0/4", "5/4", "1/0", "-1/4", "1/", "/4", "1/2/3", "a/b", "1 /2", "+1/2", ""] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    @Test func splitMix64DrawsEachValueEquallyOften() {
        var generator = SplitMix64(seed: 2026)
        var counts = Array(repeating: 0, count: 7)
        for _ in 0..<70_000 { counts[Int(generator.uniform(below: 7))] += 1 }
        // Chi-square with 6 degrees of freedom; 22.46 is its 0.999 quantile.
        let chiSquare = counts.reduce(0.0) { $0 + Double(($1 - 10_000) * ($1 - 10_000)) / 10_000 }
        #expect(chiSquare < 22.46, "\(counts)")
        var again = SplitMix64(seed: 2026)
        var same = SplitMix64(seed: 2026)
        #expect((0..<10).map { _ in again.next() } == (0..<10).map { _ in same.next() })
        var one = SplitMix64(seed: 1), two = SplitMix64(seed: 2)
        #expect(one.next() != two.next())
    }

    @Test func uniformDrawsNeverReachTheBoundEvenForHugeBounds() {
        var generator = SplitMix64(seed: 7)
        for bound in [1, 2, 3, UInt64.max / 3 * 2, UInt64.max] {
            for _ in 0..<1000 { #expect(generator.uniform(below: bound) < bound) }
        }
    }
}
