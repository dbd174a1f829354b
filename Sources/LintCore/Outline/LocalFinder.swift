/// Finds local `let`s and `var`s: the keyword starts a statement (after the block's `{`, a
/// `;`, a closure's `in`, a switch case's `:`, or on a line of its own, after any attributes
/// and `lazy`, `weak` or `unowned`) in a block whose code runs.
struct LocalFinder {
    let reader: TokenReader
    let outline: SyntaxOutline
    let strings: StringLiterals

    func find() -> LocalVariables {
        var records: [VariableDecl] = []
        for position in 0..<reader.count {
            let keyword = reader.tokens[position].keyword
            guard keyword == .let || keyword == .var, let block = outline.block(containing: position) else { continue }
            let role = outline.blocks[block].role
            guard role.isExecutableRoot || role.isStatementBody, startsStatement(position, in: block) else { continue }
            let bindings = self.bindings(after: position, limit: min(reader.count, outline.blocks[block].close))
            guard !bindings.isEmpty else { continue }
            records.append(VariableDecl(keyword: position, isLet: keyword == .let, block: block, bindings: bindings))
        }
        return LocalVariables(records)
    }

    private func startsStatement(_ position: Int, in block: Int) -> Bool {
        var before = position - 1
        while before >= 0 {
            if reader.kind(before) == .attribute || reader.keyword(before) == .lazy || reader.keyword(before) == .weak
                || reader.keyword(before) == .unowned {
                before -= 1
            } else if reader.kind(before) == .rightParen, let open = outline.open(of: before),
                      reader.kind(open - 1) == .attribute || reader.keyword(open - 1) == .unowned {
                before = open - 2
            } else {
                break
            }
        }
        guard before >= 0 else { return false }
        let opening = outline.blocks[block]
        if before == opening.open { return true }
        switch reader.tokens[before].kind {
        case .semicolon: return true
        case .colon: return opening.role == .switchCase
        case .comma, .leftParen, .leftBracket, .operator, .dot: return false
        default: break
        }
        switch reader.keyword(before) {
        case .in?: return opening.role == .closure && reader.closureSignatureEnd(opening.open) == before
        case .if?, .guard?, .while?, .case?, .catch?, .for?, .where?, .let?, .var?: return false
        default: return reader.tokens[before].line != reader.tokens[position].line
        }
    }

    private func bindings(after keyword: Int, limit: Int) -> [PatternBinding] {
        var result: [PatternBinding] = []
        var position = keyword + 1
        while position < limit {
            let pattern: Range<Int>
            if reader.kind(position) == .leftParen, let close = outline.close(of: position), close < limit {
                pattern = position..<close + 1
            } else if reader.isName(position) {
                pattern = position..<position + 1
            } else {
                break
            }
            var binding = PatternBinding(
                pattern: pattern, names: PatternReader(reader: reader, outline: outline).names(in: pattern, bindsByDefault: true)
            )
            position = pattern.upperBound
            if reader.kind(position) == .colon {
                let end = min(limit, reader.typeEnd(from: position + 1))
                binding.type = position + 1..<max(position + 1, end)
                position = max(position + 1, end)
            }
            if reader.isOperator(position, "=") {
                let end = ExpressionEnd(reader: reader, outline: outline, strings: strings).end(from: position + 1, limit: limit)
                binding.initializer = position + 1..<end
                position = end
            }
            result.append(binding)
            guard reader.kind(position) == .comma else { break }
            position += 1
        }
        return result
    }
}
