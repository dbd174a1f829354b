/// Read-only helpers over a file's tokens for the declaration parser.
struct TokenReader {
    let bytes: [UInt8]
    let tokens: [Token]

    var count: Int { tokens.count }

    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    func keyword(_ index: Int) -> Keyword? { index >= 0 && index < tokens.count ? tokens[index].keyword : nil }

    /// The token's text; a backticked identifier without its backticks.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        let range = token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }

    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count, tokens[index].kind == .identifier else { return false }
        return ByteText.equals(bytes, tokens[index].range, word)
    }

    /// Whether the identifier at `index` starts with `prefix` (`instantiateControllerFromStoryboard`).
    func startsWith(_ index: Int, _ prefix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count, tokens[index].kind == .identifier else { return false }
        let range = tokens[index].range
        guard range.count >= prefix.utf8CodeUnitCount else { return false }
        return ByteText.equals(bytes, range.lowerBound..<range.lowerBound + prefix.utf8CodeUnitCount, prefix)
    }

    /// Whether the identifier at `index` is one of `verbs` or starts with one before a capital
    /// (`load`, `loadUser`, not `loader`).
    func startsWithVerb(_ index: Int, _ verbs: [StaticString]) -> Bool {
        verbs.contains { verb in
            guard startsWith(index, verb) else { return false }
            let end = tokens[index].range.lowerBound + verb.utf8CodeUnitCount
            return end == tokens[index].range.upperBound || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
        }
    }

    func isOperator(_ index: Int, _ spelling: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count, tokens[index].kind == .operator else { return false }
        return ByteText.equals(bytes, tokens[index].range, spelling)
    }

    /// A compiler directive or macro spelled `spelling` (`#if`, `#selector`).
    func isPound(_ index: Int, _ spelling: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count, tokens[index].kind == .pound else { return false }
        return ByteText.equals(bytes, tokens[index].range, spelling)
    }

    /// A name token: an identifier or a backticked identifier.
    func isName(_ index: Int) -> Bool {
        let kind = kind(index)
        return kind == .identifier || kind == .escapedIdentifier
    }

    func line(_ index: Int) -> Int { Int(tokens[index].line) }

    /// The index of the token closing the bracket opened at `open`, or nil at the end of the
    /// file. Angle brackets count only when `angles` is set.
    func matchingClose(_ open: Int, angles: Bool = false) -> Int? {
        walkToClose(open, angles: angles).close
    }

    /// The walk from `open` to its close: the close (nil when the file ends or a closer comes
    /// first), or `stopped` once it has gone `limit` tokens without finding one.
    func walkToClose(_ open: Int, angles: Bool = false, limit: Int = .max) -> (close: Int?, stopped: Bool) {
        var depth = 0
        var index = open
        let end = open > tokens.count - limit ? tokens.count : open + limit
        while index < end {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .leftAngle where angles: depth += 1
            case .rightAngle where angles: depth -= 1
            default: break
            }
            if depth == 0 { return (index, false) }
            if depth < 0 { return (nil, false) }
            index += 1
        }
        return (nil, index < tokens.count)
    }

    /// Skips a generic parameter or argument clause starting at `index` if there is one.
    func skipGenericClause(_ index: Int) -> Int {
        guard kind(index) == .leftAngle, let close = matchingClose(index, angles: true) else { return index }
        return close + 1
    }

    /// Joins the tokens of a type or expression as Swift is usually written: words separated by
    /// one space, a space after `,` and `:`, none elsewhere (`[String: Int]?`,
    /// `@escaping (Result<Data, Error>) -> Void`), whatever the source's spacing or comments.
    func joined(_ range: Range<Int>) -> String {
        if range.count == 1 { return text(range.lowerBound) }
        // Measured first, then written straight into the String's storage: one allocation, and
        // none for a short type; the declaration index joins every declared type.
        var length = 0
        walkJoined(range) { text in length += text?.count ?? 1 }
        return bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: length) { storage in
                var written = 0
                walkJoined(range) { text in
                    guard let text else {
                        storage[written] = UInt8(ascii: " ")
                        written += 1
                        return
                    }
                    for offset in text { storage[written] = source[offset]; written += 1 }
                }
                return written
            }
        }
    }

    /// The pieces `joined(_:)` writes, in order: each token's byte range (backticks dropped), and
    /// nil for a space between two tokens.
    private func walkJoined(_ range: Range<Int>, _ piece: (Range<Int>?) -> Void) {
        var previous: TokenKind?
        for index in range {
            let token = tokens[index]
            if let previous, needsSpace(between: previous, and: token.kind) { piece(nil) }
            piece(token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range)
            previous = token.kind
        }
    }

    private static func isWordLike(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .escapedIdentifier, .attribute, .number: true
        default: false
        }
    }

    private func needsSpace(between left: TokenKind, and right: TokenKind) -> Bool {
        if Self.isWordLike(left) && Self.isWordLike(right) { return true }
        if left == .comma || left == .colon { return true }
        return left == .arrow || right == .arrow || (left == .attribute && right == .leftParen)
    }

    /// The first token of the postfix expression that ends just before `end`: member chains
    /// (also across lines), calls, trailing closures, subscripts and optional chaining (`self.rows?[0].items`,
    /// `podcasts\n.shuffled()\n.prefix(3)`).
    func postfixStart(endingBefore end: Int) -> Int {
        var position = end - 1
        while position >= 0 {
            switch tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = matchingOpen(position) else { return position + 1 }
                position = open - 1
            case .question, .exclamation:
                position -= 1
            case .identifier, .escapedIdentifier, .number, .string:
                guard position > 0, tokens[position - 1].kind == .dot else { return position }
                position -= 2
            case .dot:
                position -= 1
            default:
                return position + 1
            }
        }
        return 0
    }

    func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            switch tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace: depth += 1
            case .leftParen, .leftBracket, .leftBrace: depth -= 1
            default: break
            }
            if depth == 0 { return position }
            position -= 1
        }
        return nil
    }
}
