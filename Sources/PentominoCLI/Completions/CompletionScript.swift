import PentominoKit

/// Shell completion scripts for the commands as `Tool` describes them: every command, option,
/// enumerated value and built-in board.
enum CompletionScript {
    /// The shells a script can be made for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The commands, as the tool describes them.
    static var commands: [CommandDescription] { Tool.descriptions }
    /// The names of the built-in boards.
    static var boards: [String] { NamedBoard.catalogue.map(\.name) }
    /// The options taken before any command, in every spelling.
    static var toolOptions: [String] { Tool.options.flatMap(\.spellings) }

    /// The words an operand of `kind` may be, other than file names.
    static func words(for kind: Operand.Kind) -> [String] {
        switch kind {
        case .board: boards
        case .file: []
        case .command: commands.map(\.name)
        case .word(let words): words
        }
    }

    /// `text` in single quotes, for any of the three shells.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
