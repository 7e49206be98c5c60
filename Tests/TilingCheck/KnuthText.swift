/// Exact-cover problems written in the text format of Knuth's DLX1, and a check of printed solutions
/// that reads that format its own way, sharing nothing with the tool's reader or engines.
public enum KnuthText {
    /// Knuth's toy problem from `dlx1.w`, whose one solution is `c e`, `a d f`, `b g`.
    public static let toy = """
        | Knuth's toy problem, from dlx1.w
        a b c d e f g
        c e
        a d g
        b c f
        a d f
        b g
        d e g

        """

    /// The `n` queens problem: one queen in each row and each column (primary items `r1`…, `c1`…),
    /// at most one on each diagonal (secondary items `a0`…, `b0`…). OEIS A000170 counts its solutions.
    public static func queens(_ n: Int) -> String {
        let diagonals = 0..<(2 * n - 1)
        var lines = [
            "| \(n) queens",
            (1...n).map { "r\($0)" }.joined(separator: " ") + " " + (1...n).map { "c\($0)" }.joined(separator: " ")
                + " | " + diagonals.map { "a\($0)" }.joined(separator: " ") + " "
                + diagonals.map { "b\($0)" }.joined(separator: " "),
        ]
        for row in 0..<n {
            for column in 0..<n {
                lines.append("r\(row + 1) c\(column + 1) a\(row + column) b\(row - column + n - 1)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Langford pairs for `n`: each value `v` from 1 to `n` fills two of the slots `s1`…`s2n` with `v`
    /// slots between them; every item is primary. OEIS A014552 counts the solutions up to reversal,
    /// so a problem has twice as many.
    public static func langford(_ n: Int) -> String {
        var lines = [
            "| Langford pairs, n = \(n)",
            (1...n).map(String.init).joined(separator: " ") + " " + (1...2 * n).map { "s\($0)" }.joined(separator: " "),
        ]
        for value in 1...n {
            for first in 1...(2 * n) where first + value + 1 <= 2 * n {
                lines.append("\(value) s\(first) s\(first + value + 1)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sudoku whose 81 cells `puzzle` gives row by row (a digit for a given, `.` for an empty
    /// cell): a primary item for each cell (`p11`…), for each row, column and box and digit (`r11`…,
    /// `c11`…, `b11`…); an option for each cell and digit, but only the given digit in a given cell.
    public static func sudoku(_ puzzle: String) -> String {
        precondition(puzzle.count == 81, "a sudoku has 81 cells")
        let kinds = ["p", "r", "c", "b"]
        var lines = [
            "| the sudoku \(puzzle)",
            kinds.flatMap { kind in (1...9).flatMap { x in (1...9).map { "\(kind)\(x)\($0)" } } }.joined(
                separator: " "),
        ]
        for (cell, given) in puzzle.enumerated() {
            let (row, column) = (cell / 9 + 1, cell % 9 + 1)
            let box = (row - 1) / 3 * 3 + (column - 1) / 3 + 1
            for digit in 1...9 where given == "." || given == Character("\(digit)") {
                lines.append("p\(row)\(column) r\(row)\(digit) c\(column)\(digit) b\(box)\(digit)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// TAOCP 7.2.2.1's toy problem with colours, whose one solution is `p r x:A y` and `q x:A`.
    public static let colourToy = """
        | TAOCP 7.2.2.1's toy problem with colours
        p q r | x y
        p q x y:A
        p r x:A y
        p x:B
        q x:A
        r y:B

        """

    /// What is wrong with `solution`, lines of item names that should be options of `problem` and
    /// together cover its every primary item once and its secondary items at most once, or more
    /// often by options that all give them one colour (`x:A`); nil if nothing.
    public static func flaw(in solution: String, of problem: String) -> String? {
        let lines = problem.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.filter {
            !$0.isEmpty && !$0[0].hasPrefix("|")
        }
        guard let items = lines.first else { return "the problem has no items" }
        let bar = items.firstIndex(of: "|") ?? items.count
        let primary = Set(items[..<bar])
        let all = Set(items.filter { $0 != "|" })
        let options = Set(lines.dropFirst().map { Set($0) })
        var covered: [String: [String]] = [:]
        for line in solution.split(separator: "\n") {
            let words = Set(line.split(separator: " ").map(String.init))
            guard options.contains(words) else { return "'\(line)' is not an option" }
            for word in words {
                let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
                covered[parts[0], default: []].append(parts.count > 1 ? parts[1] : "")
            }
        }
        for name in all.sorted() {
            let colours = covered[name] ?? []
            if primary.contains(name) && colours.count != 1 {
                return "primary item \(name) is covered \(colours.count) times"
            }
            if colours.count > 1 && (Set(colours).count > 1 || colours[0].isEmpty) {
                return "secondary item \(name) is covered \(colours.count) times, in colours \(colours)"
            }
        }
        return nil
    }
}
