/// A reason to end a command early, with the line to report on stderr and the exit code it leads to.
struct CommandError: Error {
    /// What went wrong and what would be right, in one line; nil to end without a word.
    let message: String?
    /// The exit code.
    let code: ExitCode
    /// For usage errors, the usage line of the command concerned.
    let usage: String?

    /// The line to write on stderr, if any, with any control character in what it quotes shown by its code.
    var report: String? {
        message.map {
            [.interrupted, .terminated].contains(code) ? "interrupted: \($0)" : "error: \($0.withControlsShown)"
        }
    }

    /// A malformed command line; `usage` is shown after the message.
    static func usage(_ message: String, _ usage: String) -> CommandError {
        CommandError(message: message, code: .usage, usage: usage)
    }

    /// A well-formed command that failed.
    static func failure(_ message: String) -> CommandError {
        CommandError(message: message, code: .failure, usage: nil)
    }

    /// A command stopped by a signal; `message` says what it had done by then. It exits 130 after
    /// SIGINT and 143 after SIGTERM (see `Interruption`).
    static func interrupted(_ message: String) -> CommandError {
        CommandError(message: message, code: Interruption.exitCode, usage: nil)
    }

    /// An answer that scripts read from the exit code alone, such as `count --unique` finding more
    /// than one tiling: nothing more to say, since the output said it.
    static func answer(_ code: ExitCode) -> CommandError {
        CommandError(message: nil, code: code, usage: nil)
    }

    /// The reader of standard output went away: stop at once and quietly, as `head` expects.
    static let readerGone = CommandError(message: nil, code: .success, usage: nil)
}
