// The platform's C library, imported once for the whole command line (and for the executable,
// which imports the command line): Glibc on Linux, Darwin on macOS. The few calls whose spelling
// differs between them are wrapped here. Only Linux builds are tested.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// The C library's `read`, under a name no method shadows.
func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The C library's `write`, under a name no method shadows.
func writeBytes(to descriptor: Int32, from buffer: UnsafeRawPointer?, count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension sigaction {
    /// A signal action that calls `handler`.
    init(handler: @convention(c) (Int32) -> Void) {
        self.init()
        #if canImport(Glibc)
            __sigaction_handler.sa_handler = handler
        #else
            __sigaction_u.__sa_handler = handler
        #endif
    }
}

/// The largest resident memory this process has used, in KiB (Linux counts `ru_maxrss` in KiB,
/// macOS in bytes).
func peakResidentKiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024
    #endif
}
