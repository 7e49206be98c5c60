/// What each thread of a bounded sweep keeps between steps: the moves it lists from its share of
/// the states, sorted, and its own verdicts on the frontiers it meets.
///
/// The workers own their memory, so they cannot be copied, only moved or borrowed.
struct SweepWorkers: ~Copyable {
    /// The number of workers.
    let count: Int
    /// Worker i's moves, and its verdicts.
    let moves: UnsafeMutablePointer<Transitions>
    let holes: UnsafeMutablePointer<SealedHoles>

    /// `count` workers on `strip`, whose frontiers have `window` cells.
    init(count: Int, strip: Strip, window: Int) {
        self.count = max(count, 1)
        moves = .allocate(capacity: self.count)
        holes = .allocate(capacity: self.count)
        for worker in 0..<self.count {
            (moves + worker).initialize(to: Transitions())
            (holes + worker).initialize(to: SealedHoles(strip, window: window))
        }
    }

    deinit {
        moves.deinitialize(count: count)
        holes.deinitialize(count: count)
        moves.deallocate()
        holes.deallocate()
    }

    /// The moves listed in all.
    var movesListed: Int { (0..<count).reduce(0) { $0 + moves[$1].count } }

    /// The bytes the workers hold.
    var bytes: Int { (0..<count).reduce(0) { $0 + moves[$1].bytes + holes[$1].bytes } }
}
