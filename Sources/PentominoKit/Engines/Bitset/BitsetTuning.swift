/// The bitset engine's tuned constants, in one place: each line says what it sets, the values
/// tried, and where `docs/speed-history.md` has the measurements.
enum BitsetTuning {
    /// Pieces left below which a board with holes stops counting candidates near the root and
    /// branches on the first dead end (5 to 7 tried; "Counting candidates near the root on boards
    /// with holes").
    static let piecesLeftForCounts = 6
    /// Probes of the estimates that choose how a search of live options branches (fixed seed;
    /// "Live options").
    static let branchingProbes = 256
    /// A node's work besides its scan and its row of AND-NOTs, in words scanned (fitted to 14
    /// queens, Langford pairs for 12 and the 6x10 exported; "Live options").
    static let nodeWords = 27.0
    /// A count lowered where the search keeps counts, in words scanned (fitted to the problems of
    /// `docs/problems`; "Counts kept, weighed again").
    static let loweredCountWords = 3.0
}
