import Glibc

/// Text bound for standard output, gathered and written in large blocks.
struct Output {
    private var buffer: [UInt8] = []

    /// Adds `text` to what will be written.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Adds `text` and a newline.
    mutating func line(_ text: String) {
        write(text)
        write("\n")
    }

    /// Writes out everything gathered so far.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        writeAll(buffer, to: 1)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes one line to standard error.
func printError(_ text: String) {
    writeError(text + "\n")
}

/// Writes `text` to standard error as it is.
func writeError(_ text: String) {
    writeAll(Array(text.utf8), to: 2)
}

/// Writes all of `bytes` to file descriptor `descriptor`, retrying short writes.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
