/// The parts of an expression rules and the outline name: effects, casts, creations, paths.
extension ExpressionReader {
    /// The range without leading `try`, `try?`, `try!` and `await`.
    func droppingEffects(_ range: Range<Int>) -> Range<Int> {
        Self.droppingEffects(range, reader: reader)
    }

    static func droppingEffects(_ range: Range<Int>, reader: TokenReader) -> Range<Int> {
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
            // Read no further than the value: `Limit < count` is a comparison.
            let walk = reader.walkToClose(paren, angles: true, limit: range.upperBound - paren)
            guard let close = walk.close, close < range.upperBound else { return nil }
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
        Self.path(of: range, reader: reader)
    }

    static func path(of range: Range<Int>, reader: TokenReader) -> String? {
        guard !range.isEmpty else { return nil }
        var parts: [String] = []
        var expectsName = true
        for position in range {
            switch reader.tokens[position].kind {
            case .identifier, .escapedIdentifier:
                switch reader.keyword(position) {
                case .nil?, .true?, .false?: return nil
                default: guard expectsName, position > range.lowerBound || isOperandWord(reader.keyword(position)) else { return nil }
                }
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
