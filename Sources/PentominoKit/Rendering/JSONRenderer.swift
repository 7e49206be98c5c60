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
        if tiling.layers > 1 {
            object.add("size", json: JSONObject.array(tiling.box.lengths.map(String.init)))
            object.add("layers", json: rows(of: tiling, alphabet: alphabet))
        } else {
            object.add("rows", json: rows(of: tiling, alphabet: alphabet))
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

    /// The tiling's rows as a JSON array of strings in `alphabet`, as `add(_:alphabet:to:)` gives
    /// them; for a tiling of several layers, an array of each layer's rows.
    package static func rows(of tiling: Tiling, alphabet: LetterAlphabet) -> String {
        guard tiling.layers == 1 else {
            return JSONObject.array((0..<tiling.layers).map { rows(of: tiling.layer($0), alphabet: alphabet) })
        }
        return JSONObject.array(
            LetterRenderer.render(tiling, alphabet: alphabet).split(separator: "\n").map {
                JSONObject.quoted(String($0))
            })
    }
}
