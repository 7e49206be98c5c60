#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sizes of the automata of a strip with unlimited copies and of the lower strips of its
/// pieces, worked out without building the strip's own: a sweep too large for its memory is then
/// refused in a moment, with a height that fits.
///
/// The lower strips are built from height 1 up while each fits in a small budget, and measured.
/// Their states grow about geometrically with the height, so the sizes above the last measured are
/// extrapolated by the mean factor of the last three heights measured.
public struct StripEstimate: Hashable, Sendable {
    /// The states and moves that building one height's automaton finds, before the dead states are
    /// dropped, and the memory they take.
    public struct Size: Hashable, Sendable {
        /// The strip's height.
        public let height: Int
        /// The states found.
        public let states: Int
        /// The moves between them.
        public let moves: Int
        /// The memory the build takes: measured, or for an extrapolated size the most it may take,
        /// every table and list just grown.
        public let bytes: Int
        /// Whether the size was measured, not extrapolated.
        public let isMeasured: Bool

        /// The least memory the build of these states and moves takes: a state's word, its flag
        /// and new number, and two slots of a table at most half full; a move's two numbers, kept
        /// twice.
        public var leastBytes: Int { states * 40 + moves * 16 }
    }

    /// The most states an extrapolated size holds: far past any memory, and small enough that its
    /// byte counts stay in range. A size at it may need more.
    public static let mostStates = 1_000_000_000_000_000

    /// The sizes of the heights from 1 up, measured while they fit and extrapolated above; they
    /// stop below the strip's height only where fewer than two heights could be measured.
    public let sizes: [Size]

    /// The budget each lower strip is measured in unless another is given: a build of about a tenth
    /// of a second on the release build.
    public static let measuringBudget = MemoryBudget(bytes: StripTuning.measuringBytes)

    /// The sizes for `strip`, whose lower strips are measured while each fits in `budget`; nil if
    /// `cancellation` stopped the measuring.
    ///
    /// - Precondition: `strip.copies` is `.unlimited`.
    public init?(
        _ strip: Strip, measuringWithin budget: MemoryBudget = measuringBudget, cancellation: SearchCancellation? = nil
    ) {
        self.init(strip, measuringWithin: budget, past: nil, cancellation: cancellation)
    }

    /// The sizes for `strip`, where `past`, if given, is the least number of states of the strip
    /// itself, which was already found past `budget`.
    init?(_ strip: Strip, measuringWithin budget: MemoryBudget, past: Int?, cancellation: SearchCancellation?) {
        precondition(strip.copies == .unlimited, "bounded copies have no automaton to measure")
        var measured: [Size] = []
        // The least states of the first height that did not fit, once one did not.
        var passed: (height: Int, states: Int)? = past.map { (strip.height, $0) }
        let tallest = past == nil ? strip.height : strip.height - 1
        for height in stride(from: 1, through: tallest, by: 1) {
            guard
                let lower = try? Strip(
                    height: height, pieces: strip.pieces, copies: strip.copies, surface: strip.surface)
            else { continue }
            do {
                guard let size = try StripAutomaton.measure(lower, budget: budget, cancellation: cancellation)
                else { return nil }
                measured.append(size)
            } catch {
                if case .tooManyStates(let overflow) = error { passed = (height, overflow.states) }
                break
            }
        }
        sizes = measured + StripEstimate.extrapolated(from: measured, through: strip.height, passed: passed)
    }

    /// The size of the strip of `height`, if known.
    public func size(ofHeight height: Int) -> Size? {
        sizes.last { $0.height == height }
    }

    /// The tallest strip below `height` whose build fits in `budget`, if any.
    public func tallest(fittingIn budget: MemoryBudget, below height: Int) -> Size? {
        sizes.last { $0.height < height && $0.bytes <= budget.bytes }
    }

    /// The sizes above the last of `measured`, through `last`, grown by the mean factor of the
    /// last three heights measured (the first few heights grow unevenly); none if fewer than two
    /// were measured. `passed`, a height that did not fit and the states it had found by then,
    /// bounds the sizes from there on from below.
    private static func extrapolated(
        from measured: [Size], through last: Int, passed: (height: Int, states: Int)?
    ) -> [Size] {
        guard measured.count >= 2, let top = measured.last, top.height < last else { return [] }
        let base = measured[max(0, measured.count - 4)]
        guard base.states > 0 && top.states > 0 else { return [] }
        let factor = pow(Double(top.states) / Double(base.states), 1 / Double(top.height - base.height))
        let movesPerState = Double(top.moves) / Double(top.states)
        return (top.height + 1...last).map { height in
            var states = Double(top.states) * pow(factor, Double(height - top.height))
            if let passed, height >= passed.height {
                states = max(states, Double(passed.states) * pow(factor, Double(height - passed.height)))
            }
            states = min(states, Double(StripEstimate.mostStates))
            let moves = states * movesPerState
            // At most: four slots of 12 bytes and a list's 16 a state, with its flag and number;
            // a move's 16 bytes twice, its list just grown.
            return Size(
                height: height, states: Int(states), moves: Int(moves), bytes: Int(states * 72 + moves * 32),
                isMeasured: false)
        }
    }
}
