/// The two naming schemes for the pentominoes.
public enum LetterAlphabet: String, CaseIterable, Sendable {
    /// Golomb's letters F I L N P T U V W X Y Z, used inside the library.
    case golomb
    /// Conway's letters O P Q R S T U V W X Y Z: O=I, Q=L, R=F and S=N; the rest agree.
    case conway

    /// Golomb's letters that Conway names differently, with Conway's letter for each.
    private static let conwayForGolomb: [Character: Character] = ["I": "O", "L": "Q", "F": "R", "N": "S"]
    private static let golombForConway: [Character: Character] = ["O": "I", "Q": "L", "R": "F", "S": "N"]

    /// The twelve letters of this alphabet, in the order of Golomb's F I L N P T U V W X Y Z.
    public var letters: [Character] {
        PieceSet.pentominoes.pieces.map { letter(forGolomb: $0.letter) }
    }

    /// This alphabet's name for the pentomino Golomb calls `letter` (in lower case, for a one-sided
    /// pentomino's mirror image, the lower case of its name); other characters are returned as they are.
    public func letter(forGolomb letter: Character) -> Character {
        guard self == .conway else { return letter }
        if let mirrored = LetterAlphabet.mirrored(letter) {
            return Character(self.letter(forGolomb: mirrored).lowercased())
        }
        return LetterAlphabet.conwayForGolomb[letter] ?? letter
    }

    /// Golomb's name for the pentomino this alphabet calls `letter` (in either case), or nil when it names none.
    public func golombLetter(for letter: Character) -> Character? {
        if let mirrored = LetterAlphabet.mirrored(letter) {
            return golombLetter(for: mirrored).map { Character($0.lowercased()) }
        }
        let golomb = self == .conway ? LetterAlphabet.golombForConway[letter] ?? letter : letter
        return letters.contains(letter) ? golomb : nil
    }

    /// The upper case of a lower-case ASCII letter, or nil for any other character.
    private static func mirrored(_ letter: Character) -> Character? {
        guard letter.isASCII, letter.isLowercase else { return nil }
        return Character(letter.uppercased())
    }
}
