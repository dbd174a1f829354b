import LintCore

/// Closures that run later, and token tests, for reading a class's members.
extension OptionalViewControllerPropertyRule.EvidenceReader {
    // MARK: Callbacks

    /// Whether the `{` at `brace` opens a closure that runs later: one handed to a call or
    /// label that names a completion (`fetch { … }`, `completion: { … }`), or one that captures
    /// `self` weakly, which only an escaping closure needs.
    func isAsynchronousCallback(at brace: Int) -> Bool {
        if capturesSelfWeakly(brace) && closureCallee(at: brace) != nil { return true }
        guard let callee = closureCallee(at: brace), let callee else { return false }
        if callee == "Task" || callee == "detached" { return true }
        let lowered = callee.lowercased()
        return Self.callbackWords.contains { lowered.contains($0) }
    }

    static let callbackWords = [
        "completion", "handler", "callback", "then", "sink", "done", "success", "response", "result", "fetch",
        "load", "request", "download",
    ]

    /// `{ [weak self] …` or `{ [unowned self, …] …`.
    func capturesSelfWeakly(_ brace: Int) -> Bool {
        guard kind(brace + 1) == .leftBracket, let close = file.matchingClose(brace + 1) else { return false }
        for index in (brace + 2)..<close where keyword(index) == .selfValue {
            if let before = keyword(index - 1), before == .weak || before == .unowned { return true }
            if kind(index - 1) == .rightParen, keyword(index - 4) == .unowned { return true }
        }
        return false
    }

    /// For a `{` that opens a closure, the call or label it is handed to (`nil` inside when
    /// there is none, as in `let f = {`); nil for a `{` that opens a statement's body.
    func closureCallee(at brace: Int) -> String?? {
        let previous = brace - 1
        switch kind(previous) {
        case .leftParen, .comma:
            return .some(calleeName(openingParenthesisBefore: previous))
        case .colon:
            return .some(isName(previous - 1) ? name(at: previous - 1) : nil)
        case .leftBracket, .operator:
            return .some(nil)
        case .rightParen:
            guard !isStatementBody(brace) else { return nil }
            guard let open = matchingOpen(previous), isName(open - 1) else { return .some(nil) }
            return .some(name(at: open - 1))
        case .identifier, .escapedIdentifier:
            if keyword(previous) == .in || keyword(previous) == .return { return .some(nil) }
            guard !isStatementBody(brace) else { return nil }
            return .some(name(at: previous))
        case .rightBracket, .question, .exclamation, .rightAngle:
            return isStatementBody(brace) ? nil : .some(nil)
        default:
            return nil
        }
    }

    /// The name of the call whose parentheses hold `position`.
    func calleeName(openingParenthesisBefore position: Int) -> String? {
        var depth = 0
        var index = position
        while index >= 0 {
            switch file.tokens[index].kind {
            case .rightParen, .rightBracket, .rightBrace: depth += 1
            case .leftBracket, .leftBrace: if depth == 0 { return nil } else { depth -= 1 }
            case .leftParen:
                if depth == 0 { return isName(index - 1) ? name(at: index - 1) : nil }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// Whether the `{` belongs to a statement or declaration (`if`, `guard … else`,
    /// `for`, `switch`, `do`, `catch`, a computed property), found by walking back over
    /// balanced brackets to the statement's first word.
    func isStatementBody(_ brace: Int) -> Bool {
        var index = brace - 1
        var sawAssignment = false
        while index >= 0 {
            let kind = file.tokens[index].kind
            switch kind {
            case .rightParen, .rightBracket:
                guard let open = matchingOpen(index) else { return false }
                index = open - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket:
                return false
            case .operator where isOperator(index, "="):
                sawAssignment = true
            case .identifier:
                if let keyword = file.tokens[index].keyword, Self.statementKeywords.contains(keyword) {
                    return !(sawAssignment && (keyword == .let || keyword == .var))
                }
            default:
                break
            }
            index -= 1
        }
        return false
    }

    /// Keywords that begin a statement or a declaration: a `{` after one opens its body.
    static let statementKeywords: Set<Keyword> = [
        .if, .guard, .else, .while, .for, .switch, .do, .catch, .defer, .repeat, .let, .var,
        .func, .initializer, .get, .set, .didSet, .willSet, .class, .struct, .enum, .extension, .protocol,
        .actor, .subscript, .deinit,
    ]

    // MARK: Tokens

    func kind(_ index: Int) -> TokenKind? {
        file.cursor(at: index).kind
    }

    func isName(_ index: Int) -> Bool {
        file.cursor(at: index).isName
    }

    func keyword(_ index: Int) -> Keyword? {
        file.cursor(at: index).keyword
    }

    func isOperator(_ index: Int, _ spelling: String) -> Bool {
        kind(index) == .operator && file.text(of: file.tokens[index]) == spelling
    }

    func matchingOpen(_ close: Int) -> Int? {
        file.matchingOpen(close)
    }

    /// `viewWillAppear(_:)`, `init(coder:)`, `subscript(_:)`.
    static func displayName(of function: FunctionDeclaration) -> String {
        let labels = function.parameters.map { "\($0.externalName ?? "_"):" }.joined()
        return "\(function.name)(\(labels))"
    }
}
