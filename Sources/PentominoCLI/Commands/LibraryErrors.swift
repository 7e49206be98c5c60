import PentominoKit

// The library's errors in the command line's words: the library says what is wrong and what would
// be right, and the command line adds the option or command that does it.

extension TilingError {
    /// The error, naming the option that allows gaps where it would help.
    var commandLineDescription: String { commandLineDescription(offeringGaps: true) }

    /// The error, naming the option that allows gaps where it would help if `offeringGaps` (the
    /// command takes it); else, for a board with cells to spare, asking for a board filled whole.
    /// Pieces placed in advance against the tatami rule name the option that asks for it.
    func commandLineDescription(offeringGaps: Bool) -> String {
        if case .tatamiBrokenInAdvance = self { return description + " (leave out --tatami)" }
        guard case .gapsNotAllowed(let open, let needed, let pieces) = self else { return description }
        guard offeringGaps else {
            return
                "the board has \(open) open cells, \(open - needed) more than \(pieces.name) \(pieces.pieceCount == 1 ? "covers" : "cover"), and a game fills every cell: give a board with exactly \(counted(needed, "open cell"))"
        }
        return description + " (--allow-gaps)"
    }
}

extension StripError {
    /// The error, naming the option that allows any number of copies where it would help.
    var commandLineDescription: String {
        guard case .stateTooWide(_, _, let pieces) = self, pieces > 0 else { return description }
        return description + " (--copies any)"
    }
}

extension BoardError {
    /// The error, naming the format that `solve` draws by default where the drawing is in another.
    var commandLineDescription: String {
        guard case .strayCharacter(let character, let line, let column) = self else { return description }
        return description + lettersFormatHint(character, line: line, column: column)
    }
}

extension TilingVerifier.Flaw {
    /// The flaw, naming the format that `solve` draws by default where the tiling is in another.
    var commandLineDescription: String {
        guard case .unknownCharacter(let character, let row, let column, _) = self else { return description }
        return description + lettersFormatHint(character, line: row, column: column)
    }
}

/// Where `character` at `line` and `column` shows a drawing in another of `solve`'s formats, how to
/// get letters instead; otherwise "".
private func lettersFormatHint(_ character: Character, line: Int, column: Int) -> String {
    DrawingLines.otherFormat(startingWith: character, line: line, column: column) == nil
        ? "" : ", as solve prints them by default (--format letters)"
}
