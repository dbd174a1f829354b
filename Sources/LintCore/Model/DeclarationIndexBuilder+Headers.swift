/// Modifiers, attributes and the end of a declaration header.
extension DeclarationIndexBuilder {
    static let modifierArguments: [String: Modifier.Argument] = ["(set)": .set, "(safe)": .safe, "(unsafe)": .unsafe]

    /// Walks back from a declaration keyword over its modifiers and attributes, including
    /// parenthesized arguments (`private(set)`, `@available(iOS 15, *)`).
    func modifiersAndAttributes(before keyword: Int) -> (modifiers: [Modifier], attributes: [String], first: Int) {
        var modifiers: [Modifier] = []
        var attributes: [String] = []
        var position = keyword - 1
        while position >= 0 {
            var head = position
            var argumentTokens = position..<position
            if reader.kind(position) == .rightParen {
                guard let open = matchingOpen(position), open > 0 else { break }
                head = open - 1
                argumentTokens = open..<position + 1
            }
            // The token before most declarations is the end of the previous statement:
            // rule it out before joining any arguments.
            if reader.kind(head) == .attribute {
                attributes.insert(argumentTokens.isEmpty ? reader.text(head) : reader.text(head) + reader.joined(argumentTokens), at: 0)
            } else if let modifier = modifierKeyword(at: head) {
                if argumentTokens.isEmpty {
                    modifiers.insert(Modifier(modifier), at: 0)
                } else {
                    guard let argument = Self.modifierArguments[reader.joined(argumentTokens)] else { break }
                    modifiers.insert(Modifier(modifier, argument: argument), at: 0)
                }
            } else {
                break
            }
            position = head - 1
        }
        return (modifiers, attributes, position + 1)
    }

    /// `__consuming`, the underscored spelling of `consuming`, is one too.
    private func modifierKeyword(at position: Int) -> Keyword? {
        if let keyword = reader.keyword(position) { return keyword.isDeclarationModifier ? keyword : nil }
        return reader.kind(position) == .identifier && reader.text(position) == "__consuming" ? .consuming : nil
    }

    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            switch reader.tokens[position].kind {
            case .rightParen: depth += 1
            case .leftParen: depth -= 1
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            if depth == 0 { return position }
            position -= 1
        }
        return nil
    }

    /// The body brace of a header that continues from `start`: the first `{` outside
    /// brackets, or nil when the declaration ends first (`;`, `}`, a new declaration line).
    func bodyBrace(from start: Int) -> Int? {
        var position = start
        var depth = 0
        while position < reader.count {
            switch reader.tokens[position].kind {
            case .leftBrace where depth == 0:
                return position
            case .leftParen, .leftBracket, .leftAngle:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth = max(0, depth - 1)
            case .rightBrace, .semicolon:
                return nil
            case .leftBrace:
                guard let close = reader.matchingClose(position) else { return nil }
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
        guard reader.line(position) != reader.line(position - 1) else { return false }
        return Self.startsDeclaration(reader.keyword(position))
    }

    /// An attribute opening a line starts the next declaration, unless the header is still
    /// mid-list (`class A:\n    @unchecked Sendable`).
    private func startsLineAfterCompleteHeader(_ position: Int) -> Bool {
        guard reader.line(position) != reader.line(position - 1) else { return false }
        let previous = reader.tokens[position - 1].kind
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
        while position < reader.count {
            let kind = reader.tokens[position].kind
            if depth == 0 && position > start && reader.line(position) != reader.line(position - 1)
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
            case .operator where depth == 0 && reader.isOperator(position, "="):
                return position
            case .comma where depth == 0:
                return position
            case .identifier where depth == 0 && position > start && reader.keyword(position) == .where:
                return position
            default:
                break
            }
            position += 1
        }
        return position
    }

    private func continuesType(at position: Int) -> Bool {
        switch reader.tokens[position - 1].kind {
        case .arrow, .comma, .dot, .leftAngle, .leftParen, .leftBracket, .colon: return true
        default: break
        }
        switch reader.tokens[position].kind {
        case .arrow, .dot, .rightAngle, .rightParen, .rightBracket, .question, .exclamation: return true
        default: return reader.isOperator(position - 1, "&") || reader.isOperator(position, "&")
        }
    }
}
