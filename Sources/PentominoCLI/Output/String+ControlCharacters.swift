extension String {
    /// The string with each control or invisible formatting character written as its code, such
    /// as `<U+1B>` for ESC, so that text a user typed or a file held can be quoted on a terminal
    /// without acting on it.
    var withControlsShown: String {
        var shown = ""
        for scalar in unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format {
                shown += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
