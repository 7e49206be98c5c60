import Foundation
import Testing

/// Every mode whose answer is long, signalled while it writes into a pipe whose reader is slow, and
/// into one whose reader has stopped, as `| less` does: it stops, says so on one line, and exits
/// 128 + the signal. Into a slow reader, it went on to the end and exited 0. It once blocked on the full pipe for as long as the reader waited, deaf to the
/// signal, and `count --by-gaps` went on writing 218,189 lines into a file for seconds after it.
struct SignalWhileWritingTests {
    /// A reader of the pipe: slow (4 KiB every 10 ms, to the end) or stopped (nothing more once
    /// the signal is sent).
    enum Reader: String, CaseIterable, Sendable {
        case slow, stopped
    }

    /// The modes, each writing far more than the bytes read before the signal and a pipe's 64 KiB.
    static let modes: [[String]] = [
        ["solve", "8x8", "--allow-gaps", "--all"],
        ["count", "6x6", "--pieces", "FIL", "--allow-gaps", "--by-gaps"],
        ["export", "30x30", "--allow-gaps"],
        ["exact-cover", "EXPORTED", "--solutions"],
        ["strip", "5", "--copies", "any", "--to", "3000"],
        // 124 KB, made in milliseconds.
        ["play", "3x20"],
    ]

    /// The bytes read before the signal.
    static let readFirst = 16 << 10

    static let cases = modes.indices.flatMap { index in
        // Each mode meets both signals, one with each reader.
        Reader.allCases.enumerated().map { turn, reader in
            (modes[index].joined(separator: " "), reader, (index + turn).isMultiple(of: 2) ? SIGINT : SIGTERM)
        }
    }

    @Test(arguments: cases)
    func aModeWritingIntoAPipeStopsWhenSignalled(mode: String, reader: Reader, signal: Int32) throws {
        var arguments = mode.split(separator: " ").map(String.init)
        if let exported = arguments.firstIndex(of: "EXPORTED") {
            arguments[exported] = try Run.file(Run("export", "8x8", "--allow-gaps").stdout, named: "8x8.dlx")
        }
        let process = Process()
        process.executableURL = Run.binary
        process.arguments = arguments
        let pipe = Pipe()
        let errors = try URL(fileURLWithPath: Run.file("", named: "err"))
        process.standardOutput = pipe
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let output = pipe.fileHandleForReading
        var read = 0
        while read < SignalWhileWritingTests.readFirst, let bytes = try output.read(upToCount: 4096), !bytes.isEmpty {
            read += bytes.count
            if reader == .slow { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(read >= SignalWhileWritingTests.readFirst, "\(mode): the output ended after \(read) bytes")
        kill(process.processIdentifier, signal)
        if reader == .slow {
            while let bytes = try output.read(upToCount: 4096), !bytes.isEmpty {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        #expect(Running.wait { !process.isRunning }, "\(mode) did not stop within \(Running.patience)")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationReason == .exit, "\(mode): \(stderr)")
        #expect(process.terminationStatus == 128 + signal, "\(mode): \(stderr)")
        // The last line says so, after any the run printed before (`play` says where its hints come from).
        let lines = stderr.split(separator: "\n")
        #expect(lines.last?.hasPrefix("interrupted: ") == true, "\(mode): \(stderr)")
        #expect(lines.count { $0.contains("interrupted") } == 1, "\(mode): \(stderr)")
    }
}
