/// Draws a tiling of several layers as text: its layers side by side, each under its label
/// (`layer 1`, `layer 2`, …, from the top layer down), three spaces apart.
enum LayeredText {
    /// The layers of `tiling`, each drawn by `draw` as lines ended by newlines, all `width`
    /// characters wide on screen (colour escapes aside), side by side under their labels.
    static func render(_ tiling: Tiling, width: Int, draw: (Tiling) -> String) -> String {
        let drawings = (0..<tiling.layers).map { draw(tiling.layer($0)).split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
        let labels = (1...tiling.layers).map { "layer \($0)" }
        let column = max(width, labels.map(\.count).max()!)
        let padding = String(repeating: " ", count: column - width)
        var text = labels.map { $0 + String(repeating: " ", count: column - $0.count) }.joined(separator: gap)
        text = String(text.reversed().drop { $0 == " " }.reversed()) + "\n"
        for line in drawings[0].indices {
            text += drawings.indices.map { drawings[$0][line] + ($0 == drawings.count - 1 ? "" : padding) }.joined(separator: gap) + "\n"
        }
        return text
    }

    /// The space between two layers.
    static let gap = "   "
}
