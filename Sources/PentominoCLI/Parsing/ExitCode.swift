/// The exit codes scripts can rely on.
enum ExitCode: Int32 {
    /// The command did what was asked (or its reader closed the pipe, which is not a failure).
    case success = 0
    /// The command was well formed but failed: an unreadable file, a board that cannot be tiled,
    /// output that could not be written.
    case failure = 1
    /// `count --unique`: the board has no tiling.
    case noTiling = 2
    /// `count --unique`: the board has more than one distinct tiling.
    case severalTilings = 3
    /// The command line was malformed (sysexits' EX_USAGE).
    case usage = 64
    /// SIGINT (Ctrl-C) stopped the command: 128 + SIGINT, as shells report it.
    case interrupted = 130
    /// SIGTERM stopped the command: 128 + SIGTERM.
    case terminated = 143
}
