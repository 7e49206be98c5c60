/// LLVM's prefetch intrinsic: a hint, never a fault, whatever the address.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)

/// Asks the processor to bring the memory line holding `address` into its caches for reading, and
/// goes on at once: a load from there soon after need not wait for main memory.
@inline(__always)
func prefetch(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
