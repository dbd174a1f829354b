extension SourceFile {
    /// The `=` starting the initializer of the declaration whose name is at `nameToken`
    /// (`let inset: CGFloat = 16`, `var rows: Dictionary<String, [Row]> = [:]`), or nil when
    /// its statement has none before a body (`var count: Int { … }`) or the next name (`var a, b: Int`).
    public func initializerStart(after nameToken: Int) -> Int? {
        let outline = outline(.blocks)
        guard let end = outline.statementEnd(after: nameToken) else { return nil }
        let reader = TokenReader(bytes: bytes, tokens: tokens)
        var position = nameToken + 1
        while position < end {
            switch tokens[position].kind {
            case .leftParen, .leftBracket:
                position = outline.close(of: position) ?? end
            case .leftAngle:
                position = reader.skipGenericClause(position) - 1
            case .leftBrace, .comma, .semicolon:
                return nil
            case .operator where operatorRole(at: position) == .assignment:
                return position
            default:
                break
            }
            position += 1
        }
        return nil
    }
}
