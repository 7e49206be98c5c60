import Synchronization
import Testing

@testable import PentominoKit

struct ParallelSearchTests {
    @Test(arguments: [1, 2, 3, 4, 7])
    func countsAndNodesAreTheSameForEveryThreadCount(threads: Int) {
        let problem = SampleProblems.queens(8)
        let links = ParallelSearch.count(DancingLinks(problem), threads: threads)
        let bitset = ParallelSearch.count(BitsetEngine(problem), threads: threads)
        #expect(links.solutions == 92 && bitset.solutions == 92)
        #expect(links.statistics.nodes == ParallelSearch.count(DancingLinks(problem), threads: 1).statistics.nodes)
        #expect(bitset.statistics.nodes == ParallelSearch.count(BitsetEngine(problem), threads: 1).statistics.nodes)
    }

    @Test func theTreeIsCutIntoManyJobsPerThread() {
        let (jobs, depth, _) = ParallelSearch.frontier(of: BitsetEngine(SampleProblems.queens(8)), jobs: 128)
        #expect(jobs.count >= 128)
        #expect(jobs.allSatisfy { $0.count == depth })
    }

    /// A chain of 300 forced choices, then 200 leaves: the cut lies below the chain, found without a
    /// search from the root for every depth on the way (which took minutes for a chain of 8,192),
    /// and a cancelled cut stops at once and says it is not complete.
    @Test func aLongChainOfForcedChoicesIsCutWhereItBranches() {
        let chain = 300
        let problem = ExactCoverProblem(
            primaryItemCount: chain + 1, options: (0..<chain).map { [$0] } + Array(repeating: [chain], count: 200))
        let cancelled = SearchCancellation()
        cancelled.cancel()
        func check<E: ExactCoverEngine>(_ engine: E) {
            let cut = ParallelSearch.frontier(of: engine, jobs: 128)
            #expect(cut.depth == chain + 1 && cut.prefixes.count == 200 && cut.statistics.complete, "\(E.self)")
            #expect(ParallelSearch.count(engine, threads: 2).solutions == 200, "\(E.self)")
            let stopped = ParallelSearch.frontier(of: engine, jobs: 128, cancellation: cancelled)
            #expect(!stopped.statistics.complete, "\(E.self)")
        }
        check(DancingLinks(problem))
        check(BitsetEngine(problem))
    }

    /// A chain of 4,000 forced choices and nothing below it: the cut's tries past the first depths
    /// start from the one entry of the last depth found too shallow, and the last is joined to the
    /// cut above it, so that the chain is walked about one and a half times in all (it was walked
    /// from the root by every try of the doubling and the halving, about 12 times, and two threads
    /// took 16 times one thread's time on 16,384 forced options; then from the root by the last try
    /// once more, 2.6 times in all, and two threads took 2.2 times). The nodes every search of the
    /// cut entered add up to under two chains.
    @Test func aChainOfForcedChoicesIsWalkedAFewTimesByTheCut() {
        let chain = 4000
        let engine = NodeCountingEngine(ExactCoverProblem(primaryItemCount: chain, options: (0..<chain).map { [$0] }))
        let cut = ParallelSearch.frontier(of: engine, jobs: 128)
        #expect(cut.depth == chain + 1 && cut.prefixes.count == 1 && cut.statistics.complete)
        let walked = engine.tally.nodes.load(ordering: .relaxed)
        #expect(walked > UInt64(chain) && walked < UInt64(2 * chain), "\(walked) nodes")
    }

    /// A chain of 300 forced choices with shortcuts (options that cover the rest of the chain and
    /// the last item at once, from items 0, 100 and 250), then 200 leaves: the cut joined from the
    /// tries below single entries is the one a search from the root to its depth finds, its entries
    /// (the leaves and the solutions the shortcuts complete above them) in the same order, and its
    /// nodes the same.
    @Test func aCutJoinedFromTriesBelowOneEntryIsTheCutFromTheRoot() {
        let chain = 300
        let shortcuts = [0, 100, 250].map { Array($0...chain) }
        let problem = ExactCoverProblem(
            primaryItemCount: chain + 1,
            options: (0..<chain).map { [$0] } + shortcuts + Array(repeating: [chain], count: 200))
        func check<E: ExactCoverEngine>(_ engine: E) {
            let cut = ParallelSearch.frontier(of: engine, jobs: 128)
            var fromRoot = SolutionCollector(limit: .max)
            let statistics = engine.search(from: [], limits: SearchLimits(splitDepth: cut.depth), visitor: &fromRoot)
            #expect(cut.depth > SearchTuning.linearDepths && cut.prefixes.count > 200, "\(E.self)")
            #expect(cut.prefixes == fromRoot.solutions, "\(E.self)")
            #expect(cut.statistics.nodes == statistics.nodes && cut.statistics.complete, "\(E.self)")
            #expect(ParallelSearch.count(engine, threads: 2).solutions == 203, "\(E.self)")
        }
        check(DancingLinks(problem))
        check(BitsetEngine(problem))
    }

    /// Dancing Links, adding up the nodes of every search it makes.
    private struct NodeCountingEngine: ExactCoverEngine {
        let links: DancingLinks
        let tally = Tally()

        final class Tally: Sendable {
            let nodes = Atomic<UInt64>(0)
        }

        init(_ problem: ExactCoverProblem) { links = DancingLinks(problem) }

        func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V)
            -> SearchStatistics
        {
            let statistics = links.search(from: prefix, limits: limits, visitor: &visitor)
            tally.nodes.add(statistics.nodes, ordering: .relaxed)
            return statistics
        }
    }

    /// A tree of one level of 20,000 leaves, each a subtree that Dancing Links would set up by
    /// copying every link: it is searched whole, where queens, whose subtrees are larger than their
    /// set-up, are cut.
    @Test func subtreesThatCostMoreToSetUpThanToSearchAreNotCut() {
        let leaves = ExactCoverProblem(primaryItemCount: 1, options: Array(repeating: [0], count: 20_000))
        let links = DancingLinks(leaves)
        #expect(ParallelSearch.frontier(of: links, jobs: 128).prefixes.count == 20_000)
        let count = ParallelSearch.count(links, threads: 2)
        #expect(count.solutions == 20_000 && count.statistics.subtrees == 0 && count.statistics.complete)
        let queens = ParallelSearch.count(DancingLinks(SampleProblems.queens(10)), threads: 2)
        #expect(queens.solutions == 724 && queens.statistics.subtrees >= 128)
        // The whole tree's search shows its nodes to a progress line as it goes.
        let watched = ProgressWatchingEngine(leaves)
        let shown = ParallelSearch.count(watched, threads: 2, progress: watched.progress)
        #expect(shown.solutions == 20_000 && shown.statistics.subtrees == 0)
        #expect(watched.shown.nodes.load(ordering: .relaxed) >= SearchLimits.cancellationInterval)
    }

    /// Dancing Links, noting what `progress` shows when a search of the whole tree, uncut, has
    /// ended within its limits, before the count goes on.
    private struct ProgressWatchingEngine: ExactCoverEngine {
        let links: DancingLinks
        /// The progress to watch, and the nodes it showed when the whole tree's search ended.
        let progress = SearchProgress()
        let shown = Shown()

        final class Shown: Sendable {
            let nodes = Atomic<UInt64>(0)
        }

        init(_ problem: ExactCoverProblem) { links = DancingLinks(problem) }

        var subtreeSetUpNodes: Double { links.subtreeSetUpNodes }

        func search<V: SolutionVisitor>(from prefix: [Int], limits: SearchLimits, visitor: inout V)
            -> SearchStatistics
        {
            let statistics = links.search(from: prefix, limits: limits, visitor: &visitor)
            if prefix.isEmpty && limits.splitDepth == .max && statistics.complete {
                shown.nodes.store(progress.snapshot.nodes, ordering: .relaxed)
            }
            return statistics
        }
    }

    @Test(arguments: [2, 3])
    func tilingCountsAreTheSameOnSeveralThreads(threads: Int) throws {
        let problem = try TilingProblem(board: NamedBoard.named("8x8-centre")!.board)
        for engine in [Engine.bitset, .dlx] {
            let count = TilingSolver(problem: problem, engine: engine, threads: threads).count()
            #expect(count.distinct == 65 && count.all == 520)
            #expect(count.statistics.nodes == TilingSolver(problem: problem, engine: engine).count().statistics.nodes)
        }
    }
}
