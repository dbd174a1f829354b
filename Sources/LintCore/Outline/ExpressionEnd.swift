/// Where an expression ends: at a `,`, `;` or closer outside its own brackets, or at a line
/// break that does not continue it. A line goes on when the one before ends in an operator,
/// `.`, `=` or `as`/`is`/`try`/`await`, or when it starts with `.`, a binary operator (spaced
/// on both sides: `&& ready`, unlike `-x`), `?` or `:` of a conditional, `as` or `is`.
/// Brackets, closures and multi-line strings are stepped over whole.
struct ExpressionEnd {
    let reader: TokenReader
    let outline: SyntaxOutline
    let strings: StringLiterals

    func end(from start: Int, limit: Int) -> Int {
        let reading = OutlineReading(reader: reader, outline: outline)
        var position = start
        var last = start - 1
        var lastLine = position > 0 ? Int(reader.tokens[position - 1].line) : 0
        while position < limit {
            let token = reader.tokens[position]
            if position > start, Int(token.line) != lastLine, !continues(after: last, at: position, reading) { break }
            switch token.kind {
            case .comma, .semicolon, .rightBrace, .rightParen, .rightBracket:
                return position
            case .string:
                if let literal = strings.literal(ofSegment: position), strings.records[literal].tokens.upperBound <= limit {
                    position = max(position, strings.records[literal].tokens.upperBound - 1)
                    lastLine = strings.records[literal].lines.upperBound
                } else {
                    lastLine = Int(token.line)
                }
            default:
                let skipped = reading.skipping(position)
                if skipped >= limit { return position }
                position = skipped
                lastLine = Int(reader.tokens[position].line)
            }
            last = position
            position += 1
        }
        return min(position, limit)
    }

    private func continues(after last: Int, at next: Int, _ reading: OutlineReading) -> Bool {
        guard last >= 0 else { return true }
        switch reader.tokens[last].kind {
        case .operator, .dot, .arrow, .colon, .leftAngle: return true
        case .question: if !reading.isAttached(last) { return true }
        default: break
        }
        switch reader.keyword(last) {
        case .as?, .is?, .try?, .await?: return true
        default: break
        }
        switch reader.tokens[next].kind {
        case .dot, .colon, .question: return true
        case .operator, .leftAngle, .rightAngle:
            return next + 1 >= reader.count || !reading.isAttached(next + 1)
        default: return reader.keyword(next) == .as || reader.keyword(next) == .is
        }
    }
}
