extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

/// `seconds` as a person would say it: `497 ms`, `4.2 s`, `3 min 20 s`, `2 h 05 min`.
func spokenDuration(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "an unknown time" }
    if seconds < 1 { return "\(Int(seconds * 1000)) ms" }
    if seconds < 60 { return "\((seconds * 10).rounded() / 10) s" }
    let whole = Int(seconds.rounded())
    if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
    let minutes = whole / 60 % 60
    return "\(whole / 3600) h \(minutes < 10 ? "0" : "")\(minutes) min"
}
