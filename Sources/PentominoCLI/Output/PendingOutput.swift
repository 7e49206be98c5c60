import Dispatch
import Synchronization

/// The bytes gathered for standard output, shared with the timer that writes out the records that
/// have ended.
final class PendingOutput: Sendable {
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
    init(failure: CommandError?, writesEndedRecordsEvery interval: DispatchTimeInterval?) {
        state = Mutex(State(failure: failure))
        guard let interval else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "output"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
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
        state.withLock { state in PendingOutput.write(&state, count: endedRecordsOnly ? state.ended : state.bytes.count)
        }
    }

    /// Writes out the first `count` bytes of `state`, remembering a failure.
    private static func write(_ state: inout State, count: Int) {
        guard state.failure == nil, count > 0 else { return }
        if let error = writeAll(state.bytes[..<count], to: 1, heedingSignals: true) {
            // EPIPE: the reader has gone, as with `| head`; EINTR: a signal came while the reader
            // read nothing; ECANCELED: a signal came while it was written; anything else (ENOSPC,
            // EBADF, EIO) is a failure.
            state.failure =
                switch error {
                case EPIPE: .readerGone
                case EINTR: .interrupted("stopped while writing to standard output, which was not being read")
                case ECANCELED: .interrupted("stopped while writing to standard output")
                default: .failure("cannot write to standard output: \(String(cString: strerror(error)))")
                }
            state.bytes = []
        } else {
            state.bytes.removeFirst(count)
        }
        state.ended = max(0, state.ended - count)
    }
}
