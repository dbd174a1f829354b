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
                guard isOperandWord(position) else { return start }
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
        guard let keyword = reader.keyword(position) else { return true }
        return !Self.statementKeywords.contains(keyword)
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

    // MARK: Parts

    /// The range without leading `try`, `try?`, `try!` and `await`.
    func droppingEffects(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound {
            if reader.keyword(start) == .try {
                start += 1
                if reader.kind(start) == .question || reader.kind(start) == .exclamation { start += 1 }
            } else if reader.keyword(start) == .await {
                start += 1
            } else {
                break
            }
        }
        return start..<range.upperBound
    }

    /// The `as` keyword of the last cast at the top level of `range`.
    func lastCast(in range: Range<Int>) -> Int? {
        var found: Int?
        var position = range.lowerBound
        while position < range.upperBound {
            switch reader.tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace:
                position = min(outline.close(of: position) ?? range.upperBound, range.upperBound)
            default:
                if reader.keyword(position) == .as { found = position }
            }
            position += 1
        }
        return found
    }

    /// The token naming the type after the `as` at `cast` (`T` in `as? Module.T`), if it names one.
    func castTypeToken(after cast: Int) -> Int? {
        var type = cast + 1
        if reader.kind(type) == .question || reader.kind(type) == .exclamation { type += 1 }
        guard reader.isName(type) else { return nil }
        while reader.kind(type + 1) == .dot, reader.isName(type + 2) { type += 2 }
        return type
    }

    /// The type name token of `T(…)`, `T.init(…)`, `T<U>(…)`, `Module.T(…)` when `range` is
    /// that creation alone (with a trailing closure), for an upper-case `T`.
    func createdTypeToken(in range: Range<Int>) -> Int? {
        var type = range.lowerBound
        guard reader.isName(type) else { return nil }
        while reader.kind(type + 1) == .dot, reader.isName(type + 2), reader.keyword(type + 2) != .initializer { type += 2 }
        guard isUpperCase(type) else { return nil }
        var paren = type + 1
        if reader.kind(paren) == .leftAngle {
            guard let close = reader.matchingClose(paren, angles: true), close < range.upperBound else { return nil }
            paren = close + 1
        }
        if reader.kind(paren) == .dot, reader.keyword(paren + 1) == .initializer { paren += 2 }
        guard reader.kind(paren) == .leftParen, var end = outline.close(of: paren) else { return nil }
        if reader.kind(end + 1) == .leftBrace, let close = outline.close(of: end + 1) { end = close }
        return end + 1 == range.upperBound ? type : nil
    }

    func isUpperCase(_ position: Int) -> Bool {
        let token = reader.tokens[position]
        let first = reader.bytes[Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `items`, `user.name` for `self.items`, `user?.name`, `user!.name`: a path of names with
    /// `self.` and optional marks dropped; nil for any other expression.
    func path(of range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var parts: [String] = []
        var expectsName = true
        for position in range {
            switch reader.tokens[position].kind {
            case .identifier, .escapedIdentifier:
                guard expectsName, reader.keyword(position) == nil || reader.keyword(position) == .selfValue
                    || isOperandWord(position) && reader.keyword(position) != .nil else { return nil }
                if !(position == range.lowerBound && reader.keyword(position) == .selfValue && range.count > 1) {
                    parts.append(reader.text(position))
                }
                expectsName = false
            case .dot:
                guard !expectsName else { return nil }
                expectsName = true
            case .question, .exclamation:
                guard !expectsName else { return nil }
            default:
                return nil
            }
        }
        return expectsName || parts.isEmpty ? nil : parts.joined(separator: ".")
    }
}
