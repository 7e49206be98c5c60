// The drawings of a tiling, each against its letters:
//
// - Letters: Conway's alphabet and colours.
// - Box drawing.
// - SVG, read back by an XML parser (`SVGElements`), and JSON.

import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The drawings of a tiling agree with its letters.
struct RenderingTests {
    static let tilings: [Tiling] = {
        let centre = try! TilingProblem(board: NamedBoard.named("8x8-centre")!.board)
        let wide = try! TilingProblem(board: NamedBoard.named("6x10")!.board)
        return try! TilingSolver(problem: centre).tilings(limit: 3) + TilingSolver(problem: wide).tilings(limit: 3)
    }()

    // MARK: - Letters

    @Test func conwayLettersRenameFourPiecesAndRoundTrip() {
        #expect(String(LetterAlphabet.conway.letters) == "RO" + "QSPTUVWXYZ")
        #expect(String(LetterAlphabet.golomb.letters) == "FILNPTUVWXYZ")
        for (golomb, conway) in zip(LetterAlphabet.golomb.letters, LetterAlphabet.conway.letters) {
            #expect(LetterAlphabet.conway.golombLetter(for: conway) == golomb)
        }
        #expect(LetterAlphabet.conway.golombLetter(for: "F") == nil)
        #expect(LetterAlphabet.golomb.golombLetter(for: "O") == nil)
        for tiling in RenderingTests.tilings {
            let conway = LetterRenderer.render(tiling, alphabet: .conway)
            #expect(Set(conway.filter(\.isLetter)) == Set("OPQRSTUVWXYZ"))
            let (read, alphabet) = try! TilingVerifier.read(conway)
            #expect(alphabet == .conway && read == tiling)
        }
    }

    @Test func colouredLettersAreThePlainLettersWithEscapes() {
        for tiling in RenderingTests.tilings {
            let coloured = LetterRenderer.render(tiling, colour: true)
            #expect(coloured.contains("\u{1B}[48;5;"))
            let stripped = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
            #expect(stripped == LetterRenderer.render(tiling))
        }
    }

    /// The xterm background colour under each character of each line of coloured text (nil where
    /// none is set), read from its escapes.
    static func backgrounds(in coloured: String) -> [[Int?]] {
        coloured.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            var colours: [Int?] = [], current: Int?
            var rest = Substring(line)
            while !rest.isEmpty {
                if let escape = rest.prefixMatch(of: /\x{1B}\[([0-9;]*)m/) {
                    let codes = escape.1.split(separator: ";").map { Int($0)! }
                    current = codes.starts(with: [48, 5]) ? codes[2] : nil
                    rest = rest[escape.range.upperBound...]
                } else {
                    colours.append(current)
                    rest = rest.dropFirst()
                }
            }
            return colours
        }
    }

    @Test func touchingCopiesOfAPieceDifferInColourAndOtherPiecesKeepTheirOwn() throws {
        let ells = try TilingProblem(board: Board(rows: 5, columns: 10), pieces: PieceSet(specification: "LLLLLLLLLL"))
        let double = try TilingProblem(
            board: Board(rows: 5, columns: 12), pieces: PieceSet(specification: "LLLLNNNNPPPP"))
        let copies = try TilingSolver(problem: ells).tilings(limit: 2) + TilingSolver(problem: double).tilings(limit: 2)
        for tiling in copies + RenderingTests.tilings {
            let letters = RenderingTests.backgrounds(in: LetterRenderer.render(tiling, colour: true))
            // Each cell's background in the box drawing: the middle of its interior.
            let box = RenderingTests.backgrounds(in: BoxRenderer.render(tiling, colour: true))
            for row in 0..<tiling.rows {
                for column in 0..<tiling.columns where tiling.letter(row: row, column: column) != nil {
                    let colour = try #require(letters[row][column])
                    #expect(box[2 * row + 1][4 * column + 2] == colour)
                    let piece = tiling.pieceNumber(row: row, column: column)
                    for (other, otherColumn) in [(row, column + 1), (row + 1, column)]
                    where other < tiling.rows && otherColumn < tiling.columns {
                        let neighbour = letters[other][otherColumn]
                        if tiling.pieceNumber(row: other, column: otherColumn) == piece {
                            #expect(neighbour == colour, "one piece, one colour")
                        } else if tiling.letter(row: other, column: otherColumn)
                            == tiling.letter(row: row, column: column)
                        {
                            #expect(
                                neighbour != colour,
                                "touching copies of \(tiling.letter(row: row, column: column)!) at (\(row),\(column))")
                        }
                    }
                }
            }
        }
        // Pieces that touch no copy of themselves keep their own colour.
        for tiling in RenderingTests.tilings {
            let letters = RenderingTests.backgrounds(in: LetterRenderer.render(tiling, colour: true))
            let colours = tiling.pieceColours
            for row in 0..<tiling.rows {
                for column in 0..<tiling.columns {
                    guard let letter = tiling.letter(row: row, column: column) else { continue }
                    #expect(letters[row][column] == colours[letter]!.terminal)
                }
            }
        }
    }

    // MARK: - Box drawing

    @Test func boxDrawingHasLinesExactlyBetweenDifferentPieces() {
        for tiling in RenderingTests.tilings {
            let lines = BoxRenderer.render(tiling).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map(Array.init)
            #expect(lines.count == 2 * tiling.rows + 1)
            for row in 0..<tiling.rows {
                for column in 0...tiling.columns {
                    let bar = lines[2 * row + 1].count > 4 * column && lines[2 * row + 1][4 * column] == "│"
                    let differ =
                        tiling.content(row: row, column: column - 1) != tiling.content(row: row, column: column)
                    #expect(bar == differ, "row \(row), column \(column)")
                }
            }
            for row in 0...tiling.rows {
                for column in 0..<tiling.columns {
                    let line = lines[2 * row]
                    let dash = line.count > 4 * column + 2 && line[4 * column + 2] == "─"
                    let differ =
                        tiling.content(row: row - 1, column: column) != tiling.content(row: row, column: column)
                    #expect(dash == differ, "row \(row), column \(column)")
                }
            }
            let coloured = BoxRenderer.render(tiling, colour: true).replacing(/\x{1B}\[[0-9;]*m/, with: "")
            #expect(coloured == BoxRenderer.render(tiling))
        }
    }

    @Test func boxDrawingKeepsItsColumnsWithNamesTwoColumnsWide() {
        // Monominoes named by a Chinese character, an emoji, a fullwidth letter and an accented one:
        // a terminal shows the first three two columns wide, so their cells hold one space fewer.
        let tiling = Tiling(rows: 1, columns: 4, letters: ["漢", "😀", "Ａ", "é"])
        #expect(BoxRenderer.render(tiling) == "┌───┬───┬───┬───┐\n│ 漢│ 😀│ Ａ│ é │\n└───┴───┴───┴───┘\n")
    }

    // MARK: - SVG and JSON

    @Test func svgHasOnePolygonPerPieceWhoseAreaIsFiveCells() throws {
        for tiling in RenderingTests.tilings {
            let elements = try SVGElements(SVGRenderer.render(tiling))
            #expect(elements.list.first?.name == "svg")
            #expect(elements.list.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            let polygons = elements.list.filter { $0.name == "polygon" && $0.text != "board" }
            #expect(polygons.count == 12)
            let side = Double(SVGRenderer.cellSize)
            for polygon in polygons {
                let points = polygon.attributes["points"]!.split(separator: " ").map { pair in
                    pair.split(separator: ",").map { Double($0)! }
                }
                let area =
                    zip(points, points.dropFirst() + [points[0]]).reduce(0.0) {
                        $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1]
                    } / 2
                #expect(area == 5 * side * side, "\(points)")
            }
            let labels = elements.list.filter { $0.name == "text" }.map(\.text)
            #expect(Set(labels) == Set("FILNPTUVWXYZ".map(String.init)))
            #expect(!SVGRenderer.render(tiling, labels: false).contains("<text"))
        }
    }

    @Test func svgWritesPieceNamesThatXMLReservesAsText() throws {
        // Pieces of a file may be named by any visible character: monominoes named < & " ' >.
        let tiling = Tiling(rows: 1, columns: 5, letters: ["<", "&", "\"", "'", ">"])
        let elements = try SVGElements(SVGRenderer.render(tiling))
        #expect(elements.list.filter { $0.name == "text" }.map(\.text) == ["<", "&", "\"", "'", ">"])
        #expect(Set(elements.list.filter { $0.name == "polygon" }.map(\.text)) == ["<", "&", "\"", "'", ">", "board"])
    }

    @Test func jsonDescribesTheRowsAndEachPiece() throws {
        for tiling in RenderingTests.tilings {
            var object = JSONObject()
            object.add("board", "a \"quoted\"\nname")
            JSONRenderer.add(tiling, alphabet: .golomb, to: &object)
            let parsed = try JSONText.object(object.text)
            #expect(parsed["board"] as? String == "a \"quoted\"\nname")
            let rows = try #require(parsed["rows"] as? [String])
            #expect(rows.joined(separator: "\n") + "\n" == LetterRenderer.render(tiling))
            let pieces = try #require(parsed["pieces"] as? [[String: Any]])
            #expect(pieces.count == 12)
            for piece in pieces {
                let letter = Character(piece["letter"] as! String)
                let cells = piece["cells"] as! [[Int]]
                #expect(cells.count == 5)
                #expect(cells.allSatisfy { tiling.letter(row: $0[0], column: $0[1]) == letter })
            }
        }
    }
}

// MARK: - Reading SVG

/// The elements of an SVG document in document order, read by Foundation's XML parser, which fails on malformed XML.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var list: [Element] = []
    private var open: [Int] = []

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(list.count)
        list.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for element in open { list[element].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}
