import Glibc
import PentominoKit

/// How `solve` draws each tiling: the format, colours and alphabet asked for on the command line.
struct TilingFormat {
    /// The formats of `--format`.
    enum Style: String, CaseIterable {
        case letters, box, svg, json
    }

    /// The choices of `--color`.
    enum ColourChoice: String, CaseIterable {
        case auto, always, never
    }

    let style: Style
    let colour: Bool
    let alphabet: LetterAlphabet
    let labels: Bool

    /// The format that `arguments` ask for; options that do not apply to the format are usage errors.
    init(_ arguments: Arguments, usage: String) throws(CommandError) {
        style = try arguments.choice("format", default: .letters, usage: usage)
        alphabet = try arguments.choice("letters", default: .golomb, usage: usage)
        let choice: ColourChoice = try arguments.choice("color", default: .auto, usage: usage)
        if arguments.has("color") && (style == .svg || style == .json) {
            throw .usage("--color applies to the letters and box formats, not \(style.rawValue)", usage)
        }
        if arguments.has("no-labels") && style != .svg {
            throw .usage("--no-labels applies to --format svg only", usage)
        }
        if arguments.has("letters") && style == .box {
            throw .usage("--format box draws no letters, so --letters does not apply", usage)
        }
        switch choice {
        case .always: colour = style == .letters || style == .box
        case .never: colour = false
        case .auto:
            let noColour = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            colour = (style == .letters || style == .box) && isatty(1) == 1 && !noColour
        }
        labels = !arguments.has("no-labels")
    }

    /// Whether tilings printed one after another need a blank line between them.
    var separatesBlocks: Bool { style == .letters || style == .box }

    /// `tiling` of the board called `board`, the `index`-th in the canonical order, as text.
    func render(_ tiling: Tiling, board: String, index: UInt64) -> String {
        switch style {
        case .letters: return LetterRenderer.render(tiling, alphabet: alphabet, colour: colour)
        case .box: return BoxRenderer.render(tiling, colour: colour)
        case .svg: return SVGRenderer.render(tiling, alphabet: alphabet, labels: labels)
        case .json:
            var object = JSONObject()
            object.add("board", board)
            object.add("index", index)
            object.add("letters", alphabet.rawValue)
            JSONRenderer.add(tiling, alphabet: alphabet, to: &object)
            return object.text + "\n"
        }
    }
}
