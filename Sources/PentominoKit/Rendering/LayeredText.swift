/// Draws a tiling of several layers as text: its layers side by side, each under its label
/// (`layer 1`, `layer 2`, …, from the top layer down), three spaces apart.
enum LayeredText {
    /// The layers of `tiling`, each drawn by `draw` as lines ended by newlines, all `width`
    /// characters wide on screen (colour escapes aside), side by side under their labels.
    static func render(_ tiling: Tiling, width: Int, draw: (Tiling) -> String) -> String {
        let drawings = (0..<tiling.layers).map {
            draw(tiling.layer($0)).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
        let labels = (1...tiling.layers).map { "layer \($0)" }
        // Each layer takes a column as wide as its drawing or its label; the last is not padded.
        let column = max(width, labels.map(\.count).max()!)
        let padded = { (text: String, width: Int, layer: Int) in
            layer == labels.count - 1 ? text : text + String(repeating: " ", count: column - width)
        }
        var text = labels.indices.map { padded(labels[$0], labels[$0].count, $0) }.joined(separator: gap) + "\n"
        for line in drawings[0].indices {
            text += drawings.indices.map { padded(String(drawings[$0][line]), width, $0) }.joined(separator: gap) + "\n"
        }
        return text
    }

    /// The space between two layers.
    static let gap = "   "
}
