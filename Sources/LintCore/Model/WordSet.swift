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
        let capacity = NameSet.tableSize(holding: words.count)
        var slots = [Entry?](repeating: nil, count: capacity)
        for word in Set(words) {
            let hash = NameSet.hash(of: word)
            var slot = NameSet.home(of: hash, mask: capacity - 1)
            while slots[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Entry(hash: hash, bytes: Array(word.utf8), word: word)
        }
        self.slots = slots
    }

    /// The word these bytes spell, if it is in the set.
    func word(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let hash = NameSet.hash(of: bytes)
        var slot = NameSet.home(of: hash, mask: slots.count - 1)
        while let entry = slots[slot] {
            if entry.hash == hash && entry.bytes.elementsEqual(bytes) { return entry.word }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }
}
