/// Token navigation for rules: bracket matching and compact code text.
extension SourceFile {
    private var reader: TokenReader { TokenReader(bytes: bytes, tokens: tokens) }

    /// The token closing the `(`, `[` or `{` at `open`, or nil when the file ends first.
    public func matchingClose(_ open: Int) -> Int? {
        brackets.matchingClose(open, in: reader)
    }

    /// The token opening the `)`, `]` or `}` at `close`, or nil when there is none.
    public func matchingOpen(_ close: Int) -> Int? {
        reader.matchingOpen(close)
    }

    /// The `{` opening the body of the statement or declaration whose header goes on from
    /// `start` (`for x in xs where x > 0 {`), or nil when the header ends without one.
    public func bodyBrace(from start: Int) -> Int? {
        reader.bodyBrace(from: start)
    }

    /// The token just after the type that starts at `start` (`[String: Int]?`,
    /// `(Int) async -> Void`): where a type annotation ends.
    public func typeEnd(from start: Int) -> Int {
        reader.typeEnd(from: start)
    }

    /// The `in` ending the signature of the closure that opens at `brace`, or nil when it has
    /// none: found by the signature's grammar and its brackets, however long its types are.
    public func closureSignatureEnd(_ brace: Int) -> Int? {
        reader.closureSignatureEnd(brace)
    }

    /// The first token of the postfix expression ending just before token `end`.
    public func postfixStart(endingBefore end: Int) -> Int {
        reader.postfixStart(endingBefore: end)
    }

    /// The tokens' text joined compactly (`self.rows[offset + 1]`), without comments.
    public func code(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        return reader.joined(range)
    }

    /// Code as written when it fits on one line; otherwise compacted, without comments: the
    /// way a message quotes it.
    public func readable(_ range: Range<Int>) -> String {
        let written = source(range)
        return written.utf8.contains { $0 == Byte.lf || $0 == Byte.cr } ? code(range) : written
    }

    /// The source text from the first token's start to the last token's end, as written.
    public func source(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        return text(byteRange(ofTokens: range))
    }

    /// The bytes from the first token's start to the last token's end; an empty range at the
    /// first token's start for no tokens.
    public func byteRange(ofTokens range: Range<Int>) -> Range<Int> {
        guard let first = range.first, let last = range.last else {
            let offset = range.lowerBound < tokens.count ? Int(tokens[range.lowerBound].start) : bytes.count
            return offset..<offset
        }
        return Int(tokens[first].start)..<Int(tokens[last].end)
    }

    /// Whether the file names a member `member` (`.enumerated`) anywhere in its code: asked before
    /// building facts about it, told from the tokens' lengths and only then their bytes.
    public func namesMember(_ member: StaticString) -> Bool {
        let length = Int32(member.utf8CodeUnitCount)
        return tokens.indices.dropFirst().contains { position in
            tokens[position].end - tokens[position].start == length && isMember(at: position) && isWord(tokens[position], member)
        }
    }

    /// Whether the file imports one of `modules`. Imports come before the first body, so the
    /// tokens after the first `{` are never read.
    public func importsAny(of modules: Set<String>) -> Bool {
        Self.importsAny(of: modules, tokens: tokens, bytes: bytes)
    }

    static func importsAny(of modules: Set<String>, tokens: [Token], bytes: [UInt8]) -> Bool {
        for position in tokens.indices.dropLast() {
            if tokens[position].kind == .leftBrace { return false }
            if tokens[position].keyword == .import,
               modules.contains(String(decoding: bytes[tokens[position + 1].range], as: UTF8.self)) {
                return true
            }
        }
        return false
    }
}
