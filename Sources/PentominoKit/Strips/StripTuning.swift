/// The strip sweeps' tuned constants, in one place: each line says what it sets and the values
/// tried.
enum StripTuning {
    /// Transitions below which a step of the automaton's sweep runs on one thread: sharing a
    /// smaller step costs more than it saves.
    static let smallestSharedStep = 1 << 14
    /// States below which a cell of the bounded sweep is swept on one thread.
    static let smallestSharedCell = 4096
    /// The cells nearest the sweep line by which the bounded sweep looks up the moves that clear
    /// them: 2^12 lists a row ("Moves looked up by the cells they need").
    static let patternBits = 12
    /// The memory an automaton is first built in, and the lower strips of an estimate are measured
    /// in: about a tenth of a second of building on the release build (16 MiB measures the
    /// pentominoes only while they grow unevenly; "Strip refusals from an estimate").
    static let measuringBytes = 32 << 20
    /// How many times its memory an estimate's least must be for a sweep to be refused without a
    /// build: the estimates of the 8-high strips of IUX and LNPUY were up to 1.5 times the memory
    /// their builds held ("Strip refusals from an estimate").
    static let refusalMargin = 4
}
