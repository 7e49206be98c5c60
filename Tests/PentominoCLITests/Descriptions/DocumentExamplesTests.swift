import Foundation
import Testing
import TilingCheck

/// Every example of the README and the user guide that a `console` block shows, run as a reader
/// would run it: each `$ ` line is a command for bash, from a scratch folder that sees the clone's
/// `docs/`, with `pentomino` on the path; the lines under it, up to the next command, are what it
/// prints on stdout and stderr. Timings, and the thread count that depends on the machine, are set
/// aside. Blocks of other kinds (Tab completion, Ctrl-C, counts of minutes) are not run.
struct DocumentExamplesTests {
    /// One command of a `console` block and what the document shows it printing.
    struct Example: CustomStringConvertible {
        let command: String
        let shown: String
        var description: String { command }
    }

    /// The examples of `document`, block by block.
    static func examples(in document: String) throws -> [[Example]] {
        try Repository.codeBlocks(in: Repository.text(document), language: "console").map { block in
            var examples: [Example] = [], command: String?, shown: [Substring] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("$ ") {
                    if let command { examples.append(Example(command: command, shown: shown.joined(separator: "\n"))) }
                    command = String(line.dropFirst(2))
                    shown = []
                } else {
                    shown.append(line)
                }
            }
            if let command { examples.append(Example(command: command, shown: shown.joined(separator: "\n"))) }
            return examples
        }
    }

    /// `text` with its timings, the machine's thread count and JSON lines' checks replaced by a
    /// mark, and no spaces at the ends of lines or blank lines at the end.
    static func normalised(_ text: String) -> String {
        var text = text.replacing(/\d+(\.\d+)?( ?(ms|s|µs|min))\b/, with: "TIME")
        text = text.replacing(/"seconds":[0-9.e+-]+/, with: "\"seconds\":TIME")
        text = text.replacing(/"threads":\d+/, with: "\"threads\":N")
        // A line's check covers its seconds too.
        text = text.replacing(/"check":"[0-9a-f]{16}"/, with: "\"check\":CHECK")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// Whether `printed` is what `shown` shows, where an ellipsis (…) in `shown` stands for any text.
    static func matches(_ printed: String, shown: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        guard parts.count > 1 else { return printed == shown }
        var rest = printed[...]
        for (index, part) in parts.enumerated() {
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if index == parts.count - 1 {
                return rest.hasSuffix(part)
            } else {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }

    @Test(arguments: ["README.md", "docs/GUIDE.md"])
    func everyExamplePrintsWhatTheDocumentShows(document: String) throws {
        let folder = Run.scratch.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("docs"),
            withDestinationURL: Repository.root.appendingPathComponent("docs"))
        let path = Run.binary.deletingLastPathComponent().path
        var count = 0
        for block in try DocumentExamplesTests.examples(in: document) {
            // One shell for a block, so that `echo $?` sees the command before it; a line of its own
            // (ASCII 1) marks where each command's output starts.
            var script = "cd '\(folder.path)'\nexport PATH='\(path)':$PATH\nunset NO_COLOR CLICOLOR_FORCE\nstatus=0\n"
            for example in block {
                script += "printf '\\001\\n'; (exit $status); { \(example.command)\n} 2>&1 < /dev/null; status=$?\n"
            }
            let run = try Run.process("/bin/bash", ["-c", script])
            let printed = run.stdout.split(separator: "\u{1}\n", omittingEmptySubsequences: false).dropFirst()
            #expect(printed.count == block.count, "\(document): \(run.stderr)")
            for (example, output) in zip(block, printed) {
                #expect(
                    DocumentExamplesTests.matches(
                        DocumentExamplesTests.normalised(String(output)),
                        shown: DocumentExamplesTests.normalised(example.shown)),
                    "\(document): $ \(example.command)")
                count += 1
            }
        }
        #expect(count > 0, "\(document) shows no example")
    }

    /// Every relative link of the README and of the documents under `docs/` names a file of the
    /// clone (an anchor after `#` aside).
    @Test(arguments: [
        "README.md", "docs/GUIDE.md", "docs/ARCHITECTURE.md", "docs/DEVELOPMENT.md", "docs/BENCHMARKS.md",
    ])
    func everyLinkResolvesToAFileOfTheClone(document: String) throws {
        let text = try Repository.text(document)
        let folder = Repository.root.appendingPathComponent(document).deletingLastPathComponent()
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.output.1)
            guard !target.hasPrefix("http"), !target.hasPrefix("#") else { continue }
            let path = String(target.prefix { $0 != "#" })
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path),
                "\(document) links to \(target)")
        }
    }
}
