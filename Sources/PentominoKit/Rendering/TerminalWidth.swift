extension Character {
    /// Whether a terminal shows the character two columns wide: the wide and fullwidth characters of
    /// East Asian scripts (Chinese, Japanese and Korean characters, fullwidth forms) and emoji shown
    /// as pictures, by the main blocks of Unicode's East Asian Width property.
    var isDoubleWidth: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        let wideBlocks: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        return wideBlocks.contains { $0.contains(scalar.value) }
    }
}
