/// `for (offset, element) in EXPR.enumerated() { … }` and `EXPR.enumerated().map { … }`.
extension DeclarationIndexBuilder {
    static let closureMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "allSatisfy",
        "last", "sorted", "min", "max",
    ]

    mutating func parseForLoop(at keyword: Int) {
        var position = keyword + 1
        if reader.keyword(position) == .case { position += 1 }
        if reader.keyword(position) == .let || reader.keyword(position) == .var { position += 1 }
        guard reader.kind(position) == .leftParen, let close = reader.matchingClose(position) else { return }
        let names = tupleNames(position + 1..<close)
        guard names.count == 2, reader.keyword(close + 1) == .in else { return }
        let receiverStart = close + 2
        guard let brace = bodyBrace(from: receiverStart), let enumerated = trailingEnumeratedCall(before: brace)
        else { return }
        addUse(EnumeratedUse(
            form: .forLoop, enumeratedToken: enumerated, receiver: receiverStart..<enumerated - 1,
            offsetName: names[0], elementName: names[1],
            body: Body(open: brace, openLine: reader.line(brace), close: nil, closeLine: nil)
        ))
    }

    /// The names of a tuple pattern `(offset, element)`, `(let i, var x)`, `(_, x)`.
    private func tupleNames(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        var current: String?
        for position in range {
            if reader.kind(position) == .comma {
                names.append(current ?? "")
                current = nil
            } else if reader.isName(position) && reader.keyword(position) != .let && reader.keyword(position) != .var {
                current = reader.text(position)
            } else {
                return []
            }
        }
        names.append(current ?? "")
        return names
    }

    /// `… .enumerated()` right before the loop body (a `where` clause may follow it).
    private func trailingEnumeratedCall(before brace: Int) -> Int? {
        var end = brace
        var position = brace - 1
        var depth = 0
        while position > 0 {
            switch reader.tokens[position].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket: depth -= 1
            default: break
            }
            if depth == 0 && reader.keyword(position) == .where { end = position }
            if depth < 0 || reader.keyword(position) == .in { break }
            position -= 1
        }
        let call = end - 3
        guard call > 0, reader.isWord(call, "enumerated"), reader.kind(call - 1) == .dot,
              reader.kind(call + 1) == .leftParen, reader.kind(call + 2) == .rightParen else { return nil }
        return call
    }

    mutating func parseEnumeratedClosure(at call: Int) {
        guard reader.kind(call + 1) == .leftParen, reader.kind(call + 2) == .rightParen,
              reader.kind(call + 3) == .dot, reader.kind(call + 4) == .identifier else { return }
        let method = reader.text(call + 4)
        guard Self.closureMethods.contains(method), let brace = closureBrace(afterMethod: call + 4) else { return }
        let names = closureParameterNames(brace)
        addUse(EnumeratedUse(
            form: .closure(method: method), enumeratedToken: call, receiver: reader.postfixStart(endingBefore: call - 1)..<call - 1,
            offsetName: names?.first, elementName: names.flatMap { $0.count > 1 ? $0[1] : nil },
            body: Body(open: brace, openLine: reader.line(brace), close: nil, closeLine: nil)
        ))
    }

    private func closureBrace(afterMethod method: Int) -> Int? {
        let next = method + 1
        if reader.kind(next) == .leftBrace { return next }
        guard reader.kind(next) == .leftParen, let close = reader.matchingClose(next) else { return nil }
        if reader.kind(close + 1) == .leftBrace { return close + 1 }
        var position = next + 1
        while position < close {
            if reader.kind(position) == .leftBrace { return position }
            if reader.kind(position) == .leftParen || reader.kind(position) == .leftBracket,
               let inner = reader.matchingClose(position) {
                position = inner
            }
            position += 1
        }
        return nil
    }

    /// `{ (offset, element) in`, `{ offset, element in`, `{ result, pair in` (reduce: the
    /// enumerated pair is the last parameter, which then is a tuple pattern or a name).
    private func closureParameterNames(_ brace: Int) -> [String]? {
        var position = brace + 1
        var names: [String] = []
        let parenthesized = reader.kind(position) == .leftParen
        if parenthesized { position += 1 }
        while position < reader.count {
            if reader.isName(position) && reader.keyword(position) != .in {
                names.append(reader.text(position))
                position += 1
                if reader.kind(position) == .colon {
                    position = typeEnd(from: position + 1)
                }
            } else if reader.kind(position) == .comma {
                position += 1
            } else {
                break
            }
        }
        if parenthesized {
            guard reader.kind(position) == .rightParen else { return nil }
            position += 1
        }
        guard reader.keyword(position) == .in, !names.isEmpty else { return nil }
        return names
    }

    private mutating func addUse(_ use: EnumeratedUse) {
        let useIndex = index.enumeratedUses.count
        index.enumeratedUses.append(use)
        pendingBodies[use.body.open] = .enumerated(useIndex)
    }
}
