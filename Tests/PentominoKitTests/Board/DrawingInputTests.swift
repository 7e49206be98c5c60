import Testing

@testable import PentominoKit

/// A drawing reads the same however it was saved, and nothing in it silently changes the board.
struct DrawingInputTests {
    static let ring = ["........", "........", "........", "...##...", "...##...", "........", "........", "........"]

    @Test func blankLinesInsideADrawingSeparateTheLayersOfABox() throws {
        var layered = DrawingInputTests.ring
        layered.insert("", at: 4)
        let box = try Board(drawing: layered.joined(separator: "\n"))
        // Two layers of four rows: the ring's top half over its bottom half.
        #expect(box.layers == 2 && box.rows == 4 && box.columns == 8)
        #expect(box.isOpen(Cell(layer: 0, row: 3, column: 0)) && !box.isOpen(Cell(layer: 0, row: 3, column: 3)))
        #expect(!box.isOpen(Cell(layer: 1, row: 0, column: 4)) && box.isOpen(Cell(layer: 1, row: 3, column: 4)))
        // Several blank lines, or lines of spaces, make one break between layers.
        layered[4] = "   "
        layered.insert("", at: 4)
        #expect(try Board(drawing: layered.joined(separator: "\n")) == box)
        #expect(
            box.drawing == (DrawingInputTests.ring[..<4] + [""] + DrawingInputTests.ring[4...]).joined(separator: "\n"))
        // Blank lines before and after the drawing are fine.
        #expect(
            try Board(drawing: "\n\n" + DrawingInputTests.ring.joined(separator: "\n") + "\n\n  \n")
                == (try Board(drawing: DrawingInputTests.ring.joined(separator: "\n"))))
    }

    @Test func layersSideBySideUnderTheirLabelsAreTheLayersOfABox() throws {
        // As solve prints a tiling of a box: the same board as its layers drawn one under another.
        let sideBySide = try Board(drawing: "layer 1   layer 2\n..#       ...\n...       .#.\n", pieceNames: [])
        #expect(sideBySide == (try Board(drawing: "..#\n...\n\n...\n.#.\n")))
        // A printed tiling of a box, read back, holds each piece where it was printed.
        let problem = try TilingProblem(board: Board(size: "2x3x10"))
        let tiling = try #require(try TilingSolver(problem: problem).tilings(limit: 1).first)
        let board = try Board(drawing: LetterRenderer.render(tiling), pieceNames: Set("FILNPTUVWXYZ"))
        #expect(board.box == tiling.box && board.box.cells.allSatisfy { board.placedPiece(at: $0) == tiling[$0] })
        // Labels over nothing draw no board and no tiling.
        #expect(throws: BoardError.emptyDrawing) { try Board(drawing: "layer 1   layer 2\n") }
        #expect(throws: TilingVerifier.Flaw.empty) { try TilingVerifier.read("layer 1   layer 2\n") }
        // A stray character is named where it stands on its line.
        #expect(throws: BoardError.strayCharacter("?", line: 3, column: 12)) {
            try Board(drawing: "layer 1   layer 2\n...       ...\n...       .?.\n")
        }
    }

    @Test func paddingWithHashesOrSpacesGivesTheSameBoard() throws {
        let plain = try Board(drawing: DrawingInputTests.ring.joined(separator: "\n"))
        for pad in ["#", " "] {
            // The ring in the middle of a 100x100 grid of blocked cells.
            let edge = String(repeating: pad, count: 46)
            let lines =
                Array(repeating: String(repeating: pad, count: 100), count: 46)
                + DrawingInputTests.ring.map { edge + $0 + edge }
                + Array(repeating: String(repeating: pad, count: 100), count: 46)
            let padded = try Board(drawing: lines.joined(separator: "\n"))
            #expect(padded == plain, "padded with '\(pad)'")
            #expect(padded.rows == 8 && padded.columns == 8)
        }
        // Blocked cells between open ones stay.
        #expect(try Board(drawing: "#.#.\n####\n#..#").drawing == ".#.\n###\n..#")
    }

    @Test func aByteOrderMarkAndAnyLineEndAreAccepted() throws {
        let plain = try Board(drawing: DrawingInputTests.ring.joined(separator: "\n"))
        #expect(try Board(drawing: "\u{FEFF}" + DrawingInputTests.ring.joined(separator: "\n")) == plain)
        #expect(try Board(drawing: DrawingInputTests.ring.joined(separator: "\r")) == plain)
        #expect(try Board(drawing: DrawingInputTests.ring.joined(separator: "\r\n") + "\r\n") == plain)
        #expect(try Board(drawing: "\u{FEFF}" + DrawingInputTests.ring.joined(separator: "\r") + "\r") == plain)
    }

    @Test func aByteOrderMarkInsideALineIsNamed() {
        #expect(throws: BoardError.strayCharacter("\u{FEFF}", line: 2, column: 3)) {
            try Board(drawing: "...\n..\u{FEFF}.")
        }
        #expect(
            BoardError.strayCharacter("\u{FEFF}", line: 2, column: 3).description.contains("U+FEFF at line 2, column 3")
        )
    }

    @Test func theVerifierReadsColouredTilingsAndEscapesWhatItQuotes() throws {
        let problem = try TilingProblem(board: NamedBoard.named("8x8-centre")!.board)
        let tiling = try #require(try TilingSolver(problem: problem).tilings(limit: 1).first)
        let coloured = LetterRenderer.render(tiling, colour: true)
        #expect(coloured.contains("\u{1B}["))
        let drawings = TilingVerifier.drawings(in: coloured + "\n" + coloured)
        #expect(drawings.count == 2)
        for drawing in drawings {
            #expect(try TilingVerifier.read(drawing).tiling == tiling)
        }
        for (stray, shown) in [("\u{1B}", "U+1B"), ("\t", "U+9"), ("\u{7}", "U+7")] {
            let text = LetterRenderer.render(tiling).replacing("X", with: stray, maxReplacements: 1)
            #expect(throws: TilingVerifier.Flaw.self) { try TilingVerifier.read(text) }
            do {
                _ = try TilingVerifier.read(text)
            } catch {
                #expect(error.description.hasPrefix("\(shown) at row"), "\(error.description)")
                #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
        }
    }

    @Test func theVerifierTellsGapsFromHoles() throws {
        let (tiling, _) = try TilingVerifier.read(
            "LLLLFTYYYY\nLXFFFTTTYI\nXXXFWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI\n..##......")
        #expect(tiling.content(row: 6, column: 0) == .gap)
        #expect(tiling.content(row: 6, column: 2) == .blocked)
        #expect(tiling.content(row: 0, column: 0) == .piece("L"))
    }
}
