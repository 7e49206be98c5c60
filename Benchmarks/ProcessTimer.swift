import Glibc

/// One finished run of a program: its wall time and peak resident memory.
struct ProcessSample {
    let seconds: Double
    let peakKilobytes: Int
}

/// Runs a program to completion with its output thrown away, and measures it.
enum ProcessTimer {
    /// Runs `arguments[0]` with the rest as its arguments; nil if it could not start or did not exit 0.
    static func run(_ arguments: [String]) -> ProcessSample? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let elapsed = ContinuousClock.now - start
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
        return ProcessSample(seconds: elapsed.seconds, peakKilobytes: usage.ru_maxrss)
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
