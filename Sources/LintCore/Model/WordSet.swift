/// Keywords looked up by the hash of a token's bytes: the declaration index asks about the
/// tokens around every declaration, and making a String of each to hash it again was most
/// of its cost. A hash hit is confirmed on the bytes, and gives back the word's String.
struct WordSet: ExpressibleByArrayLiteral {
    private struct Entry {
        var hash: UInt64
        var bytes: [UInt8]
        var word: String
    }

    /// Open addressing by the hash's high bits; nil marks an empty slot.
    private let slots: [Entry?]

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    init(_ words: [String]) {
        var capacity = 16
        while capacity < words.count * 2 { capacity *= 2 }
        var slots = [Entry?](repeating: nil, count: capacity)
        for word in Set(words) {
            let hash = NameSet.hash(of: word)
            var slot = Self.home(of: hash, in: capacity)
            while slots[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Entry(hash: hash, bytes: Array(word.utf8), word: word)
        }
        self.slots = slots
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        word(spelledBy: bytes) != nil
    }

    /// The word these bytes spell, if it is in the set.
    func word(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let hash = NameSet.hash(of: bytes)
        var slot = Self.home(of: hash, in: slots.count)
        while let entry = slots[slot] {
            if entry.hash == hash && entry.bytes.elementsEqual(bytes) { return entry.word }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private static func home(of hash: UInt64, in capacity: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 32) & (capacity - 1)
    }
}
