/// Text read from a file named on the command line, or from standard input for `-`, refused when it
/// is not a readable regular file, is larger than its limit (`maximumBytes` unless a command says
/// otherwise), or is not UTF-8.
enum InputFile {
    /// The most bytes read from any one input, unless a command gives a limit of its own.
    static let maximumBytes = 1 << 20
    /// The most bytes read from an exact-cover problem or a checkpoint, which hold a line for each
    /// option or each subtree counted, and may have hundreds of thousands.
    static let maximumProblemBytes = 1 << 30

    /// The bytes of `path`, or of standard input when `path` is `-`, with the name to give it in messages;
    /// `what` says what the file should hold, such as `board file`, and `maximum` how many bytes it may.
    static func bytes(of path: String, what: String, maximum: Int = maximumBytes) throws(CommandError) -> (
        bytes: [UInt8], label: String
    ) {
        let (descriptor, label, size) = try opened(path, what: what)
        defer { if path != "-" { close(descriptor) } }
        if let size, size > maximum {
            throw .failure("\(what) '\(path)' is \(size) bytes: at most \(maximum) bytes are read")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try read(descriptor, name: label, into: &chunk)
            if count == 0 { return (bytes, label) }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximum else {
                throw .failure("\(label) holds more than \(maximum) bytes: at most that many are read")
            }
        }
    }

    /// Calls `body` with each line of `path` (or of standard input for `-`), numbered from 1, without
    /// its line end (LF, or CR LF), and the name to give the file in messages.
    ///
    /// The file is read a chunk at a time, so that one of any length takes memory for one line only.
    /// - Throws: A failure when the file cannot be read, or a line is longer than `maximumLineBytes`
    ///   or is not UTF-8, naming the line and saying that a `what` holds `contents`; whatever `body`
    ///   throws.
    static func forEachLine(
        of path: String, what: String, holding contents: String, maximumLineBytes: Int,
        _ body: (_ line: Substring, _ number: Int, _ label: String) throws(CommandError) -> Void
    ) throws(CommandError) {
        let (descriptor, label, _) = try opened(path, what: what)
        defer { if path != "-" { close(descriptor) } }
        var line: [UInt8] = []
        var number = 0
        func finish() throws(CommandError) {
            number += 1
            if line.last == 0x0D { line.removeLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw .failure("\(label) line \(number) is not UTF-8 text: a \(what) holds \(contents)")
            }
            try body(text[...], number, label)
            line.removeAll(keepingCapacity: true)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try read(descriptor, name: label, into: &chunk)
            if count == 0 { break }
            var start = 0
            while start < count {
                let end = chunk[start..<count].firstIndex(of: 0x0A) ?? count
                line.append(contentsOf: chunk[start..<end])
                guard line.count <= maximumLineBytes + 1 else {
                    throw .failure(
                        "\(label) line \(number + 1) is longer than \(maximumLineBytes) bytes: a \(what) holds \(contents)"
                    )
                }
                if end < count { try finish() }
                start = end + 1
            }
        }
        if !line.isEmpty { try finish() }
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

    /// The open descriptor of `path` (standard input's for `-`), its name for messages, and its size
    /// when it is a regular file.
    private static func opened(_ path: String, what: String) throws(CommandError) -> (
        descriptor: Int32, label: String, size: Int?
    ) {
        if path == "-" { return (0, "stdin", nil) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            // Opening a pipe waits for a writer; a signal meanwhile is an interruption, not a failure.
            if errno == EINTR && Interruption.happened { throw .interrupted("stopped while opening '\(path)'") }
            throw .failure("cannot read \(what) '\(path)': \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .failure("cannot read \(what) '\(path)': \(reason)")
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw .failure("cannot read \(what) '\(path)': it is a directory, not a file")
        }
        let size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
        return (descriptor, "'\(path.withControlsShown)'", size)
    }

    /// Reads what `descriptor` has next into `chunk`: the number of bytes read, 0 at the end.
    private static func read(_ descriptor: Int32, name: String, into chunk: inout [UInt8]) throws(CommandError)
        -> Int
    {
        while true {
            let count = chunk.withUnsafeMutableBytes {
                readBytes(from: descriptor, into: $0.baseAddress, count: $0.count)
            }
            if count >= 0 { return count }
            guard errno == EINTR else {
                throw .failure("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            guard !Interruption.happened else { throw .interrupted("stopped while reading \(name)") }
        }
    }
}
