/// A scanned Swift file: its bytes, lines, tokens and comments, plus the
/// declaration index computed once from them. Rules read it; none re-parses the text.
public final class SourceFile: Sendable {
    /// The path as given (relative or absolute); reporters decide how to print it.
    public let path: String
    public let bytes: [UInt8]
    public let lines: [LineInfo]
    public let tokens: [Token]
    public let comments: [CommentSegment]
    public let declarations: DeclarationIndex
    /// The comments as blocks, with fenced code marked: the default comment rules all read them.
    public let commentBlocks: [CommentBlock]
    /// A test target's file (`TestCode.isTestFile`): told once, for the many rules that ask.
    let isTestCode: Bool
    private let columns = ColumnIndex()
    let brackets = BracketIndex()
    let outlineCache = OutlineCache()
    let identifierIndex = IdentifierIndex()
    /// Functions, types, stored properties and globals by name (`DeclarationTables`), made on first ask.
    let declarationTables = DeclarationTables()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let scan = Scanner.scan(bytes)
        lines = scan.lines
        tokens = scan.tokens
        comments = scan.comments
        declarations = DeclarationIndex(bytes: bytes, tokens: scan.tokens)
        commentBlocks = CommentBlock.blocks(of: scan.comments, lines: scan.lines, in: bytes)
        isTestCode = TestCode.isTestFile(path: path, tokens: scan.tokens, bytes: bytes)
    }

    public convenience init(path: String = "<memory>.swift", contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    // MARK: Text

    /// The text of a byte range, decoded lossily (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// The text of a 0-based line, without its terminator.
    public func lineText(_ index: Int) -> String {
        text(Int(lines[index].start)..<Int(lines[index].end))
    }

    /// At most the first `limit` bytes of a line, for reports and baselines: a 10 MB line
    /// must not be copied into every violation on it.
    public func lineText(_ index: Int, limit: Int) -> String {
        let start = Int(lines[index].start)
        return text(start..<min(Int(lines[index].end), start + limit))
    }

    public func isWord(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && ByteText.equals(bytes, token.range, word)
    }

    // MARK: Locations

    /// The 1-based location of a byte offset.
    public func location(ofOffset offset: Int) -> Location {
        let lineIndex = lineIndex(containing: offset)
        return Location(line: lineIndex + 1, column: column(ofOffset: offset, onLine: lineIndex))
    }

    public func location(of token: Token) -> Location {
        Location(line: Int(token.line) + 1, column: column(ofOffset: Int(token.start), onLine: Int(token.line)))
    }

    /// Counted when asked (for violations, a few per file), not worked out for every line.
    func column(ofOffset offset: Int, onLine lineIndex: Int) -> Int {
        let line = lines[lineIndex]
        return columns.column(ofOffset: offset, line: lineIndex, start: Int(line.start), end: Int(line.end), in: bytes)
    }

    func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lines[mid].start) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

enum ByteText {
    /// `count` bytes (one to eight) from `start`, read as a little-endian word: one load when a
    /// whole word fits before the end of the buffer, the bytes past `count` masked off.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & (UInt64.max >> UInt64(64 - 8 * count))
        }
        var word: UInt64 = 0
        for index in 0..<count { word |= UInt64(bytes[start + index]) << UInt64(8 * index) }
        return word
    }

    /// Whether `bytes[range]` spells `word`, without building a String.
    static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[range.lowerBound + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
