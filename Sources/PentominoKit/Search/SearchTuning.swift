/// The tuned constants of what the engines share: the cut of the tree, the estimates of progress
/// and of each corner, and the memory of counts. Each line says what it sets, the values tried,
/// and where `docs/speed-history.md` has the measurements.
package enum SearchTuning {
    // MARK: The cut of the tree

    /// Subtrees to aim for per thread, enough to even out their very different sizes.
    package static let jobsPerThread = 64
    /// Subtrees to aim for in a whole count that keeps a record, so that an interrupted count loses
    /// only the subtrees it was searching.
    package static let jobsPerRecord = 4096
    /// Subtrees to aim for at least when a solution is sought by its index, so that what it
    /// searches before its counts are remembered stays small (64 and 4096 tried; "Subtrees for a
    /// search by index").
    package static let jobsWhenSeeking = 4096
    /// Nodes a count searches uncut before it cuts the tree, work thrown away when it does not end
    /// ("Subtrees that cost more to set up than to search").
    package static let uncutSearchNodes: UInt64 = 8192
    /// Depths the cut tries one by one before it doubles ("Wide problems and deep cuts").
    static let linearDepths = 32
    /// Subtrees to aim for per shard; fixed, so that a shard is the same part on any machine. The
    /// cut behind the most shards (`Shard.maximumCount`) holds 128 times as many subtrees in memory
    /// ("The cut behind 4096 shards").
    package static let jobsPerShard = 128

    /// Probes an estimate makes between looks at its cancellation.
    static let probesBetweenLooks = 8

    // MARK: Estimates

    /// The most probes made of one subtree not finished, enough to settle the sum of the estimates.
    static let probesPerSubtree = 2048
    /// The most probes made of a finished subtree that sets the scale: more, since a few of them
    /// scale all the rest (256 and 4096 tried; "Probes of the subtrees that set the scale").
    static let probesPerScalingSubtree = 4096
    /// Probes that estimate the search from each corner, enough to tell a search from one half its
    /// size in milliseconds ("Corner estimates where the engine remembers counts").
    static let cornerProbes = 512
    /// Estimated nodes below which the search from the first corner is kept: trying the others
    /// costs about 100,000 nodes ("Which corner a count with gaps fills from").
    static let smallCornerSearch = 1_000_000.0

    // MARK: The memory of counts

    /// Nodes of the estimated search per slot of a count cache (128 to 512 tried; "Nodes per slot
    /// of a count cache").
    static let nodesPerSlot = 256.0
    /// Probes of the estimate that sizes a count cache, from a fixed seed, so that a problem's
    /// cache has the same size in every run.
    static let cacheSizingProbes = 1024
    /// A count cache's least and greatest sizes, as powers of two: 64 KiB and 1 GiB ("Nodes per
    /// slot of a count cache").
    static let smallestCacheExponent = 16
    static let largestCacheExponent = 30
    /// The size a cache for listing starts at, growing when full ("The size of a cache for
    /// listing").
    static let listingCacheBytes = 1 << 26
    /// Lookups in each window of barren states, after which the search stops looking if fewer than
    /// one in 64 found one ("Barren states").
    static let barrenWindow: UInt32 = 1 << 14
    /// The fewest nodes a barren subtree must have to be remembered (every one, 4 and 16 tried;
    /// "The smallest barren subtree remembered").
    static let fewestBarrenNodes: UInt64 = 4
}
