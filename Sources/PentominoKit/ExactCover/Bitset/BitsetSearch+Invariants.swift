#if DEBUG
extension BitsetSearch {
    /// Checks, in debug builds only, that the covered words are exactly the items covered at the start
    /// and those of the options and gaps on the path, and that none of these overlap.
    func checkState(low coveredLow: Low, high coveredHigh: High, depth: Int) {
        guard let searchPosition else { return }
        var (unionLow, unionHigh) = coveredAtStart
        for level in 0..<depth {
            let option = Int(path[level])
            var (optionLow, optionHigh) = (Low(0), High(0))
            if option < 0 {
                optionLow = 1 &<< (-1 - option)
            } else {
                let position = Int(searchPosition[option])
                precondition(position >= 0, "option \(option) on the path can never fit")
                (optionLow, optionHigh) = (Low.word(in: low, at: position), High.word(in: high, at: position))
                precondition(unionLow & optionLow == 0 && unionHigh & optionHigh == 0, "options on the path overlap at level \(level)")
                optionHigh = BitsetEngine.cover(high: unionHigh, mask: optionHigh, copies: copies[position], starts: copyStarts) & ~unionHigh
            }
            precondition(unionLow & optionLow == 0 && unionHigh & optionHigh == 0, "options on the path overlap at level \(level)")
            unionLow |= optionLow
            unionHigh |= optionHigh
        }
        precondition(unionLow == coveredLow && unionHigh == coveredHigh, "covered items differ from the path's at depth \(depth)")
    }
}
#endif
