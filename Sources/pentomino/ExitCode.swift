/// The exit codes scripts can rely on.
enum ExitCode: Int32 {
    /// The command did what was asked.
    case success = 0
    /// The command was well formed but failed: an unreadable file, a board that cannot be tiled.
    case failure = 1
    /// The command line was malformed (sysexits' EX_USAGE).
    case usage = 64
}

/// A failure to report on stderr, with the exit code it leads to.
struct CommandError: Error {
    /// What went wrong and what would be right, in one line.
    let message: String
    /// The exit code.
    let code: ExitCode
    /// For usage errors, the usage line of the command concerned.
    let usage: String?

    /// A malformed command line; `usage` is shown after the message.
    static func usage(_ message: String, _ usage: String) -> CommandError {
        CommandError(message: message, code: .usage, usage: usage)
    }

    /// A well-formed command that failed.
    static func failure(_ message: String) -> CommandError {
        CommandError(message: message, code: .failure, usage: nil)
    }
}
