/// A tiling the solver produced that does not solve its problem: a bug in the solver, reported
/// instead of the tiling.
public struct InvalidTiling: Error, CustomStringConvertible {
    /// The tiling produced.
    public let tiling: Tiling
    /// What is wrong with it.
    public let flaw: TilingVerifier.Flaw

    public var description: String {
        "internal error: the solver produced an invalid tiling (\(flaw.description)); please report this bug"
    }
}
