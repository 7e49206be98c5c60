/// Describes a tiling in JSON: its rows of letters and each piece's cells.
public enum JSONRenderer {
    /// Adds to `object` the tiling's `rows` (strings of letters in `alphabet`, `.` for cells left empty and `#` for blocked cells)
    /// and its `pieces` (each with its `letter` and its `cells` as `[row, column]` pairs, counted from 0).
    public static func add(_ tiling: Tiling, alphabet: LetterAlphabet, to object: inout JSONObject) {
        let rows = LetterRenderer.render(tiling, alphabet: alphabet).split(separator: "\n").map { JSONObject.quoted(String($0)) }
        object.add("rows", json: JSONObject.array(rows))
        let pieces = tiling.pieces.map { letter, cells in
            var piece = JSONObject()
            piece.add("letter", String(alphabet.letter(forGolomb: letter)))
            piece.add("cells", json: JSONObject.array(cells.map { "[\($0.row),\($0.column)]" }))
            return piece.text
        }
        object.add("pieces", json: JSONObject.array(pieces))
    }
}
