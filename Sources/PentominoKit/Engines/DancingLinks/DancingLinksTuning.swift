/// Dancing Links' tuned constants, in one place: each line says what it sets, and where
/// `docs/speed-history.md` has the measurements.
enum DancingLinksTuning {
    /// Structures of links up to this many nodes are checked whole at every cover and uncover in
    /// debug builds; larger ones are sampled ("The debug checks, sampled").
    static let wholeCheckLimit: Int32 = 600
}
