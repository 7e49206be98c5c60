extension PieceSet {
    /// The set that `specification` names: terms separated by commas, each `pentominoes` (the 12 free
    /// pentominoes) or a string of Golomb's letters such as `FILNPT` naming free pentominoes. Together
    /// the terms may name each piece once; the set keeps Golomb's order F I L N P T U V W X Y Z.
    public init(specification: String) throws(PieceSetError) {
        var letters: [Character] = []
        for term in specification.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if term == "pentominoes" {
                letters += PieceSet.pentominoes.pieces.map(\.letter)
                continue
            }
            guard !term.isEmpty, term.allSatisfy({ $0.isLetter && $0.isUppercase }) else { throw .unknownTerm(term) }
            for letter in term {
                guard PieceSet.pentominoes.pieces.contains(where: { $0.letter == letter }) else { throw .unknownLetter(letter, term: term) }
                letters.append(letter)
            }
        }
        if let twice = letters.first(where: { letter in letters.filter { $0 == letter }.count > 1 }) { throw .repeated(twice) }
        self.init(PieceSet.pentominoes.pieces.filter { letters.contains($0.letter) })
    }

    /// How messages name the set: `the 12 pentominoes`, or `the pentominoes F I L P U`.
    public var name: String {
        if self == .pentominoes { return "the 12 pentominoes" }
        let letters = pieces.map { String($0.letter) }.joined(separator: " ")
        return pieces.count == 1 ? "the pentomino \(letters)" : "the pentominoes \(letters)"
    }
}

/// Why a piece set could not be read, in words a user can act on.
public enum PieceSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A term that is neither `pentominoes` nor a string of capital letters.
    case unknownTerm(String)
    /// A capital letter that names no pentomino.
    case unknownLetter(Character, term: String)
    /// A piece named more than once.
    case repeated(Character)

    public var description: String {
        switch self {
        case .unknownTerm(let term):
            return "'\(term)' is not a piece set this version knows: give pentominoes, or Golomb's letters of free pentominoes such as FILNPT, separated by commas (one-sided pieces, copies of a piece and files of drawn pieces are not supported yet)"
        case .unknownLetter(let letter, let term):
            return "'\(letter)' in '\(term)' is not one of Golomb's letters F I L N P T U V W X Y Z"
        case .repeated(let letter):
            return "\(letter) is named twice: each piece may be used once (copies of a piece are not supported yet)"
        }
    }
}
