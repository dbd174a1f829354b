/// A position among a file's tokens, for reading code by its tokens. Bounds-safe: a cursor
/// moved past either end reads as no token (kind nil, no keyword, empty text), so a rule can
/// look two tokens back without checking where the file starts.
public struct TokenCursor {
    /// Not retained: a cursor lives inside a rule's reading of a file the caller holds, and
    /// retaining the file at every step was a tenth of some rules' time. A cursor is not
    /// `Sendable`, so no summary, candidate or question (all `Sendable`) can keep one longer.
    public unowned(unsafe) let file: SourceFile
    public let position: Int

    @inlinable
    public init(_ file: SourceFile, at position: Int) {
        self.file = file
        self.position = position
    }

    /// Whether the cursor is on a token.
    @inlinable public var exists: Bool { position >= 0 && position < file.tokens.count }

    @inlinable public var token: Token? { exists ? file.tokens[position] : nil }

    @inlinable public var kind: TokenKind? { token?.kind }

    @inlinable public var keyword: Keyword? { token?.keyword }

    @inlinable public func `is`(_ kind: TokenKind) -> Bool { self.kind == kind }

    @inlinable public func `is`(_ keyword: Keyword) -> Bool { self.keyword == keyword }

    /// An identifier spelled `word` that is no keyword (`map`, `XCTAssertEqual`).
    public func isWord(_ word: StaticString) -> Bool {
        guard let token else { return false }
        return file.isWord(token, word)
    }

    /// An identifier or a backticked identifier.
    @inlinable public var isName: Bool { kind == .identifier || kind == .escapedIdentifier }

    /// The token's text; a backticked name without its backticks; empty off the tokens.
    public var text: String {
        exists ? TokenReader(bytes: file.bytes, tokens: file.tokens).text(position) : ""
    }

    @inlinable public var next: TokenCursor { TokenCursor(file, at: position + 1) }

    @inlinable public var previous: TokenCursor { TokenCursor(file, at: position - 1) }

    @inlinable public func advanced(by distance: Int) -> TokenCursor { TokenCursor(file, at: position + distance) }

    /// The bracket that closes this `(`, `[` or `{`, or opens this `)`, `]` or `}`; nil for any
    /// other token, or when the file ends first.
    public var matchingBracket: TokenCursor? {
        switch kind {
        case .leftParen, .leftBracket, .leftBrace: return file.matchingClose(position).map { TokenCursor(file, at: $0) }
        case .rightParen, .rightBracket, .rightBrace: return file.matchingOpen(position).map { TokenCursor(file, at: $0) }
        default: return nil
        }
    }

    /// Where the token starts, 1-based; nil off the tokens.
    public var location: Location? { token.map(file.location(of:)) }

    /// The source from this token through `last`, as written (comments included).
    public func text(through last: TokenCursor) -> String {
        file.source(position..<last.position + 1)
    }
}

extension SourceFile {
    public func cursor(at position: Int) -> TokenCursor {
        TokenCursor(self, at: position)
    }
}
