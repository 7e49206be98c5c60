/// Text read from a file named on the command line, or from standard input for `-`, refused when it
/// is not a readable regular file, is larger than its limit (`maximumBytes` unless a command says
/// otherwise), or is not UTF-8.
enum InputFile {
    /// The most bytes read from any one input, unless a command gives a limit of its own.
    static let maximumBytes = 1 << 20

    /// The bytes of `path`, or of standard input when `path` is `-`, with the name to give it in messages;
    /// `what` says what the file should hold, such as `board file`, and `maximum` how many bytes it may.
    static func bytes(of path: String, what: String, maximum: Int = maximumBytes) throws(CommandError) -> (
        bytes: [UInt8], label: String
    ) {
        if path == "-" { return (try readAll(descriptor: 0, name: "stdin", maximum: maximum), "stdin") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            // Opening a pipe waits for a writer; a signal meanwhile is an interruption, not a failure.
            if errno == EINTR && Interruption.happened { throw .interrupted("stopped while opening '\(path)'") }
            throw .failure("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .failure("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            throw .failure("cannot read \(what) '\(path)': it is a directory, not a file")
        }
        guard status.st_size <= maximum else {
            throw .failure("\(what) '\(path)' is \(status.st_size) bytes: at most \(maximum) bytes are read")
        }
        let label = "'\(path.withControlsShown)'"
        return (try readAll(descriptor: descriptor, name: label, maximum: maximum), label)
    }

    /// The first `count` bytes of the file at `path` (fewer if it is shorter), read without the rest.
    static func bytes(of path: String, what: String, prefix count: Int) throws(CommandError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .failure("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes {
                readBytes(from: descriptor, into: $0.baseAddress! + filled, count: count - filled)
            }
            if read < 0 && errno == EINTR && !Interruption.happened { continue }
            guard read > 0 else { break }
            filled += read
        }
        return Array(bytes.prefix(filled))
    }

    /// The text of `path` as `bytes(of:)` reads it, up to `maximum` bytes, which must be UTF-8; a file
    /// that is not says that a `what` holds `contents`.
    static func text(
        of path: String, what: String, holding contents: String = "lines of text", maximum: Int = maximumBytes
    ) throws(CommandError) -> (text: String, label: String) {
        let (bytes, label) = try bytes(of: path, what: what, maximum: maximum)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .failure("\(label) is not UTF-8 text: a \(what) holds \(contents)")
        }
        return (text, label)
    }

    /// Everything readable from `descriptor`, up to the size limit.
    private static func readAll(descriptor: Int32, name: String, maximum: Int) throws(CommandError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                readBytes(from: descriptor, into: $0.baseAddress, count: $0.count)
            }
            if count < 0 {
                if errno == EINTR {
                    guard !Interruption.happened else { throw .interrupted("stopped while reading \(name)") }
                    continue
                }
                throw .failure("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximum else {
                throw .failure("\(name) holds more than \(maximum) bytes: at most that many are read")
            }
        }
    }
}
