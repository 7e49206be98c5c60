// Knuth's text format of exact-cover problems, read:
//
// - `NamedExactCoverProblem`: the problem with its names, read from bytes, and an option written back.
// - `KnuthFormatError`: what is wrong with a file, and on which line.
// - `KnuthFormatLines`: the lines of a file as words, comments and blank lines passed over.

/// An exact-cover problem read from the text format of Knuth's DLX1 (with the colours of DLX2), with
/// the names its items have there, so that its solutions can be written in the same words.
///
/// The format, as `dlx1.w` reads it:
/// - A line whose first character other than white space is `|`, or that is blank, is a comment.
/// - The first other line names the items: the primary ones, then, optionally, `|` and the
///   secondary ones.
/// - Every further line is one option: the names of its items, in any order. A secondary item may
///   carry a colour, as in `x:A` (Knuth's DLX2): options that give an item different colours clash,
///   and those that give it the same colour agree.
///
/// A name is 1 to 8 bytes of UTF-8 other than white space; an item's name holds neither `:` nor
/// `|`; a colour is 1 to 8 bytes too (DLX2 reads one). Lines are at most `maximumLineLength` bytes
/// and items at most `maximumItemCount`, as in DLX1. Where DLX1 passes over an option without a
/// primary item, this reader refuses the file, so that no other problem than the one written counts.
public struct NamedExactCoverProblem: Sendable {
    /// The problem, its items numbered in the order the first line names them.
    public let problem: ExactCoverProblem
    /// The name of each item.
    public let itemNames: [String]
    /// The items of each option in the order its line names them, one option after another.
    private let entries: [Int32]
    /// The colour of each entry, beside `entries`: 0 for none, else its place in `colourNames` plus 1.
    private let entryColours: [Int32]
    /// The colours the options name, in the order they first appear.
    private let colourNames: [String]
    /// Where each option's entries end in `entries`.
    private let ends: [Int32]
    /// The line of the file that holds each option, from 1.
    public let optionLines: [Int]

    /// The longest line read, in bytes without its end, as in DLX1 (whose buffer holds nine bytes
    /// for each of its 100,000 items and three more).
    public static let maximumLineLength = 900_002
    /// The most items a problem may have, as in DLX1.
    public static let maximumItemCount = 100_000
    /// The most entries the options may hold in all: Dancing Links numbers its nodes, one for each
    /// item and entry and one between options, in 32 bits.
    public static let maximumEntryCount = 1 << 29

    // MARK: - Reading

    /// The problem that `bytes` write in the format.
    /// - Throws: `KnuthFormatError`, with the line and what is wrong there, when `bytes` are not a
    ///   problem in the format.
    /// - Complexity: O(*n*) in the length of the text, and the number of items for each option's line.
    public init<Bytes: Collection<UInt8>>(reading bytes: Bytes) throws(KnuthFormatError) {
        var lines = KnuthFormatLines(bytes)
        var names: [String] = []
        var numbers: [String: Int32] = [:]
        var secondaryStart: Int?
        // Items of bounds 0 and v (`0:v|name`), which at most v options hold: secondary items, put after the others.
        var shared: [(name: String, capacity: Int)] = []
        // The items' line.
        while true {
            guard let (number, words) = try lines.next() else { throw KnuthFormatError(line: lines.number, .noItems) }
            guard !words.isEmpty else { continue }
            for word in words {
                var name = Substring(word)
                if name.first == "|" {
                    guard secondaryStart == nil else { throw KnuthFormatError(line: number, .barTwice) }
                    secondaryStart = names.count
                    name = name.dropFirst()
                    if name.isEmpty { continue }
                }
                if name.contains(":") && name.contains("|") {
                    let bounds = name.prefix { $0 != "|" }.split(separator: ":", omittingEmptySubsequences: false)
                    let itemName = name.drop { $0 != "|" }.dropFirst()
                    guard bounds.count == 2, let least = Int(bounds[0]), let most = Int(bounds[1]), least >= 0,
                        most >= max(least, 1), !itemName.contains(where: { $0 == ":" || $0 == "|" })
                    else {
                        throw KnuthFormatError(line: number, .malformedBounds(String(word)))
                    }
                    guard least == 0 else { throw KnuthFormatError(line: number, .multiplicity(String(word))) }
                    guard secondaryStart == nil else {
                        throw KnuthFormatError(line: number, .boundsAfterBar(String(word)))
                    }
                    let capacity = most
                    try Self.check(name: itemName, line: number)
                    shared.append((String(itemName), capacity))
                    continue
                }
                if let bad = name.first(where: { $0 == ":" || $0 == "|" }) {
                    throw KnuthFormatError(line: number, .characterInItemName(String(name), bad))
                }
                try Self.check(name: name, line: number)
                guard numbers.updateValue(Int32(names.count), forKey: String(name)) == nil else {
                    throw KnuthFormatError(line: number, .itemNamedTwice(String(name)))
                }
                names.append(String(name))
                guard names.count <= Self.maximumItemCount else {
                    throw KnuthFormatError(line: number, .tooManyItems)
                }
            }
            break
        }
        let primaryCount = secondaryStart ?? names.count
        for (name, _) in shared {
            guard numbers.updateValue(Int32(names.count), forKey: name) == nil else {
                throw KnuthFormatError(line: lines.number, .itemNamedTwice(name))
            }
            names.append(name)
        }
        guard names.count <= Self.maximumItemCount else { throw KnuthFormatError(line: lines.number, .tooManyItems) }
        guard primaryCount > 0 else { throw KnuthFormatError(line: lines.number, .noPrimaryItems) }
        // The options' lines.
        var entries: [Int32] = [], ends: [Int32] = [], optionLines: [Int] = []
        var entryColours: [Int32] = [], colourNames: [String] = [], colourNumbers: [String: Int32] = [:]
        var seen = [Int](repeating: 0, count: names.count)
        while let (number, words) = try lines.next() {
            guard !words.isEmpty else { continue }
            var primary = false
            for word in words {
                let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = parts[0]
                try Self.check(name: name, line: number)
                guard let item = numbers[String(name)] else {
                    throw KnuthFormatError(line: number, .unknownItem(String(name)))
                }
                guard seen[Int(item)] != number else { throw KnuthFormatError(line: number, .itemTwice(String(name))) }
                seen[Int(item)] = number
                var colour: Int32 = 0
                if parts.count > 1 {
                    // Only secondary items held once take colours, as in DLX2.
                    guard item >= primaryCount && Int(item) < names.count - shared.count else {
                        throw KnuthFormatError(line: number, .colourOnPrimary(String(word)))
                    }
                    let name = String(parts[1])
                    guard (1...8).contains(name.utf8.count), !name.contains(":") else {
                        throw KnuthFormatError(line: number, .colourName(String(word)))
                    }
                    if let known = colourNumbers[name] {
                        colour = known
                    } else {
                        colourNames.append(name)
                        colour = Int32(colourNames.count)
                        colourNumbers[name] = colour
                    }
                }
                primary = primary || item < primaryCount
                entries.append(item)
                entryColours.append(colour)
            }
            guard primary else { throw KnuthFormatError(line: number, .noPrimaryItemInOption) }
            guard entries.count <= Self.maximumEntryCount else {
                throw KnuthFormatError(line: number, .tooManyEntries)
            }
            ends.append(Int32(entries.count))
            optionLines.append(number)
        }
        // The problem wants each option's items in ascending order, their colours beside them.
        var sorted = entries, sortedColours = entryColours
        var start = 0
        for end in ends {
            let order = (start..<Int(end)).sorted { entries[$0] < entries[$1] }
            for (place, entry) in zip(start..<Int(end), order) {
                sorted[place] = entries[entry]
                sortedColours[place] = entryColours[entry]
            }
            start = Int(end)
        }
        problem = ExactCoverProblem(
            primaryItemCount: primaryCount, secondaryItemCount: names.count - primaryCount, items: sorted, ends: ends,
            capacities: Array(repeating: 1, count: names.count - primaryCount - shared.count) + shared.map(\.capacity),
            colours: colourNames.isEmpty ? [] : sortedColours)
        itemNames = names
        self.entries = entries
        self.entryColours = entryColours
        self.colourNames = colourNames
        self.ends = ends
        self.optionLines = optionLines
    }

    /// Checks a name's length: 1 to 8 bytes.
    private static func check(name: Substring, line: Int) throws(KnuthFormatError) {
        guard !name.isEmpty else { throw KnuthFormatError(line: line, .emptyName) }
        guard name.utf8.count <= 8 else { throw KnuthFormatError(line: line, .longName(String(name))) }
    }

    /// Option `option`'s line as the file writes it, its names (with their colours) in its order,
    /// one space apart.
    public func text(ofOption option: Int) -> String {
        let start = option == 0 ? 0 : Int(ends[option - 1])
        return (start..<Int(ends[option])).map { entry in
            let colour = entryColours[entry]
            return itemNames[Int(entries[entry])] + (colour == 0 ? "" : ":" + colourNames[Int(colour) - 1])
        }.joined(separator: " ")
    }
}

// MARK: - Errors

/// Why a text is not an exact-cover problem in Knuth's format, and where.
public struct KnuthFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1, where the text goes wrong; for a text without items, the number of lines it has.
    public let line: Int
    /// What is wrong.
    public let reason: Reason

    /// What can be wrong.
    public enum Reason: Equatable, Sendable {
        /// The text has no line other than comments and blank lines.
        case noItems
        /// The items' line begins with `|`: no item is primary.
        case noPrimaryItems
        /// The line is not UTF-8.
        case notUTF8
        /// The line holds this control character, which is not white space.
        case controlCharacter(UInt8)
        /// The line is this many bytes long, more than `NamedExactCoverProblem.maximumLineLength`.
        case lineTooLong(Int)
        /// The items' line holds `|` more than once.
        case barTwice
        /// An item's name holds a character that names may not hold.
        case characterInItemName(String, Character)
        /// The items' line gives an item a multiplicity, bounds `u:v` with `u` above 0, as DLX3 reads.
        case multiplicity(String)
        /// The items' line gives bounds that are not two whole numbers `u:v` with `v` at least 1 and `u`.
        case malformedBounds(String)
        /// The items' line gives bounds `0:v` to an item after its `|`.
        case boundsAfterBar(String)
        /// A name is empty, as before a colon.
        case emptyName
        /// A name is longer than 8 bytes.
        case longName(String)
        /// The items' line names an item twice.
        case itemNamedTwice(String)
        /// The items' line names more than `NamedExactCoverProblem.maximumItemCount` items.
        case tooManyItems
        /// An option names an item that the items' line does not.
        case unknownItem(String)
        /// An option names an item twice.
        case itemTwice(String)
        /// An option gives a primary item a colour.
        case colourOnPrimary(String)
        /// An option gives an item a colour that is empty, longer than 8 bytes, or holds a colon.
        case colourName(String)
        /// An option names no primary item.
        case noPrimaryItemInOption
        /// The options name more items in all than `NamedExactCoverProblem.maximumEntryCount`.
        case tooManyEntries
    }

    /// The error of `reason` at `line`.
    public init(line: Int, _ reason: Reason) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        reason == .noItems ? explanation : "line \(line): " + explanation
    }

    /// What is wrong and what would be right, without the line.
    private var explanation: String {
        let maximumLine = NamedExactCoverProblem.maximumLineLength
        switch reason {
        case .noItems:
            return "the text names no items: its first line other than comments (which begin with |) names the items"
        case .noPrimaryItems:
            return "the items' line names no primary items: name them before the |, and the secondary items after it"
        case .notUTF8: return "the line is not UTF-8 text: a problem is written in text"
        case .controlCharacter(let byte):
            return "the line holds the control character \(hexByte(byte)): names are printable characters"
        case .lineTooLong(let length):
            return "the line is \(length) bytes long: at most \(maximumLine) are read, as by Knuth's DLX1"
        case .barTwice: return "the items' line holds | twice: it parts the primary items from the secondary ones once"
        case .characterInItemName(let name, let character):
            return "the item name '\(name)' holds '\(character)', which no item name may hold"
        case .multiplicity(let word):
            return
                "'\(word)' asks that an item be covered \(word.prefix { $0 != "|" }.replacing(":", with: " to ")) times, as Knuth's DLX3 reads, which is not supported: only bounds 0:v are (an item that at most v options hold); give other items without bounds"
        case .malformedBounds(let word):
            return
                "'\(word)' is not an item with bounds: write 0:v|NAME, with v a whole number from 1, for an item that at most v options hold"
        case .boundsAfterBar(let word):
            return
                "'\(word)' gives bounds to an item after the |, where items take none: write 0:v|NAME before the | for an item that at most v options hold (it is read as secondary), or NAME after it for at most one"
        case .emptyName: return "an item name is empty: write names of 1 to 8 characters"
        case .longName(let name):
            return
                "the item name '\(name)' is \(name.utf8.count) bytes long: names are at most 8, as Knuth's programs read them"
        case .itemNamedTwice(let name): return "the items' line names '\(name)' twice: each item is named once"
        case .tooManyItems:
            return
                "the items' line names more than \(NamedExactCoverProblem.maximumItemCount) items, the most Knuth's DLX1 reads"
        case .unknownItem(let name):
            return "the option names '\(name)', which is not an item: the first line names every item"
        case .itemTwice(let name): return "the option names '\(name)' twice: an option holds each item at most once"
        case .colourOnPrimary(let word):
            return
                "'\(word)' gives a colour to a primary item, or to one of bounds 0:v: only secondary items, after the | of the items' line, take colours"
        case .colourName(let word):
            return
                "'\(word)' gives a colour that is not 1 to 8 bytes without a colon: write it as Knuth's DLX2 reads, as in x:A"
        case .noPrimaryItemInOption:
            return
                "the option names no primary item: every option covers at least one (Knuth's DLX1 passes over such an option; this reader does not guess)"
        case .tooManyEntries:
            return
                "the options name more than \(NamedExactCoverProblem.maximumEntryCount) items in all, more than the engines hold"
        }
    }

    private func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}

// MARK: - Lines and words

/// The lines of a text in Knuth's format, each as its words, comments and blank lines as no words.
private struct KnuthFormatLines<Bytes: Collection<UInt8>> {
    private let bytes: Bytes
    private var position: Bytes.Index
    /// The number of the line read last, from 1.
    private(set) var number = 0

    /// The lines of `bytes`, after a UTF-8 byte-order mark if they begin with one (as some editors
    /// write), which is no part of the first line's first name.
    init(_ bytes: Bytes) {
        self.bytes = bytes
        position =
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.index(bytes.startIndex, offsetBy: 3) : bytes.startIndex
    }

    /// The next line's number and words (none for a comment or a blank line), or nil at the end.
    /// - Throws: `KnuthFormatError` for a line that is too long, not UTF-8, or holds a control character.
    mutating func next() throws(KnuthFormatError) -> (number: Int, words: [Substring])? {
        guard position != bytes.endIndex else { return nil }
        number += 1
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let line = bytes[position..<end]
        position = end == bytes.endIndex ? end : bytes.index(after: end)
        guard line.count <= NamedExactCoverProblem.maximumLineLength else {
            throw KnuthFormatError(line: number, .lineTooLong(line.count))
        }
        if let control = line.first(where: { $0 < 0x20 && !isKnuthSpace($0) || $0 == 0x7F }) {
            throw KnuthFormatError(line: number, .controlCharacter(control))
        }
        guard let text = String(validating: line, as: UTF8.self) else { throw KnuthFormatError(line: number, .notUTF8) }
        let words = text.split(whereSeparator: { $0.asciiValue.map(isKnuthSpace) ?? false })
        return (number, words.first?.first == "|" ? [] : words)
    }
}

/// Whether `byte` is white space as C's `isspace` has it, as Knuth's programs read names: space,
/// tab, line feed, vertical tab, form feed or carriage return.
private func isKnuthSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}
