/// A set of names kept as 64-bit hashes of their UTF-8 bytes, in an open-addressing table.
/// The project-wide name index inserts every identifier of every file; the standard `Set`
/// hashes each key again with SipHash, which cost more than scanning the file. A collision
/// could only make a name look present.
public struct NameSet: Sendable {
    /// Hashes by slot; 0 marks an empty slot (no name hashes to 0, see `hash(of:)`).
    private var slots: [UInt64]
    public private(set) var count = 0

    public init(minimumCapacity: Int = 8) {
        slots = [UInt64](repeating: 0, count: Self.tableSize(holding: minimumCapacity))
    }

    /// Slots for an open-addressing table of `count` hashes at most half full: a power of two,
    /// so a slot is the hash masked (`home(of:mask:)`). The other hash tables of names use
    /// the same layout.
    package static func tableSize(holding count: Int) -> Int {
        var size = 16
        while size < count * 2 { size *= 2 }
        return size
    }

    /// A set of the names given: a vocabulary asked by hash of a token's bytes.
    public init(names: [String]) {
        self.init(minimumCapacity: names.count)
        for name in names { insert(hash: Self.hash(of: name)) }
    }

    /// Every identifier of the file's code, escaped ones without their backticks.
    public init(identifiersIn file: SourceFile) {
        self.init(minimumCapacity: file.tokens.count / 4)
        file.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.withUnsafeBufferPointer { tokens in
                var next = 0
                while next < tokens.count {
                    // Room is made for a chunk of tokens at a time, not checked for each name.
                    let chunk = next..<min(next + 64, tokens.count)
                    while (count + chunk.count) * 2 > slots.count { grow() }
                    let added = slots.withUnsafeMutableBufferPointer { slots in
                        var added = 0
                        for token in tokens[chunk] where token.kind == .identifier || token.kind == .escapedIdentifier {
                            let trim = token.kind == .escapedIdentifier ? 1 : 0
                            let hash = Self.hash(Int(token.start) + trim..<Int(token.end) - trim, in: bytes)
                            if Self.insert(hash, into: slots) { added += 1 }
                        }
                        return added
                    }
                    count += added
                    next = chunk.upperBound
                }
            }
        }
    }

    /// The hash of `text[range]`, eight bytes at a time: a multiply folded to 64 bits per
    /// word (identifiers are mostly one or two words long).
    @inline(__always)
    static func hash(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(range.count)
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            let word = UnsafeRawPointer(text.baseAddress! + offset).loadUnaligned(as: UInt64.self)
            hash = mix(hash ^ UInt64(littleEndian: word))
            offset += 8
        }
        if offset < range.upperBound {
            hash = mix(hash ^ ByteText.word(in: text, at: offset, count: range.upperBound - offset))
        }
        return finalize(hash)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }

    private static func finalize(_ hash: UInt64) -> UInt64 {
        let mixed = mix(hash ^ 0xA409_3822_299F_31D0)
        return mixed == 0 ? 1 : mixed
    }

    public static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(0..<bytes.count, in: bytes)
    }

    /// The hash of the name spelled by `bytes[range]`, as `hash(of: String)` gives it.
    public static func hash(of range: Range<Int>, in bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash(of: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    public static func hash(of name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash(of: $0) }
    }

    /// The hashes in the set, in no particular order: a compact copy to keep or send.
    public var hashes: [UInt64] {
        // Every slot is written and the cursor moves past the filled ones: no branch to
        // mispredict on a table that is half empty.
        [UInt64](unsafeUninitializedCapacity: count + 1) { compact, written in
            var next = 0
            for hash in slots {
                compact[next] = hash
                next += hash != 0 ? 1 : 0
            }
            written = next
        }
    }

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

    /// Merges the `hashes` of another set (a file's names into the project's), read as a
    /// compact copy without the table's empty slots; room is made once, not for every hash.
    public mutating func formUnion(hashes: [UInt64]) {
        while (count + hashes.count) * 2 > slots.count { grow() }
        let added = slots.withUnsafeMutableBufferPointer { slots in
            hashes.reduce(0) { added, hash in added + (Self.insert(hash, into: slots) ? 1 : 0) }
        }
        count += added
    }

    /// The hash is already mixed: its high bits pick the slot.
    package static func home(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 32) & mask
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
