/// One line of a comment's text: a byte range of the file without the comment's markers
/// (`//`, `///`, `/*`, `/**`, `*/`, and any further slashes or stars that run on from them)
/// or the indentation and `*` decoration that begin a later line of a block comment; what
/// follows the decoration keeps its spaces (` *   - item` keeps the item's indentation).
public struct CommentLine: Sendable, Equatable {
    public var start: Int
    public var end: Int
    /// Zero-based line index.
    public var line: Int
    /// Part of a fenced code block (``` or ~~~), fence lines included.
    public var isFencedCode = false
    /// Slashes after a line comment's own `//` or `///` that were taken as part of its marker:
    /// 2 for `//// note`, which may be a comment within a comment.
    public var extraSlashes = 0

    public init(start: Int, end: Int, line: Int) {
        self.start = start
        self.end = end
        self.line = line
    }

    public var range: Range<Int> { start..<end }

    /// Where the text starts after its spaces and tabs.
    public func indentEnd(in bytes: [UInt8]) -> Int {
        var index = start
        while index < end && (bytes[index] == Byte.space || bytes[index] == Byte.tab) { index += 1 }
        return index
    }

    /// The comment text of one segment: a line comment, or one line of a block comment, whose
    /// later lines may be decorated with a leading `*`. A `/*` opening a later line, or a `*/`
    /// ending a line the comment goes on after, is a nested comment's, and stays.
    init(_ segment: CommentSegment, in bytes: [UInt8], lines: [LineInfo]) {
        var start = Int(segment.start)
        var end = Int(segment.end)
        func skip(_ byte: UInt8) { while start < end && bytes[start] == byte { start += 1 } }
        if segment.kind == .lineComment || segment.kind == .docLineComment {
            skip(Byte.slash)
            extraSlashes = start - Int(segment.start) - (segment.kind == .docLineComment ? 3 : 2)
        } else {
            let line = Int(segment.line)
            let continuesBlock = lines[line].state.context == .blockComment && segment.start == lines[line].start
            let closesBlock = segment.end < lines[line].end || line + 1 == lines.count
                || lines[line + 1].state.context != .blockComment
            if !continuesBlock && start + 1 < end && bytes[start] == Byte.slash && bytes[start + 1] == Byte.star {
                start += 2
                skip(Byte.star)
            } else {
                // A decorated line drops its ` *`; an undecorated one keeps its indentation, which
                // nests list items (`- Parameters:` and the items under it).
                var decoration = start
                while decoration < end && (bytes[decoration] == Byte.space || bytes[decoration] == Byte.tab) { decoration += 1 }
                if decoration < end && bytes[decoration] == Byte.star && !(decoration + 1 < end && bytes[decoration + 1] == Byte.slash) {
                    start = decoration + 1
                }
            }
            if closesBlock && end - start >= 2 && bytes[end - 2] == Byte.star && bytes[end - 1] == Byte.slash { end -= 2 }
        }
        self.start = start
        self.end = max(start, end)
        line = Int(segment.line)
    }

    /// Marks the lines of fenced code blocks, a fence opening with ``` or ~~~ and closing
    /// with the next such line.
    static func markFences(_ lines: inout [CommentLine], _ range: Range<Int>, in bytes: [UInt8]) {
        var inside = false
        for position in range {
            let index = lines[position].indentEnd(in: bytes)
            if index + 3 <= lines[position].end, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~"),
               bytes[index + 1] == bytes[index], bytes[index + 2] == bytes[index] {
                inside.toggle()
                lines[position].isFencedCode = true
            } else {
                lines[position].isFencedCode = inside
            }
        }
    }
}
