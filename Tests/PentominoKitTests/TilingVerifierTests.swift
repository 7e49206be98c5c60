import Testing
@testable import PentominoKit

/// The verifier accepts real tilings and names what is wrong with broken ones.
struct TilingVerifierTests {
    static let valid = """
        LLLLFTYYYY
        LXFFFTTTYI
        XXXFWTVVVI
        PXUUWWZZVI
        PPUNNWWZVI
        PPUUNNNZZI
        """

    @Test func acceptsATilingInEitherAlphabet() throws {
        let (tiling, alphabet) = try TilingVerifier.read(TilingVerifierTests.valid + "\n")
        #expect(alphabet == .golomb)
        try TilingVerifier.check(tiling)
        let conway = LetterRenderer.render(tiling, alphabet: .conway)
        let (again, conwayAlphabet) = try TilingVerifier.read(conway)
        #expect(conwayAlphabet == .conway && again == tiling)
        try TilingVerifier.check(again, alphabet: .conway)
    }

    @Test(arguments: [
        // L and Y swap names.
        ("YYYYFTLLLL\nYXFFFTTTLI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI", "letter Y (first at row 1, column 1) does not have the shape of the Y pentomino"),
        // T and Y trade a cell each.
        ("LLLLFTYYYY\nLXFFFTTYTI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI", "letter T is in pieces that do not touch (first at row 1, column 6): each letter must be one piece"),
        ("LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZQ", "the letters mix Golomb's 'L' with Conway's 'Q': use one alphabet"),
        ("LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZ?", "'?' at row 6, column 10 is not a pentomino letter: use F I L N P T U V W X Y Z or O P Q R S T U V W X Y Z, and '.' for an empty cell"),
        ("LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZ.", "letter I covers 4 cells (first at row 2, column 10), but a pentomino covers 5"),
        ("LLLLFTYYYY\nLXFFFTTTY.\nXXXFWTVVV.\nPXUUWWZZV.\nPPUNNWWZV.\nPPUUNNNZZ.", "letter I missing: a tiling uses each of the 12 pentominoes once"),
        ("FF...\n.....\n..FFF", "letter F is in pieces that do not touch (first at row 1, column 1): each letter must be one piece"),
        ("\n  \n", "no tiling: expected rows of pentomino letters, with '.' for cells no piece covers"),
    ] as [(String, String)])
    func namesTheFlaw(text: String, message: String) {
        do {
            let (tiling, alphabet) = try TilingVerifier.read(text)
            try TilingVerifier.check(tiling, alphabet: alphabet)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}
