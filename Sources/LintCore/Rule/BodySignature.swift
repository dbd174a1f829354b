/// A short summary of a declaration's body, its lines as a set: two bodies that keep most of
/// their lines have signatures that agree in most places, whatever the declaration is called now.
/// A baseline or `--new-from-rev` matches a type across a rename by it, as a reviewer would.
///
/// Each of its values is the least of one hash of every non-blank line, trimmed (a MinHash), so
/// the share of values two signatures have in common estimates the share of lines their bodies
/// have in common.
public struct BodySignature: Sendable, Hashable {
    public static let width = 16
    /// How alike two bodies must be to be one declaration: most of their lines in common.
    public static let sameDeclaration = 0.5

    public let minima: [UInt32]

    /// The signature of the non-blank lines of `bytes` in `lines`, each trimmed.
    public init(_ bytes: [UInt8], lines: [Range<Int>]) {
        var minima = [UInt32](repeating: .max, count: Self.width)
        bytes.withUnsafeBufferPointer { buffer in
            for line in lines {
                guard let hash = Self.hash(trimmed: line, in: buffer) else { continue }
                // One strong hash, and `width` cheap permutations of it (h1 + k·h2).
                let first = Self.mix(hash), second = Self.mix(hash ^ 0x9e37_79b9_7f4a_7c15) | 1
                for slot in 0..<Self.width {
                    let value = UInt32(truncatingIfNeeded: (first &+ UInt64(slot) &* second) >> 32)
                    minima[slot] = min(minima[slot], value)
                }
            }
        }
        self.minima = minima
    }

    /// The signature of `lines`, each one's bytes.
    public init(lines: [[UInt8]]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for line in lines {
            ranges.append(bytes.count..<bytes.count + line.count)
            bytes += line
        }
        self.init(bytes, lines: ranges)
    }

    /// `hex`, as `serialized` writes it; nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == Self.width * 8 else { return nil }
        var minima: [UInt32] = []
        for start in stride(from: 0, to: digits.count, by: 8) {
            guard let value = UInt32(String(decoding: digits[start..<start + 8], as: UTF8.self), radix: 16) else { return nil }
            minima.append(value)
        }
        self.minima = minima
    }

    public var serialized: String {
        minima.map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// The estimated share of lines the two bodies have in common, from 0 to 1.
    public func similarity(to other: BodySignature) -> Double {
        let agreeing = zip(minima, other.minima).filter { $0 == $1 && $0 != .max }.count
        return Double(agreeing) / Double(Self.width)
    }

    /// FNV-1a over the line without its surrounding spaces and tabs; nil for a blank line.
    private static func hash(trimmed line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 || byte == 13 }
        var first = line.lowerBound, end = line.upperBound
        while first < end, isSpace(bytes[first]) { first += 1 }
        while end > first, isSpace(bytes[end - 1]) { end -= 1 }
        guard first < end else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in first..<end {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// splitmix64's finaliser: every bit of the line's hash reaches every bit of the result.
    private static func mix(_ hash: UInt64) -> UInt64 {
        var value = hash
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
