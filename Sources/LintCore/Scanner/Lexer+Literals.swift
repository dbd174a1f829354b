extension Lexer {
    mutating func openString(hashes: Int, start: Int, quoteAt quote: Int) {
        let multiline = byte(at: quote + 1) == Byte.quote && byte(at: quote + 2) == Byte.quote
        pos = quote + (multiline ? 3 : 1)
        mark(start..<pos, .string)
        frames.append(Frame(kind: .string, hashes: hashes, multiline: multiline, segmentStart: start, segmentLine: line))
    }

    mutating func openRegex(hashes: Int, start: Int) {
        pos = start + hashes + 1
        let next = byte(at: pos)
        let multiline = next == Byte.lf || next == Byte.cr
        mark(start..<pos, .string)
        frames.append(Frame(kind: .regex, hashes: hashes, multiline: multiline, segmentStart: start, segmentLine: line))
    }

    /// Scans literal content up to the line end, the closing delimiter or an interpolation.
    mutating func scanString() {
        let runStart = pos
        let hashes = top.hashes
        let multiline = top.multiline
        while pos < end {
            let c = text[pos]
            if c == Byte.lf || c == Byte.cr { break }
            if c != Byte.space && c != Byte.tab { lineHasCode = true }
            if c == Byte.backslash && hashesFollow(pos + 1, count: hashes) {
                let after = pos + 1 + hashes
                if byte(at: after) == UInt8(ascii: "(") {
                    mark(runStart..<after + 1, .string)
                    emit(.string, top.segmentStart, after + 1, line: top.segmentLine)
                    pos = after + 1
                    frames.append(Frame(kind: .code, parens: 1))
                    return
                }
                let escaped = byte(at: after)
                pos = escaped == Byte.lf || escaped == Byte.cr ? after : min(after + 1, end)
                continue
            }
            if c == Byte.quote, let close = closingQuoteEnd(at: pos, hashes: hashes, multiline: multiline) {
                pos = close
                mark(runStart..<pos, .string)
                closeLiteral(as: .string)
                return
            }
            pos += 1
        }
        mark(runStart..<pos, .string)
    }

    mutating func scanRegex() {
        let runStart = pos
        let hashes = top.hashes
        while pos < end {
            let c = text[pos]
            if c == Byte.lf || c == Byte.cr { break }
            if c != Byte.space && c != Byte.tab { lineHasCode = true }
            if c == Byte.backslash {
                let escaped = byte(at: pos + 1)
                pos += escaped == Byte.lf || escaped == Byte.cr ? 1 : 2
                continue
            }
            if c == Byte.slash && hashesFollow(pos + 1, count: hashes) {
                pos = min(pos + 1 + hashes, end)
                mark(runStart..<pos, .string)
                closeLiteral(as: .regex)
                return
            }
            pos += 1
        }
        pos = min(pos, end)
        mark(runStart..<pos, .string)
    }

    private mutating func closeLiteral(as kind: TokenKind) {
        let frame = frames.removeLast()
        emit(kind, frame.segmentStart, pos, line: frame.segmentLine)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if byte(at: index + offset) != Byte.hash { return false }
            offset += 1
        }
        return true
    }

    private func closingQuoteEnd(at quote: Int, hashes: Int, multiline: Bool) -> Int? {
        var index = quote + 1
        if multiline {
            guard byte(at: quote + 1) == Byte.quote && byte(at: quote + 2) == Byte.quote else { return nil }
            index = quote + 3
        }
        return hashesFollow(index, count: hashes) ? index + hashes : nil
    }

    /// A bare `/regex/` is recognised where Swift would parse one: where an expression may
    /// start, not followed by white space, closed on the same line, not ending in white space.
    func bareRegexEnd() -> Int? {
        guard previousAllowsExpression else { return nil }
        let first = byte(at: pos + 1)
        if first == Byte.space || first == Byte.tab || first == Byte.lf || first == Byte.cr || first == 0
            || first == UInt8(ascii: "=") || first == UInt8(ascii: ")") {
            return nil
        }
        var index = pos + 1
        var inClass = 0
        while index < end {
            let c = text[index]
            switch c {
            case Byte.lf, Byte.cr:
                return nil
            case Byte.backslash:
                // An escaped line break still ends the line: a bare regex never spans two.
                let escaped = byte(at: index + 1)
                if escaped == Byte.lf || escaped == Byte.cr { return nil }
                index += 1
            case UInt8(ascii: "["):
                inClass += 1
            case UInt8(ascii: "]"):
                inClass = max(0, inClass - 1)
            case Byte.slash where inClass == 0:
                let last = text[index - 1]
                return last == Byte.space || last == Byte.tab ? nil : index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private var previousAllowsExpression: Bool {
        guard let previous = lastToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator, .arrow, .leftAngle:
            return true
        case .identifier:
            return Lexer.expressionKeywords.contains(word(previous))
        default:
            return false
        }
    }

    private func word(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[token.range]), as: UTF8.self)
    }

    static let expressionKeywords: Set<String> = [
        "return", "case", "in", "if", "guard", "while", "where", "try", "await", "throw", "else", "switch",
        "repeat", "yield", "is", "let", "var",
    ]
}
