/// An exact-cover engine whose whole search state is two machine words: each item is one bit (or, for
/// an item of multiplicity above 1, one bit per time it must be covered), each option a pair of masks.
///
/// The low word holds the region items of the problem's region rule (or, without one, the leading
/// items); the high word holds the rest. The words are 64 bits wide when the problem's parts fit
/// them, and 128 bits (`UInt128`) otherwise. At the root the engine branches on the primary item with
/// the fewest options; below the root, on the first uncovered primary item in item order, trying only
/// the options whose first primary item that is (every earlier item being covered, no other option can
/// fit). For each item and each pattern of the next three items being covered or not, it keeps its
/// own list of the options that cover none of the covered ones, so the search reads one list and
/// never looks at options that clash there; it tests the list four options at a time into a word of
/// those that fit. With a region rule it skips options that would leave a pocket no solution can
/// fill, and leaves out from the start the options that do so on an empty board. When the problem
/// allows gaps, the item branched on may also be left uncovered, after its options have been tried.
/// Items covered at the start are covered in the two words before the search begins. On a rectangle
/// with holes, and in a box, it places a piece first. On such a rectangle it then branches on dead
/// ends while there are any (see `PocketCheck.deadEnd`), each with lists of the options that can
/// cover it, one for each pattern of the cells around the neighbour they enter it through being
/// covered or not; in a box, and where items may be left uncovered, on the item with the fewest
/// options that fit among the first uncovered one and those with at most two empty neighbours (with
/// gaps, only those with one when there are any), and on a flat grid once no gap is left on dead
/// ends as on a rectangle with holes; on
/// both such rectangles and in boxes, just below the root, on a piece instead when fewer of its
/// options fit (see `CandidateLists`). It can also estimate the size of its search
/// from random probes (`estimatedNodes`).
public struct BitsetEngine: ExactCoverEngine {
    /// The most bits each of the two words may have.
    public static let maximumWordBits = 128

    /// Whether the engine can search `problem`: at most `maximumWordBits` bits in each word, and
    /// items that may be left uncovered all in the low word.
    public static func fits(_ problem: ExactCoverProblem) -> Bool {
        BitLayout(problem, wordBits: maximumWordBits).fits(problem, lowBits: maximumWordBits, highBits: maximumWordBits)
    }

    /// The tables, in words of the widths the problem needs.
    private enum Tables: Sendable {
        case narrow(BitsetTables<UInt64, UInt64>)
        case wideLow(BitsetTables<UInt128, UInt64>)
        case wide(BitsetTables<UInt128, UInt128>)
    }

    private let tables: Tables

    /// The engine for `problem`, which must fit (see `fits`).
    public init(_ problem: ExactCoverProblem) {
        precondition(BitsetEngine.fits(problem), "the bitset engine holds at most \(BitsetEngine.maximumWordBits) bits in each word")
        let narrow = BitLayout(problem, wordBits: 64), wide = BitLayout(problem, wordBits: 128)
        if narrow.fits(problem, lowBits: 64, highBits: 64) {
            tables = .narrow(BitsetTables(problem, layout: narrow))
        } else if wide.fits(problem, lowBits: 128, highBits: 64) {
            tables = .wideLow(BitsetTables(problem, layout: wide))
        } else {
            tables = .wide(BitsetTables(problem, layout: wide))
        }
    }

    /// See `ExactCoverEngine.search(from:limits:visitor:)`. Specialised here for the visitors that
    /// counts use, so that the search is compiled for its word widths even where a caller in another
    /// file cannot specialise it (debug builds compile files apart).
    @_specialize(where V == SolutionCounter<EverySolution>)
    @_specialize(where V == SolutionCounter<TilingClasses>)
    @_specialize(where V == SolutionCollector)
    public func search<V: SolutionVisitor>(from prefix: [Int] = [], limits: SearchLimits = .none, visitor: inout V) -> SearchStatistics {
        switch tables {
        case .narrow(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        case .wideLow(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        case .wide(let tables): tables.search(from: prefix, limits: limits, visitor: &visitor)
        }
    }

    /// An estimate of the nodes a search below the options of `prefix` visits (its `SearchStatistics.nodes`):
    /// the mean of `probes` random descents in the manner of Knuth's estimator ("Estimating the
    /// efficiency of backtrack programs", 1975), drawn from `random`. Each descent counts the children
    /// of every node it passes and goes on into one at random; the estimate is unbiased, and its
    /// spread shrinks with the number of probes. 0 when the options of `prefix` clash.
    public func estimatedNodes(below prefix: [Int] = [], probes: Int, random: inout SplitMix64) -> Double {
        switch tables {
        case .narrow(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        case .wideLow(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        case .wide(let tables): tables.estimatedNodes(below: prefix, probes: probes, random: &random)
        }
    }

    /// The high word after choosing an option with high bits `mask` and copy bits `copies` when
    /// `covered` is covered: each item of multiplicity above 1 fills its bits from the lowest up, so
    /// the option takes the lowest free bit of each such item it holds (`mask` holds the highest,
    /// which is covered only once every copy is taken). `starts` are the lowest bits of those items.
    @inline(__always)
    static func cover<Word: BitsetWord>(high covered: Word, mask: Word, copies: Word, starts: Word) -> Word {
        let free = copies & ~covered
        return covered | (mask & ~copies) | (free & ~((free &<< 1) & ~starts))
    }

    /// The word whose lowest `count` bits are set.
    static func mask<Word: BitsetWord>(count: Int) -> Word {
        count >= Word.bitWidth ? ~0 : (1 &<< count) &- 1
    }

    /// How many of the items after the branching item select its candidate list.
    static let patternBits = 3
    /// Number of candidate lists per item.
    static let patterns = 1 << patternBits
    /// Candidates tested at once; every list is padded to a multiple of this.
    static let lanes = 4

    /// The bit of a 64-bit window of the low word that marks padding (see `BitsetTables.lowWindows`).
    static let windowSentinel: UInt64 = 1 << 63

    /// Which of the `patternBits` items after `item` in the low word `mask` covers, as bits.
    @inline(__always)
    static func pattern<Word: BitsetWord>(of mask: Word, item: Int, lowCount: Int) -> Int {
        item + 1 >= lowCount ? 0 : Int(truncatingIfNeeded: (mask &>> (item + 1)) & Word(patterns - 1))
    }
}
