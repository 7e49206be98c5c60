import Foundation
import Testing
import TilingCheck

/// The signs a maintainer reads the house by: no doc comment runs past 15 lines unless it lists an
/// algorithm's steps (`.ci/file-maps` checks the maps of long files), and the library's words name no
/// option of the command line.
struct SourceSignsTests {
    /// The Swift files of the package's sources, tests and benchmarks, as paths from the clone's root.
    static func swiftFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks"] {
            let root = Repository.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(folder + url.path.dropFirst(root.path.count)) }
            }
        }
        return files.sorted()
    }

    @Test func docCommentsRunToFifteenLinesOrListSteps() throws {
        let files = try SourceSignsTests.swiftFiles()
        #expect(files.count > 100)
        for file in files {
            var run: [Substring] = []
            for line in try Repository.text(file).split(separator: "\n", omittingEmptySubsequences: false) + [
                Substring()
            ] {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    run.append(line)
                    continue
                }
                let steps = run.contains { $0.contains("/// 1. ") }
                #expect(run.count <= 15 || steps, "\(file): a doc comment of \(run.count) lines before '\(line)'")
                run = []
            }
        }
    }

    /// PentominoKit serves other Swift code too, which has no command-line options: its errors and
    /// descriptions say what is wrong in the library's terms, and the command line adds its options.
    /// No string of its Swift code names an option (`--` then a letter).
    @Test func theLibrarysStringsNameNoCommandLineOption() throws {
        let files = try SourceSignsTests.swiftFiles().filter { $0.hasPrefix("Sources/PentominoKit/") }
        #expect(files.count > 50)
        for file in files {
            for (number, line) in try Repository.text(file).split(separator: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                #expect(
                    code.firstMatch(of: /"[^"]*--[a-z][^"]*"/) == nil && code.firstMatch(of: /^"[^"]*--[a-z]/) == nil,
                    "\(file):\(number + 1) names a command-line option: \(code)")
            }
        }
    }
}
