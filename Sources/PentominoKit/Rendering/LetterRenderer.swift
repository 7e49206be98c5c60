/// Draws a tiling as rows of letters, one row per line, with `.` for blocked cells.
public enum LetterRenderer {
    /// The tiling as text, each line ended by a newline.
    public static func render(_ tiling: Tiling) -> String {
        var text = ""
        text.reserveCapacity((tiling.columns + 1) * tiling.rows)
        for row in 0..<tiling.rows {
            for column in 0..<tiling.columns {
                text.append(tiling[Cell(row: row, column: column)] ?? ".")
            }
            text.append("\n")
        }
        return text
    }
}
