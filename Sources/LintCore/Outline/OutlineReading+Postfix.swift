/// Where postfix expressions end and subscripts begin, read from the tokens before a bracket.
extension OutlineReading {
    /// Whether the `[` at `position` opens a subscript: it follows the end of an expression
    /// on the same line (Swift reads a `[` opening a line as a new statement). Array and
    /// dictionary literals, types (`: [Int]`, `-> [String: Int]`, `as? [Row]`) and capture
    /// lists (`{ [weak self] in`) follow something else.
    func isSubscriptOpen(_ position: Int) -> Bool {
        guard position > 0, reader.kind(position) == .leftBracket, sameLine(position - 1, position) else { return false }
        return endsPostfixExpression(at: position - 1)
    }

    /// Whether the token at `position` can end an expression a `[` or `.` goes on from:
    /// a name, `self`, a closing bracket (not an attribute's arguments, not a statement's
    /// body), a string literal, or a postfix `?` or `!` after one of those.
    func endsPostfixExpression(at position: Int) -> Bool {
        var position = position
        while position > 0, reader.kind(position) == .question || reader.kind(position) == .exclamation {
            // `rows?[0]`, `rows![0]`: attached; `a ? [1] : [2]` and `as? [Int]` are no chain.
            guard isAttached(position) else { return false }
            position -= 1
        }
        guard let kind = reader.kind(position) else { return false }
        switch kind {
        case .identifier:
            return Self.isExpressionName(reader.keyword(position))
        case .escapedIdentifier:
            return true
        case .string:
            // A segment ending in `\(` opens an interpolation: code starts after it.
            let range = reader.tokens[position].range
            return !range.isEmpty && reader.bytes[range.upperBound - 1] != UInt8(ascii: "(")
        case .rightParen:
            guard let open = outline.open(of: position) else { return false }
            return reader.kind(open - 1) != .attribute && reader.kind(open - 1) != .pound
        case .rightBracket:
            return outline.open(of: position) != nil
        case .rightBrace:
            guard let open = outline.open(of: position), let block = outline.block(openedAt: open) else { return false }
            return outline.blocks[block].role == .closure
        case .rightAngle:
            return genericArgumentsOpen(closingAt: position) != nil
        default:
            return false
        }
    }

    /// The `<` of the generic arguments that the `>` at `close` ends, attached to a name
    /// (`Array<Int>`, `Box<Optional<Row>>`): names, dots, commas, `?`, `!` and angles only,
    /// so that a comparison (`a < b > [c]`) or anything bracketed stops the walk where it
    /// began to fail.
    func genericArgumentsOpen(closingAt close: Int) -> Int? {
        var depth = 0
        var position = close
        while position > 0 {
            switch reader.tokens[position].kind {
            case .rightAngle:
                depth += 1
            case .leftAngle:
                depth -= 1
                if depth == 0 { return isAttached(position) && reader.isName(position - 1) ? position : nil }
            case .identifier, .escapedIdentifier, .dot, .comma, .question, .exclamation:
                break
            default:
                return nil
            }
            position -= 1
        }
        return nil
    }

    /// Whether an identifier spelling `keyword` (nil: none) can be an expression's name:
    /// `self`, `super`, `Self` and the contextual keywords a variable may be called (`get`,
    /// `async`, `optional`); not `return`, `in`, `case`, `try`, `some`.
    static func isExpressionName(_ keyword: Keyword?) -> Bool {
        guard let keyword else { return true }
        switch keyword {
        case .selfValue, .super, .selfType, .anyType, .get, .set, .didSet, .willSet, .async, .convenience, .dynamic, .final,
             .indirect, .isolated, .lazy, .mutating, .nonmutating, .optional, .override, .required, .unowned, .weak,
             .distributed, .infix, .macro, .postfix, .prefix, .open, .package, .actor:
            return true
        default:
            return false
        }
    }

    /// The first token of the postfix expression ending at `last`: member chains (also
    /// across lines), calls, trailing closures, subscripts, optional chaining, a string
    /// literal with interpolations. Steps over brackets in one step each; `jump` answers for
    /// the closers whose start is already known (an earlier subscript's `]`).
    func postfixStart(endingAt last: Int, strings: StringLiterals, jump: (Int) -> Int?) -> Int {
        var position = last
        while position >= 0 {
            // An earlier subscript's base already runs back as far as the chain goes.
            if let known = jump(position) { return known }
            switch reader.tokens[position].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = outline.open(of: position) else { return position + 1 }
                // A call's or subscript's bracket opens on its callee's line; a closure after
                // a name is a trailing closure only on the same line.
                guard open > 0, sameLine(open - 1, open), endsPostfixExpression(at: open - 1) else { return open }
                position = open - 1
            case .question, .exclamation:
                guard isAttached(position) else { return position + 1 }
                position -= 1
            case .rightAngle:
                guard let open = genericArgumentsOpen(closingAt: position) else { return position + 1 }
                position = open - 1
            case .string:
                let first = strings.literal(ofSegment: position).map { strings.records[$0].tokens.lowerBound } ?? position
                guard first > 0, reader.kind(first - 1) == .dot else { return first }
                position = first - 2
            case .identifier, .escapedIdentifier, .number:
                guard position > 0, reader.kind(position - 1) == .dot else { return position }
                position -= 2
            default:
                return position + 1
            }
        }
        return 0
    }
}
