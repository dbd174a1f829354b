#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { reason }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Reads a whole file as bytes, refusing directories, binary content and text in UTF-16 or UTF-32.
public enum FileReader {
    public static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "file does not exist" : "file is not readable (\(FileSystem.systemError()))"
            throw FileReadError(path: path, reason: reason)
        }
        defer { close(descriptor) }
        let bytes = try readAll(descriptor, path: path)
        try check(bytes, path: path)
        return bytes
    }

    /// Refuses content that is not Swift source read as UTF-8: binary, or UTF-16 or UTF-32 text.
    public static func check(_ bytes: [UInt8], path: String) throws {
        if let encoding = wideEncoding(bytes) {
            throw FileReadError(path: path, reason: "file is \(encoding); lint reads UTF-8, as the Swift compiler does: "
                + "convert it with `iconv -f \(encoding.prefix { $0 != " " }) -t UTF-8`")
        }
        if looksBinary(bytes) {
            throw FileReadError(path: path, reason: "file looks binary, not Swift source (NUL and control bytes); not linted")
        }
    }

    /// Sized by fstat, so the bytes are read straight into the array.
    private static func readAll(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(path: path, reason: "file could not be read") }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileReadError(path: path, reason: "is a directory, not a file") }
        guard let bytes = FileSystem.readToEnd(descriptor, expectedSize: Int(info.st_size)) else {
            throw FileReadError(path: path, reason: "file could not be read (\(FileSystem.systemError()))")
        }
        return bytes
    }

    /// The encoding a UTF-16 or UTF-32 byte-order mark announces, as "UTF-16 (little-endian)".
    /// UTF-32's little-endian mark starts with UTF-16's, so it is looked for first.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        let marks: [(bytes: [UInt8], encoding: String)] = [
            ([0xFF, 0xFE, 0, 0], "UTF-32 (little-endian)"), ([0, 0, 0xFE, 0xFF], "UTF-32 (big-endian)"),
            ([0xFF, 0xFE], "UTF-16 (little-endian)"), ([0xFE, 0xFF], "UTF-16 (big-endian)"),
        ]
        return marks.first { bytes.starts(with: $0.bytes) }?.encoding
    }

    /// Binary formats are full of NUL and control bytes; a text file with a stray NUL is still
    /// text, and is linted (the scanner takes any byte). Judged on the first 8 KB.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let count = min(bytes.count, 8192)
        let (nul, control) = controlBytes(in: bytes, count: count)
        return count > 0 && ((nul >= 2 && nul * 50 >= count) || control * 10 >= count)
    }

    /// NUL bytes, and control bytes other than tab, line feed, vertical tab, form feed and
    /// carriage return, among the first `count` bytes.
    static func controlBytes(in bytes: [UInt8], count: Int) -> (nul: Int, control: Int) {
        var nul = 0
        var control = 0
        bytes.withUnsafeBytes { sample in
            var offset = 0
            // Eight bytes at a time: each mask has the high bit of every byte below a bound.
            // Most words of text have no byte below a space: one mask settles them.
            while offset + 8 <= count {
                let word = sample.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                guard below(0x20, word) != 0 else {
                    offset += 8
                    continue
                }
                nul += below(1, word).nonzeroBitCount
                control += (below(0x09, word) | (below(0x20, word) & ~below(0x0E, word))).nonzeroBitCount
                offset += 8
            }
            for byte in sample[offset..<count] where byte < 0x20 {
                if byte == 0 { nul += 1 }
                if byte < 0x09 || byte > 0x0D { control += 1 }
            }
        }
        return (nul, control)
    }

    /// The high bit of each byte of `word` that is below `bound` (at most 0x80): the low seven
    /// bits plus `0x80 - bound` carry into the high bit exactly when they reach `bound`, and
    /// never into the next byte.
    private static func below(_ bound: UInt64, _ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let reached = (word & (0x7F &* ones)) &+ ((0x80 - bound) &* ones)
        return ~(reached | word) & (0x80 &* ones)
    }
}
