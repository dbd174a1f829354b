/// Finds the subscripts of a file in token order, each base found by a walk back that stops
/// at an earlier subscript of the same chain (its start is known), and decides their access
/// in reverse order, each walk forward stopping at the next subscript of its chain: a chain
/// of a thousand subscripts is read once, not once per subscript.
struct SubscriptFinder {
    let reader: TokenReader
    let outline: SyntaxOutline
    let strings: StringLiterals

    private var reading: OutlineReading { OutlineReading(reader: reader, outline: outline) }

    func find() -> [SubscriptCallExpr] {
        let reading = reading
        var records: [SubscriptCallExpr] = []
        var baseStartOfClose: [Int: Int] = [:]
        for open in 0..<reader.count where reader.tokens[open].kind == .leftBracket && reading.isSubscriptOpen(open) {
            guard let close = outline.close(of: open) else { continue }
            let start = reading.postfixStart(endingAt: open - 1, strings: strings) { baseStartOfClose[$0] }
            guard start < open else { continue }
            baseStartOfClose[close] = start
            // `\.rows[0]`, `\Row.items[0]`: a key path names the element, reads nothing.
            if reader.kind(start - 1) == .backslash { continue }
            records.append(SubscriptCallExpr(
                base: start..<open, leftBracket: open, rightBracket: close, arguments: arguments(open + 1..<close),
                access: .read, basePath: path(start..<open)
            ))
        }
        decideAccess(&records)
        return records
    }

    /// The arguments between a subscript's brackets, split at the commas outside nested
    /// brackets and string interpolations.
    private func arguments(_ contents: Range<Int>) -> [SubscriptArgument] {
        var result: [SubscriptArgument] = []
        var start = contents.lowerBound
        var position = contents.lowerBound
        while position <= contents.upperBound {
            if position == contents.upperBound || reader.kind(position) == .comma {
                if start < position {
                    let labeled = reader.isName(start) && reader.kind(start + 1) == .colon && start + 1 < position
                    result.append(SubscriptArgument(label: labeled ? start : nil, expression: labeled ? start + 2..<position : start..<position))
                }
                start = position + 1
                position += 1
                continue
            }
            if reader.kind(position) == .string, let literal = strings.literal(ofSegment: position) {
                position = min(max(position, strings.records[literal].tokens.upperBound - 1), contents.upperBound - 1)
            } else {
                position = reading.skipping(position)
            }
            position += 1
        }
        return result
    }

    /// `rows`, `self.rows?`, `table.sections`, read backwards so that a base ending in a
    /// subscript or call is turned away at its last token.
    private func path(_ base: Range<Int>) -> String? {
        var names: [Int] = []
        var position = base.upperBound - 1
        while position >= base.lowerBound {
            while position > base.lowerBound, reader.kind(position) == .question || reader.kind(position) == .exclamation {
                position -= 1
            }
            guard reader.isName(position), reader.kind(position) == .escapedIdentifier
                    || OutlineReading.isExpressionName(reader.keyword(position)) else { return nil }
            names.append(position)
            if position == base.lowerBound { break }
            guard reader.kind(position - 1) == .dot, position - 2 >= base.lowerBound else { return nil }
            position -= 2
        }
        if names.count > 1, reader.keyword(names[names.count - 1]) == .selfValue { names.removeLast() }
        return names.reversed().map { reader.text($0) }.joined(separator: ".")
    }
}
