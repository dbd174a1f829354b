/// A lexical token of code. Comments are not tokens; each string literal segment is one
/// `.string` token, and the code inside an interpolation is tokenized as code.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// The keyword an `.identifier` spells (`let`, `init`, `didSet`), nil for any other word.
    /// Declared beside `kind` so that a token stays sixteen bytes.
    public var keyword: Keyword?
    /// Byte offsets into the file: `start..<end`, backticks of `.escapedIdentifier` included.
    public var start: Int32
    public var end: Int32
    /// Zero-based line index.
    public var line: Int32

    public init(kind: TokenKind, start: Int32, end: Int32, line: Int32, keyword: Keyword? = nil) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.keyword = keyword
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

public enum TokenKind: UInt8, Sendable {
    case identifier          // also keywords: `Token.keyword` says which
    case escapedIdentifier   // `name`
    case number
    case string              // one literal segment, delimiters included
    case regex
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case leftAngle, rightAngle
    case comma, colon, semicolon, dot
    case question, exclamation
    case arrow               // ->
    case `operator`          // any other run of operator characters
    case attribute           // @name
    case pound               // #if, #selector, #available ...
    case backslash           // key paths
    case other
}
