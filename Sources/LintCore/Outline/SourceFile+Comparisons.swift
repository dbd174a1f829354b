/// Comparisons read around one of their sides.
extension SourceFile {
    /// The comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`, by `operatorRole(at:)`) that
    /// `operand` is a whole side of, written right after or right before it, with the
    /// operator's tokens (`<` and `=` of `<=`) and the other side: the tokens from the operator
    /// away from `operand` to the nearest `,`, `{`, `&&`, `||`, `=` or the statement's end, and
    /// going back, `(` (`rows.count` of `i + 1 < rows.count` for `i + 1`; `i + 1 < …` is no comparison
    /// of `i`). Nil when neither token beside `operand` compares.
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
        while statement.contains(position) {
            let kind = tokens[position].kind
            let role = operatorRole(at: position)
            if kind == .comma || kind == .leftBrace || (step < 0 && kind == .leftParen) || role == .logical || role == .assignment { break }
            position += step
        }
        return step > 0 ? start..<position : position + 1..<start + 1
    }
}
