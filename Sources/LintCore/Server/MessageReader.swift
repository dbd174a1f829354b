/// Reads Language Server Protocol messages from a byte stream: header lines (`Content-Length:
/// N`, others ignored) ending in an empty line, then `N` bytes of JSON. Bytes arrive in any
/// chunks; a malformed header block is reported once and skipped, so one bad message never
/// stops the stream.
public struct MessageReader: Sendable {
    public enum Message: Sendable, Equatable {
        case body([UInt8])
        /// The header block could not be read; the reader has moved past it.
        case malformed(String)
    }

    /// A body this large is refused rather than buffered.
    public static let largestBody = 64 << 20

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message, or nil until more bytes arrive.
    public mutating func next() -> Message? {
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
            // Headers are short: a run this long without an empty line is no header.
            if buffer.count - start > 8_192 {
                start = buffer.count
                compact()
                return .malformed("a header longer than 8 KB without an empty line")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            start = bodyStart
            compact()
            return .malformed("a header without a valid Content-Length: \(header.prefix(200))")
        }
        guard length <= Self.largestBody else {
            start = bodyStart
            compact()
            return .malformed("a body of \(length) bytes, more than \(Self.largestBody)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        compact()
        return .body(body)
    }

    private mutating func compact() {
        if start > 65_536 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            guard name == "content-length" else { continue }
            let value = String(line[line.index(after: colon)...]).trimming(\.isWhitespace)
            guard let length = Int(value), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index + 1] == needle[1], haystack[index + 2] == needle[2],
               haystack[index + 3] == needle[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `body` framed for the stream.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
