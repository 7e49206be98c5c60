/// A piece set as a user names it, before any file it names is read: terms separated by commas.
///
/// A term is `pentominoes` (the 12 free pentominoes), `one-sided` (the 18 one-sided ones), a string
/// of Golomb's letters such as `FILNPT` naming free pentominoes, `one-sided:` and letters naming
/// one-sided pentominoes (upper case as drawn, lower case the mirror image), or a file of drawn
/// pieces (a term with a `.` or a `/` in it, or one of no other kind that names a file);
/// `N*TERM` is N copies of a term. A piece named more
/// than once is that many copies of it.
///
/// A file draws each piece with one character of its own, which becomes its name; `.` and spaces
/// are empty. Pieces may stand anywhere in the file, apart or side by side, as long as the cells of
/// each are joined edge to edge. Blank lines separate layers, as in a board's drawing, so a solid
/// piece (a pentacube, say) is drawn layer by layer; such a piece fits only boxes of several layers. Pieces are free (turned and mirrored), but for those that a line
/// `one-sided: NAMES` names, which only turn in the plane; `one-sided` alone makes every piece of
/// the file one-sided.
public struct PieceSetSpecification: Sendable {
    /// One term of a specification: some pieces, taken a number of times.
    public struct Term: Sendable, Equatable {
        /// The pieces a term names.
        public enum Pieces: Sendable, Equatable {
            /// The 12 free pentominoes.
            case pentominoes
            /// The 18 one-sided pentominoes.
            case oneSided
            /// Free pentominoes by Golomb's letters.
            case letters([Character])
            /// One-sided pentominoes by letter: upper case as drawn, lower case mirrored.
            case oneSidedLetters([Character])
            /// A file of drawn pieces, by its path.
            case file(String)
        }

        /// The pieces named.
        public let pieces: Pieces
        /// How many times they are taken.
        public let times: Int
    }

    /// The most copies `N*TERM` may ask for.
    public static let maximumTimes = 100

    /// The terms, in order.
    public let terms: [Term]

    /// The specification written `text`, where a term of no other kind names a file if
    /// `namesFile` says so (a term with a `.` or a `/` always does); a term of no kind is refused.
    public init(_ text: String, namesFile: (String) -> Bool = { _ in false }) throws(PieceSetError) {
        var terms: [Term] = []
        for written in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !written.isEmpty else { throw .emptyTerm(text) }
            var term = Substring(written), times = 1
            let digits = term.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, term.dropFirst(digits.count).first == "*" {
                guard let count = Int(digits), count >= 1 else { throw .badTimes(written) }
                guard count <= PieceSetSpecification.maximumTimes else { throw .tooManyTimes(written, count) }
                times = count
                term = term.dropFirst(digits.count + 1)
            }
            terms.append(
                Term(
                    pieces: try PieceSetSpecification.pieces(named: String(term), in: written, namesFile: namesFile),
                    times: times))
        }
        self.terms = terms
    }

    /// The pieces that the term `term` (part of `written`) names, where `namesFile` says which
    /// terms of no other kind name files.
    private static func pieces(named term: String, in written: String, namesFile: (String) -> Bool)
        throws(PieceSetError) -> Term.Pieces
    {
        let oneSidedPrefix = "one-sided:"
        // The words take any case; the letters after `one-sided:` keep theirs, which tells mirror images.
        if term.lowercased() == "pentominoes" { return .pentominoes }
        if term.lowercased() == "one-sided" { return .oneSided }
        if term.lowercased().hasPrefix(oneSidedPrefix) {
            let letters = Array(term.dropFirst(oneSidedPrefix.count))
            guard !letters.isEmpty else { throw .unknownTerm(written) }
            for letter in letters where !PieceSet.oneSidedPentominoes.pieces.contains(where: { $0.letter == letter }) {
                throw .unknownOneSidedLetter(letter, term: written)
            }
            return .oneSidedLetters(letters)
        }
        if term.contains(".") || term.contains("/") { return .file(term) }
        guard !term.isEmpty else { throw .unknownTerm(written) }
        let unknownLetter = term.first { letter in !PieceSet.pentominoes.pieces.contains { $0.letter == letter } }
        guard let unknownLetter else { return .letters(Array(term)) }
        if namesFile(term) { return .file(term) }
        guard term.allSatisfy({ $0.isLetter && $0.isUppercase }) else { throw .unknownTerm(written) }
        throw .unknownLetter(unknownLetter, term: written)
    }

    /// The files the terms name, in order.
    public var files: [String] {
        terms.compactMap { if case .file(let path) = $0.pieces { path } else { nil } }
    }

    /// The set, with the text of each file given in `contents` by its path. The pentominoes come
    /// first, in Golomb's order F I L N P T U V W X Y Z with each mirror image after its piece, then
    /// the pieces of the files in the order they first appear there. A name given more than once is
    /// that many copies of its piece; two different pieces may not share a name.
    public func pieceSet(files contents: [String: String] = [:]) throws(PieceSetError) -> PieceSet {
        var named: [Piece] = []
        for term in terms {
            var pieces: [Piece]
            switch term.pieces {
            case .pentominoes: pieces = PieceSet.pentominoes.pieces
            case .oneSided: pieces = PieceSet.oneSidedPentominoes.pieces
            case .letters(let letters):
                pieces = letters.map { letter in PieceSet.pentominoes.pieces.first { $0.letter == letter }! }
            case .oneSidedLetters(let letters):
                pieces = letters.map { letter in PieceSet.oneSidedPentominoes.pieces.first { $0.letter == letter }! }
            case .file(let path):
                guard let text = contents[path] else { throw .unreadFile(path) }
                pieces = try PieceSetSpecification.pieces(drawnIn: text, file: path)
            }
            for _ in 0..<term.times { named += pieces }
        }
        var distinct: [Piece] = []
        var copies: [Character: Int] = [:]
        for piece in named {
            if let other = distinct.first(where: { $0.letter == piece.letter }) {
                guard other == piece else { throw .nameClash(piece.letter) }
            } else {
                distinct.append(piece)
            }
            copies[piece.letter, default: 0] += 1
        }
        // The one-sided set's order: Golomb's, each mirror image after its piece.
        let order = Array("FfILlNnPpTUVWXYyZz")
        let ranks = distinct.map { piece in
            let known = (piece.isOneSided ? PieceSet.oneSidedPentominoes : PieceSet.pentominoes).pieces.contains(piece)
            return known ? order.firstIndex(of: piece.letter)! : order.count
        }
        let sorted = distinct.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { distinct[$0] }
        return PieceSet(sorted, copies: sorted.map { copies[$0.letter]! })
    }
}

extension PieceSet {
    /// The set that `specification` names, which may name no file (see `PieceSetSpecification`).
    public init(specification: String) throws(PieceSetError) {
        self = try PieceSetSpecification(specification).pieceSet()
    }
}
