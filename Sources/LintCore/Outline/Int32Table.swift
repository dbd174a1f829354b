/// One `Int32` per token, written once per token while an outline is built: a buffer of its
/// own, so that each write is a store, not a check that an array nested in the outline is
/// uniquely referenced (they cost a tenth of the build).
final class Int32Table {
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

    /// The values as an array, for the outline to keep.
    var array: [Int32] { Array(storage) }
}
