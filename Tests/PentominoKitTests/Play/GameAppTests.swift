import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

/// The offline app: its series of puzzles, each with one completion by a brute force that shares
/// nothing with the puzzle maker, easiest first and the same on every run; its files; its icon.
/// The browser tests (Tests/Browser/app_test.py) play it.
struct GameAppTests {
    @Test func aSeriesHasOneCompletionPerPuzzleFromEasyToHardAndIsTheSameEveryTime() throws {
        let app = try GameApp(boards: ["3x20"], puzzles: 6)
        let series = try #require(app.boards.first).puzzles
        #expect(series.count == 6)
        for (puzzle, game) in series {
            // The given pieces' cells blocked, the others to fill by the pieces not given. The board
            // is drawn standing, 20 rows of 3, which a tiling's count does not see: the brute force
            // fills the first empty cell in reading order, and across a short row it meets a dead
            // end at once (along the long rows, a hard puzzle took it seconds).
            let drawing = (0..<20).map { column in
                String(
                    (0..<3).map {
                        puzzle.board.placed[puzzle.board.box.offset(of: Cell(row: $0, column: column))] == nil
                            ? "." : "#"
                    })
            }
            let letters = puzzle.toPlace.map(\.letter)
            #expect(BruteForce.countTilings(board: drawing, letters: letters) == 1, "\(drawing)")
            #expect(game.hints == .embedded(tilings: 1))
        }
        let nodes = series.map(\.puzzle.difficulty.nodes)
        #expect(nodes == nodes.sorted())
        // The easiest gives all but three pieces; the series reaches the fewest a tiling needs.
        #expect(series.map(\.puzzle.given.count).max() == 9)
        #expect(series.contains { $0.puzzle.given.count == $0.puzzle.fewestGiven })
        let again = try GameApp(boards: ["3x20"], puzzles: 6)
        #expect(again.data == app.data)
        #expect(try GameApp(boards: ["3x20"], puzzles: 6, seed: 2).data != app.data)
    }

    @Test func theFolderHoldsThePageManifestIconsAndServiceWorker() throws {
        let app = try GameApp(boards: ["3x20"], puzzles: 2)
        let files = Dictionary(uniqueKeysWithValues: app.files.map { ($0.path, $0.bytes) })
        #expect(
            Set(files.keys)
                == [
                    "index.html", "manifest.webmanifest", "icon.svg", "icon-192.png", "icon-512.png",
                    "icon-maskable-512.png", "service-worker.js",
                ])
        let index = String(decoding: files["index.html"]!, as: UTF8.self)
        #expect(index.hasPrefix("<!doctype html>") && index.contains("<title>Pentomino</title>"))
        #expect(index.contains("worker-src 'self'") && !index.contains("http:"))
        #expect(index.contains(#"<meta name="apple-mobile-web-app-title" content="Pentomino">"#))
        let data = try GamePageTests.data(of: index)
        let boards = try #require(data["boards"] as? [[String: Any]])
        #expect(data["app"] as? Bool == true && boards.map { $0["name"] as? String } == ["3x20"])
        // A child reads the board's plain name beside its picture, never "3x20".
        #expect(boards.map { $0["title"] as? String } == ["Longest box"])
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(files["manifest.webmanifest"]!)) as? [String: Any])
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(Set(icons.map { $0["src"]! }).isSubset(of: Set(files.keys)))
        #expect(icons.contains { $0["src"] == "icon-maskable-512.png" && $0["purpose"] == "maskable" })
        // The service worker keeps every file but itself, under a name that changes with them.
        let worker = String(decoding: files["service-worker.js"]!, as: UTF8.self)
        for path in files.keys where path != "service-worker.js" { #expect(worker.contains("\"\(path)\"")) }
        #expect(!worker.contains("@@"))
        let other = try GameApp(boards: ["3x20"], puzzles: 3).files.first { $0.path == "service-worker.js" }!
        #expect(other.bytes != files["service-worker.js"]!)
    }

    /// A PNG file's chunks, each checked against its CRC-32 by this test's own lines.
    @Test(arguments: [(192, false), (512, false), (512, true)])
    func anIconIsAWellFormedPNGOfItsSize(size: Int, maskable: Bool) throws {
        let bytes = AppIcon.png(size: size, maskable: maskable)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var offset = 8, types: [String] = []
        let word = { (at: Int) in bytes[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        while offset < bytes.count {
            let length = Int(word(offset)), chunk = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            types.append(String(decoding: chunk.prefix(4), as: UTF8.self))
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in chunk {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            #expect(crc ^ 0xFFFF_FFFF == word(offset + 8 + length), "\(types.last!)")
            if types.last == "IHDR" { #expect(word(offset + 8) == UInt32(size) && word(offset + 12) == UInt32(size)) }
            offset += 12 + length
        }
        #expect(types == ["IHDR", "PLTE", "IDAT", "IEND"] && offset == bytes.count)
    }

    @Test func theIconsTilingIsOneOfTheSquareByItsFivePieces() {
        let tiling = AppIcon.tiling
        var pieces: [Character: [Int]] = [:]
        for (row, line) in tiling.enumerated() {
            for (column, letter) in line.enumerated() { pieces[letter, default: []].append(row * 5 + column) }
        }
        var found = false
        BruteForce.forEachTiling(board: Array(repeating: ".....", count: 5), letters: Array("FILPU")) { each in
            if Dictionary(uniqueKeysWithValues: each.map { ($0.letter, $0.cells.sorted()) }) == pieces { found = true }
        }
        #expect(found)
    }

    /// A maskable icon keeps the board inside the circle that every mask leaves (80% of its side),
    /// and the wood out to its edges.
    @Test func theMaskableIconKeepsTheBoardInsideTheSafeCircle() {
        let size = 512, pixels = AppIcon.pixels(size: size, maskable: true), wood: UInt8 = 0
        #expect(pixels[0] == wood && pixels[size * size - 1] == wood && pixels[size / 2] == wood)
        #expect(pixels.contains(2), "the pieces are drawn")
        for y in 0..<size {
            for x in 0..<size where pixels[y * size + x] != wood {
                let (dx, dy) = (Double(x) + 0.5 - Double(size) / 2, Double(y) + 0.5 - Double(size) / 2)
                #expect((dx * dx + dy * dy).squareRoot() <= 0.4 * Double(size), "(\(x), \(y))")
                if (dx * dx + dy * dy).squareRoot() > 0.4 * Double(size) { return }
            }
        }
    }

    @Test func refusesBoardsTheAppCannotTake() {
        #expect(GameApp.boardError("6x10") == nil && GameApp.boardError("8x8-center") == nil)
        for name in ["3x4x5", "6x15", "7x7", "nonsense"] {
            #expect(GameApp.boardError(name) == .notAnAppBoard(name))
        }
    }
}
