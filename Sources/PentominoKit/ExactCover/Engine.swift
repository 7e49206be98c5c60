/// The exact-cover engines a tiling can be searched with.
public enum Engine: String, CaseIterable, Sendable {
    /// The fastest engine that fits the problem: `bitset` when it fits, else `dlx`.
    case auto
    /// The bitset engine (`BitsetEngine`), for problems whose items fit its two words (see `BitsetEngine.fits`).
    case bitset
    /// Knuth's Dancing Links (`DancingLinks`), for problems of any size.
    case dlx
}
