extension Lexer {
    /// Scans code up to the line end or until a literal, comment or interpolation changes the
    /// context: the context is not looked up again for every token. Words and spaces, most of
    /// what code is, are scanned in this loop.
    mutating func scanCodeRun() {
        let depth = frames.count
        while pos < end {
            let c = text[pos]
            if Byte.isASCIILetterOrUnderscore(c) {
                scanIdentifier()
                lineHasCode = true
                continue
            }
            if c == Byte.space {
                skipBlanks()
                continue
            }
            if c == Byte.lf || c == Byte.cr { return }
            scanCode(c)
            if frames.count != depth { return }
        }
    }

    mutating func scanCode(_ c: UInt8) {
        // A slash is code unless it opens a comment: `scanSlash` tells.
        if c != Byte.space && c != Byte.tab && c != Byte.slash { lineHasCode = true }
        switch c {
        case Byte.space, Byte.tab, 0x0B, 0x0C:
            pos += 1
            while pos < end && (text[pos] == Byte.space || text[pos] == Byte.tab) { pos += 1 }
        case Byte.slash:
            scanSlash()
        case Byte.quote:
            openString(hashes: 0, start: pos, quoteAt: pos)
        case Byte.hash:
            scanHash()
        case UInt8(ascii: "`"):
            scanEscapedIdentifier()
        case UInt8(ascii: "@"):
            let start = pos
            pos += 1
            while pos < end && Byte.isIdentifierPart(text[pos]) { pos += 1 }
            emit(pos - start > 1 ? .attribute : .other, start, pos)
        case UInt8(ascii: "{"):
            single(.leftBrace)
            braceDepth += 1
        case UInt8(ascii: "}"):
            single(.rightBrace)
            braceDepth = max(0, braceDepth - 1)
        case UInt8(ascii: "("):
            if frames.count > 1 { top.parens += 1 }
            single(.leftParen)
        case UInt8(ascii: ")"):
            scanClosingParenthesis()
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "<"): single(.leftAngle)
        case UInt8(ascii: ">"): single(.rightAngle)
        case UInt8(ascii: "?"):
            if isNilCoalescing() { emitOperator(length: 2) } else { single(.question) }
        case UInt8(ascii: "!"):
            // `!=` and `!==` compare; `x! = y` unwraps, then assigns.
            if byte(at: pos + 1) == UInt8(ascii: "=") {
                emitOperator(length: byte(at: pos + 2) == UInt8(ascii: "=") ? 3 : 2)
            } else {
                single(.exclamation)
            }
        case Byte.backslash: single(.backslash)
        case UInt8(ascii: "."):
            scanDot()
        case UInt8(ascii: "-") where byte(at: pos + 1) == UInt8(ascii: ">"):
            emit(.arrow, pos, pos + 2)
            pos += 2
        default:
            scanWordOrOperator(c)
        }
    }

    @inline(__always)
    private mutating func scanIdentifier() {
        let start = pos
        pos += 1
        while pos < end && identifierPart[Int(text[pos])] { pos += 1 }
        emit(.identifier, start, pos, keyword: keywords.keyword(in: text, start..<pos))
    }

    /// Spaces and tabs from `pos`, eight bytes at a time through indentation.
    @inline(__always)
    private mutating func skipBlanks() {
        while pos + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(text.baseAddress! + pos).loadUnaligned(as: UInt64.self))
            let other = word ^ 0x2020_2020_2020_2020
            guard other == 0 else {
                pos += other.trailingZeroBitCount >> 3
                break
            }
            pos += 8
        }
        while pos < end && (text[pos] == Byte.space || text[pos] == Byte.tab) { pos += 1 }
    }

    private mutating func emitOperator(length: Int) {
        emit(.operator, pos, pos + length)
        pos += length
    }

    /// `a ?? b` and `a??b`: as Swift reads an infix operator, bound to what is on both sides or
    /// to neither (an opening bracket before it, or a closing one after it, binds nothing).
    /// `Int?? = nil`, `[String: Int??]` (double optionals) and `value??.name` are two `?`.
    private func isNilCoalescing() -> Bool {
        guard byte(at: pos + 1) == UInt8(ascii: "?") else { return false }
        let after = byte(at: pos + 2)
        guard after != UInt8(ascii: "."), after != UInt8(ascii: "?") else { return false }
        let boundBefore = pos > 0 && !Self.freesLeft(text[pos - 1])
        let boundAfter = pos + 2 < text.count && !Self.freesRight(after)
        return boundBefore == boundAfter
    }

    private static func freesLeft(_ byte: UInt8) -> Bool {
        isSpace(byte) || "([{,;:".utf8.contains(byte)
    }

    private static func freesRight(_ byte: UInt8) -> Bool {
        isSpace(byte) || ")]},;:".utf8.contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.tab || byte == Byte.lf || byte == Byte.cr
    }

    @inline(__always)
    private mutating func single(_ kind: TokenKind) {
        emit(kind, pos, pos + 1)
        pos += 1
    }

    private mutating func scanWordOrOperator(_ c: UInt8) {
        let start = pos
        if Byte.isIdentifierStart(c) {
            scanIdentifier()
        } else if Byte.isDigit(c) {
            scanNumber()
        } else if Byte.isOperatorPart(c) {
            pos += 1
            while pos < end && Byte.isOperatorPart(text[pos]) && !startsComment(at: pos) { pos += 1 }
            emit(.operator, start, pos)
        } else {
            single(.other)
        }
    }

    private mutating func scanNumber() {
        let start = pos
        pos += 1
        while pos < end {
            let c = text[pos]
            if Byte.isIdentifierPart(c) && c < 0x80 {
                let isExponent = c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p")
                    || c == UInt8(ascii: "P")
                pos += 1
                let sign = byte(at: pos)
                if isExponent && (sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")) { pos += 1 }
            } else if c == UInt8(ascii: ".") && Byte.isDigit(byte(at: pos + 1)) {
                pos += 1
            } else {
                break
            }
        }
        emit(.number, start, pos)
    }

    private mutating func scanDot() {
        if byte(at: pos + 1) == UInt8(ascii: ".") {
            let start = pos
            pos += 2
            if byte(at: pos) == UInt8(ascii: ".") || byte(at: pos) == UInt8(ascii: "<") { pos += 1 }
            emit(.operator, start, pos)
        } else {
            single(.dot)
        }
    }

    private func startsComment(at index: Int) -> Bool {
        text[index] == Byte.slash && (byte(at: index + 1) == Byte.slash || byte(at: index + 1) == UInt8(ascii: "*"))
    }

    private mutating func scanClosingParenthesis() {
        guard frames.count > 1 else { return single(.rightParen) }
        top.parens -= 1
        guard top.parens == 0 else { return single(.rightParen) }
        // This parenthesis closes an interpolation: the enclosing literal resumes here.
        frames.removeLast()
        top.segmentStart = pos
        top.segmentLine = line
        mark(pos..<pos + 1, .string)
        pos += 1
    }

    private mutating func scanEscapedIdentifier() {
        var close = pos + 1
        while close < end, text[close] != UInt8(ascii: "`"), text[close] != Byte.lf, text[close] != Byte.cr {
            close += 1
        }
        guard close < end, text[close] == UInt8(ascii: "`"), close > pos + 1 else { return single(.other) }
        emit(.escapedIdentifier, pos, close + 1)
        pos = close + 1
    }

    private mutating func scanSlash() {
        switch byte(at: pos + 1) {
        case Byte.slash:
            let doc = byte(at: pos + 2) == Byte.slash && byte(at: pos + 3) != Byte.slash
            scanLineComment(kind: doc ? .docLineComment : .lineComment)
        case UInt8(ascii: "*"):
            openBlockComment()
        default:
            lineHasCode = true
            if let close = bareRegexEnd() {
                mark(pos..<close, .string)
                emit(.regex, pos, close)
                pos = close
            } else {
                scanWordOrOperator(Byte.slash)
            }
        }
    }

    private mutating func scanHash() {
        let start = pos
        var hashes = 0
        while byte(at: pos + hashes) == Byte.hash { hashes += 1 }
        let next = byte(at: pos + hashes)
        if next == Byte.quote {
            openString(hashes: hashes, start: start, quoteAt: pos + hashes)
        } else if next == Byte.slash {
            openRegex(hashes: hashes, start: start)
        } else if hashes == 1 && Byte.isIdentifierStart(next) {
            let isFirstOnLine = tokenCount == tokensBeforeLine
            pos += 1
            while pos < end && Byte.isIdentifierPart(text[pos]) { pos += 1 }
            emit(.pound, start, pos)
            if isFirstOnLine && frames.count == 1 { applyConditionalDirective(start + 1..<pos) }
        } else {
            single(.other)
        }
    }

    private mutating func applyConditionalDirective(_ word: Range<Int>) {
        switch String(decoding: UnsafeBufferPointer(rebasing: text[word]), as: UTF8.self) {
        case "if":
            conditionals.append(Conditional(depthAtIf: braceDepth))
        case "elseif", "else":
            guard var conditional = conditionals.popLast() else { return }
            if conditional.depthAfterFirstBranch == nil { conditional.depthAfterFirstBranch = braceDepth }
            braceDepth = conditional.depthAtIf
            conditionals.append(conditional)
        case "endif":
            guard let conditional = conditionals.popLast() else { return }
            if let firstBranchDepth = conditional.depthAfterFirstBranch { braceDepth = firstBranchDepth }
        default:
            break
        }
    }
}
