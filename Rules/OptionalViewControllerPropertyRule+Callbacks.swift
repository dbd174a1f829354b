import LintCore

/// Closures that run later, and token tests, for reading a class's members.
extension OptionalViewControllerPropertyRule.EvidenceReader {
    // MARK: Callbacks

    /// Whether the `{` at `brace` opens a closure that runs later: one handed to a call or
    /// label that names a completion (`fetch { … }`, `completion: { … }`). A hop to the main
    /// queue or a weak capture alone says nothing about when the value arrives.
    func isAsynchronousCallback(at brace: Int) -> Bool {
        guard let callee = closureCallee(at: brace), let callee else { return false }
        if callee == "Task" || callee == "detached" { return true }
        let lowered = callee.lowercased()
        return Self.callbackWords.contains { lowered.contains($0) }
    }

    static let callbackWords = [
        "completion", "handler", "callback", "then", "sink", "done", "success", "response", "result", "fetch",
        "load", "request", "download",
    ]

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
            if isWord(previous, "in") || isWord(previous, "return") { return .some(nil) }
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
                if let word = statementWord(at: index) {
                    return !(sawAssignment && (word == "let" || word == "var"))
                }
            default:
                break
            }
            index -= 1
        }
        return false
    }

    func statementWord(at index: Int) -> String? {
        let text = file.text(of: file.tokens[index])
        return Self.statementWords.contains(text) ? text : nil
    }

    static let statementWords: Set<String> = [
        "if", "guard", "else", "while", "for", "switch", "do", "catch", "defer", "repeat", "let", "var",
        "func", "init", "get", "set", "didSet", "willSet", "class", "struct", "enum", "extension", "protocol",
        "actor", "subscript", "deinit",
    ]

    // MARK: Tokens

    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < file.tokens.count ? file.tokens[index].kind : nil
    }

    func isName(_ index: Int) -> Bool {
        kind(index) == .identifier || kind(index) == .escapedIdentifier
    }

    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        kind(index) != nil && file.isWord(file.tokens[index], word)
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
