/// Reads expressions' extents from a file's tokens and its finished outline: where one ends,
/// where the postfix expression before an operator starts, which operator assigns. Each walk
/// stays at one bracket level and jumps a bracket through its partner, so reading every
/// expression of a file reads each token a bounded number of times.
struct ExpressionReader {
    let reader: TokenReader
    let outline: SyntaxOutline

    // MARK: Operators

    /// The assignment operator whose last token is the `=`-ending operator at `position`, with
    /// its tokens; nil for comparisons (`==`, `!=`, `===`, `>=`, `<=`) and other operators.
    func assignmentOperator(at position: Int) -> (tokens: Range<Int>, kind: AssignmentOperator)? {
        guard reader.kind(position) == .operator else { return nil }
        let token = reader.tokens[position]
        let bytes = reader.bytes
        guard bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return nil }
        if token.end - token.start == 1 {
            // The scanner splits `>=`, `<=`, `>>=`, `<<=` and `??=` before their `=`.
            guard isAdjacent(position - 1, position) else { return (position..<position + 1, .assign) }
            switch reader.kind(position - 1) {
            case .rightAngle?, .leftAngle?:
                let kind = reader.kind(position - 1)
                guard reader.kind(position - 2) == kind, isAdjacent(position - 2, position - 1) else { return nil }
                return (position - 2..<position + 1, kind == .rightAngle ? .shiftRight : .shiftLeft)
            case .question?:
                if reader.kind(position - 2) == .question, isAdjacent(position - 2, position - 1) {
                    return (position - 2..<position + 1, .nilCoalescing)
                }
                return (position..<position + 1, .assign)
            case .operator?:
                return reader.isOperator(position - 1, "??") ? (position - 1..<position + 1, .nilCoalescing) : nil
            default:
                return (position..<position + 1, .assign)
            }
        }
        let spelling = reader.text(position)
        if spelling.hasPrefix("=") || spelling == "!=" || spelling == "!==" || spelling == "<=" || spelling == ">=" { return nil }
        return (position..<position + 1, AssignmentOperator(rawValue: spelling) ?? .custom)
    }

    /// Whether the token at `left` ends where the one at `right` starts.
    func isAdjacent(_ left: Int, _ right: Int) -> Bool {
        left >= 0 && right < reader.count && reader.tokens[left].end == reader.tokens[right].start
    }

    // MARK: Extents

    /// The end (exclusive) of the expression starting at `start`: at the first `,`, `;`,
    /// unmatched closer, `else`, statement body or line break that ends the statement.
    func expressionEnd(from start: Int) -> Int {
        var position = start
        while position < reader.count {
            let kind = reader.tokens[position].kind
            switch kind {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
                return position
            case .leftParen, .leftBracket, .leftBrace:
                if kind == .leftBrace, position > start,
                   let block = outline.block(openedAt: position), outline.blocks[block].role != .closure {
                    return position
                }
                guard let close = outline.close(of: position) else { return reader.count }
                position = close
            default:
                // `else` ends a `guard`'s condition; `case` and `default` start a switch's next case.
                switch reader.keyword(position) {
                case .else?, .case?, .default?: if position > start { return position }
                default: break
                }
            }
            let next = position + 1
            if next < reader.count, reader.line(next) != reader.line(position), !continues(after: position) { return next }
            position = next
        }
        return reader.count
    }

    /// Whether the statement goes on past the line break after `last`.
    private func continues(after last: Int) -> Bool {
        let next = last + 1
        switch reader.kind(last) {
        case .operator?, .dot?, .arrow?, .colon?: return true
        case .question? where !isAdjacent(last - 1, last): return true
        default: break
        }
        switch reader.keyword(last) {
        case .as?, .is?, .try?, .await?, .in?: return true
        default: break
        }
        switch reader.kind(next) {
        case .dot?: return true
        case .operator?, .question?, .colon?, .leftAngle?, .rightAngle?:
            // A binary operator has space on both sides; `-x` on a new line starts a statement.
            return !isAdjacent(next, next + 1)
        case .leftBrace?:
            return outline.block(openedAt: next).map { outline.blocks[$0].role == .closure } ?? false
        default:
            return reader.keyword(next) == .as || reader.keyword(next) == .is
        }
    }

    /// The first token of the postfix expression ending just before `end`: names and members,
    /// calls and subscripts on the same line, trailing closures, `?` and `!`, a parenthesized
    /// expression (`(x as? T)?.id`). Returns `end` when no expression ends there.
    func postfixStart(endingBefore end: Int) -> Int {
        var start = end
        var position = end - 1
        while position >= 0 {
            switch reader.tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = outline.open(of: position) else { return start }
                start = open
                position = open - 1
                // A call's `(` or a subscript's `[` stays on its callee's line.
                if reader.tokens[open].kind != .leftBrace, position >= 0, reader.line(position) != reader.line(open) { return start }
                guard endsOperand(position) else { return start }
            case .question, .exclamation:
                start = position
                position -= 1
            case .identifier, .escapedIdentifier, .number, .string:
                // After a `.` any word names a member: `NotificationCenter.default`.
                guard isOperandWord(position) || reader.kind(position - 1) == .dot else { return start }
                start = position
                guard reader.kind(position - 1) == .dot else { return start }
                position -= 1
            case .dot:
                start = position
                position -= 1
                guard endsOperand(position) else { return start }
            default:
                return start
            }
        }
        return start
    }

    /// The end (exclusive) of the postfix expression that starts at `start`: a first name,
    /// then attached `?` and `!` marks, `.name` members, calls and subscripts, each bracket in
    /// one step; `start` itself when no name or mark is there. `passing` sees each mark.
    func postfixEnd(from start: Int, passing: (Int) -> Void = { _ in }) -> Int {
        var position = start
        if reader.isName(position), isOperandWord(position) { position += 1 }
        while position < reader.count {
            switch reader.tokens[position].kind {
            case .question, .exclamation:
                guard isAdjacent(position - 1, position) else { return position }
                passing(position)
                position += 1
            case .dot:
                guard reader.isName(position + 1) else { return position }
                position += 2
            case .leftParen, .leftBracket:
                guard position > start, let close = outline.close(of: position) else { return position }
                position = close + 1
            default:
                return position
            }
        }
        return position
    }

    /// Whether the token at `position` can end an operand a postfix continues.
    private func endsOperand(_ position: Int) -> Bool {
        switch reader.kind(position) {
        case .rightParen?, .rightBracket?, .rightBrace?, .question?, .exclamation?, .number?, .string?: return true
        case .identifier?, .escapedIdentifier?: return isOperandWord(position)
        default: return false
        }
    }

    /// A name, `self` or a literal word; not a statement's or a declaration's keyword.
    func isOperandWord(_ position: Int) -> Bool {
        Self.isOperandWord(reader.keyword(position))
    }

    static func isOperandWord(_ keyword: Keyword?) -> Bool {
        guard let keyword else { return true }
        return !statementKeywords.contains(keyword)
    }

    static let statementKeywords: Set<Keyword> = [
        .let, .var, .case, .return, .if, .guard, .while, .for, .in, .try, .await, .throw, .else, .repeat, .switch,
        .where, .is, .as, .import, .func, .class, .struct, .enum, .protocol, .extension, .typealias, .do, .catch,
        .defer, .break, .continue, .fallthrough, .default, .inout, .static, .private, .public, .internal, .fileprivate,
    ]

    /// The first token of a ternary's condition ending before the `?` at `question`.
    func ternaryConditionStart(before question: Int) -> Int {
        var start = question
        var position = question - 1
        while position >= 0 {
            let token = reader.tokens[position]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = outline.open(of: position) else { return start }
                position = open
            case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon, .arrow:
                return start
            case .question:
                if !isAdjacent(position - 1, position) { return start }
            case .operator:
                if assignmentOperator(at: position) != nil { return start }
            case .identifier:
                if let keyword = token.keyword, Self.statementKeywords.contains(keyword), keyword != .is, keyword != .as {
                    return start
                }
            default:
                break
            }
            if position > 0, reader.line(position - 1) != reader.line(position),
               !continues(after: position - 1) { return position }
            start = position
            position -= 1
        }
        return start
    }
}
