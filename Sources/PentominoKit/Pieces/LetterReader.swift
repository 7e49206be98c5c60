/// Reads the piece names drawn in a board or a tiling, one character at a time: a set's own names
/// (those that are not pentomino letters) as they are, and the pentominoes by Golomb's letters or by
/// Conway's, so that whatever `solve` prints, in either alphabet, reads back. The letters the two
/// alphabets share name the same pieces in both; a drawing that uses letters only one alphabet has
/// from both (Golomb's F, Conway's R) is mixed, and its reader says so.
struct LetterReader {
    /// The names read as they are, before either alphabet.
    private let ownNames: Set<Character>
    /// The first letter read that only Golomb's alphabet has, and the first that only Conway's has.
    private var golombOnly: Character?
    private var conwayOnly: Character?

    /// A reader for a set whose pieces are named `names`: those that are not pentomino letters
    /// (upper or lower case) are the set's own.
    init(names: some Sequence<Character>) {
        ownNames = Set(names).subtracting(PieceSet.oneSidedPentominoes.pieces.map(\.letter))
    }

    /// The piece name `character` stands for (Golomb's letter, for a pentomino), or nil when it names
    /// none.
    mutating func name(for character: Character) -> Character? {
        if ownNames.contains(character) { return character }
        let golomb = LetterAlphabet.golomb.golombLetter(for: character)
        let conway = LetterAlphabet.conway.golombLetter(for: character)
        if conway == nil, golomb != nil { golombOnly = golombOnly ?? character }
        if golomb == nil, conway != nil { conwayOnly = conwayOnly ?? character }
        return golomb ?? conway
    }

    /// The two letters that mix the alphabets, once letters only one of them has were read from each.
    var mixture: (golomb: Character, conway: Character)? {
        guard let golombOnly, let conwayOnly else { return nil }
        return (golombOnly, conwayOnly)
    }

    /// The alphabet of the letters read: Conway's once a letter only it has was read.
    var alphabet: LetterAlphabet { conwayOnly == nil ? .golomb : .conway }
}
