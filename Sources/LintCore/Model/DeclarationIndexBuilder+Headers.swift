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
        return reader.isWord(position, "__consuming") ? .consuming : nil
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
}
