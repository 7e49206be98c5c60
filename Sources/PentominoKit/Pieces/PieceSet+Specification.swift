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
                guard let count = Int(digits), (1...PieceSetSpecification.maximumTimes).contains(count) else { throw .badTimes(written) }
                times = count
                term = term.dropFirst(digits.count + 1)
            }
            terms.append(Term(pieces: try PieceSetSpecification.pieces(named: String(term), in: written, namesFile: namesFile), times: times))
        }
        self.terms = terms
    }

    /// The pieces that the term `term` (part of `written`) names, where `namesFile` says which
    /// terms of no other kind name files.
    private static func pieces(named term: String, in written: String, namesFile: (String) -> Bool) throws(PieceSetError) -> Term.Pieces {
        let oneSidedPrefix = "one-sided:"
        if term == "pentominoes" { return .pentominoes }
        if term == "one-sided" { return .oneSided }
        if term.hasPrefix(oneSidedPrefix) {
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
            case .letters(let letters): pieces = letters.map { letter in PieceSet.pentominoes.pieces.first { $0.letter == letter }! }
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

    /// The pieces drawn in `text`, the file at `file`, in the order they first appear; free, but for
    /// those a `one-sided` line names.
    static func pieces(drawnIn text: String, file: String) throws(PieceSetError) -> [Piece] {
        var order: [Character] = []
        var cells: [Character: [Cell]] = [:]
        var oneSided: [(names: [Character], line: Int)] = []
        // Blank lines separate layers, for solid pieces drawn in layers.
        var layer = 0, row = 0
        for (number, line) in DrawingLines.split(text).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            if let names = oneSidedNames(in: text) {
                oneSided.append((names, number + 1))
                continue
            }
            if DrawingLines.isBlank(line) {
                if row > 0 { layer += 1 }
                row = 0
                continue
            }
            for (column, character) in text.enumerated() where character != "." && character != " " {
                guard !character.isWhitespace, character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                    throw .badPieceFile(file, "\(character.quotedForMessage) at line \(number + 1), column \(column + 1) cannot name a piece: draw each piece with a visible character of its own, and '.' or spaces around it")
                }
                // A piece named # would print as blocked cells, and read back as them.
                guard character != "#" else {
                    throw .badPieceFile(file, "'#' at line \(number + 1), column \(column + 1) cannot name a piece: it marks blocked cells in boards and printed tilings; draw the piece with a character of its own, such as OO over OO for the square")
                }
                if cells[character] == nil { order.append(character) }
                cells[character, default: []].append(Cell(layer: layer, row: row, column: column))
            }
            row += 1
        }
        guard !order.isEmpty else { throw .badPieceFile(file, "it draws no piece: draw each piece with a character of its own, such as OO over OO for the square") }
        var isOneSided: Set<Character> = []
        for (names, line) in oneSided {
            if let stranger = names.first(where: { cells[$0] == nil }) {
                throw .badPieceFile(file, "line \(line) makes \(stranger.quotedForMessage) one-sided, but no piece is drawn with it: name pieces drawn in the file, as in one-sided: AB, or write one-sided alone for all of them")
            }
            isOneSided.formUnion(names.isEmpty ? order : names)
        }
        return try order.map { name throws(PieceSetError) in
            let shape = Shape(cells[name]!)
            guard shape.isConnected else {
                throw .badPieceFile(file, "the cells drawn with \(name.quotedForMessage) are not joined edge to edge: each character draws one piece")
            }
            return Piece(letter: name, shape: shape, oneSided: isOneSided.contains(name))
        }
    }

    /// For a line `one-sided` or `one-sided: NAMES` of a piece file, the names (none for every
    /// piece of the file); nil for a line of drawing.
    private static func oneSidedNames(in line: String) -> [Character]? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first, first == "one-sided" || first.hasPrefix("one-sided:") else { return nil }
        return Array(words.joined().dropFirst("one-sided".count).drop { $0 == ":" })
    }
}

extension PieceSet {
    /// The set that `specification` names, which may name no file (see `PieceSetSpecification`).
    public init(specification: String) throws(PieceSetError) {
        self = try PieceSetSpecification(specification).pieceSet()
    }

    /// How messages name the set: `the 12 pentominoes`, `the 18 one-sided pentominoes`, `2 sets of
    /// the 12 pentominoes`, `the pentominoes F I L L`, `the one-sided pentominoes F f`, the same with
    /// `solid` for the pieces of a box (`the 12 solid pentominoes`), or its pieces' names; a piece of
    /// more than five copies once, with their number, as in `the pentominoes L×20`.
    public var name: String {
        let single = PieceSet(pieces)
        let solid = !pieces.isEmpty && pieces.allSatisfy(\.isSolid)
        let pentominoes = solid ? PieceSet.pentominoes.solid : .pentominoes
        let solidPentominoes = solid ? "solid pentominoes" : "pentominoes"
        if let times = copies.first, copies.allSatisfy({ $0 == times }) {
            let known = single == pentominoes ? "the 12 \(solidPentominoes)" : single == .oneSidedPentominoes ? "the 18 one-sided pentominoes" : nil
            if let known { return times == 1 ? known : "\(times) sets of \(known)" }
        }
        let list = zip(pieces, copies).flatMap { piece, times in
            times > 5 ? ["\(piece.letter)×\(times)"] : Array(repeating: String(piece.letter), count: times)
        }.joined(separator: " ")
        let kind: (one: String, many: String)
        if pieces.allSatisfy(pentominoes.pieces.contains) {
            kind = (solid ? "solid pentomino" : "pentomino", solidPentominoes)
        } else if pieces.allSatisfy(PieceSet.oneSidedPentominoes.pieces.contains) {
            kind = ("one-sided pentomino", "one-sided pentominoes")
        } else {
            kind = ("piece", "pieces")
        }
        return "the \(pieceCount == 1 ? kind.one : kind.many) \(list)"
    }
}

/// Why a piece set could not be made, in words a user can act on.
public enum PieceSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A term of no known kind.
    case unknownTerm(String)
    /// A specification with nothing between two commas, or before or after one, or nothing at all.
    case emptyTerm(String)
    /// A capital letter that names no pentomino.
    case unknownLetter(Character, term: String)
    /// A letter after `one-sided:` that names no one-sided pentomino.
    case unknownOneSidedLetter(Character, term: String)
    /// `N*TERM` with an N that is not a whole number from 1 to `maximumTimes`.
    case badTimes(String)
    /// Two different pieces with one name.
    case nameClash(Character)
    /// A file whose text was not given.
    case unreadFile(String)
    /// A file of pieces that does not draw pieces as it should.
    case badPieceFile(String, String)

    public var description: String {
        switch self {
        case .unknownTerm(let term):
            return "'\(term)' is not a piece set: give pentominoes, one-sided, Golomb's letters of free pentominoes such as FILNPT, one-sided:LETTERS (lower case for mirror images, such as one-sided:FfLl), N*TERM for N copies, or a file of drawn pieces, separated by commas"
        case .emptyTerm(let text) where text.isEmpty:
            return "the piece set is empty: give pentominoes, one-sided, Golomb's letters such as FILNPT, one-sided:LETTERS, N*TERM for N copies, or a file of drawn pieces"
        case .emptyTerm(let text):
            return "'\(text)' has an empty term: put one comma between terms, as in pentominoes,square.txt"
        case .unknownLetter(let letter, let term):
            return "'\(letter)' in '\(term)' is not one of Golomb's letters F I L N P T U V W X Y Z"
        case .unknownOneSidedLetter(let letter, let term):
            return "'\(letter)' in '\(term)' names no one-sided pentomino: use F I L N P T U V W X Y Z, and f l n p y z for the mirror images of the pieces that have one of their own"
        case .badTimes(let term):
            return "'\(term)' does not give a number of copies: write N*TERM with N from 1 to \(PieceSetSpecification.maximumTimes), such as 2*pentominoes"
        case .nameClash(let name):
            return "\(name.quotedForMessage) names two different pieces: give each piece a name of its own (a name given twice for the same piece is two copies of it)"
        case .unreadFile(let path):
            return "the piece file '\(path)' was not read"
        case .badPieceFile(let path, let reason):
            return "'\(path)': \(reason)"
        }
    }
}
