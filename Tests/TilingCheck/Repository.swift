import Foundation

/// The clone the tests run in, for the files it tracks: the README, the documents, the drawn boards.
public enum Repository {
    /// The top of the clone: two folders above this file's.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the file at `path`, relative to the top of the clone.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code blocks of the Markdown text `markdown` whose opening fence names `language` (any
    /// fence when `language` is nil), each without its fences.
    public static func codeBlocks(in markdown: String, language: String? = nil) -> [String] {
        var blocks: [String] = [], current: [Substring]?, inside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if inside, let block = current { blocks.append(block.joined(separator: "\n")) }
                current = !inside && (language == nil || line.dropFirst(3) == language!) ? [] : nil
                inside.toggle()
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
