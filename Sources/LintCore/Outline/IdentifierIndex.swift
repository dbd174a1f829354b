/// Where each identifier is written in a file: its token positions sorted once into buckets by
/// the spelling's length and first and last bytes, two passes over the tokens without hashing,
/// built the first time a rule asks. A name is then compared only with the identifiers of its
/// bucket, so a rule asking after many names does not walk the file for each.
final class IdentifierIndex: @unchecked Sendable {
    private static let bucketCount = 4096

    private let lock = Lock()
    /// `bucketStarts[b]..<bucketStarts[b + 1]` indexes `positions` for bucket `b`.
    private var bucketStarts: [Int32] = []
    private var positions: [Int32] = []

    private static func bucket(_ spelling: ArraySlice<UInt8>) -> Int {
        (spelling.count & 15) << 8 | Int(spelling.first! & 15) << 4 | Int(spelling.last! & 15)
    }

    /// The positions spelled `name` within `range`: a bucket is in source order, so the range
    /// is found by binary search, and a rule asking once per use reads only that use's part.
    func positions(of name: String, within range: Range<Int>, in bytes: [UInt8], tokens: [Token]) -> [Int] {
        let spelling = Array(name.utf8)
        guard !spelling.isEmpty else { return [] }
        let slot = Self.bucket(spelling[...])
        let bucket: ArraySlice<Int32> = lock.withLock {
            if bucketStarts.isEmpty { build(bytes: bytes, tokens: tokens) }
            return positions[Int(bucketStarts[slot])..<Int(bucketStarts[slot + 1])]
        }
        let first = bucket.partitionPoint { Int($0) >= range.lowerBound }
        return bucket[first...].prefix { Int($0) < range.upperBound }.map(Int.init)
            .filter { bytes[tokens[$0].range].elementsEqual(spelling) }
    }

    private func build(bytes: [UInt8], tokens: [Token]) {
        var starts = [Int32](repeating: 0, count: Self.bucketCount + 1)
        for token in tokens where token.kind == .identifier { starts[Self.bucket(bytes[token.range]) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var sorted = [Int32](repeating: 0, count: Int(starts[Self.bucketCount]))
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            let slot = Self.bucket(bytes[token.range])
            sorted[Int(next[slot])] = Int32(position)
            next[slot] += 1
        }
        (bucketStarts, positions) = (starts, sorted)
    }
}

extension SourceFile {
    /// The positions of the identifier tokens spelled `name`, in the order written: `xs` in
    /// `xs[i]`, `self.xs` and `let xs = …` alike. Keywords are identifier tokens too; a
    /// backticked name is an escaped identifier and is not listed. The index is built once per file.
    public func positions(ofName name: String) -> [Int] {
        positions(ofName: name, in: 0..<tokens.count)
    }

    /// The positions of `name` within the token range `range`, found without reading the rest
    /// of the file's: what a rule asks for each use it reads.
    public func positions(ofName name: String, in range: Range<Int>) -> [Int] {
        identifierIndex.positions(of: name, within: range, in: bytes, tokens: tokens)
    }
}
