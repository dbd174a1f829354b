/// Where a declaration header's parts end, read from the tokens alone: the declaration index
/// and rules (through `SourceFile.bodyBrace(from:)` and `typeEnd(from:)`) both ask.
extension TokenReader {
    /// The body brace of a header that continues from `start`: the first `{` outside
    /// brackets, or nil when the declaration ends first (`;`, `}`, a new declaration line).
    func bodyBrace(from start: Int) -> Int? {
        var position = start
        var depth = 0
        while position < count {
            switch tokens[position].kind {
            case .leftBrace where depth == 0:
                return position
            case .leftParen, .leftBracket:
                depth += 1
            // A generic's `<` follows its name (`Array<Int>`); a comparison's stands apart
            // (`where i < 3 {`), and its `{` opens the body.
            case .leftAngle where position > 0 && tokens[position].start == tokens[position - 1].end:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth = max(0, depth - 1)
            case .rightBrace, .semicolon:
                return nil
            case .leftBrace:
                guard let close = matchingClose(position) else { return nil }
                position = close
            case .identifier where depth == 0 && startsDeclaration(position) && position > start:
                return nil
            case .attribute where depth == 0 && position > start && startsLineAfterCompleteHeader(position):
                return nil
            default:
                break
            }
            position += 1
        }
        return nil
    }

    private func startsDeclaration(_ position: Int) -> Bool {
        guard line(position) != line(position - 1) else { return false }
        return Self.startsDeclaration(keyword(position))
    }

    /// An attribute opening a line starts the next declaration, unless the header is still
    /// mid-list (`class A:\n    @unchecked Sendable`).
    private func startsLineAfterCompleteHeader(_ position: Int) -> Bool {
        guard line(position) != line(position - 1) else { return false }
        let previous = tokens[position - 1].kind
        return previous != .comma && previous != .colon && previous != .leftParen
    }

    /// Keywords that begin a declaration, its modifiers included.
    private static func startsDeclaration(_ keyword: Keyword?) -> Bool {
        switch keyword {
        case .func, .var, .let, .initializer, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension,
             .actor, .typealias, .associatedtype, .case, .import, .public, .private, .fileprivate, .internal, .open,
             .static, .override, .final:
            true
        default:
            false
        }
    }

    /// The end (exclusive) of a type written after `:` or `->`: it stops at `=`, `{`, `where`,
    /// `;`, a closing bracket it did not open, or a line break that does not continue it.
    func typeEnd(from start: Int) -> Int {
        var position = start
        var depth = 0
        while position < count {
            let kind = tokens[position].kind
            if depth == 0 && position > start && line(position) != line(position - 1)
                && !continuesType(at: position) {
                return position
            }
            switch kind {
            case .leftParen, .leftBracket, .leftAngle:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                if depth == 0 { return position }
                depth -= 1
            case .leftBrace, .rightBrace, .semicolon:
                if depth == 0 { return position }
            case .operator where depth == 0 && isOperator(position, "="):
                return position
            case .comma where depth == 0:
                return position
            case .identifier where depth == 0 && position > start && (keyword(position) == .where || keyword(position) == .in):
                // `-> Row in`: a closure's signature ends there.
                return position
            default:
                break
            }
            position += 1
        }
        return position
    }

    private func continuesType(at position: Int) -> Bool {
        switch tokens[position - 1].kind {
        case .arrow, .comma, .dot, .leftAngle, .leftParen, .leftBracket, .colon: return true
        default: break
        }
        switch tokens[position].kind {
        case .arrow, .dot, .rightAngle, .rightParen, .rightBracket, .question, .exclamation: return true
        default: return isOperator(position - 1, "&") || isOperator(position, "&")
        }
    }

    /// The `{` of a statement whose condition starts at `start`: the first one outside
    /// parentheses and brackets. `<` is a comparison here (`if count < limit {`), and a closure
    /// in a condition must be in parentheses.
    func statementBody(from start: Int) -> Int? {
        var depth = 0
        var position = start
        while position < count {
            switch tokens[position].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth < 0 { return nil }
            case .leftBrace:
                if depth == 0 { return position }
                guard let close = matchingClose(position) else { return nil }
                position = close
            case .rightBrace, .semicolon:
                if depth == 0 { return nil }
            default:
                break
            }
            position += 1
        }
        return nil
    }
}
