/// A 64-bit FNV-1a hash of what is added to it, the same on every run and machine (unlike `Hasher`,
/// which is seeded per process), so that it can be saved in a file and checked on another run.
package struct Fingerprint: Hashable, Sendable {
    /// The hash of everything added so far.
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of nothing.
    package init() {}

    /// Adds the bytes of `bytes`.
    package mutating func add<S: Sequence<UInt8>>(bytes: S) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// Adds the UTF-8 bytes of `text`, then a byte that no UTF-8 text holds, so that texts added one
    /// after another cannot run into each other.
    package mutating func add(_ text: String) {
        add(bytes: text.utf8)
        add(bytes: CollectionOfOne(0xFF))
    }

    /// Adds `number`'s eight bytes, lowest first.
    package mutating func add(_ number: Int) {
        add(bytes: (0..<8).lazy.map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) })
    }

    /// Adds the count of `numbers`, then each of them.
    package mutating func add<C: Collection>(_ numbers: C) where C.Element: BinaryInteger {
        add(numbers.count)
        for number in numbers { add(Int(number)) }
    }
}

extension ExactCoverProblem {
    /// A fingerprint of everything that shapes the problem's search: its items, options, rules and
    /// gaps. Two problems that differ almost surely have different fingerprints.
    package var fingerprint: UInt64 {
        var print = Fingerprint()
        print.add([primaryItemCount, secondaryItemCount, gaps.items, gaps.limit])
        print.add(coveredAtStart)
        print.add(multiplicities)
        print.add(optionCount)
        for option in 0..<optionCount { print.add(items(ofOption: option)) }
        if hasColours {
            for option in 0..<optionCount { print.add(colours(ofOption: option)) }
        }
        if let rule = regionRule {
            print.add([rule.modulus, rule.leeway, rule.smallest, rule.columnHeight ?? 0, rule.layerSize ?? 0])
            print.add(rule.pieceSizes)
            for neighbours in rule.neighbours { print.add(neighbours) }
        }
        return print.value
    }
}
