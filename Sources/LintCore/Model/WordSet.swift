/// Keywords looked up by the hash of a token's bytes first: the declaration index asks about
/// the tokens around every declaration, and making a String of each to hash it again was
/// most of its cost. A hash hit is confirmed on the text.
struct WordSet: ExpressibleByArrayLiteral {
    let words: Set<String>
    private let hashes: NameSet

    init(arrayLiteral words: String...) {
        self.words = Set(words)
        var hashes = NameSet(minimumCapacity: words.count)
        for word in words { hashes.insert(hash: NameSet.hash(of: word)) }
        self.hashes = hashes
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        hashes.contains(hash: NameSet.hash(of: bytes)) && words.contains(String(decoding: bytes, as: UTF8.self))
    }

    func contains(_ word: String) -> Bool { words.contains(word) }
}
