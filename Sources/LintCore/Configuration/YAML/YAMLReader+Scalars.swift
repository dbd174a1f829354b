/// Plain, single-quoted and double-quoted scalars, which never span lines in this subset.
extension YAMLReader {
    /// Parses the scalar at the cursor. Plain scalars inside flow collections also end at
    /// `,[]{}`, which outside them are ordinary text.
    mutating func parseScalar(inFlow: Bool) throws(YAMLError) -> YAMLNode {
        let start = location
        switch peek() {
        case "'":
            return YAMLNode(value: .scalar(try scanSingleQuoted(), quoted: true), location: start)
        case "\"":
            return YAMLNode(value: .scalar(try scanDoubleQuoted(), quoted: true), location: start)
        default:
            guard isAtPlainScalarStart(inFlow: inFlow) else { throw indicatorError(inFlow: inFlow) }
            return YAMLNode(value: .scalar(scanPlainScalar(inFlow: inFlow), quoted: false), location: start)
        }
    }

    /// Indicators start a plain scalar only as `-`, `?` or `:` directly followed by text (`-1`, `:x`).
    func isAtPlainScalarStart(inFlow: Bool) -> Bool {
        guard let first = peek(), !YAMLCharacters.isWhitespace(first) else { return false }
        guard first == "-" || first == "?" || first == ":" else { return !YAMLCharacters.isIndicator(first) }
        let next = peek(1)
        return !YAMLCharacters.isWhitespaceOrEnd(next) && !(inFlow && YAMLCharacters.isFlowIndicator(next))
    }

    /// Consumes text up to `: `, ` #`, the end of the line or (in flow) a flow indicator,
    /// leaving trailing whitespace unconsumed.
    mutating func scanPlainScalar(inFlow: Bool) -> String {
        let line = lines[lineIndex]
        let start = column
        var end = column
        while let scalar = peek() {
            if scalar == ":" && endsPlainScalarAfterColon(peek(1), inFlow: inFlow) { break }
            if scalar == "#" && column > start && YAMLCharacters.isWhitespace(line[column - 1]) { break }
            if inFlow && YAMLCharacters.isFlowIndicator(scalar) { break }
            column += 1
            if !YAMLCharacters.isWhitespace(scalar) { end = column }
        }
        column = end
        return YAMLCharacters.text(line[start..<end])
    }

    private func endsPlainScalarAfterColon(_ next: Unicode.Scalar?, inFlow: Bool) -> Bool {
        YAMLCharacters.isWhitespaceOrEnd(next) || (inFlow && YAMLCharacters.isFlowIndicator(next))
    }

    /// Explains why the character at the cursor cannot start a value.
    func indicatorError(inFlow: Bool) -> YAMLError {
        let at = location
        switch peek() {
        case "&": return .unsupported("anchors ('&') are", at: at)
        case "*": return .unsupported("aliases ('*') are", at: at)
        case "!": return .unsupported("tags ('!') are", at: at)
        case "|", ">": return .unsupported("block scalars ('|' and '>') are", at: at)
        case "?": return .unsupported("complex mapping keys ('?') are", at: at)
        case "-" where inFlow:
            return error("'- ' list items are not allowed inside flow collections")
        case "-":
            return error("a list cannot start on the same line as its key; start it on the next line")
        case "#": return error("a comment must be separated from the text before it by whitespace")
        case let reserved? where reserved == "%" || reserved == "@" || reserved == "`":
            return error("a plain value cannot start with '\(reserved)'; put the value in quotes")
        case let scalar?: return error("unexpected \(YAMLCharacters.quoted(scalar))")
        case nil: return error("expected a value")
        }
    }

    // MARK: Quoted scalars

    /// `'…'`, where `''` stands for one quote and nothing else is an escape.
    mutating func scanSingleQuoted() throws(YAMLError) -> String {
        let opening = location
        column += 1
        var text: [Unicode.Scalar] = []
        while let scalar = peek() {
            column += 1
            guard scalar == "'" else {
                text.append(scalar)
                continue
            }
            guard peek() == "'" else { return YAMLCharacters.text(text) }
            text.append("'")
            column += 1
        }
        throw unterminatedQuote("single", at: opening)
    }

    /// `"…"` with the escapes `\"`, `\\`, `\/`, `\n`, `\t`, `\r` and `\uXXXX`.
    mutating func scanDoubleQuoted() throws(YAMLError) -> String {
        let opening = location
        column += 1
        var text: [Unicode.Scalar] = []
        while let scalar = peek() {
            switch scalar {
            case "\"":
                column += 1
                return YAMLCharacters.text(text)
            case "\\":
                // A backslash ending the line would continue the string on the next one.
                guard peek(1) != nil else { throw unterminatedQuote("double", at: opening) }
                text.append(try scanEscapeSequence())
            default:
                text.append(scalar)
                column += 1
            }
        }
        throw unterminatedQuote("double", at: opening)
    }

    private func unterminatedQuote(_ kind: String, at opening: YAMLLocation) -> YAMLError {
        YAMLError(
            message: "unterminated \(kind)-quoted string (a quoted string must end on the line it starts)",
            location: opening
        )
    }

    private mutating func scanEscapeSequence() throws(YAMLError) -> Unicode.Scalar {
        let escape = location
        guard let code = peek(1) else { throw error("incomplete escape sequence '\\'") }
        column += 2
        switch code {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "u": return try scanUnicodeEscape(startingAt: escape)
        default:
            throw YAMLError(
                message: "unsupported escape sequence '\\\(code)' in a double-quoted string", location: escape
            )
        }
    }

    /// The four hex digits after `\u`; a UTF-16 surrogate pair spells one scalar as two escapes.
    private mutating func scanUnicodeEscape(startingAt escape: YAMLLocation) throws(YAMLError) -> Unicode.Scalar {
        let malformed = YAMLError(
            message: "invalid Unicode escape; expected '\\u' and 4 hexadecimal digits", location: escape
        )
        guard let first = scanHexQuad() else { throw malformed }
        var value = first
        if (0xD800...0xDBFF).contains(first) && peek() == "\\" && peek(1) == "u" {
            column += 2
            guard let second = scanHexQuad() else { throw malformed }
            if (0xDC00...0xDFFF).contains(second) {
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw YAMLError(
                message: "invalid Unicode escape; a UTF-16 surrogate must be followed by its pair", location: escape
            )
        }
        return scalar
    }

    private mutating func scanHexQuad() -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let scalar = peek(offset), let digit = YAMLCharacters.hexValue(scalar) else { return nil }
            value = value * 16 + digit
        }
        column += 4
        return value
    }
}
