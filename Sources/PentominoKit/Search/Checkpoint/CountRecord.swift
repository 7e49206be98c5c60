import Synchronization

/// The subtrees of a count's tree that have been counted, and what each held: what a count saves so
/// that it can be resumed, and what a resumed count starts from. A count that is given a record skips
/// the subtrees it holds and adds each subtree to it as it ends, from any thread. A record made for
/// another cut of the tree is not resumed: the count stops at once, and the record says it does not match.
package final class CountRecord: Sendable {
    /// What one counted subtree held.
    package struct Subtree: Hashable, Sendable {
        /// The solutions counted, the sum of their weights, and the nodes searched.
        package let solutions: UInt64
        package let weight: UInt64
        package let nodes: UInt64

        /// A subtree of `solutions` solutions weighing `weight` in all, searched in `nodes` nodes.
        package init(solutions: UInt64, weight: UInt64, nodes: UInt64) {
            self.solutions = solutions
            self.weight = weight
            self.nodes = nodes
        }

        /// Two subtrees' counts, weights and nodes together.
        package static func + (a: Subtree, b: Subtree) -> Subtree {
            Subtree(solutions: a.solutions + b.solutions, weight: a.weight + b.weight, nodes: a.nodes + b.nodes)
        }
    }

    /// What a record holds at one moment.
    package struct Snapshot: Sendable {
        /// The cut of the count's tree (nil before the count has cut it): how many subtrees, and a
        /// fingerprint of the partial solutions at their roots.
        package var cut: (subtrees: Int, fingerprint: UInt64)?
        /// The subtrees counted, by their place in the cut, from 0.
        package var counted: [Int: Subtree]

        /// A snapshot of a tree cut as `cut` says, of which `counted` are counted.
        package init(cut: (subtrees: Int, fingerprint: UInt64)?, counted: [Int: Subtree]) {
            self.cut = cut
            self.counted = counted
        }
    }

    private let state: Mutex<(snapshot: Snapshot, mismatched: Bool)>

    /// A record that starts from `snapshot`: by default, from nothing.
    package init(_ snapshot: Snapshot = Snapshot(cut: nil, counted: [:])) {
        state = Mutex((snapshot, false))
    }

    /// What the record holds now.
    package var snapshot: Snapshot { state.withLock { $0.snapshot } }

    /// Whether a count found that the record was made for another cut of its tree, and stopped.
    package var mismatched: Bool { state.withLock { $0.mismatched } }

    /// Starts a count whose tree is cut into `prefixes`: the subtrees already counted, or nil when
    /// the record was made for another cut.
    func start(cut prefixes: [[Int]]) -> [Int: Subtree]? {
        var print = Fingerprint()
        for prefix in prefixes { print.add(prefix) }
        let cut = (subtrees: prefixes.count, fingerprint: print.value)
        return state.withLock { state in
            if let made = state.snapshot.cut {
                guard made == cut, state.snapshot.counted.keys.allSatisfy((0..<cut.subtrees).contains) else {
                    state.mismatched = true
                    return nil
                }
            } else {
                guard state.snapshot.counted.isEmpty else {
                    state.mismatched = true
                    return nil
                }
                state.snapshot.cut = cut
            }
            return state.snapshot.counted
        }
    }

    /// Adds `subtree`, the `job`-th of the cut.
    func record(_ subtree: Subtree, job: Int) {
        state.withLock { $0.snapshot.counted[job] = subtree }
    }
}
