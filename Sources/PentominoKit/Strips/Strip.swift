/// A strip of a fixed height and any length, and the pieces that tile it: the question "in how many
/// ways can a K x n rectangle be tiled?" for every n at once.
///
/// The strip has `height` rows and n columns. Its tilings are counted as the published tables count
/// them: the rectangle is fixed, so tilings that a rotation or reflection carries into one another
/// count apart, and copies of a piece are alike. With `copies` `.asInSet`, each piece is used at most
/// as many times as the set holds it, and a tiling may use any of them; with `.unlimited`, any number
/// of times. On a `.tube` the last row meets the first, as on a board of that surface.
public struct Strip: Hashable, Sendable {
    /// How many times each piece may be used.
    public enum Copies: String, Hashable, Sendable, CaseIterable {
        /// At most as many times as the set holds it.
        case asInSet = "set"
        /// Any number of times.
        case unlimited = "any"
    }

    /// The number of rows, K.
    public let height: Int
    /// The pieces.
    public let pieces: PieceSet
    /// How many times each piece may be used.
    public let copies: Copies
    /// `.flat` or `.tube`.
    public let surface: Surface

    /// The strip of `height` rows on `surface` (flat or tube), tiled by `pieces`.
    ///
    /// - Throws: `StripError` when the height is below 1, the surface wraps the length, a piece is
    ///   solid, or the sweep's state would not fit in a 64-bit word.
    public init(height: Int, pieces: PieceSet, copies: Copies = .asInSet, surface: Surface = .flat) throws(StripError) {
        guard height >= 1 else { throw .height(height) }
        guard !surface.wrapsColumns else { throw .surface(surface) }
        if let solid = pieces.pieces.first(where: \.isSolid) { throw .solidPiece(solid.letter) }
        self.height = height
        self.pieces = pieces
        self.copies = copies
        self.surface = surface
        let placements = StripPlacements(self)
        let bits = placements.window + placements.usageBits
        guard bits <= StripPlacements.stateBits else {
            throw .stateTooWide(bits: bits, frontier: placements.window, pieces: placements.usageBits)
        }
    }
}

/// Why a strip cannot be swept.
public enum StripError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The height is below 1.
    case height(Int)
    /// The surface wraps the strip's length, which a sweep along it cannot close.
    case surface(Surface)
    /// The piece is solid (it turns in space), and a strip is flat.
    case solidPiece(Character)
    /// The state of the sweep needs more bits than a word holds: those of the frontier, and those
    /// that count the pieces used.
    case stateTooWide(bits: Int, frontier: Int, pieces: Int)
    /// The states the sweep needs, found so far or estimated, would take more memory than it may use.
    case tooManyStates(Overflow)

    /// How far past its memory a sweep's states go, and the tallest lower strip that fits.
    public struct Overflow: Hashable, Sendable {
        /// The states: those found when the build stopped, or the estimate.
        public let states: Int
        /// Their memory: what the build held when it stopped, or the least the estimate would take.
        public let bytes: Int
        /// The memory the sweep may use.
        public let budget: MemoryBudget
        /// The tallest height measured for an estimate; nil where the states were found.
        public let estimatedFrom: Int?
        /// The tallest lower strip that fits, if any does; nil too where none was looked for.
        public var fitting: StripEstimate.Size? = nil
        /// Whether lower strips were looked at for one that fits.
        public var lookedLower = false
    }

    public var description: String {
        switch self {
        case .height(let height):
            "a strip's height must be at least 1, not \(height)"
        case .surface(let surface):
            "the sweep runs along the strip, so it cannot take \(surface.phrase), whose length wraps: give flat or tube (the height wraps), or count one length with 'pentomino count'"
        case .solidPiece(let letter):
            "piece \(letter) is solid, and a strip is flat: give flat pieces"
        case .stateTooWide(let bits, let frontier, let pieces):
            "the sweep's state would need \(bits) bits (\(frontier) for the cells past the sweep line\(pieces > 0 ? ", \(pieces) for the pieces used" : "")), more than the \(StripPlacements.stateBits) it holds: give a lower height\(pieces > 0 ? ", fewer pieces, or any number of copies of each" : " or smaller pieces")"
        case .tooManyStates(let overflow):
            overflow.description
        }
    }
}

extension StripError.Overflow: CustomStringConvertible {
    public var description: String {
        let need =
            if let estimatedFrom {
                "the sweep would need \(states >= StripEstimate.mostStates ? "more than" : "about") \(inWords(states)) states, at least \(MemoryBudget.words(bytes)), past the \(budget) it may use (estimated from the strips up to height \(estimatedFrom))"
            } else {
                "the sweep needs more than \(states) states, over \(MemoryBudget.words(bytes)), past the \(budget) it may use"
            }
        guard lookedLower else { return need }
        guard let fitting else { return need + "; no lower strip fits either" }
        return fitting.isMeasured
            ? need + "; a strip of height \(fitting.height) fits (\(fitting.states) states)"
            : need + "; a strip of height \(fitting.height) should fit (about \(inWords(fitting.states)) states)"
    }

    /// `count` in words, as closely as an estimate is known: "4.8 million", "480 million".
    private func inWords(_ count: Int) -> String {
        let scales: [(Double, String)] = [
            (1e12, " trillion"), (1e9, " billion"), (1e6, " million"), (1e3, " thousand"),
        ]
        let value = Double(count)
        guard let (scale, word) = scales.first(where: { value >= $0.0 }) else { return "\(count)" }
        let scaled = value / scale
        let rounded = scaled >= 10 ? scaled.rounded() : (scaled * 10).rounded() / 10
        let digits = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return digits + word
    }
}
