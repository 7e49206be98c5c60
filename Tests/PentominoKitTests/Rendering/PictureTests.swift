import Foundation
import Testing

@testable import PentominoKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Pictures a person can read: every label stands out from its piece, holes and gaps look
/// different, and the board has an outline on a background.
struct PictureTests {
    /// The 8x8 board with its centre blocked, and the full 8x8 with four cells left empty.
    static let tilings: [Tiling] = {
        let holed = try! TilingProblem(board: NamedBoard.named("8x8-centre")!.board)
        let gapped = try! TilingProblem(board: Board(size: "8x8"), allowGaps: true)
        return try! TilingSolver(problem: holed).tilings(limit: 2) + TilingSolver(problem: gapped).tilings(limit: 2)
    }()

    /// The WCAG 2 contrast ratio of two colours written `#rrggbb`, worked out here from the definition.
    static func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels: [Double] = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { channel in
                let fraction = Double(channel) / 255
                return fraction <= 0.04045 ? fraction / 12.92 : pow((fraction + 0.055) / 1.055, 2.4)
            }
            let weighted: Double = 0.2126 * channels[0] + 0.7152 * channels[1]
            return weighted + 0.0722 * channels[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test func everyLabelHasAContrastOfAtLeast4Point5OnItsPiece() throws {
        for tiling in PictureTests.tilings {
            let elements = try SVGElements(SVGRenderer.render(tiling)).list
            let fills = Dictionary(
                elements.filter { $0.name == "polygon" && $0.text != "board" }.map { ($0.text, $0.attributes["fill"]!) }
            ) { a, _ in a }
            let labels = elements.filter { $0.name == "text" }
            #expect(labels.count == 12)
            for label in labels {
                let ratio = PictureTests.contrast(label.attributes["fill"]!, fills[label.text]!)
                #expect(ratio >= 4.5, "\(label.text): \(ratio)")
            }
        }
        // The terminal's colours are the same: each gets the label colour that reads better.
        for colour in PiecePalette.colours + PiecePalette.otherColours {
            let best = max(PictureTests.contrast(colour.hex, "#ffffff"), PictureTests.contrast(colour.hex, "#000000"))
            #expect(best >= 4.5, "\(colour.hex)")
            #expect(abs(colour.labelContrast - best) < 1e-9)
        }
    }

    @Test func eachColourHasFiveShadesOfXtermsCubeWithReadableLabels() {
        // xterm's 6×6×6 cube: colour 16 + 36r + 6g + b has levels 0, 95, 135, 175, 215, 255.
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = { (terminal: Int) -> String in
            let index = terminal - 16
            return "#" + [index / 36, index / 6 % 6, index % 6].map { String(format: "%02x", levels[$0]) }.joined()
        }
        for colour in PiecePalette.colours + PiecePalette.otherColours {
            #expect((16...231).contains(colour.terminal) && cube(colour.terminal) == colour.hex, "\(colour.terminal)")
            let shades = (0..<PiecePalette.shades).map(colour.shade)
            #expect(shades[0].terminal == colour.terminal && shades[0].hex == colour.hex)
            #expect(
                Set(shades.map(\.terminal)).count == PiecePalette.shades, "\(colour.hex): \(shades.map(\.terminal))")
            for shade in shades {
                #expect(cube(shade.terminal) == shade.hex)
                let best = max(PictureTests.contrast(shade.hex, "#ffffff"), PictureTests.contrast(shade.hex, "#000000"))
                #expect(best >= 4.5 && abs(shade.labelContrast - best) < 1e-9, "\(shade.hex)")
            }
        }
    }

    @Test func piecesBeyondThePentominoesGetColoursOfTheirOwn() {
        let pentominoColours = Set(PiecePalette.colours.map(\.hex))
        #expect(pentominoColours.count == 12)
        let others = PiecePalette.colours(of: "OAB1#")
        for name in "OAB1#" {
            #expect(!pentominoColours.contains(others[name]!.hex), "\(name)")
        }
        // With the 12, up to 30 names have a colour each; beyond, the others repeat every 18th.
        let thirty = PiecePalette.colours(of: "FILNPTUVWXYZ" + "ABCDEGHJKMOQRS0123")
        #expect(thirty.count == 30 && Set(thirty.values.map(\.hex)).count == 30)
        let more = PiecePalette.colours(of: "FILNPTUVWXYZ" + "ABCDEGHJKMOQRS01234")
        #expect(
            Set(more.values.map(\.hex)).count == 30 && more["S"] == more["0"],
            "the 19th other name, in code-point order")
    }

    @Test func theBoardHasABackgroundAnOutlineAndHolesUnlikeGaps() throws {
        let side = Double(SVGRenderer.cellSize)
        for tiling in PictureTests.tilings {
            let elements = try SVGElements(SVGRenderer.render(tiling)).list
            #expect(
                elements[1].name == "rect" && elements[1].attributes["fill"] == "#ffffff", "a white background first")
            let outline = elements.filter { $0.name == "polygon" && $0.text == "board" }
            #expect(!outline.isEmpty && outline.allSatisfy { $0.attributes["fill"] == "none" })
            // The outlines enclose exactly the open cells: the whole 8x8, less a hole where there is one.
            let area = outline.reduce(0.0) { total, polygon in
                let points = polygon.attributes["points"]!.split(separator: " ").map {
                    $0.split(separator: ",").map { Double($0)! }
                }
                return total + zip(points, points.dropFirst() + [points[0]]).reduce(0.0) {
                    $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1]
                } / 2
            }
            let open = tiling.open.filter { $0 }.count
            #expect(abs(area) == Double(open) * side * side)
            let empty = elements.filter { $0.name == "rect" && $0.text == "empty" }
            let gaps = open - tiling.letters.compactMap { $0 }.count
            #expect(empty.count == gaps)
            #expect(elements.filter { $0.name == "circle" }.count == gaps, "a dot marks each cell left empty")
            let blocked = try #require(elements.first { $0.name == "rect" && $0.text == "blocked" })
            #expect(blocked.attributes["fill"] != "#ffffff", "blocked cells are not drawn as empty ones")
        }
    }

    @Test func aSheetDrawsEachTilingInAGrid() throws {
        let sheet = SVGRenderer.sheet(PictureTests.tilings)
        let elements = try SVGElements(sheet).list
        let groups = elements.filter { $0.name == "g" }.map { $0.attributes["transform"]! }
        #expect(groups.count == 4)
        #expect(Set(groups).count == 4, "each tiling in a place of its own")
        #expect(elements.filter { $0.name == "polygon" && $0.text != "board" }.count == 48)
        #expect(elements.filter { $0.name == "text" }.count == 48)
        let width = Int(elements[0].attributes["width"]!)!, height = Int(elements[0].attributes["height"]!)!
        #expect(width == height, "four square boards in two rows of two")
    }

    @Test func theBoxFormatShowsLettersAndMarksGaps() {
        for tiling in PictureTests.tilings {
            let box = BoxRenderer.render(tiling)
            #expect(Set(box.filter(\.isLetter)) == Set("FILNPTUVWXYZ"))
            #expect(box.filter(\.isLetter).count == 12)
            let gaps = tiling.open.filter { $0 }.count - tiling.letters.compactMap { $0 }.count
            #expect(box.filter { $0 == "·" }.count == gaps)
            let bare = BoxRenderer.render(tiling, labels: false)
            #expect(!bare.contains { $0.isLetter })
            #expect(BoxRenderer.render(tiling, alphabet: .conway).contains("O"), "Conway's O for the I")
        }
    }

    @Test func lettersShowHolesAsHashesAndGapsAsDots() {
        let holed = LetterRenderer.render(PictureTests.tilings[0])
        #expect(holed.filter { $0 == "#" }.count == 4 && !holed.contains("."))
        let gapped = LetterRenderer.render(PictureTests.tilings[2])
        #expect(gapped.filter { $0 == "." }.count == 4 && !gapped.contains("#"))
    }
}
