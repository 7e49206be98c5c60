import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PentominoKit

/// Progress as a count reports it: the part of the work done, weighed by estimates of the subtrees'
/// sizes, and Knuth's estimator for engines without one of their own.
struct SearchProgressTests {
    @Test func unfinishedSubtreesWeighTheirEstimatesScaledAsTheFinishedOnesFellShort() {
        let progress = SearchProgress()
        progress.planned(subtrees: 8, resumed: [CountRecord.Subtree(solutions: 5, weight: 5, nodes: 400)]) { _, _, _ in
            100
        }
        #expect(progress.snapshot.nodesLeft == nil && progress.snapshot.fractionDone == 0)
        for _ in 0..<8 { #expect(progress.refine()) }
        #expect(progress.snapshot.nodesLeft == 800)
        #expect(progress.snapshot.fractionDone == 400.0 / 1200)
        // Four subtrees took twice their estimates: the other four are expected to as well.
        let meter = progress.meter()
        for subtree in 0..<4 { progress.finished(subtree: subtree, solutions: 1, nodes: 200, meter: meter) }
        let snapshot = progress.snapshot
        #expect(snapshot.solutions == 9 && snapshot.nodes == 800)
        #expect(snapshot.nodesLeft == 800 && snapshot.fractionDone == 1200.0 / 2000)
        // A running search's nodes are done and no longer left.
        meter.nodes.store(300, ordering: .relaxed)
        #expect(progress.snapshot.nodesLeft == 500 && progress.snapshot.nodes == 1100)
        for subtree in 4..<8 { progress.finished(subtree: subtree, solutions: 1, nodes: 200, meter: meter) }
        #expect(progress.snapshot.fractionDone == 1 && progress.snapshot.nodesLeft == 0)
        #expect(!progress.refine())
    }

    @Test func theFinishedSubtreesThatSetTheScaleAreProbedMostAndEveryOtherTime() {
        let progress = SearchProgress()
        let asked = Mutex<[(subtree: Int, seed: UInt64)]>([])
        progress.planned(subtrees: 4) { subtree, _, seed in
            asked.withLock { $0.append((subtree, seed)) }
            return 100
        }
        let meter = progress.meter()
        // Of the two finished, the later one sets the scale.
        for subtree in [2, 0] { progress.finished(subtree: subtree, solutions: 0, nodes: 50, meter: meter) }
        // Every other batch sharpens it, the others go to the open subtrees in turn; in all it gets
        // more probes than they do.
        for _ in 0..<8 { #expect(progress.refine(probes: 16)) }
        while progress.refine(probes: 16) {}
        asked.withLock { asked in
            #expect(asked.prefix(8).map(\.subtree) == [0, 1, 0, 3, 0, 1, 0, 3])
            let batches = Dictionary(grouping: asked, by: \.subtree).mapValues(\.count)
            #expect(
                batches == [
                    0: SearchTuning.probesPerScalingSubtree / 16, 1: SearchTuning.probesPerSubtree / 16,
                    3: SearchTuning.probesPerSubtree / 16,
                ])
            #expect(Set(asked.map(\.seed)).count == asked.count)
        }
        #expect(progress.snapshot.nodesLeft == 100)
        // Once every subtree is finished, no estimate is wanted.
        for subtree in [1, 3] { progress.finished(subtree: subtree, solutions: 0, nodes: 50, meter: meter) }
        #expect(!progress.refine())
    }

    @Test(arguments: [Engine.bitset, .dlx])
    func aCountRefinedWhileItRunsEndsAllDone(engine: Engine) throws {
        let problem = try CountRecordTests.problem()
        let progress = SearchProgress()
        let solver = TilingSolver(problem: problem, engine: engine, threads: 2)
        // The count runs on a thread of its own: the tests' threads are the global queue's, which
        // would give it none while they refine, and a pause between refinements leaves it the cores.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var count: TilingCount?
        Thread {
            count = solver.count(progress: progress)
            done.signal()
        }.start()
        while done.wait(timeout: .now() + .milliseconds(1)) == .timedOut {
            progress.refine(probes: 4)
            let fraction = progress.snapshot.fractionDone
            #expect(fraction >= 0 && fraction <= 1)
        }
        let snapshot = progress.snapshot
        #expect(count?.distinct == 93 && snapshot.solutions == 93)
        #expect(snapshot.fractionDone == 1)
        #expect(snapshot.nodes <= count?.statistics.nodes ?? 0 && snapshot.nodes > 0)
    }

    @Test func theEstimatorOfAnyEngineIsExactOnATreeWhoseNodesBranchAlikeAndCloseOnOthers() throws {
        let binary = ExactCoverProblem(primaryItemCount: 5, options: (0..<5).flatMap { [[$0], [$0]] })
        var random = SplitMix64(seed: 1)
        #expect(DancingLinks(binary).estimatedNodes(below: [], probes: 3, random: &random) == 63)
        for problem in [
            try TilingProblem(board: Board(size: "5x6"), pieces: PieceSet(specification: "FILNPT")),
            try TilingProblem(board: Board(size: "5x6"), pieces: PieceSet(specification: "LLNNPP")),
        ] {
            var counter = SolutionCounter()
            let engine = DancingLinks(problem.exactCover)
            let nodes = engine.search(from: [], limits: .none, visitor: &counter).nodes
            let estimate = engine.estimatedNodes(below: [], probes: 4000, random: &random)
            #expect(abs(estimate / Double(nodes) - 1) < 0.15, "\(estimate) against \(nodes)")
        }
    }
}
