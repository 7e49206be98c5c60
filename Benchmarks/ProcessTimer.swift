#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished run of a program: its wall time and peak resident memory, and whether it was
/// stopped at its time limit before it ended.
struct ProcessSample {
    let seconds: Double
    let peakKilobytes: Int
    var stopped = false
}

/// Runs a program to completion with its output thrown away, and measures it.
///
/// Linux starts a child's peak memory (`ru_maxrss`) at the memory of the process that spawned it, so
/// a child of this benchmark, which holds 12 MiB after its in-process part, would report at least
/// that much. Each program is therefore started by `pentomino-measure` (beside this benchmark), a
/// small C program that spawns it from about 1 MiB and reports its time and peak, as
/// `/usr/bin/time` does.
enum ProcessTimer {
    /// Runs `arguments[0]` with the rest as its arguments through `measurer`, the path of
    /// `pentomino-measure`; nil if it could not start or did not exit 0.
    ///
    /// - Parameters:
    ///   - input: a file to read as standard input (as Knuth's programs read their problem).
    ///   - output: a file to write standard output to, for the caller to check; else it is thrown away.
    ///   - limit: seconds after which the program is killed, its sample marked `stopped`.
    static func run(
        _ arguments: [String], measurer: String, input: String? = nil, output: String? = nil, limit: Double? = nil
    ) -> ProcessSample? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let options = (output.map { ["-o", $0] } ?? []) + (limit.map { ["-t", "\($0)"] } ?? [])
        var argv: [UnsafeMutablePointer<CChar>?] = ([measurer] + options + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, measurer, &actions, nil, &argv, environ) == 0
        close(pipeEnds[1])
        var report: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while spawned {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            report += buffer[..<count]
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        guard spawned, waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
        let fields = String(decoding: report, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard 2...3 ~= fields.count, let seconds = Double(fields[0]), let kilobytes = Int(fields[1]) else { return nil }
        return ProcessSample(seconds: seconds, peakKilobytes: kilobytes, stopped: fields.count == 3)
    }
}

extension ProcessTimer {
    /// One run of `command` through `measurer`, as `run` makes it; the benchmark stops, naming the
    /// command to run by hand, if it fails.
    static func measured(
        _ command: [String], measurer: String, output: String? = nil, limit: Double? = nil
    ) -> ProcessSample {
        guard let sample = run(command, measurer: measurer, output: output, limit: limit) else {
            fail("\(command.joined(separator: " ")) failed: run it to see why", code: 1)
        }
        return sample
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

extension Array where Element == Double {
    /// The middle value (the lower middle for an even count).
    var median: Double { sorted()[(count - 1) / 2] }
}
