/// 2^20 bits, one per hash's top bits, in front of a large `NameSet`: no false negatives, and
/// about one false positive in five for a vocabulary of 200,000 names. A question it answers
/// costs a read from 128 KB instead of a probe into a table as large as the vocabulary.
public struct HashFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 1 << 14)

    public init() {}

    public mutating func insert(_ hashes: [UInt64]) {
        words.withUnsafeMutableBufferPointer { words in
            for hash in hashes { words[Int(hash >> 50)] |= 1 << ((hash >> 44) & 63) }
        }
    }

    @inline(__always)
    public func contains(_ hash: UInt64) -> Bool {
        words[Int(hash >> 50)] & (1 << ((hash >> 44) & 63)) != 0
    }
}

extension NameSet {
    /// A name of the set one edit from `name` (two letters swapped, one dropped, one replaced
    /// by a letter of the same case or by itself in the other case, one lowercase letter added, or a
    /// capital added within capitals) that
    /// `accept` takes, trying swaps first, the commonest typo. ASCII names of five to 128
    /// bytes only: a shorter name is one edit from too many words, and a longer one is
    /// generated, not typed. A reference is tried against about 60 spellings per letter, each
    /// written into one buffer and hashed whole: the cost grows with the square of the length.
    public func oneEditNeighbour(of name: String, prefilter: HashFilter, accept: (String) -> Bool) -> String? {
        let letters = Array(name.utf8)
        guard (5...128).contains(letters.count), letters.allSatisfy({ $0 < 0x80 }) else { return nil }
        var buffer = [UInt8](repeating: 0, count: letters.count + 1)
        var rejected: Set<UInt64> = []
        while true {
            let hit = buffer.withUnsafeMutableBufferPointer { buffer in
                firstNeighbour(of: letters, in: buffer, prefilter: prefilter, skipping: rejected)
            }
            guard let (hash, count) = hit else { return nil }
            let candidate = String(decoding: buffer[0..<count], as: UTF8.self)
            if accept(candidate) { return candidate }
            rejected.insert(hash)
        }
    }

    /// The hash and length of the first neighbour found, written at the start of `buffer`.
    private func firstNeighbour(
        of letters: [UInt8], in buffer: UnsafeMutableBufferPointer<UInt8>, prefilter: HashFilter,
        skipping rejected: Set<UInt64>
    ) -> (UInt64, Int)? {
        let count = letters.count
        let text = UnsafeBufferPointer(buffer)
        @inline(__always) func probe(_ length: Int) -> UInt64? {
            let hash = Self.hash(0..<length, in: text)
            return prefilter.contains(hash) && contains(hash: hash) && !rejected.contains(hash) ? hash : nil
        }
        for index in 0..<count { buffer[index] = letters[index] }
        for index in 0..<count - 1 where letters[index] != letters[index + 1] {
            buffer.swapAt(index, index + 1)
            if let hash = probe(count) { return (hash, count) }
            buffer.swapAt(index, index + 1)
        }
        for index in 0..<count {
            for offset in 0..<count - 1 { buffer[offset] = letters[offset < index ? offset : offset + 1] }
            if let hash = probe(count - 1) { return (hash, count - 1) }
        }
        for index in 0..<count { buffer[index] = letters[index] }
        for index in 0..<count {
            let original = letters[index]
            for letter in NearMissAlphabet.replacements(of: original) where letter != original {
                buffer[index] = letter
                if let hash = probe(count) { return (hash, count) }
            }
            buffer[index] = original
        }
        // Added letters are lowercase: an extra capital is rarely a slip of the finger, except one
        // dropped from a run of capitals (`HTTMethod` for `HTTPMethod`).
        for index in 0...count {
            for offset in 0..<count { buffer[offset < index ? offset : offset + 1] = letters[offset] }
            let inCapitals = index > 0 && index < count && NearMissAlphabet.isUppercase(letters[index - 1])
                && NearMissAlphabet.isUppercase(letters[index])
            for letter in inCapitals ? NearMissAlphabet.bothCases : NearMissAlphabet.lowercase {
                buffer[index] = letter
                if let hash = probe(count + 1) { return (hash, count + 1) }
            }
        }
        return nil
    }
}

private enum NearMissAlphabet {
    static let lowercase = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    static let uppercase = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    static let bothCases = lowercase + uppercase
    static let digits = Array("0123456789".utf8)
    static let lowercaseAnd = lowercase.map { lowercase + [$0 & ~0x20] }
    static let uppercaseAnd = uppercase.map { uppercase + [$0 | 0x20] }

    static func isUppercase(_ letter: UInt8) -> Bool {
        letter >= UInt8(ascii: "A") && letter <= UInt8(ascii: "Z")
    }

    /// What a typo puts in place of `letter`: a letter of the same case or the same letter in
    /// the other case (`Runloop`, `RunLoop`), a digit for a digit.
    static func replacements(of letter: UInt8) -> [UInt8] {
        if Byte.isDigit(letter) { return digits }
        if isUppercase(letter) { return uppercaseAnd[Int(letter - 65)] }
        if letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") { return lowercaseAnd[Int(letter - 97)] }
        return []
    }
}
