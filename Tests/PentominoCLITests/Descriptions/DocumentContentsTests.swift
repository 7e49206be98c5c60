import Foundation
import Testing
import TilingCheck

/// The contents at the top of the long documents list every section and sub-section, in order, each
/// with the anchor GitHub gives its heading; and the library's DocC Topics list every public type.
/// So a heading or a type added or renamed cannot leave them stale.
@Suite struct DocumentContentsTests {
    @Test(arguments: ["docs/GUIDE.md", "docs/speed-history.md"])
    func theContentsListEveryHeading(document: String) throws {
        let text = try Repository.text(document)
        var entries: [String] = [], inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, let level = ["## ": "", "### ": "  "].first(where: { line.hasPrefix($0.key) }) else {
                continue
            }
            let heading = line.dropFirst(level.key.count)
            entries.append("\(level.value)- [\(heading)](#\(DocumentContentsTests.anchor(of: heading)))")
        }
        #expect(entries.count > 10)
        #expect(text.contains("\n\n" + entries.joined(separator: "\n") + "\n\n"), "\(document)'s contents are stale")
    }

    /// The anchor GitHub makes of a heading: in lower case, with spaces as hyphens and every
    /// character but letters, digits, hyphens and underscores dropped.
    static func anchor(of heading: Substring) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                character == " "
                    ? "-" : character.isLetter || character.isNumber || "-_".contains(character) ? character : nil
            })
    }

    @Test func theLibrarysTopicsListEveryPublicType() throws {
        let topics = try Repository.text("Sources/PentominoKit/PentominoKit.docc/PentominoKit.md")
        var types: [Substring] = []
        for text in try DocumentContentsTests.sources(in: "Sources/PentominoKit") {
            for match in text.matches(of: /\npublic (?:final class|class|struct|enum|protocol|actor) (\w+)/) {
                types.append(match.output.1)
            }
        }
        #expect(types.count > 40)
        for type in types { #expect(topics.contains("``\(type)``"), "the DocC Topics lack \(type)") }
    }

    /// Comments keep one line of reason and point to the measurements in docs/speed-history.md by
    /// a section's title, which must be there.
    @Test func theCodesPointersNameSectionsOfTheSpeedHistory() throws {
        let history = try Repository.text("docs/speed-history.md")
        var pointers = 0
        for text in try DocumentContentsTests.sources(in: "Sources") {
            // A comment's lines joined, so that a title broken across two lines reads whole.
            let joined = text.replacing(/\n\s*\/\/\/?\s*/, with: " ")
            for match in joined.matches(of: /speed-history\.md`?, "([^"]+)"/) {
                pointers += 1
                #expect(
                    history.contains("\n## \(match.output.1)\n") || history.contains("\n### \(match.output.1)\n"),
                    "docs/speed-history.md has no section \"\(match.output.1)\"")
            }
        }
        #expect(pointers > 20)
    }

    /// The text of every Swift file under `folder` of the clone.
    static func sources(in folder: String) throws -> [String] {
        let root = Repository.root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        return try files.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
    }
}
