/// Counts the classes of tilings met one at a time, two tilings being in one class when a symmetry
/// carries one onto the other: a tiling opens a class unless one of its images was met before.
struct ClassCounter {
    /// Every image met so far, in the form `add(images:)` puts it in.
    private var seen = Set<[[Int]]>()
    /// The classes met so far.
    private(set) var classes = 0

    /// Adds a tiling, given as its images under every symmetry (itself among them), each a list of
    /// its pieces as `[name, cell, cell, …]` in any order.
    mutating func add(images: [[[Int]]]) {
        let images = images.map { image in
            image.map { piece in [piece[0]] + piece.dropFirst().sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
        }
        if images.allSatisfy({ !seen.contains($0) }) { classes += 1 }
        seen.formUnion(images)
    }
}
