/// One `Int32` per token, written once per token while an outline is built: a buffer of its
/// own, so that each write is a store, not a check that an array nested in the outline is
/// uniquely referenced (they cost a tenth of the build), and kept by the outline as it is, not
/// copied into an array. Written only by the builder that made it, before anyone reads it.
final class Int32Table: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Int32>

    init(count: Int, repeating value: Int32) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: value)
    }

    deinit {
        storage.deallocate()
    }

    var count: Int { storage.count }

    subscript(position: Int) -> Int32 {
        @inline(__always) get { storage[position] }
        @inline(__always) set { storage[position] = newValue }
    }

}
