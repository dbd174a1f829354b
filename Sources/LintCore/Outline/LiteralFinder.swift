/// Finds array and dictionary literals in one walk with a stack of open brackets, each
/// entry adding up what lies directly in it: whether it reads as a type (`[String: Int]`),
/// whether it has a dictionary's `:`, and whether each element is one data literal. A nested
/// bracket, or a string literal with its interpolations, counts as one element part when it closes.
struct LiteralFinder {
    let reader: TokenReader
    let outline: SyntaxOutline
    let strings: StringLiterals

    private struct Open {
        enum Kind { case literalCandidate, tuple, other, interpolation }
        var kind: Kind
        var position: Int
        /// Every token so far could be part of a type; `hasName`: a type's name was seen.
        var typeLike = true
        var hasName = false
        var hasColon = false
        var ternaries = 0
        var allData = true
        /// The current element: parts seen (a sign does not count), and whether all are data.
        var parts = 0
        var partsData = true
        /// For a string literal's interpolation: the literal.
        var literal = -1

        mutating func add(part isData: Bool) {
            parts += 1
            partsData = partsData && isData
        }

        mutating func endElement() {
            if parts > 0 { allData = allData && parts == 1 && partsData }
            parts = 0
            partsData = true
        }
    }

    func find() -> LiteralExprs {
        let reading = OutlineReading(reader: reader, outline: outline)
        var records = strings.records
        var stack: [Open] = []
        var entryOfLiteral = [Int32](repeating: -1, count: strings.records.count)
        var position = 0
        while position < reader.count {
            let token = reader.tokens[position]
            switch token.kind {
            case .leftBracket:
                let candidate = !reading.isSubscriptOpen(position) && !isCaptureList(position)
                stack.append(Open(kind: candidate ? .literalCandidate : .other, position: position))
            case .leftParen:
                stack.append(Open(kind: .tuple, position: position))
            case .leftBrace:
                stack.append(Open(kind: .other, position: position))
            case .rightParen, .rightBracket, .rightBrace:
                // A closer in an interpolation's code that it did not open closes nothing outside.
                guard let top = stack.last, top.kind != .interpolation else { break }
                var open = stack.removeLast()
                open.endElement()
                if open.kind == .literalCandidate, outline.close(of: open.position) == position,
                   let record = literal(open, closingAt: position) {
                    records.append(record)
                }
                let isData = open.kind == .tuple && open.allData && !open.hasColon
                    || open.kind == .literalCandidate && open.allData
                if !stack.isEmpty {
                    stack[stack.count - 1].add(part: isData)
                    stack[stack.count - 1].typeLike = stack[stack.count - 1].typeLike && open.typeLike && open.kind != .other
                    stack[stack.count - 1].hasName = stack[stack.count - 1].hasName || open.hasName
                }
            case .string:
                visitSegment(position, &stack, &entryOfLiteral)
            default:
                // What lies directly in braces, a subscript or a capture list is never read: such a
                // bracket makes whatever holds it code, whatever it holds (most tokens are there).
                if !stack.isEmpty, stack[stack.count - 1].kind != .other { visit(position, &stack[stack.count - 1]) }
            }
            position += 1
        }
        return LiteralExprs(records)
    }

    /// A string literal is one part of its element; its interpolations' code goes into an
    /// entry of its own, from the segment before to the one after.
    private func visitSegment(_ position: Int, _ stack: inout [Open], _ entryOfLiteral: inout [Int32]) {
        guard let literal = strings.literal(ofSegment: position) else { return }
        let tokens = strings.records[literal].tokens
        if position != tokens.lowerBound {
            let entry = Int(entryOfLiteral[literal])
            if entry >= 0, entry < stack.count, stack[entry].kind == .interpolation, stack[entry].literal == literal {
                stack.removeSubrange(entry...)
            }
        }
        if position == tokens.upperBound - 1 {
            if !stack.isEmpty {
                stack[stack.count - 1].add(part: strings.records[literal].isData)
                stack[stack.count - 1].typeLike = false
            }
        } else {
            var entry = Open(kind: .interpolation, position: position)
            entry.literal = literal
            entryOfLiteral[literal] = Int32(stack.count)
            stack.append(entry)
        }
    }

    private func visit(_ position: Int, _ open: inout Open) {
        let token = reader.tokens[position]
        switch token.kind {
        case .comma:
            open.endElement()
        case .colon:
            if open.ternaries > 0 {
                open.ternaries -= 1
                open.typeLike = false
                open.add(part: false)
            } else if open.kind == .tuple && open.parts == 1 && reader.isName(position - 1) {
                // A tuple's label: `(name: "Ada", year: 1815)`.
                open.parts = 0
                open.partsData = true
            } else {
                open.hasColon = true
                open.endElement()
            }
        case .identifier, .escapedIdentifier:
            switch token.keyword {
            case .true?, .false?, .nil?:
                open.add(part: true)
                open.typeLike = false
            case .anyType?, .selfType?, .existential?, .opaque?:
                open.add(part: false)
                open.hasName = true
            default:
                open.add(part: false)
                let first = reader.bytes[Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)]
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") && token.keyword == nil {
                    open.hasName = true
                } else if !(reader.kind(position + 1) == .colon && open.kind == .tuple) {
                    open.typeLike = false
                }
            }
        case .number:
            open.add(part: true)
            open.typeLike = false
        case .operator where (reader.isOperator(position, "-") || reader.isOperator(position, "+")) && open.parts == 0:
            // A signed number: `-122.42`.
            open.typeLike = false
        case .question where !reading.isAttached(position):
            open.ternaries += 1
            open.typeLike = false
            open.add(part: false)
        case .dot, .question, .exclamation, .leftAngle, .rightAngle, .arrow:
            open.add(part: false)
        case .operator where reader.isOperator(position, "&") || reader.isOperator(position, "..."):
            open.add(part: false)
        default:
            open.add(part: false)
            open.typeLike = false
        }
    }

    private var reading: OutlineReading { OutlineReading(reader: reader, outline: outline) }

    /// `{ [weak self] in`, `{ @MainActor [unowned self] in`; not `{ [1, 2] }`, a closure
    /// without a signature returning an array.
    private func isCaptureList(_ position: Int) -> Bool {
        var before = position - 1
        while reader.kind(before) == .attribute { before -= 1 }
        guard reader.kind(before) == .leftBrace, let block = outline.block(openedAt: before) else { return false }
        return outline.blocks[block].role == .closure && reader.closureSignatureEnd(before) != nil
    }

    /// The record of the bracket `open` closing at `close`, or nil when it reads as a type:
    /// only type names and the punctuation of types, and at least one name (`[]` is a literal).
    private func literal(_ open: Open, closingAt close: Int) -> LiteralExpr? {
        if open.typeLike && open.hasName { return nil }
        let isDictionary = open.hasColon
        let firstLine = Int(reader.tokens[open.position].line)
        let lastLine = max(firstLine, Int(reader.tokens[close].line))
        return LiteralExpr(
            kind: isDictionary ? .dictionary : .array, tokens: open.position..<close + 1, lines: firstLine...lastLine,
            isRaw: false, hasInterpolation: false, isData: open.allData
        )
    }
}
