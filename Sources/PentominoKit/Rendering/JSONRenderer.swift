/// Describes a tiling in JSON: its rows of letters and each piece's cells.
public enum JSONRenderer {
    /// The tiling as one JSON object on one line, as `add(_:alphabet:to:)` describes it.
    public static func render(_ tiling: Tiling, alphabet: LetterAlphabet = .golomb) -> String {
        var object = JSONObject()
        add(tiling, alphabet: alphabet, to: &object)
        return object.text
    }

    /// Adds to `object` the tiling's `rows` (strings of letters in `alphabet`, `.` for cells left
    /// empty and `#` for blocked cells) and its `pieces` (each with its `letter` and its `cells` as
    /// `[row, column]` pairs, counted from 0). For a tiling of several layers, `size` is
    /// `[layers, rows, columns]`, `layers` holds each layer's rows from the top layer down, in
    /// place of `rows`, and cells are `[layer, row, column]`.
    package static func add(_ tiling: Tiling, alphabet: LetterAlphabet, to object: inout JSONObject) {
        let rows = { (tiling: Tiling) in
            LetterRenderer.render(tiling, alphabet: alphabet).split(separator: "\n").map {
                JSONObject.quoted(String($0))
            }
        }
        if tiling.layers > 1 {
            object.add("size", json: JSONObject.array(tiling.box.lengths.map(String.init)))
            object.add(
                "layers", json: JSONObject.array((0..<tiling.layers).map { JSONObject.array(rows(tiling.layer($0))) }))
        } else {
            object.add("rows", json: JSONObject.array(rows(tiling)))
        }
        let pieces = tiling.pieces.map { letter, cells in
            var piece = JSONObject()
            piece.add("letter", String(alphabet.letter(forGolomb: letter)))
            piece.add(
                "cells",
                json: JSONObject.array(
                    cells.map {
                        tiling.layers > 1 ? "[\($0.layer),\($0.row),\($0.column)]" : "[\($0.row),\($0.column)]"
                    }))
            return piece.text
        }
        object.add("pieces", json: JSONObject.array(pieces))
    }
}
