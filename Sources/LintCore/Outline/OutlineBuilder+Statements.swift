/// Splits each block's code into statements: at a semicolon, and at a line break that does not
/// continue the expression before it (no trailing operator, comma or open bracket; no leading
/// dot, operator, `else` or `{`), outside brackets. Each token is read once, in its own block:
/// a nested block is stepped over by its brace's partner.
extension OutlineBuilder {
    mutating func findStatements() {
        let statementOfToken = Int32Table(count: reader.count, repeating: -1)
        outline.firstStatementOfBlock = []
        outline.firstStatementOfBlock.reserveCapacity(outline.blocks.count)
        split(0..<reader.count, block: nil, into: statementOfToken)
        for index in outline.blocks.indices {
            outline.firstStatementOfBlock.append(Int32(outline.statements.count))
            let block = outline.blocks[index]
            let around = statementOfToken[block.open]
            var start = block.open + 1
            switch block.role {
            case .switch:
                continue
            case .switchCase:
                start = labelEnd(from: block.open, to: block.close)
            case .closure:
                if let signatureEnd = reader.closureSignatureEnd(block.open) { start = signatureEnd + 1 }
            default:
                break
            }
            // A closure's signature and a case's label belong to the statement around them.
            let labelStart = block.firstToken
            for position in labelStart..<max(labelStart, min(start, block.close)) where statementOfToken[position] < 0 {
                statementOfToken[position] = around
            }
            split(min(start, block.close)..<block.close, block: index, into: statementOfToken)
        }
        outline.statementOfToken = statementOfToken
    }

    private mutating func split(_ range: Range<Int>, block: Int?, into statementOfToken: Int32Table) {
        var start: Int?
        var previous = -1
        var depth = 0
        var position = range.lowerBound
        while position < range.upperBound {
            let token = reader.tokens[position]
            if depth == 0 {
                if token.kind == .semicolon {
                    if let first = start { add(first..<position, block: block) }
                    start = nil
                    statementOfToken[position] = Int32(outline.statements.count - 1)
                    position += 1
                    continue
                }
                if token.kind == .pound, isDirective(position) {
                    if let first = start { add(first..<previous + 1, block: block) }
                    start = nil
                    let end = lineEnd(from: position, limit: range.upperBound)
                    add(position..<end, block: block, isDirective: true)
                    for marked in position..<end { statementOfToken[marked] = Int32(outline.statements.count - 1) }
                    previous = end - 1
                    position = end
                    continue
                }
                if let first = start, reader.line(position) > reader.line(previous), !continues(from: previous, to: position, since: first) {
                    add(first..<previous + 1, block: block)
                    start = nil
                }
            }
            if start == nil { start = position }
            statementOfToken[position] = Int32(outline.statements.count)
            switch token.kind {
            case .leftBrace:
                // The nested block's tokens are read with it; its closing brace is this statement's.
                guard let close = outline.close(of: position), close < range.upperBound else {
                    previous = range.upperBound - 1
                    position = range.upperBound
                    continue
                }
                statementOfToken[close] = Int32(outline.statements.count)
                previous = close
                position = close + 1
                continue
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            default:
                break
            }
            previous = position
            position += 1
        }
        if let first = start { add(first..<max(first + 1, previous + 1), block: block) }
    }

    private mutating func add(_ range: Range<Int>, block: Int?, isDirective: Bool = false) {
        outline.statements.append(Statement(range: range, block: block, isDirective: isDirective))
    }

    /// Whether the line break between `previous` and `next` goes on with the statement that
    /// started at `first`.
    private func continues(from previous: Int, to next: Int, since first: Int) -> Bool {
        switch reader.kind(previous) {
        case .comma?, .operator?, .leftParen?, .leftBracket?, .dot?, .colon?, .arrow?, .question?, .attribute?: return true
        default: break
        }
        switch reader.keyword(previous) {
        case .try?, .await?, .as?, .is?, .throw?: return true
        case .in?: return !startsClosureBody(previous)
        default: break
        }
        switch reader.kind(next) {
        case .dot?, .operator?, .rightParen?, .rightBracket?, .comma?, .colon?, .arrow?, .question?, .leftBrace?: return true
        default: break
        }
        switch reader.keyword(next) {
        case .else?, .catch?, .where?, .as?, .is?, .throws?, .rethrows?, .in?: return true
        case .while?: return reader.kind(previous) == .rightBrace && outline.open(of: previous).flatMap(outline.block(openedAt:))
            .map { outline.blocks[$0].role == .repeat } == true
        default: break
        }
        return isOnlyAttributesAndModifiers(first..<previous + 1)
    }

    /// `in` closing a closure's signature ends the signature, not an expression.
    private func startsClosureBody(_ position: Int) -> Bool {
        guard let block = outline.block(containing: position) else { return false }
        return outline.blocks[block].role == .closure && reader.closureSignatureEnd(outline.blocks[block].open) == position
    }

    /// `@objc`, `@available(iOS 13, *)`, `public` on lines of their own before a declaration.
    private func isOnlyAttributesAndModifiers(_ range: Range<Int>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            guard reader.kind(position) == .attribute || reader.keyword(position)?.isDeclarationModifier == true else { return false }
            // `@available(iOS 13, *)`, `private(set)`
            if reader.kind(position + 1) == .leftParen, let close = outline.close(of: position + 1) { position = close }
            position += 1
        }
        return true
    }

    private func isDirective(_ position: Int) -> Bool {
        guard position == 0 || reader.line(position - 1) != reader.line(position) else { return false }
        return reader.isPound(position, "#if") || reader.isPound(position, "#elseif")
            || reader.isPound(position, "#else") || reader.isPound(position, "#endif")
    }

    private func lineEnd(from position: Int, limit: Int) -> Int {
        var end = position + 1
        while end < limit, reader.line(end) == reader.line(position) { end += 1 }
        return end
    }

    /// The token after a switch case's label: after its `:` outside brackets.
    private func labelEnd(from open: Int, to close: Int) -> Int {
        var depth = 0
        for position in open..<close {
            switch reader.tokens[position].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .colon where depth == 0: return position + 1
            default: break
            }
        }
        return close
    }
}
