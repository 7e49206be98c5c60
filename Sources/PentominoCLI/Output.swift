import Dispatch
import Synchronization

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

/// The bytes gathered for standard output, shared with the timer that writes out the records that
/// have ended.
private final class PendingOutput: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        /// How many of `bytes` are whole records, which the timer may write.
        var ended = 0
        /// Why standard output can take no more, once a write has failed.
        var failure: CommandError?
    }

    private let state: Mutex<State>
    /// Dispatch's timers may be used from any thread.
    private nonisolated(unsafe) let timer: DispatchSourceTimer?

    /// Output that has already failed if `failure` is not nil, whose ended records are written
    /// every `interval` if one is given.
    init(failure: CommandError?, writesEndedRecordsEvery interval: Duration?) {
        state = Mutex(State(failure: failure))
        guard let interval else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "output"))
        let milliseconds = Int(interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        self.timer = timer
        timer.setEventHandler { [weak self] in self?.write(endedRecordsOnly: true) }
        timer.resume()
    }

    deinit {
        timer?.cancel()
    }

    var failure: CommandError? { state.withLock { $0.failure } }

    /// Adds `text`, writing out a block once 64 KiB have gathered.
    func append(_ text: String) {
        state.withLock { state in
            guard state.failure == nil else { return }
            state.bytes.append(contentsOf: text.utf8)
            if state.bytes.count >= 1 << 16 { PendingOutput.write(&state, count: state.bytes.count) }
        }
    }

    /// Marks everything gathered so far as whole records, and writes it out if `writing`.
    func endRecord(writing: Bool) {
        state.withLock { state in
            state.ended = state.bytes.count
            if writing { PendingOutput.write(&state, count: state.bytes.count) }
        }
    }

    /// Writes out the records that have ended, or everything if not `endedRecordsOnly`.
    func write(endedRecordsOnly: Bool) {
        state.withLock { state in PendingOutput.write(&state, count: endedRecordsOnly ? state.ended : state.bytes.count) }
    }

    /// Writes out the first `count` bytes of `state`, remembering a failure.
    private static func write(_ state: inout State, count: Int) {
        guard state.failure == nil, count > 0 else { return }
        if let error = writeAll(state.bytes[..<count], to: 1) {
            // EPIPE: the reader has gone, as with `| head`; anything else (ENOSPC, EBADF, EIO) is a failure.
            state.failure = error == EPIPE ? .readerGone
                : .failure("cannot write to standard output: \(String(cString: strerror(error)))")
            state.bytes = []
        } else {
            state.bytes.removeFirst(count)
        }
        state.ended = max(0, state.ended - count)
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
/// number of a write that failed, or nil.
func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let written = writeBytes(to: descriptor, from: raw.baseAddress! + offset, count: raw.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
