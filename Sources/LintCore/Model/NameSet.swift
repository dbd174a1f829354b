/// A set of names kept as 64-bit FNV-1a hashes of their UTF-8 bytes, in an open-addressing
/// table. The project-wide name index inserts every identifier of every file; the standard
/// `Set` hashes each key again with SipHash, which cost more than scanning the file.
/// A collision could only make a name look present.
public struct NameSet: Sendable {
    /// Hashes by slot; 0 marks an empty slot (no name hashes to 0, see `hash(of:)`).
    private var slots: [UInt64]
    public private(set) var count = 0

    public init(minimumCapacity: Int = 8) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
    }

    public static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash == 0 ? 1 : hash
    }

    public static func hash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash(of: $0) }
    }

    /// The hashes in the set, in no particular order: a compact copy to keep or send.
    public var hashes: [UInt64] { slots.filter { $0 != 0 } }

    public func contains(_ name: String) -> Bool {
        contains(hash: Self.hash(of: name))
    }

    public func contains(hash: UInt64) -> Bool {
        slots.withUnsafeBufferPointer { slots in
            var slot = Self.home(of: hash, mask: slots.count - 1)
            while slots[slot] != 0 {
                if slots[slot] == hash { return true }
                slot = (slot + 1) & (slots.count - 1)
            }
            return false
        }
    }

    public mutating func insert(hash: UInt64) {
        if (count + 1) * 2 > slots.count { grow() }
        let inserted = slots.withUnsafeMutableBufferPointer { Self.insert(hash, into: $0) }
        if inserted { count += 1 }
    }

    /// Merges another set (a file's names into the project's): room is made once, not
    /// checked for every hash.
    public mutating func formUnion(_ other: NameSet) {
        while (count + other.count) * 2 > slots.count { grow() }
        let added = slots.withUnsafeMutableBufferPointer { slots in
            other.slots.reduce(0) { added, hash in added + (hash != 0 && Self.insert(hash, into: slots) ? 1 : 0) }
        }
        count += added
    }

    /// Fibonacci hashing: FNV's low bits alone cluster.
    private static func home(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private static func insert(_ hash: UInt64, into slots: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        var slot = home(of: hash, mask: slots.count - 1)
        while slots[slot] != 0 {
            if slots[slot] == hash { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = hash
        return true
    }

    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { larger in
            for hash in slots where hash != 0 { _ = Self.insert(hash, into: larger) }
        }
        slots = larger
    }
}
