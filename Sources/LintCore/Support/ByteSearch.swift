/// Finds the next of a few byte values eight bytes at a time. Rules that read comments look
/// at every byte of every comment; most bytes are prose that can change nothing.
public struct ByteSearch: Sendable {
    /// Each target repeated in all eight bytes of a word; at most six, padded with the first.
    private let repeated: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    private let targets: [UInt8]

    public init(_ targets: UInt8...) {
        precondition((1...6).contains(targets.count), "ByteSearch takes one to six bytes")
        let words = (0..<6).map { UInt64(targets[$0 < targets.count ? $0 : 0]) &* 0x0101_0101_0101_0101 }
        repeated = (words[0], words[1], words[2], words[3], words[4], words[5])
        self.targets = targets
    }

    /// The offset of the first target byte in `bytes[range]`, or `range.upperBound`.
    public func firstIndex(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { firstIndex(in: $0, range) }
    }

    public func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        var index = range.lowerBound
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= range.upperBound {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = targetBytes(word)
                // The lowest flagged byte is always a target (a borrow only flags bytes above one).
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < range.upperBound && !targets.contains(bytes[index]) { index += 1 }
        return index
    }

    /// The high bit of the bytes of `word` that are targets: a byte of `word ^ repeated` is zero
    /// exactly where it matches, and `(v - 0x01…) & ~v & 0x80…` flags v's lowest zero byte and
    /// maybe bytes above it. A search for one or two bytes (line ends, backticks) skips the padding.
    private func targetBytes(_ word: UInt64) -> UInt64 {
        func zeroBytes(_ value: UInt64) -> UInt64 {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
        }
        var zeros = zeroBytes(word ^ repeated.0) | zeroBytes(word ^ repeated.1)
        if targets.count > 2 {
            zeros |= zeroBytes(word ^ repeated.2) | zeroBytes(word ^ repeated.3) | zeroBytes(word ^ repeated.4)
                | zeroBytes(word ^ repeated.5)
        }
        return zeros
    }
}
