/// Values by name, found by the name's 64-bit `NameSet` hash in an open-addressing table, not
/// hashed again with SipHash: for tables of every type of a project, asked about every
/// inherited type. As with `NameSet`, a collision could only make two names one.
public struct NameTable<Value: Sendable>: Sendable {
    private var hashes: [UInt64] = []
    private var values: [Value] = []
    /// Slot → position in `hashes` + 1; 0 marks an empty slot.
    private var slots: [Int32]

    public init(minimumCapacity: Int) {
        slots = [Int32](repeating: 0, count: NameSet.tableSize(holding: minimumCapacity))
        hashes.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    public var count: Int { hashes.count }

    /// Adds the value under the name whose `NameSet.hash(of:)` is `hash`, unless the name has
    /// one already: the first stays.
    public mutating func insertIfAbsent(_ value: Value, forHash hash: UInt64) {
        if hashes.count * 2 >= slots.count { grow() }
        let slot = slot(of: hash)
        guard slots[slot] == 0 else { return }
        hashes.append(hash)
        values.append(value)
        slots[slot] = Int32(hashes.count)
    }

    public subscript(name: String) -> Value? {
        let entry = slots[slot(of: NameSet.hash(of: name))]
        return entry == 0 ? nil : values[Int(entry) - 1]
    }

    /// The slot holding `hash`, or the empty one where it would go.
    private func slot(of hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = NameSet.home(of: hash, mask: mask)
        while slots[slot] != 0 && hashes[Int(slots[slot]) - 1] != hash {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (position, hash) in hashes.enumerated() {
            slots[slot(of: hash)] = Int32(position + 1)
        }
    }
}
