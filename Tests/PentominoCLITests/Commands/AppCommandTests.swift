import Foundation
import Testing

/// `pentomino app`, run on the built binary: the folder it writes, what it says, and the arguments
/// it refuses. GameAppTests checks the app's contents; the browser tests play it.
struct AppCommandTests {
    @Test func writesTheAppsFilesIntoANewFolderAndSaysWhatItMade() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Run("app", folder, "--boards", "3x20", "--puzzles", "3")
        #expect(run.status == 0 && run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("3x20: 3 puzzles, grades "))
        #expect(lines[1].hasPrefix("\(folder): 7 files, ") && lines[1].hasSuffix(" bytes in all"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            names == [
                "icon-192.png", "icon-512.png", "icon-maskable-512.png", "icon.svg", "index.html",
                "manifest.webmanifest", "service-worker.js",
            ])
        // Written again into the same folder, the app is the same.
        let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html"))
        #expect(try Run("app", folder, "--boards", "3x20", "--puzzles", "3").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html")) == first)
    }

    @Test func refusesWhatItCannotMake() throws {
        let file = try Run.file("not a folder\n", named: "plain.txt")
        let dangling = Run.scratch.appendingPathComponent("dangling-\(UUID().uuidString)").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dangling + "-gone")
        let cases: [([String], Int32, String)] = [
            (["app"], 64, "error: app takes exactly one DIR, the folder to write the app into"),
            (["app", "a", "b"], 64, "error: app takes exactly one DIR, the folder to write the app into"),
            (
                ["app", "x", "--boards", "3x4x5"], 64,
                "error: --boards: '3x4x5' is not a board of the app: give flat built-in boards of the twelve pentominoes, such as 6x10, 5x12, 4x15, 3x20, 8x8-centre"
            ),
            (
                ["app", "x", "--boards", "3x20,3x20"], 64,
                "error: --boards takes different board names, comma-separated, like '6x10,3x20'"
            ),
            (
                ["app", "x", "--boards", "3x20,,6x10"], 64,
                "error: --boards names an empty board (two commas together, or one at an end): give board names, comma-separated, like '6x10,3x20'"
            ),
            (
                ["app", "x", "--boards", "3x20,"], 64,
                "error: --boards names an empty board (two commas together, or one at an end): give board names, comma-separated, like '6x10,3x20'"
            ),
            (
                ["app", "x", "--puzzles", "0"], 64,
                "error: option '--puzzles' takes a whole number from 1 to 100, not '0'"
            ),
            (
                ["app", file, "--boards", "3x20"], 1,
                "error: \(file) is not a folder: give a folder to write the app into, new or old"
            ),
            (
                ["app", dangling, "--boards", "3x20", "--puzzles", "1"], 1,
                "error: \(dangling) is a symbolic link to nothing: give a folder to write the app into, new or old, or make the folder it names"
            ),
        ]
        for (arguments, status, message) in cases {
            let run = try Run(arguments: arguments)
            #expect(run.status == status && run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }
}
