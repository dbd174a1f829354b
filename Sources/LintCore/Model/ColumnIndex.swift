/// Columns on long lines, counted once: a line's scalar count at the start of every 64-byte
/// block, built the first time a column on it is asked for. Without it, each violation on a
/// line of many counted the line from its start, and a line with thousands of violations took
/// time growing with their square.
final class ColumnIndex: @unchecked Sendable {
    /// Lines shorter than this are counted directly: building a table would cost more.
    static let shortLine = 256
    static let blockSize = 64

    private let lock = Lock()
    private var blocksOfLine: [Int: [Int32]] = [:]

    /// The 1-based column of `offset` on the line from `start` to `end`.
    func column(ofOffset offset: Int, line: Int, start: Int, end: Int, in bytes: [UInt8]) -> Int {
        let offset = min(offset, bytes.count)
        guard offset > start else { return 1 }
        guard end - start >= Self.shortLine else { return 1 + Self.scalars(in: bytes, start..<offset) }
        let blocks = lock.withLock {
            if let known = blocksOfLine[line] { return known }
            var counts: [Int32] = [0]
            var blockStart = start
            while blockStart + Self.blockSize <= end {
                counts.append(counts[counts.count - 1] + Int32(Self.scalars(in: bytes, blockStart..<blockStart + Self.blockSize)))
                blockStart += Self.blockSize
            }
            blocksOfLine[line] = counts
            return counts
        }
        let block = min((offset - start) / Self.blockSize, blocks.count - 1)
        let blockStart = start + block * Self.blockSize
        return 1 + Int(blocks[block]) + Self.scalars(in: bytes, blockStart..<max(blockStart, offset))
    }

    /// UTF-8 continuation bytes (10xxxxxx) do not start a scalar.
    private static func scalars(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            bytes[range].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        }
    }
}
