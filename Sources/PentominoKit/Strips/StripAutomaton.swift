// The automaton of a strip with unlimited copies:
//
// - `StripAutomaton`: its states and moves as flat arrays, built in three steps.
// - Reaching the states: every state found from the empty one within a memory budget, and what
//   the finding takes, which `StripEstimate` measures.
// - The moves listed by their targets.

/// The sweep's states and the moves between them, found once and kept as flat arrays of indices.
///
/// It serves unlimited copies, whose states repeat from column to column (`BoundedSweep` counts
/// bounded ones). The sweep line stands before the cell of row r of some column; its state is the
/// frontier (which of the next cells are covered). From a state, the first cell is skipped when it
/// is covered, else covered by each move that fits. The state that
/// follows depends only on the state and r, never on the column, so the states form a finite
/// automaton with K phases, one a row, which serves every length. It is built in three steps:
///
/// 1. From the empty state of phase 0, every state reachable is found, phase by phase, each state
///    numbered by a `StateTable`, with the moves between them.
/// 2. The states from which no strip can end (phase 0, empty frontier) are dropped: they add
///    nothing to any count. Often they are most of them.
/// 3. The moves into each kept state of the next phase are listed by their source, so that a step
///    of the sweep adds, for each state, the counts of its sources: each thread owns a range of
///    targets, and no two write the same count.
struct StripAutomaton: Sendable {
    /// The number of kept states of each phase.
    let stateCounts: [Int]
    /// For the step from phase r to phase r+1 (mod K), for each state of phase r+1, where its
    /// sources begin in `sources[r]`; one more entry ends the last.
    let sourceStarts: [[Int32]]
    /// For the step from phase r, the sources of each state of phase r+1, in turn.
    let sources: [[UInt32]]
    /// The states of phase 0 with an empty frontier, where a strip of whole columns ends.
    let ends: [Int]
    /// The empty state of phase 0, where every strip begins.
    let start: Int
    /// The most sources any state has.
    let largestInDegree: Int

    /// The moves of one column: the steps of all K phases.
    var transitions: Int { sources.reduce(0) { $0 + $1.count } }

    /// The automaton of `strip`.
    ///
    /// - Parameters:
    ///   - budget: what the states and moves may take while they are found; past it, the build
    ///     stops.
    ///   - progress: counts the states found so far, for a progress line.
    ///   - cancellation: stops the build when cancelled; the automaton is then nil.
    /// - Throws: `StripError.tooManyStates` past the budget.
    init?(
        _ strip: Strip, budget: MemoryBudget, progress: StripProgress? = nil, cancellation: SearchCancellation? = nil
    ) throws(StripError) {
        precondition(strip.copies == .unlimited, "bounded copies have no cycle: BoundedSweep counts them")
        let placements = StripPlacements(strip)
        guard
            let reached = try StripAutomaton.reach(
                placements, budget: budget, progress: progress, cancellation: cancellation)
        else { return nil }
        let phases = placements.height
        // Step 2: what can still end, walked back from the ends along the moves reversed.
        let reversed = (0..<phases).map { phase in
            StripAutomaton.byTarget(
                reached.edges[phase], targets: reached.tables[(phase + 1) % phases].states.count)
        }
        var kept = reached.tables.map { [Bool](repeating: false, count: $0.states.count) }
        var queue: [(phase: Int, state: Int)] = []
        let frontier = placements.window == 64 ? UInt64.max : (UInt64(1) << UInt64(placements.window)) - 1
        for (state, packed) in reached.tables[0].states.enumerated() where packed & frontier == 0 {
            kept[0][state] = true
            queue.append((0, state))
        }
        while let (phase, state) = queue.popLast() {
            let previous = (phase + phases - 1) % phases
            let (starts, sources) = reversed[previous]
            for index in Int(starts[state])..<Int(starts[state + 1]) {
                let source = Int(sources[index])
                if !kept[previous][source] {
                    kept[previous][source] = true
                    queue.append((previous, source))
                }
            }
        }
        // Step 3: the kept states renumbered, and each one's kept sources.
        let renumbered = kept.map { flags in
            var next: Int32 = 0
            return flags.map { (flag: Bool) -> Int32 in
                guard flag else { return -1 }
                next += 1
                return next - 1
            }
        }
        var sourceStarts: [[Int32]] = []
        var sourceLists: [[UInt32]] = []
        var largest = 0
        for phase in 0..<phases {
            let next = (phase + 1) % phases
            let (starts, sources) = reversed[phase]
            var keptStarts: [Int32] = [0]
            var keptSources: [UInt32] = []
            for target in kept[next].indices where kept[next][target] {
                for index in Int(starts[target])..<Int(starts[target + 1]) {
                    let source = renumbered[phase][Int(sources[index])]
                    if source >= 0 { keptSources.append(UInt32(source)) }
                }
                largest = max(largest, keptSources.count - Int(keptStarts.last!))
                keptStarts.append(Int32(keptSources.count))
            }
            sourceStarts.append(keptStarts)
            sourceLists.append(keptSources)
        }
        stateCounts = kept.map { $0.count { $0 } }
        self.sourceStarts = sourceStarts
        sources = sourceLists
        let firstStates = reached.tables[0].states
        ends = firstStates.indices.filter { (state: Int) -> Bool in kept[0][state] && firstStates[state] & frontier == 0
        }
        .map { (state: Int) -> Int in Int(renumbered[0][state]) }
        start = Int(renumbered[0][0])
        largestInDegree = largest
    }

    // MARK: - Reaching the states

    /// The states reachable from the empty state of phase 0, in a table a phase, and the moves
    /// from each phase to the next as pairs of state numbers (source, target).
    private static func reach(
        _ placements: StripPlacements, budget: MemoryBudget, progress: StripProgress?, cancellation: SearchCancellation?
    ) throws(StripError) -> (tables: [StateTable], edges: [[(UInt32, UInt32)]])? {
        let phases = placements.height
        let window = UInt64(placements.window)
        let frontierMask = window == 64 ? UInt64.max : (UInt64(1) << window) - 1
        var tables = [StateTable](repeating: StateTable(), count: phases)
        var edges = [[(UInt32, UInt32)]](repeating: [], count: phases)
        var done = [Int](repeating: 0, count: phases)
        _ = tables[0].insert(0)
        var found = 1
        var growing = true
        while growing {
            growing = false
            for phase in 0..<phases {
                let next = (phase + 1) % phases
                while done[phase] < tables[phase].states.count {
                    let source = done[phase]
                    done[phase] += 1
                    growing = true
                    let state = tables[phase].states[source]
                    let covered = state & frontierMask
                    func follow(_ target: UInt64) {
                        let (number, isNew) = tables[next].insert(target)
                        if isNew { found += 1 }
                        edges[phase].append((UInt32(source), UInt32(number)))
                    }
                    if covered & 1 == 1 {
                        follow(covered >> 1)
                    } else {
                        for move in placements.moves[phase] where covered & move.cells == 0 {
                            follow((covered | move.cells) >> 1)
                        }
                    }
                    if source & 0xFFF == 0 {
                        progress?.explored.store(found, ordering: .relaxed)
                        if cancellation?.isCancelled == true { return nil }
                        let bytes = heldBytes(tables, edges, states: found)
                        if bytes > budget.bytes {
                            throw .tooManyStates(
                                StripError.Overflow(states: found, bytes: bytes, budget: budget, estimatedFrom: nil))
                        }
                    }
                }
            }
        }
        progress?.explored.store(found, ordering: .relaxed)
        return (tables, edges)
    }

    /// The memory the build holds: the tables and moves, and what dropping the dead states adds
    /// (the moves listed by target twice, and each state's flag and new number).
    private static func heldBytes(_ tables: [StateTable], _ edges: [[(UInt32, UInt32)]], states: Int) -> Int {
        tables.reduce(0) { $0 + $1.bytes } + edges.reduce(0) { $0 + $1.capacity * 16 } + states * 8
    }

    /// What building the automaton of `strip` finds: its states and moves before any is dropped,
    /// and the memory they take; nil if `cancellation` stopped it.
    ///
    /// - Throws: `StripError.tooManyStates` past `budget`.
    static func measure(
        _ strip: Strip, budget: MemoryBudget, cancellation: SearchCancellation?
    ) throws(StripError) -> StripEstimate.Size? {
        guard
            let (tables, edges) = try reach(
                StripPlacements(strip), budget: budget, progress: nil, cancellation: cancellation)
        else { return nil }
        let states = tables.reduce(0) { $0 + $1.states.count }
        return StripEstimate.Size(
            height: strip.height, states: states, moves: edges.reduce(0) { $0 + $1.count },
            bytes: heldBytes(tables, edges, states: states), isMeasured: true)
    }

    // MARK: - The moves by target

    /// `edges` (source, target) listed by target: where each target's sources begin, and the sources.
    private static func byTarget(_ edges: [(UInt32, UInt32)], targets: Int) -> (starts: [Int32], sources: [UInt32]) {
        var starts = [Int32](repeating: 0, count: targets + 1)
        for (_, target) in edges { starts[Int(target) + 1] += 1 }
        for index in 0..<targets { starts[index + 1] += starts[index] }
        var filled = Array(starts.dropLast())
        var sources = [UInt32](repeating: 0, count: edges.count)
        for (source, target) in edges {
            sources[Int(filled[Int(target)])] = source
            filled[Int(target)] += 1
        }
        return (starts, sources)
    }
}
