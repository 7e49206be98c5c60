/// The nearest valid spelling of a word the tool does not know, offered in its error, never acted on.
enum Suggestion {
    /// `: did you mean 'WORD'?` for the word of `candidates` nearest `word`; when none is near (none
    /// within a few typing slips, nor one that `word` begins), the list of candidates if `listing`,
    /// else an empty string.
    static func didYouMean(_ word: String, among candidates: [String], listing: Bool = false) -> String {
        if let nearest = nearest(word, among: candidates) { return ": did you mean '\(nearest)'?" }
        return listing ? ": expected one of \(candidates.joined(separator: ", "))" : ""
    }

    /// The word of `candidates` nearest `word`, ignoring case, if one is near enough to be what was meant.
    static func nearest(_ word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let scored = candidates.map { (candidate: $0, distance: distance(typed, Array($0.lowercased()))) }
        let allowed = max(1, min(3, typed.count / 4))
        if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= allowed {
            return best.candidate
        }
        // A word cut short, such as --eng for --engine, when it starts only one candidate.
        let extended = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        return typed.count >= 3 && extended.count == 1 ? extended[0] : nil
    }

    /// The fewest insertions, deletions, substitutions and swaps of neighbouring characters that
    /// turn `a` into `b` (the optimal string alignment distance).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Rows i - 2, i - 1 and i of the table: the distance between the first i of a and the first j of b.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
