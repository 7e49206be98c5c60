/// Text bound for standard output, gathered and written in large blocks. On a terminal each record
/// is written as it ends (see `endRecord()`); into a pipe or a file, the records that have ended are
/// written at least every tenth of a second, so that a reader never waits long for a tiling found.
///
/// A write that fails is remembered rather than thrown, so that a search handing it tilings can ask
/// `failed` and stop at once; `finish()` then reports it.
struct Output {
    private let pending: PendingOutput
    /// Whether standard output is a terminal, where someone watches the records come.
    private let toTerminal = isatty(1) == 1
    /// Whether standard output is a file, which nobody watches as it fills.
    let toFile: Bool = {
        var status = stat()
        return fstat(1, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }()

    /// Whether a write has failed, so nothing more will reach the reader.
    var failed: Bool { pending.failure != nil }

    /// Output to standard output. If the process was started with it closed, its descriptor is held
    /// by /dev/null, so that no file opened later takes it and receives the output, and every write fails.
    init() {
        var failure: CommandError?
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == 1 { failure = .failure("cannot write to standard output: it is closed") }
        }
        pending = PendingOutput(failure: failure, writesEndedRecordsEvery: toTerminal ? nil : .milliseconds(100))
    }

    /// Adds `text` to what will be written.
    mutating func write(_ text: String) {
        pending.append(text)
    }

    /// Adds `text` and a newline.
    mutating func line(_ text: String) {
        write(text)
        write("\n")
    }

    /// Ends one record (a tiling, a row of results): a search may take seconds between tilings,
    /// and a benchmark between rows. A terminal shows it at once; a pipe or a file gets it within a
    /// tenth of a second, with any others that ended meanwhile.
    mutating func endRecord() {
        pending.endRecord(writing: toTerminal)
    }

    /// Writes out everything gathered so far.
    mutating func flush() {
        pending.write(endedRecordsOnly: false)
    }

    /// Writes out everything and throws if any write failed.
    mutating func finish() throws(CommandError) {
        flush()
        if let failure = pending.failure { throw failure }
    }
}

/// Writes one line to standard error.
func printError(_ text: String) {
    writeError(text + "\n")
}

/// Writes `text` to standard error as it is; there is nowhere to report a failure to write it.
func writeError(_ text: String) {
    _ = writeAll(Array(text.utf8)[...], to: 2)
}

/// Writes all of `bytes` to file descriptor `descriptor`, retrying short writes; returns the error
/// number of a write that failed, or nil. If `heedingSignals`, a signal stops it: one that comes
/// while it writes returns ECANCELED, and one that finds the reader not reading returns EINTR.
///
/// Into a pipe or a socket, where a reader that stops reading (`| less`) would block a write for as
/// long as it waits, it writes only once `poll` says there is room, at most a pipe's atomic 4,096
/// bytes at a time, which then cannot block, and looks for a signal before each of them and every
/// tenth of a second while it waits. What a run writes after its signal, such as the tilings an
/// interrupted count found, is written while the reader reads.
func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, heedingSignals: Bool = false) -> Int32? {
    var status = stat()
    let waits =
        heedingSignals && fstat(descriptor, &status) == 0
        && [S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT)
    let signalStops = heedingSignals && !Interruption.happened
    return bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            if signalStops && Interruption.happened { return ECANCELED }
            if waits {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&entry, 1, 100)
                if ready == 0 || (ready < 0 && errno == EINTR) {
                    if Interruption.happened { return EINTR }
                    continue
                }
            }
            let count = waits ? min(raw.count - offset, 4096) : raw.count - offset
            let written = writeBytes(to: descriptor, from: raw.baseAddress! + offset, count: count)
            if written < 0 && errno == EINTR {
                if heedingSignals && Interruption.happened { return EINTR }
                continue
            }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
