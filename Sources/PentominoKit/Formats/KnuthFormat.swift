/// A tiling problem written as an exact-cover problem in the text format of Knuth's DLX1: lines that
/// begin with `|` are comments; the first other line names the primary items, then `|` and the
/// secondary items; every further line is one option, the names of its items.
///
/// Cells are named by their place, from 1: `r3c7` on a flat board, `l1r2c3` in a box of layers.
/// Pieces are named by their names. Cells that may be left empty are secondary items, so that a
/// solution covers each at most once, and all the pieces, which are primary, cover exactly as many
/// as they have. Pieces placed in advance and blocked cells are left out, with every option that
/// would cover one of them. Where the problem breaks the board's symmetry by restricting the
/// anchor's options and by secondary items `s1`, `s2`, …, those come along, and every solution of
/// the text is one distinct tiling. The tatami rule's items are named by the cell at the top left
/// of their point, `pr3c7`; one that two pieces may share is written with the bounds 0 and 2, as
/// `0:2|pr3c7`, which Knuth's MCC reads (and `pentomino exact-cover`), but not DLX1.
public struct KnuthFormat: Sendable {
    /// Why a tiling problem cannot be written in the format.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The set holds copies of a piece: DLX1's items are covered once each.
        case copies(Character, Int)
        /// A name longer than the 8 characters that Knuth's programs read.
        case longName(String)
        /// A distinct problem whose symmetry the search cannot break by its options alone: its
        /// solutions are weighed by their classes (see `TilingClasses`), which the format cannot say.
        case symmetryNotInOptions

        public var description: String {
            switch self {
            case .copies(let name, let copies):
                return
                    "the set holds \(copies) copies of \(name.quotedForMessage), but each item of the format is covered once: give a set without copies"
            case .longName(let name):
                return "the item name '\(name)' is longer than the 8 characters that Knuth's programs read"
            case .symmetryNotInOptions:
                return
                    "these pieces cannot break the board's symmetry by their placements alone, so one solution need not be one distinct tiling: write every tiling's problem instead"
            }
        }
    }

    /// The text: comments, the items' line, and one line per option.
    public let text: String

    /// The problem of `tiling`, with `comments` (each without its `| `) at the top.
    /// - Throws: `Refusal` when the set holds copies of a piece, a name is too long, or `tiling` is
    ///   distinct but its solutions are not one per class of tilings.
    public init(_ tiling: TilingProblem, comments: [String] = []) throws(Refusal) {
        if tiling.distinct {
            guard case .whole = tiling.classes.kind else { throw .symmetryNotInOptions }
        }
        let exact = tiling.exactCover
        let cellCount = tiling.cellIndex.numberedCount
        let pieceCount = tiling.pieces.pieces.count
        let covered = Set(exact.coveredAtStart)
        var names: [String] = []
        for item in 0..<exact.itemCount {
            let name: String
            if item < cellCount {
                name = tiling.cellIndex.numbered[item].placeName(layered: tiling.board.layers > 1)
            } else if item < cellCount + pieceCount {
                let piece = item - cellCount
                let letter = tiling.pieces.pieces[piece].letter
                if !covered.contains(item) && exact.multiplicities[item] > 1 {
                    throw .copies(letter, exact.multiplicities[item])
                }
                name = String(letter)
            } else if let tatami = tiling.tatamiItems, item >= exact.itemCount - tatami.points.count {
                let point = item - (exact.itemCount - tatami.points.count)
                name = "p" + tatami.points[point].placeName(layered: false)
            } else {
                name = "s\(item - exact.primaryItemCount + 1)"
            }
            guard name.utf8.count <= 8 else { throw .longName(name) }
            names.append(name)
        }
        let gaps = tiling.gapCount > 0
        let shown = (0..<exact.itemCount).filter { !covered.contains($0) }
        // A secondary item that several options may share is a primary one of bounds 0 and its capacity.
        let capacity = { (item: Int) in
            item < exact.primaryItemCount ? 1 : exact.capacities[item - exact.primaryItemCount]
        }
        let primary = shown.filter { $0 < exact.primaryItemCount && !(gaps && $0 < cellCount) }
        let shared = shown.filter { capacity($0) > 1 }
        let secondary = shown.filter { ($0 >= exact.primaryItemCount || (gaps && $0 < cellCount)) && capacity($0) == 1 }
        var lines = comments.map { "| " + $0 }
        lines.append(
            (primary.map { names[$0] } + shared.map { "0:\(capacity($0))|\(names[$0])" }
                + (secondary.isEmpty ? [] : ["|"] + secondary.map { names[$0] }))
                .joined(separator: " "))
        for option in 0..<exact.optionCount {
            let items = exact.items(ofOption: option).map(Int.init)
            guard !items.contains(where: covered.contains) else { continue }
            lines.append(items.map { names[$0] }.joined(separator: " "))
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
