/// A table that never changes, in memory of its own that stays where it is for as long as the
/// table lives: a search reads it by pointer, without borrowing an array while it runs. It starts
/// on a cache line, as `CandidateWords` needs.
final class TableMemory<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The first element's address: valid, though not to read, when the table is empty.
    let base: UnsafePointer<Element>
    let count: Int

    init(_ array: [Element]) {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: max(array.count, 1) * MemoryLayout<Element>.stride, alignment: 64
        )
        .bindMemory(to: Element.self, capacity: max(array.count, 1))
        memory.initialize(from: array, count: array.count)
        base = UnsafePointer(memory)
        count = array.count
    }

    deinit { UnsafeMutableRawPointer(mutating: base).deallocate() }

    /// The first element's address, or nil when the table is empty.
    var start: UnsafePointer<Element>? { count == 0 ? nil : base }
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element { base[index] }
}
