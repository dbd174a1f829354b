/// A call's arguments, read once its `)` is reached: the walk has by then read every generic
/// clause inside, and each nested bracket is stepped over by its partner.
extension CallOutlineBuilder {
    /// Splits the argument list between `open` and `close` at its top-level commas. The lines
    /// of `#if`, `#elseif`, `#else` and `#endif` belong to no argument.
    mutating func readArguments(of call: Int, from open: Int, to close: Int) {
        var arguments: [LabeledExpr] = []
        var start = open + 1
        var position = open + 1
        while position < close {
            switch reader.tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace:
                position = min(outline.close(of: position) ?? close, close)
            case .leftAngle:
                if let end = genericPartner[position], end > position, end < close { position = end }
            case .comma:
                addArgument(start..<position, of: call, to: &arguments)
                start = position + 1
            case .pound where isConditionalDirective(position):
                addArgument(start..<position, of: call, to: &arguments)
                position = directiveLineEnd(position, before: close)
                start = position + 1
            default:
                break
            }
            position += 1
        }
        addArgument(start..<close, of: call, to: &arguments)
        result.calls[call].arguments = arguments
    }

    private mutating func addArgument(_ range: Range<Int>, of call: Int, to arguments: inout [LabeledExpr]) {
        guard !range.isEmpty else { return }
        var expression = range
        var labelToken: Int?
        if range.count >= 2, reader.isName(range.lowerBound), reader.kind(range.lowerBound + 1) == .colon {
            labelToken = range.lowerBound
            expression = range.lowerBound + 2..<range.upperBound
        }
        let label = labelToken.map { reader.text($0) }
        arguments.append(LabeledExpr(label: label, labelToken: labelToken, expression: expression, path: path(of: expression)))
        // A closure that is the whole argument is passed to this call.
        let brace = expression.lowerBound
        if reader.kind(brace) == .leftBrace, outline.close(of: brace) == expression.upperBound - 1,
           let block = outline.block(openedAt: brace), closureOfBlock[block] >= 0 {
            let closure = Int(closureOfBlock[block])
            result.closures[closure].call = call
            result.closures[closure].label = label
        }
    }

    /// `item`, `self.items`, `row.id`, `$0.offset`: names joined by dots, as written without spaces.
    private func path(of range: Range<Int>) -> String? {
        guard let first = range.first, reader.isName(first) else { return nil }
        if let keyword = reader.keyword(first), keyword != .selfValue, keyword != .selfType, keyword != .super { return nil }
        var position = first + 1
        while position < range.upperBound {
            guard reader.kind(position) == .dot, position + 1 < range.upperBound,
                  reader.isName(position + 1) || reader.kind(position + 1) == .number else { return nil }
            position += 2
        }
        return reader.joined(range)
    }

    func isConditionalDirective(_ position: Int) -> Bool {
        let spelling = reader.tokens[position].range
        return ByteText.equals(reader.bytes, spelling, "#if") || ByteText.equals(reader.bytes, spelling, "#elseif")
            || ByteText.equals(reader.bytes, spelling, "#else") || ByteText.equals(reader.bytes, spelling, "#endif")
    }

    /// The last token on the line of the directive at `position`, before `limit`.
    private func directiveLineEnd(_ position: Int, before limit: Int) -> Int {
        var end = position
        while end + 1 < limit, reader.tokens[end + 1].line == reader.tokens[position].line { end += 1 }
        return end
    }

    // MARK: Generic clauses and directives

    /// `Array<Int>(`, `Result<Data, Error>.success`: a generic argument clause written right
    /// after a name, read up to its `>` over type tokens only; a comparison (`a<b && c`) stops it.
    mutating func genericClause(at open: Int) {
        let name = open - 1
        guard open >= genericScanEnd, reader.isName(name), expressionStart[name] >= 0,
              reader.tokens[open].start == reader.tokens[name].end else { return }
        var depth = 0
        var position = open
        while position < reader.count {
            switch reader.tokens[position].kind {
            case .leftAngle:
                depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 {
                    genericPartner[open] = position
                    genericPartner[position] = open
                    genericScanEnd = position + 1
                    return
                }
            case .leftParen, .leftBracket:
                if let close = outline.close(of: position) { position = close }
            case .identifier, .escapedIdentifier, .dot, .comma, .question, .exclamation, .arrow, .colon, .number:
                break
            case .operator where reader.isOperator(position, "&"):
                break
            default:
                genericScanEnd = position
                return
            }
            position += 1
        }
        genericScanEnd = position
    }

    /// `#if os(iOS)` holds no calls on its line; `#selector(load(_:))` and `#keyPath(a.b)` none
    /// inside. A member on the line after a directive is read on the expression before the `#if`.
    mutating func directive(at position: Int) {
        let spelling = reader.tokens[position].range
        let line = reader.tokens[position].line
        if ByteText.equals(reader.bytes, spelling, "#if") { conditionalBases.append(position - 1) }
        if isConditionalDirective(position), let base = conditionalBases.last { directiveBase = (line, base) }
        if ByteText.equals(reader.bytes, spelling, "#endif") { _ = conditionalBases.popLast() }
        if ByteText.equals(reader.bytes, spelling, "#if") || ByteText.equals(reader.bytes, spelling, "#elseif") {
            conditionLine = line
        } else if ByteText.equals(reader.bytes, spelling, "#selector") || ByteText.equals(reader.bytes, spelling, "#keyPath"),
                  reader.kind(position + 1) == .leftParen, let close = outline.close(of: position + 1) {
            noCallsBefore = max(noCallsBefore, close)
        }
    }
}
