/// What the cross-reference's walk reads of a few tokens at a time. On the token reader (two
/// references) rather than on the walk: a question asked of the walk's own large state copied
/// all of it for each call, some million times in an app.
extension TokenReader {
    /// The `NameSet` hash of the name token at `position`, backticks aside.
    func nameHash(_ position: Int) -> UInt64 {
        let token = tokens[position]
        let range = token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range
        return NameSet.hash(of: range, in: bytes)
    }

    /// Whether the name at `position` (backticks aside) starts with an upper-case ASCII letter,
    /// as type names do.
    func startsUppercase(_ position: Int) -> Bool {
        let token = tokens[position]
        let first = Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)
        return first < Int(token.end) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[first])
    }

    /// The bit of the first letter of the name at `position`, backticks aside (its low six bits).
    func initialBit(of position: Int) -> UInt64 {
        let token = tokens[position]
        return 1 << UInt64(bytes[Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)] & 63)
    }

    func isTypeName(_ position: Int) -> Bool {
        let token = tokens[position]
        let first = bytes[Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Apple's types (`UIColor`, `NSAttributedString`) and the standard library's (`String`,
    /// `Date`) are no project's: their creations are not followed.
    func isProjectTypeName(at position: Int) -> Bool {
        !FrameworkNames.hasPrefix(tokens[position].range, in: bytes)
            && !FrameworkNames.standardTypeHashes.contains(nameHash(position))
    }

    /// A call that may be a factory's: a static one on a type (`Screen.make(…)`), or one whose
    /// name says what it makes (`makeDetailScreen()`, `instantiate()`). `map(…)`, `string(…)` and
    /// `decode(…)` are not followed; a factory called so leaves its own instance unresolved, and
    /// a returned instance is no evidence either way.
    func mayNameFactory(at position: Int) -> Bool {
        if kind(position - 1) == .dot {
            var qualifier = position - 2
            if kind(qualifier) == .rightAngle { return true }
            while kind(qualifier) == .question || kind(qualifier) == .exclamation { qualifier -= 1 }
            if isName(qualifier), isTypeName(qualifier) { return true }
        }
        let range = tokens[position].range
        if bytes[range].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return true }
        return Self.factoryWords.contains { isWord(position, $0) }
    }

    static let factoryWords: [StaticString] = ["make", "instantiate", "create", "build", "new", "controller"]

    /// The first token of `Screen<Item>.make` or `factory.screens.make`: a name qualified by
    /// names and generic arguments, not a whole expression.
    func qualifierStart(of position: Int) -> Int {
        var start = position
        while kind(start - 1) == .dot {
            var qualifier = start - 2
            if kind(qualifier) == .rightAngle {
                var depth = 0
                while qualifier > 0 {
                    if kind(qualifier) == .rightAngle { depth += 1 }
                    if kind(qualifier) == .leftAngle { depth -= 1 }
                    if depth == 0 { break }
                    qualifier -= 1
                }
                qualifier -= 1
            }
            guard isName(qualifier) || keyword(qualifier) == .selfValue else { break }
            start = qualifier
        }
        return start
    }

    /// The `>` closing the generic arguments that open at `open` (`Screen<Item>(`), read no
    /// further than a generic clause can go: `if count < limit {` is a comparison, and each one
    /// must not send the walk to the end of the file.
    func genericClauseEnd(from open: Int) -> Int? {
        var depth = 0
        var position = open
        let openLine = line(open)
        while position < count, line(position) == openLine {
            switch tokens[position].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return position }
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .operator where !isOperator(position, "&"): return nil
            default: break
            }
            position += 1
        }
        return nil
    }

    /// `.fromNotification(…)` in `case .fromNotification(let message)` or as an argument: an enum
    /// case or a static member of a type the context gives, not a call the project can follow.
    func isImplicitMember(_ position: Int) -> Bool {
        guard kind(position - 1) == .dot else { return false }
        switch kind(position - 2) {
        case .identifier, .escapedIdentifier, .rightParen, .rightBracket, .question, .exclamation, .rightBrace, .rightAngle:
            return keyword(position - 2) == .case || keyword(position - 2) == .in
        default:
            return true
        }
    }

    /// The name token an expression starting at `start` is bound to (`let screen = `,
    /// `screen = `, `guard let screen = `), and whether it is returned instead.
    func binding(before start: Int, braces: BraceRoles) -> (Int?, Bool) {
        var before = start - 1
        while keyword(before) == .await || keyword(before) == .try { before -= 1 }
        if kind(before) == .question || kind(before) == .exclamation, keyword(before - 1) == .try {
            before -= 2
            while keyword(before) == .await { before -= 1 }
        }
        // `return Screen()`, or a function whose body is the creation alone.
        if keyword(before) == .return { return (nil, true) }
        if kind(before) == .leftBrace, case .function = braces.role(at: before) { return (nil, true) }
        guard isOperator(before, "=") else { return (nil, false) }
        if isName(before - 1), kind(before - 2) != .dot, kind(before - 2) != .colon { return (before - 1, false) }
        // `let screen: Screen = …`, `if let screen: Screen = … as? Screen`
        var declaration = before - 1
        while declaration > before - 8, declaration > 0 {
            if keyword(declaration) == .let || keyword(declaration) == .var {
                return isName(declaration + 1) ? (declaration + 1, false) : (nil, false)
            }
            declaration -= 1
        }
        return (nil, false)
    }

    /// What the value in `range` is, when it is a literal written alone.
    func valueKind(_ range: Range<Int>) -> ValueKind {
        guard range.count == 1 || range.count == 2 && isOperator(range.lowerBound, "-") else { return .expression }
        let token = tokens[range.upperBound - 1]
        switch (token.kind, token.keyword) {
        case (_, .nil): return .nilLiteral
        case (_, .true): return .boolLiteral(true)
        case (_, .false): return .boolLiteral(false)
        case (.number, _), (.string, _): return .literal
        default: return .expression
        }
    }
}
