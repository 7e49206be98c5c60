import Foundation

/// A process of the built binary that a test watches while it runs, its output going to files.
///
/// Tests of long searches never assume how far a search gets in a given time: they wait for what
/// they look for (the process ready to take a signal, a line in its output), up to a generous limit,
/// and only then act, so that they pass as well on a slow or busy machine as on a fast one.
final class Running {
    let process = Process()
    let out: URL
    let err: URL

    /// Starts the binary with `arguments`.
    convenience init(_ arguments: [String]) throws {
        try self.init(executable: Run.binary, arguments: arguments)
    }

    /// Starts any program, such as a shell that runs the binary in a pipeline.
    init(executable: URL, arguments: [String]) throws {
        out = try URL(fileURLWithPath: Run.file("", named: "out"))
        err = try URL(fileURLWithPath: Run.file("", named: "err"))
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
    }

    /// How long a test waits at most for what it looks for: far longer than any search it waits on
    /// needs, so that only a broken binary reaches it.
    static let patience = Duration.seconds(120)

    /// Waits until `condition` holds, looking every few milliseconds, for at most `limit`; returns
    /// whether it came to hold.
    @discardableResult
    static func wait(upTo limit: Duration = patience, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }

    /// Waits until the process has installed its handlers for SIGINT and SIGTERM (or has ended):
    /// a signal sent before then would end it as the default action does, before the tool could
    /// say anything.
    @discardableResult
    func waitUntilReadyForSignals() -> Bool {
        Running.wait { !process.isRunning || Running.catchesInterrupts(process.processIdentifier) }
    }

    /// Whether process `pid` catches SIGINT and SIGTERM, from the mask of caught signals in
    /// `/proc/PID/status`; true where there is no such file to read (the wait then ends at once).
    static func catchesInterrupts(_ pid: Int32) -> Bool {
        guard FileManager.default.fileExists(atPath: "/proc/\(pid)/status") else { return true }
        guard let mask = signalMask("SigCgt", of: pid) else { return false }
        let wanted: UInt64 = 1 << (UInt64(SIGINT) - 1) | 1 << (UInt64(SIGTERM) - 1)
        return mask & wanted == wanted
    }

    /// The signal mask `field` (such as `SigCgt`, caught, or `ShdPnd`, pending for the whole
    /// process) of process `pid`, from `/proc/PID/status`; nil where it cannot be read.
    static func signalMask(_ field: String, of pid: Int32) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return nil }
        return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// Whether `signal`, sent to process `pid`, waits to be taken, from the mask of signals pending
    /// for the whole process in `/proc/PID/status`; false where there is no such file to read.
    static func pending(_ signal: Int32, _ pid: Int32) -> Bool {
        guard let mask = signalMask("ShdPnd", of: pid) else { return false }
        return mask & 1 << (UInt64(signal) - 1) != 0
    }

    /// Sends `signal` once the process is ready for it and `delay` more has passed, and returns how
    /// long the process took to end after it.
    func signal(_ signal: Int32, after delay: Duration = .zero) -> Duration {
        waitUntilReadyForSignals()
        Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
        return self.signal(signal)
    }

    /// Sends `signal` now, and returns how long the process took to end after it.
    func signal(_ signal: Int32) -> Duration {
        let start = ContinuousClock.now
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return ContinuousClock.now - start
    }

    var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
}

/// A run of the binary on a terminal, which util-linux's `script(1)` gives it, watched as it goes:
/// what the terminal shows is written to a file as it comes (stdout and stderr both go there).
final class TerminalRun {
    /// Whether `script(1)` is here to give the binary a terminal.
    static let available = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    private let running: Running
    private let pidFile: String

    /// Runs the binary with `arguments` on a terminal; `prefix` goes before it in the shell's command
    /// (such as `env TERM=dumb`), and `suffix` after it (such as `> FILE` or `| cat`).
    init(_ arguments: [String], prefix: String = "", suffix: String = "") throws {
        pidFile = try Run.file("", named: "pid")
        let words = ([pidFile, Run.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        // An inner shell writes its process id and becomes the binary, so that a signal reaches the
        // binary itself, wherever its output goes.
        let command = "\(prefix) sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(words) \(suffix)"
        running = try Running(
            executable: URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-qefc", command, "/dev/null"])
    }

    /// What the terminal has shown so far.
    var shown: String { running.stdout }

    /// The binary's process id, once the shell has written it.
    private var pid: Int32? {
        (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Waits until what the terminal shows satisfies `condition` (or the run ends), for at most
    /// `limit`; returns whether it does.
    @discardableResult
    func wait(upTo limit: Duration = Running.patience, for condition: (String) -> Bool) -> Bool {
        Running.wait(upTo: limit) { condition(shown) || !running.process.isRunning }
        return condition(shown)
    }

    /// Sends SIGINT to the binary once it is ready for it, as Ctrl-C would, and waits for the run to end.
    func interrupt() {
        Running.wait { pid != nil || !running.process.isRunning }
        if let pid {
            Running.wait { !running.process.isRunning || Running.catchesInterrupts(pid) }
            kill(pid, SIGINT)
        }
        finish()
    }

    /// Waits for the run to end, and returns the binary's exit status.
    @discardableResult
    func finish() -> Int32 {
        running.process.waitUntilExit()
        return running.process.terminationStatus
    }

    /// Whether the binary is still running.
    var isRunning: Bool { running.process.isRunning }
}
