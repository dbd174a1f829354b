/// Reads Language Server Protocol messages from a byte stream: header lines (`Content-Length:
/// N`, others ignored) ending in an empty line, then `N` bytes of JSON. Bytes arrive in any
/// chunks. A malformed frame is reported once and the reader resynchronizes on the next
/// `Content-Length:` header, so one bad frame (a negative or missing length, LF-only line ends,
/// a body after a header it cannot read) never costs the messages after it. A body over
/// `largestBody` is skipped unread as it arrives, never buffered.
public struct MessageReader: Sendable {
    public enum Message: Sendable, Equatable {
        case body([UInt8])
        /// A frame could not be read; the reader has moved past it.
        case malformed(String)
    }

    /// A body this large is refused rather than buffered.
    public static let largestBody = 64 << 20
    /// Headers are short: this many bytes without an empty line is no header.
    static let longestHeader = 8_192

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to come, dropped as they arrive.
    private var skipping = 0
    /// After a malformed frame: bytes are dropped until the next `Content-Length:` header.
    private var resynchronizing = false

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message, or nil until more bytes arrive.
    public mutating func next() -> Message? {
        if skipping > 0 {
            dropSkipped()
            if skipping > 0 { return nil }
        }
        if resynchronizing {
            guard let header = Self.nextHeader(in: buffer, from: start) else {
                // Keep what could be the start of a header cut by the chunk's end.
                start = max(start, buffer.count - Self.headerName.count)
                compact()
                return nil
            }
            start = header
            resynchronizing = false
        }
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
            guard buffer.count - start > Self.longestHeader else { return nil }
            return malformed("a header longer than 8 KB without an empty line", from: start + 1)
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            return malformed("a header without a valid Content-Length: \(header.prefix(200))", from: start + 1)
        }
        guard length <= Self.largestBody else {
            start = bodyStart
            skipping = length
            dropSkipped()
            return .malformed("a body of \(length) bytes, more than \(Self.largestBody): skipped")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        compact()
        return .body(body)
    }

    /// Drops what has arrived of a refused body.
    private mutating func dropSkipped() {
        let dropped = min(skipping, buffer.count - start)
        skipping -= dropped
        start += dropped
        compact()
    }

    /// Reports a frame that cannot be read, and looks for the next header from `resume` on.
    private mutating func malformed(_ reason: String, from resume: Int) -> Message {
        start = min(resume, buffer.count)
        resynchronizing = true
        compact()
        return .malformed(reason)
    }

    private mutating func compact() {
        if start > 65_536 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Every header name is read as it is written apart from case; only this one matters.
    private static let headerName = Array("content-length:".utf8)

    /// Where the next `Content-Length:` (any case) starts, at or after `start`.
    private static func nextHeader(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= headerName.count, start <= bytes.count - headerName.count else { return nil }
        var index = start
        while index <= bytes.count - headerName.count {
            if bytes[index] | 0x20 == headerName[0] {
                var matched = 1
                while matched < headerName.count, bytes[index + matched] | 0x20 == headerName[matched] | 0x20 { matched += 1 }
                if matched == headerName.count { return index }
            }
            index += 1
        }
        return nil
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
