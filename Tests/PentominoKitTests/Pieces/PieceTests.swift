import Testing

@testable import PentominoKit

struct PieceTests {
    @Test func theTwelvePentominoesHaveGolombsLetters() {
        #expect(PieceSet.pentominoes.pieces.map(\.letter) == Array("FILNPTUVWXYZ"))
        #expect(PieceSet.pentominoes.pieces.allSatisfy { $0.size == 5 })
        #expect(PieceSet.pentominoes.cellCount == 60)
    }

    @Test func orientationCounts() {
        let counts = Dictionary(
            uniqueKeysWithValues: PieceSet.pentominoes.pieces.map { ($0.letter, $0.orientations.count) })
        #expect(
            counts == [
                "X": 1, "I": 2, "T": 4, "U": 4, "V": 4, "W": 4, "Z": 4,
                "F": 8, "L": 8, "N": 8, "P": 8, "Y": 8,
            ])
        #expect(counts.values.reduce(0, +) == 63)
    }

    @Test func noTwoPiecesAreCongruent() {
        let forms = PieceSet.pentominoes.pieces.map { Set($0.orientations) }
        for i in forms.indices {
            for j in forms.indices where i < j {
                #expect(forms[i].isDisjoint(with: forms[j]))
            }
        }
    }
}
