import PentominoKit

/// The piece set named by `--pieces`: its terms are checked when the command line is parsed, and
/// the files it names are read only by `pieceSet()`.
struct PieceSetArgument {
    private let specification: PieceSetSpecification

    /// What a message adds where `letter`, which the set does not name, is the name of a one-sided
    /// pentomino's mirror image in either alphabet (such as f, or Conway's r): the set to give; else "".
    static func oneSidedHint(for letter: Character) -> String {
        let mirrorImages = PieceSet.oneSidedPentominoes.pieces.map(\.letter).filter(\.isLowercase)
        let isMirrorImage =
            letter.isLowercase
            && LetterAlphabet.allCases.contains { $0.golombLetter(for: letter).map(mirrorImages.contains) ?? false }
        return isMirrorImage ? " (for one-sided pentominoes, give --pieces one-sided)" : ""
    }

    /// The `--pieces` that names the free pentominoes whose cells `letters` (Golomb's, one per cell
    /// covered) mark, such as `FFILPU`, `FI,20*L` or `2*pentominoes`; nil where a letter names no
    /// free pentomino, a piece's cells are not whole copies of it, or the pieces are the 12 once
    /// each, the set without `--pieces`.
    static func specification(coveredBy letters: some Sequence<Character>) -> String? {
        var cells: [Character: Int] = [:]
        for letter in letters { cells[letter, default: 0] += 1 }
        let pentominoes = PieceSet.pentominoes.pieces
        guard cells.keys.allSatisfy({ letter in pentominoes.contains { $0.letter == letter } }) else { return nil }
        var copies: [Int] = []
        for piece in pentominoes {
            let (times, rest) = cells[piece.letter, default: 0].quotientAndRemainder(dividingBy: piece.size)
            guard rest == 0, times <= PieceSetSpecification.maximumTimes else { return nil }
            copies.append(times)
        }
        guard let first = copies.first, !copies.allSatisfy({ $0 == first && first <= 1 }) else { return nil }
        if first > 1 && copies.allSatisfy({ $0 == first }) { return "\(first)*pentominoes" }
        let few = zip(pentominoes, copies).map { piece, times in
            times > 5 ? "" : String(repeating: piece.letter, count: times)
        }.joined()
        let many = zip(pentominoes, copies).filter { $1 > 5 }.map { piece, times in "\(times)*\(piece.letter)" }
        return ((few.isEmpty ? [] : [few]) + many).joined(separator: ",")
    }

    /// The 12 pentominoes, when `--pieces` is not given.
    static let pentominoes = PieceSetArgument(specification: try! PieceSetSpecification("pentominoes"))

    private init(specification: PieceSetSpecification) {
        self.specification = specification
    }

    /// The set `text` names, where a term of no other kind names a file if one exists by that name
    /// (`square`, but not `-`, which names standard input elsewhere); a malformed term is a usage
    /// error, and so are built-in terms that give two different pieces one name
    /// (`pentominoes,one-sided`): a set without files is whole now.
    init(_ text: String, usage: String) throws(CommandError) {
        do {
            specification = try PieceSetSpecification(text) { $0 != "-" && access($0, F_OK) == 0 }
            if specification.files.isEmpty { _ = try specification.pieceSet() }
        } catch {
            throw .usage("option '--pieces': \(error.description)\(PieceSetArgument.suggestion(for: error))", usage)
        }
    }

    /// What a term that is no piece set was likely meant to be: a built-in set spelt nearly so
    /// (`pentomino`, `one_sided`), or letters of the pentominoes in lower case; else "".
    private static func suggestion(for error: PieceSetError) -> String {
        guard case .unknownTerm(let written) = error else { return "" }
        let times = written.prefix { $0 != "*" }
        let (prefix, term) =
            written.contains("*") ? (times + "*", String(written.dropFirst(times.count + 1))) : ("", written)
        let upper = term.uppercased()
        if !term.isEmpty, upper.allSatisfy({ letter in PieceSet.pentominoes.pieces.contains { $0.letter == letter } }) {
            return "; did you mean '\(prefix)\(upper)'?"
        }
        let words = ["pentominoes", "one-sided"]
        let nearest = Suggestion.nearest(term.replacing("_", with: "-"), among: words)
        return nearest.map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }

    /// The set, its files read. An unreadable file, or one that draws no proper pieces or a piece
    /// whose name another piece of the set has, is a failure.
    func pieceSet() throws(CommandError) -> PieceSet {
        var contents: [String: String] = [:]
        for path in specification.files {
            contents[path] = try InputFile.text(of: path, what: "piece file").text
        }
        do {
            return try specification.pieceSet(files: contents)
        } catch {
            throw .failure("option '--pieces': \(error.description)")
        }
    }
}
