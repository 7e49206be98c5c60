/// How the tilings a search finds stand for the classes of tilings that a problem's symmetries carry
/// into one another: which to count as the one of their class, and how many tilings each class holds.
///
/// Where symmetry breaking left a group of symmetries unbroken (see `SymmetryBreaking`), the search
/// finds every tiling of a class under that group. Of those it counts the least (comparing the sorted
/// indices of their placements); its class holds as many tilings as the problem has symmetries
/// divided by the symmetries that fix it, and that is its weight. In a problem that finds every
/// tiling, each weighs 1 instead.
struct TilingClasses: SolutionWeighing {
    /// What each found tiling stands for.
    enum Kind: Sendable {
        /// Each found tiling is one class, of this many tilings.
        case whole(UInt64)
        /// Each found tiling is one tiling: it is counted as itself.
        case every
        /// Each found tiling is counted if it is the least of its class under the symmetries its anchor
        /// leaves unbroken, and weighs its class's size if so (0 if not), or 1 for `everyTiling`.
        case residual(Residual, everyTiling: Bool)
    }

    /// The tables for weighing tilings under unbroken symmetries.
    struct Residual: Sendable {
        /// How many symmetries the problem has, the identity included.
        let symmetryCount: UInt64
        /// For each option of the problem, the index of its placement.
        let optionPlacements: [Int32]
        /// For each symmetry other than the identity, the image of each placement.
        let images: [[Int32]]
        /// For each option, the symmetries (indices into `images`) that its placement leaves
        /// unbroken, if it is the anchor's; nil if it is not.
        let residualOfOption: [[Int]?]
        /// The symmetries left unbroken in a tiling without the anchor: all of them, when there is no anchor.
        let unanchored: [Int]
    }

    let kind: Kind

    var uniformWeight: UInt64? {
        switch kind {
        case .whole(let size): size
        case .every: 1
        case .residual: nil
        }
    }

    func weigh(_ options: UnsafeBufferPointer<Int32>) -> SolutionWeight {
        switch kind {
        case .whole(let size): return SolutionWeight(counts: true, weight: size)
        case .every: return SolutionWeight(counts: true, weight: 1)
        case .residual(let tables, let everyTiling):
            let size = tables.classSize(options)
            return SolutionWeight(counts: size != 0, weight: everyTiling ? 1 : size)
        }
    }
}

extension TilingClasses.Residual {
    /// 0 unless the tiling of `options` is the least of its class under the symmetries left
    /// unbroken; then the size of its class.
    func classSize(_ options: UnsafeBufferPointer<Int32>) -> UInt64 {
        var group = unanchored
        for option in options where option >= 0 {
            if let residual = residualOfOption[Int(option)] { group = residual }
        }
        guard !group.isEmpty else { return symmetryCount }
        let placements = options.filter { $0 >= 0 }.map { optionPlacements[Int($0)] }.sorted()
        var fixedBy: UInt64 = 1
        for symmetry in group {
            let image = placements.map { images[symmetry][Int($0)] }.sorted()
            if image.lexicographicallyPrecedes(placements) { return 0 }
            if image == placements { fixedBy += 1 }
        }
        return symmetryCount / fixedBy
    }
}

extension TilingClasses {
    /// The classes of a problem with `symmetryCount` symmetries (the identity included) whose options
    /// stand for the placements `optionPlacements` (indices into `placements`), where `images` gives
    /// each other symmetry's image of each placement and `breaking` how far the symmetries are
    /// broken; in a problem that finds every tiling (not `distinct`), each weighs 1.
    init(
        of optionPlacements: [Int], among placements: [Placement], symmetryCount: Int, images: PlacementImages,
        breaking: SymmetryBreaking, distinct: Bool
    ) {
        let unbroken = breaking.anchor == nil ? Array(0..<symmetryCount - 1) : []
        if symmetryCount == 1 || (unbroken.isEmpty && breaking.residual.allSatisfy { $0.isEmpty }) {
            self.init(kind: .whole(UInt64(symmetryCount)))
            return
        }
        self.init(
            kind: .residual(
                Residual(
                    symmetryCount: UInt64(symmetryCount), optionPlacements: optionPlacements.map(Int32.init),
                    images: images.all,
                    residualOfOption: optionPlacements.map {
                        placements[$0].piece == breaking.anchor ? breaking.residual[$0] : nil
                    },
                    unanchored: unbroken), everyTiling: !distinct))
    }
}
