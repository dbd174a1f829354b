import LintCore

/// Reading declarations' initializers, for rules that ask what a property starts with.
extension SourceFile {
    /// The `=` of a property's initializer: the first one outside brackets after its name.
    func initializerStart(after nameToken: Int) -> Int? {
        var depth = 0
        var index = nameToken + 1
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightAngle: depth -= 1
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .operator where depth == 0 && isAssignment(at: index): return index
            default: break
            }
            if tokens[index].line > tokens[nameToken].line + 1 && depth == 0 { return nil }
            index += 1
        }
        return nil
    }

    /// `=`, `+=` and the like; not `==`, `!=`, `<=`, `>=`.
    func isAssignment(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .operator, bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return false }
        let length = Int(token.end - token.start)
        if length == 1 { return true }
        let previous = bytes[Int(token.end) - 2]
        return !(previous == UInt8(ascii: "=") || (length == 2 && "!<>".utf8.contains(previous)))
    }
}
