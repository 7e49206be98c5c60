/// How a search uses a count cache when its visitor cannot take solutions by their number (it
/// lists them, or weighs them unalike): it remembers only the barren states, those below which it
/// found no solution, and passes over them when it meets them again. A state's count is 0 there
/// whatever the visitor, so this works for every search, and the solutions come in the same order.
///
/// It pays where the search meets the same states again and again: with copies of pieces, the same
/// cells covered by the same pieces in another order. It costs a lookup in main memory at every
/// node, so the search stops looking once few lookups find a state (`docs/speed-history.md`,
/// "Barren states").
struct BarrenStates {
    /// The node from which the search looks states up and remembers them; never, once it stopped.
    private var startNode: UInt64
    /// Lookups, and those that found a barren state, since the window began.
    private var lookups: UInt32 = 0
    private var found: UInt32 = 0
    /// Barren states stored since the cache was made or last grew.
    private var stored = 0

    /// Lookups in each window, after which the search stops looking if fewer than
    /// `fewestFound` of them found a barren state.
    static let fewestFound: UInt32 = SearchTuning.barrenWindow / 64

    /// Bookkeeping for a search that looks states up from node `startNode` on (never if nil).
    init(from startNode: UInt64?) {
        self.startNode = startNode ?? .max
    }

    /// Whether the search looks states up and remembers them, `nodes` nodes in.
    @inline(__always)
    func isOn(at nodes: UInt64) -> Bool {
        nodes >= startNode
    }

    /// Counts a lookup, which found a barren state if `barren`; returns `barren`.
    @inline(__always)
    mutating func looked(found barren: Bool) -> Bool {
        lookups &+= 1
        if barren { found &+= 1 }
        if lookups == SearchTuning.barrenWindow {
            if found < BarrenStates.fewestFound { startNode = .max }
            (lookups, found) = (0, 0)
        }
        return barren
    }

    /// Counts a barren state stored in a cache of `slots` slots; returns whether the cache, if it
    /// grows (see `CountCache.grown()`), should grow now: it has taken a quarter as many states as
    /// it has slots, so that new states begin to take the places of others (`docs/speed-history.md`,
    /// "When a cache of barren states grows").
    @inline(__always)
    mutating func stored(in slots: Int) -> Bool {
        stored &+= 1
        guard stored >= slots / 4 else { return false }
        stored = 0
        return true
    }
}
