/// A piece set as a user names it, before any file it names is read: terms separated by commas,
/// each `pentominoes` (the 12 free pentominoes), a string of Golomb's letters such as `FILNPT`
/// naming free pentominoes, or a file of drawn pieces (a term with a `.` or a `/` in it).
///
/// A file draws each piece with one character of its own, which becomes its name; `.` and spaces
/// are empty. Pieces may stand anywhere in the file, apart or side by side, as long as the cells of
/// each are joined edge to edge. Every piece of a file is free: it may be turned and mirrored.
public struct PieceSetSpecification: Sendable {
    /// One term of a specification.
    public enum Term: Sendable, Equatable {
        /// The 12 free pentominoes.
        case pentominoes
        /// Free pentominoes by Golomb's letters.
        case letters([Character])
        /// A file of drawn pieces, by its path.
        case file(String)
    }

    /// The terms, in order.
    public let terms: [Term]

    /// The specification written `text`; a term that is none of the three kinds is refused.
    public init(_ text: String) throws(PieceSetError) {
        var terms: [Term] = []
        for term in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if term == "pentominoes" {
                terms.append(.pentominoes)
            } else if term.contains(".") || term.contains("/") {
                terms.append(.file(term))
            } else if !term.isEmpty, term.allSatisfy({ $0.isLetter && $0.isUppercase }) {
                for letter in term where !PieceSet.pentominoes.pieces.contains(where: { $0.letter == letter }) {
                    throw .unknownLetter(letter, term: term)
                }
                terms.append(.letters(Array(term)))
            } else {
                throw .unknownTerm(term)
            }
        }
        self.terms = terms
        // Names repeated among the pentominoes are found now; a file's names only once it is read.
        let letters = terms.flatMap { term -> [Character] in
            switch term {
            case .pentominoes: PieceSet.pentominoes.pieces.map(\.letter)
            case .letters(let letters): letters
            case .file: []
            }
        }
        if let twice = letters.first(where: { letter in letters.filter { $0 == letter }.count > 1 }) { throw .repeated(twice) }
    }

    /// The files the terms name, in order.
    public var files: [String] {
        terms.compactMap { if case .file(let path) = $0 { path } else { nil } }
    }

    /// The set, with the text of each file given in `contents` by its path. The pentominoes come
    /// first, in Golomb's order F I L N P T U V W X Y Z, then the pieces of the files in the order
    /// they first appear there. Every piece may be named once.
    public func pieceSet(files contents: [String: String] = [:]) throws(PieceSetError) -> PieceSet {
        var letters: [Character] = []
        var drawn: [Piece] = []
        for term in terms {
            switch term {
            case .pentominoes: letters += PieceSet.pentominoes.pieces.map(\.letter)
            case .letters(let named): letters += named
            case .file(let path):
                guard let text = contents[path] else { throw .unreadFile(path) }
                drawn += try PieceSetSpecification.pieces(drawnIn: text, file: path)
            }
        }
        let names = letters + drawn.map(\.letter)
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) { throw .repeated(twice) }
        return PieceSet(PieceSet.pentominoes.pieces.filter { letters.contains($0.letter) } + drawn)
    }

    /// The pieces drawn in `text`, the file at `file`, in the order they first appear.
    static func pieces(drawnIn text: String, file: String) throws(PieceSetError) -> [Piece] {
        var order: [Character] = []
        var cells: [Character: [Cell]] = [:]
        for (row, line) in DrawingLines.split(text).enumerated() {
            for (column, character) in String(decoding: line, as: UTF8.self).enumerated() where character != "." && character != " " {
                guard !character.isWhitespace, character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                    throw .badPieceFile(file, "\(character.quotedForMessage) at line \(row + 1), column \(column + 1) cannot name a piece: draw each piece with a visible character of its own, and '.' or spaces around it")
                }
                if cells[character] == nil { order.append(character) }
                cells[character, default: []].append(Cell(row: row, column: column))
            }
        }
        guard !order.isEmpty else { throw .badPieceFile(file, "it draws no piece: draw each piece with a character of its own, such as OO over OO for the square") }
        return try order.map { name throws(PieceSetError) in
            let shape = Shape(cells[name]!)
            guard shape.isConnected else {
                throw .badPieceFile(file, "the cells drawn with \(name.quotedForMessage) are not joined edge to edge: each character draws one piece")
            }
            return Piece(letter: name, shape: shape)
        }
    }
}

extension PieceSet {
    /// The set that `specification` names, which may name no file (see `PieceSetSpecification`).
    public init(specification: String) throws(PieceSetError) {
        self = try PieceSetSpecification(specification).pieceSet()
    }

    /// How messages name the set: `the 12 pentominoes`, `the pentominoes F I L P U`, or its pieces' names.
    public var name: String {
        if self == .pentominoes { return "the 12 pentominoes" }
        let letters = pieces.map { String($0.letter) }.joined(separator: " ")
        guard pieces.allSatisfy({ piece in PieceSet.pentominoes.pieces.contains(piece) }) else { return "the pieces \(letters)" }
        return pieces.count == 1 ? "the pentomino \(letters)" : "the pentominoes \(letters)"
    }
}

/// Why a piece set could not be made, in words a user can act on.
public enum PieceSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A term that is neither `pentominoes`, nor a string of capital letters, nor a file.
    case unknownTerm(String)
    /// A capital letter that names no pentomino.
    case unknownLetter(Character, term: String)
    /// A piece named more than once.
    case repeated(Character)
    /// A file whose text was not given.
    case unreadFile(String)
    /// A file of pieces that does not draw pieces as it should.
    case badPieceFile(String, String)

    public var description: String {
        switch self {
        case .unknownTerm(let term):
            return "'\(term)' is not a piece set this version knows: give pentominoes, Golomb's letters of free pentominoes such as FILNPT, or a file of drawn pieces, separated by commas (one-sided pieces and copies of a piece are not supported yet)"
        case .unknownLetter(let letter, let term):
            return "'\(letter)' in '\(term)' is not one of Golomb's letters F I L N P T U V W X Y Z"
        case .repeated(let letter):
            return "\(letter) is named twice: each piece may be used once (copies of a piece are not supported yet)"
        case .unreadFile(let path):
            return "the piece file '\(path)' was not read"
        case .badPieceFile(let path, let reason):
            return "'\(path)': \(reason)"
        }
    }
}
