/// What a byte of a source file is part of. Every byte gets exactly one class.
public enum ByteClass: UInt8, Sendable {
    case code
    case lineComment
    case blockComment
    case docLineComment
    case docBlockComment
    /// String or regex literal: delimiters and content, but not the code of interpolations.
    case string

    public var isComment: Bool { self != .code && self != .string }
    public var isDocComment: Bool { self == .docLineComment || self == .docBlockComment }
}

/// The lexical context at the start of a line.
public enum LineContext: UInt8, Sendable {
    case code
    case blockComment
    case multilineString
    case multilineRegex
}

public struct LineState: Sendable, Equatable {
    public var context: LineContext
    /// Nesting of open string interpolations (and block comments inside them) at the line start.
    public var nesting: Int32
    /// Brace depth at the line start, following `#if` branches: every branch starts from
    /// the depth at `#if`; after `#endif` the depth at the end of the first branch goes on.
    public var braceDepth: Int32
}

/// A comment on one line: a block comment spanning lines yields one segment per line.
public struct CommentSegment: Sendable, Equatable {
    public var kind: ByteClass
    public var start: Int32
    public var end: Int32
    public var line: Int32
}

public struct LineInfo: Sendable, Equatable {
    /// Byte range of the line's content, without its terminator.
    public var start: Int32
    public var end: Int32
    public var state: LineState
    /// The line holds code or string content other than white space: blank lines do not
    /// count, inside a multi-line string literal or not.
    public var hasCode: Bool
}
