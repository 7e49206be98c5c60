import Foundation

/// What one run of the `pentomino` binary did.
struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
    /// The signal that ended the process, if one did.
    let terminatedBySignal: Int32?

    /// The lines written to standard error.
    var errorLines: [Substring] { stderr.split(separator: "\n") }

    /// The built binary: `PENTOMINO_BINARY` if set (CI points it at the release build), else the one
    /// built beside the tests.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["PENTOMINO_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle.main.bundleURL
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("pentomino")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        fatalError("cannot find the pentomino binary near \(Bundle.main.bundleURL.path); set PENTOMINO_BINARY")
    }()

    /// Runs `pentomino` with `arguments`, feeding it `input` on standard input.
    init(_ arguments: String..., input: String = "", environment: [String: String] = [:]) throws {
        try self.init(arguments: arguments, input: input, environment: environment)
    }

    /// Runs `pentomino` with `arguments`, feeding it `input` on standard input, in this process's
    /// environment without the variables that turn colour on or off, plus `environment`, in
    /// `directory` (by default this process's).
    init(arguments: [String], input: String = "", environment: [String: String] = [:], directory: String? = nil) throws
    {
        try self.init(
            executable: Run.binary, arguments: arguments, input: input, environment: environment, directory: directory)
    }

    /// Runs any program, such as one that wraps `pentomino`.
    static func process(_ path: String, _ arguments: [String]) throws -> Run {
        try Run(executable: URL(fileURLWithPath: path), arguments: arguments, input: "", environment: [:])
    }

    private init(
        executable: URL, arguments: [String], input: String, environment: [String: String],
        directory workingDirectory: String? = nil
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pentomino-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        try Data().write(to: files[1])
        try Data().write(to: files[2])
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        var variables = ProcessInfo.processInfo.environment.filter {
            !["NO_COLOR", "CLICOLOR_FORCE", "TERM"].contains($0.key)
        }
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        terminatedBySignal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        stdout = try String(contentsOf: files[1], encoding: .utf8)
        stderr = try String(contentsOf: files[2], encoding: .utf8)
    }

    /// A file holding `text`, for as long as the test process lives.
    static func file(_ text: String, named name: String = "board.txt") throws -> String {
        try file(Data(text.utf8), named: name)
    }

    /// A file holding `bytes`, for as long as the test process lives.
    static func file(_ bytes: Data, named name: String) throws -> String {
        let directory = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    /// One directory for this test process's files, removed when the process exits.
    static let scratch: URL = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pentomino-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: Run.scratch) }
        return directory
    }()
}

/// Boards drawn as files, as a user would write them.
enum Drawings {
    static let centre8x8 = """
        ........
        ........
        ........
        ...##...
        ...##...
        ........
        ........
        ........

        """
}
