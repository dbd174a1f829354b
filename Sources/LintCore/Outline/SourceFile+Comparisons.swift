/// Comparisons read around one of their sides.
extension SourceFile {
    /// The comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`, by `operatorRole(at:)`) that
    /// `operand` is a whole side of, written right after or right before it, with the
    /// operator's tokens (`<` and `=` of `<=`) and the other side: the tokens from the operator
    /// away from `operand` to the nearest `,`, `{`, `&&`, `||`, `=`, guard's `else`, ternary `?` or
    /// `:`, enclosing bracket or the statement's end, a bracketed group read whole (`rows.count` of
    /// `i + 1 < rows.count` for `i + 1`; `i + 1 < …` is no comparison of `i`). Nil when neither
    /// token beside `operand` compares.
    public func comparison(beside operand: Range<Int>) -> (operator: Range<Int>, otherSide: Range<Int>)? {
        let next = operand.upperBound
        if operatorRole(at: next)?.compares == true { return (next..<next + 1, side(from: next + 1, step: 1)) }
        // `<=` is `<` then `=`: one ordering, ending at the `=`.
        if next < tokens.count, tokens[next].kind == .leftAngle || tokens[next].kind == .rightAngle,
           operatorRole(at: next + 1) == .ordering {
            return (next..<next + 2, side(from: next + 2, step: 1))
        }
        let before = operand.lowerBound - 1
        guard operatorRole(at: before)?.compares == true else { return nil }
        return (before..<before + 1, side(from: before - 1, step: -1))
    }

    private func side(from start: Int, step: Int) -> Range<Int> {
        let outline = outline(.blocks)
        guard let statement = outline.statement(containing: start).map({ outline.statements[$0].range }) else {
            return start..<start
        }
        var position = start
        while statement.contains(position), !endsSide(at: position, step: step) {
            // A bracketed group (`limit(of: a, b)`, `[a: 1]`) is one piece of the side, commas and all.
            let group = step > 0 ? (isOpening(position) ? matchingClose(position) : nil)
                : (isClosing(position) ? matchingOpen(position) : nil)
            position = (group ?? position) + step
        }
        return step > 0 ? start..<position : position + 1..<start + 1
    }

    /// Where a side ends: a `,`, `{`, `&&`, `||`, `=`, a guard's `else`, a ternary's `?` or `:`,
    /// or the bracket that encloses the comparison.
    private func endsSide(at position: Int, step: Int) -> Bool {
        let token = tokens[position]
        switch token.kind {
        case .comma, .leftBrace, .colon: return true
        case .leftParen, .leftBracket: return step < 0
        case .rightParen, .rightBracket: return step > 0
        // `a == b ? x : y`: a ternary's `?` stands apart; an optional chain's (`b?.c`) is attached.
        case .question: return position > 0 && tokens[position - 1].end < token.start
        default:
            let role = operatorRole(at: position)
            return token.keyword == .else || role == .logical || role == .assignment
        }
    }

    private func isOpening(_ position: Int) -> Bool {
        tokens[position].kind == .leftParen || tokens[position].kind == .leftBracket
    }

    private func isClosing(_ position: Int) -> Bool {
        tokens[position].kind == .rightParen || tokens[position].kind == .rightBracket
    }
}
