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
    /// `N*TERM` with an N that is not a whole number of at least 1.
    case badTimes(String)
    /// `N*TERM` with an N above `PieceSetSpecification.maximumTimes`.
    case tooManyTimes(String, Int)
    /// Two different pieces with one name.
    case nameClash(Character)
    /// A file whose text was not given.
    case unreadFile(String)
    /// A file of pieces that does not draw pieces as it should.
    case badPieceFile(String, String)

    public var description: String {
        switch self {
        case .unknownTerm(let term):
            return
                "'\(term)' is not a piece set: give pentominoes, one-sided, Golomb's letters of free pentominoes such as FILNPT, one-sided:LETTERS (lower case for mirror images, such as one-sided:FfLl), N*TERM for N copies, or a file of drawn pieces, separated by commas"
        case .emptyTerm(let text) where text.isEmpty:
            return
                "the piece set is empty: give pentominoes, one-sided, Golomb's letters such as FILNPT, one-sided:LETTERS, N*TERM for N copies, or a file of drawn pieces"
        case .emptyTerm(let text):
            return "'\(text)' has an empty term: put one comma between terms, as in pentominoes,square.txt"
        case .unknownLetter(let letter, let term):
            return "'\(letter)' in '\(term)' is not one of Golomb's letters F I L N P T U V W X Y Z"
        case .unknownOneSidedLetter(let letter, let term):
            return
                "'\(letter)' in '\(term)' names no one-sided pentomino: use F I L N P T U V W X Y Z, and f l n p y z for the mirror images of the pieces that have one of their own"
        case .badTimes(let term):
            return
                "'\(term)' does not give a number of copies: write N*TERM with N from 1 to \(PieceSetSpecification.maximumTimes), such as 2*pentominoes"
        case .tooManyTimes(let term, let times):
            return
                "'\(term)' asks for \(times) copies, but a term may be repeated at most \(PieceSetSpecification.maximumTimes) times: give N from 1 to \(PieceSetSpecification.maximumTimes) in N*TERM, or the term several times"
        case .nameClash(let name):
            return
                "\(name.quotedForMessage) names two different pieces: give each piece a name of its own (a name given twice for the same piece is two copies of it)"
        case .unreadFile(let path):
            return "the piece file '\(path)' was not read"
        case .badPieceFile(let path, let reason):
            return "'\(path)': \(reason)"
        }
    }
}
