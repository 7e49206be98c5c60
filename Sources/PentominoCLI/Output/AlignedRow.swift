/// One line of a table: each cell padded to its column's width, cells one space apart, no trailing spaces.
func alignedRow(_ cells: [String], widths: [Int]) -> String {
    var line = zip(cells, widths).map { cell, width in
        cell.count >= width ? cell : cell + String(repeating: " ", count: width - cell.count)
    }.joined(separator: " ")
    while line.last == " " { line.removeLast() }
    return line
}
