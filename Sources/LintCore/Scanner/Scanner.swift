/// Everything the scanner learns about a file in one pass over its bytes.
public struct ScanResult: Sendable {
    public var lines: [LineInfo]
    /// Each byte's class, when asked for (tests); empty otherwise.
    public var classes: [ByteClass]
    public var tokens: [Token]
    public var comments: [CommentSegment]
}

/// The line-based lexer. It walks the bytes once, iteratively (nesting lives in an explicit
/// frame stack, never on the call stack), and recovers from unterminated constructs.
public enum Scanner {
    public static func scan(_ bytes: [UInt8], recordingClasses: Bool = false) -> ScanResult {
        bytes.withUnsafeBufferPointer { buffer in
            // Code has about one token per six bytes. The lexer writes tokens straight into the
            // array's storage; a denser file is scanned again with room for the tokens the first
            // pass counted and a little more (past the storage the lexer no longer sees the token
            // before, so its count may be a few short), at most one per byte: every token holds at
            // least one byte of its own. Room for one per byte cost 16 bytes per byte of the file.
            var capacity = buffer.count / 4 + 16
            while true {
                var lexer: Lexer?
                let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, count in
                    var run = Lexer(text: buffer, tokens: storage, recordsClasses: recordingClasses)
                    run.run()
                    count = min(run.tokenCount, storage.count)
                    lexer = run
                }
                guard var result = lexer?.result, let needed = lexer?.tokenCount else { preconditionFailure() }
                if needed <= capacity {
                    result.tokens = tokens
                    return result
                }
                capacity = min(buffer.count + 16, max(needed + needed / 32 + 16, capacity + 1))
            }
        }
    }
}

struct Frame {
    enum Kind { case code, string, blockComment, regex }
    var kind: Kind
    /// Raw-literal `#` count for strings and regexes.
    var hashes = 0
    var multiline = false
    /// Open parentheses of an interpolation; the root code frame never closes.
    var parens = 0
    /// Block comment nesting depth.
    var depth = 0
    var doc = false
    /// Where the current literal segment or comment started, and on which line.
    var segmentStart = 0
    var segmentLine: Int32 = 0
}

struct Conditional {
    var depthAtIf: Int32
    var depthAfterFirstBranch: Int32?
}

struct Lexer {
    let text: UnsafeBufferPointer<UInt8>
    var pos = 0
    var line: Int32 = 0
    var lineStart = 0
    var frames: [Frame] = [Frame(kind: .code, parens: -1)]
    var braceDepth: Int32 = 0
    var conditionals: [Conditional] = []
    /// Tokens emitted before the current line began: whether a `#if` is the first on its line.
    var tokensBeforeLine = 0
    /// The current line holds a byte of code or literal other than a space or tab.
    var lineHasCode = false
    /// Where tokens go; the count may pass its capacity, and then the file is scanned again.
    let tokens: UnsafeMutableBufferPointer<Token>
    var tokenCount = 0
    let recordsClasses: Bool
    let keywords = KeywordTable.shared
    /// `Byte.isIdentifierPart` by byte, read in the scanner's hottest loop.
    let identifierPart = ByteTable.identifierPart
    /// Everything but the tokens.
    var result: ScanResult

    init(text: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>, recordsClasses: Bool) {
        self.text = text
        self.tokens = tokens
        self.recordsClasses = recordsClasses
        result = ScanResult(
            lines: [],
            classes: recordsClasses ? [ByteClass](repeating: .code, count: text.count) : [],
            tokens: [],
            comments: []
        )
        result.lines.reserveCapacity(text.count / 32 + 1)
    }

    var end: Int { text.count }
    /// The last token, unless it did not fit (the file is scanned again then).
    var lastToken: Token? {
        tokenCount > 0 && tokenCount <= tokens.count ? tokens[tokenCount - 1] : nil
    }
    var top: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    func byte(at index: Int) -> UInt8 { index < text.count ? text[index] : 0 }

    mutating func run() {
        skipByteOrderMark()
        beginLine()
        if byte(at: pos) == UInt8(ascii: "#") && byte(at: pos + 1) == UInt8(ascii: "!") {
            scanLineComment(kind: .lineComment)
        }
        while pos < end {
            let c = text[pos]
            if c == Byte.lf || c == Byte.cr {
                newline()
                continue
            }
            switch top.kind {
            case .code: scanCodeRun()
            case .string: scanString()
            case .blockComment: scanBlockComment()
            case .regex: scanRegex()
            }
        }
        finishLine()
        closeUnterminatedFrames()
    }

    private mutating func skipByteOrderMark() {
        if end >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF { pos = 3 }
    }

    mutating func mark(_ range: Range<Int>, _ byteClass: ByteClass) {
        guard recordsClasses && !range.isEmpty else { return }
        result.classes.withUnsafeMutableBufferPointer { classes in
            UnsafeMutableBufferPointer(rebasing: classes[range]).update(repeating: byteClass)
        }
    }

    @inline(__always)
    mutating func emit(
        _ kind: TokenKind, _ start: Int, _ end: Int, line tokenLine: Int32? = nil, keyword: Keyword? = nil
    ) {
        let token = Token(kind: kind, start: Int32(start), end: Int32(end), line: tokenLine ?? line, keyword: keyword)
        if tokenCount < tokens.count { tokens.initializeElement(at: tokenCount, to: token) }
        tokenCount += 1
    }

    // MARK: Lines

    private mutating func beginLine() {
        lineStart = pos
        tokensBeforeLine = tokenCount
        lineHasCode = false
        let context: LineContext
        switch top.kind {
        case .code: context = .code
        case .string: context = .multilineString
        case .blockComment: context = .blockComment
        case .regex: context = .multilineRegex
        }
        let state = LineState(context: context, nesting: Int32(frames.count - 1), braceDepth: braceDepth)
        result.lines.append(LineInfo(start: Int32(pos), end: Int32(pos), state: state, hasCode: false))
    }

    private mutating func finishLine() {
        result.lines[result.lines.count - 1].end = Int32(pos)
        result.lines[result.lines.count - 1].hasCode = lineHasCode
        if top.kind == .blockComment { recordCommentSegment(upTo: pos) }
    }

    private mutating func newline() {
        let lineEnd = pos
        finishLine()
        let terminatorLength = text[pos] == Byte.cr && byte(at: pos + 1) == Byte.lf ? 2 : 1
        let context = top.kind
        pos += terminatorLength
        switch context {
        case .string where top.multiline, .regex where top.multiline:
            mark(lineEnd..<pos, .string)
        case .string, .regex:
            endLiteral(at: lineEnd)
        case .blockComment:
            mark(lineEnd..<pos, top.doc ? .docBlockComment : .blockComment)
        case .code:
            break
        }
        line += 1
        beginLine()
    }

    /// An unterminated single-line literal ends at its line end; scanning goes on as code.
    private mutating func endLiteral(at literalEnd: Int) {
        let frame = frames.removeLast()
        emit(frame.kind == .regex ? .regex : .string, frame.segmentStart, literalEnd, line: frame.segmentLine)
    }

    private mutating func closeUnterminatedFrames() {
        while frames.count > 1 {
            let frame = frames.removeLast()
            if frame.kind == .string || frame.kind == .regex {
                emit(frame.kind == .regex ? .regex : .string, frame.segmentStart, end, line: frame.segmentLine)
            }
        }
    }

    // MARK: Comments

    private static let lineEnd = ByteSearch(Byte.lf, Byte.cr)

    mutating func scanLineComment(kind: ByteClass) {
        let start = pos
        pos = Self.lineEnd.firstIndex(in: text, pos..<end)
        mark(start..<pos, kind)
        result.comments.append(CommentSegment(kind: kind, start: Int32(start), end: Int32(pos), line: line))
    }

    mutating func openBlockComment() {
        let doc = byte(at: pos + 2) == UInt8(ascii: "*") && byte(at: pos + 3) != UInt8(ascii: "/")
            && byte(at: pos + 3) != UInt8(ascii: "*")
        frames.append(Frame(kind: .blockComment, depth: 1, doc: doc, segmentStart: pos, segmentLine: line))
        mark(pos..<pos + 2, doc ? .docBlockComment : .blockComment)
        pos += 2
    }

    private mutating func scanBlockComment() {
        let start = pos
        let kind: ByteClass = top.doc ? .docBlockComment : .blockComment
        while pos < end {
            let c = text[pos]
            if c == Byte.lf || c == Byte.cr { break }
            if c == UInt8(ascii: "/") && byte(at: pos + 1) == UInt8(ascii: "*") {
                top.depth += 1
                pos += 2
            } else if c == UInt8(ascii: "*") && byte(at: pos + 1) == UInt8(ascii: "/") {
                top.depth -= 1
                pos += 2
                if top.depth == 0 {
                    mark(start..<pos, kind)
                    recordCommentSegment(upTo: pos)
                    frames.removeLast()
                    return
                }
            } else {
                pos += 1
            }
        }
        mark(start..<pos, kind)
    }

    private mutating func recordCommentSegment(upTo segmentEnd: Int) {
        let start = max(top.segmentStart, lineStart)
        guard segmentEnd > start else { return }
        let kind: ByteClass = top.doc ? .docBlockComment : .blockComment
        result.comments.append(CommentSegment(kind: kind, start: Int32(start), end: Int32(segmentEnd), line: line))
    }
}
