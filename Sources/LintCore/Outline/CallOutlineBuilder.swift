/// Finds a file's calls and closures in one walk over its tokens, after the block walk: each
/// bracket's partner and each brace's block are known, so no walk goes looking for a close.
/// Each token that ends a postfix expression remembers where that expression starts, so a
/// call's receiver is known at once however long the chain before it.
struct CallOutlineBuilder {
    let reader: TokenReader
    let outline: SyntaxOutline
    var result = CallsAndClosures()
    /// For each token ending a postfix expression (`items`, a call's `)`, the `?` of `a?`), the
    /// expression's first token; -1 for any other token.
    var expressionStart: [Int32]
    /// Each generic argument clause after a name (`Array<Int>`): its `>` by its `<` and back.
    var genericPartner: [Int: Int] = [:]
    /// For each block, its closure's position in `result.closures`, or -1.
    var closureOfBlock: [Int32] = []
    /// For each block, the innermost closure block holding it (itself for a closure), or -1.
    var nearestClosureBlock: [Int32] = []
    private var stack: [Open] = []
    /// No call is looked for before this token: the inside of `#selector(…)` and `#keyPath(…)`.
    var noCallsBefore = 0
    /// The line of an `#if` or `#elseif` condition, which holds no calls (`os(iOS)`).
    var conditionLine: Int32 = -1
    /// No generic clause is looked for before this token: the walk read that far already.
    var genericScanEnd = 0
    /// The line of the latest `#if`, `#elseif`, `#else` or `#endif`, and the token before its `#if`.
    var directiveBase: (line: Int32, base: Int) = (-1, -1)
    /// The token before each `#if` still open.
    var conditionalBases: [Int] = []
    /// The first segment of each string literal whose interpolation is open.
    var interpolatedStringStarts: [Int] = []
    /// Inside an enum's `case a(Int), b(String)`, whose names declare cases.
    var inEnumCaseList = false
    /// The `)` of the call closed last, and the `}` of the trailing closure closed last: a
    /// closure right after them trails that call.
    var lastCallParen = (close: -1, call: -1)
    var lastTrailingBrace = (close: -1, call: -1)

    private struct Open {
        var position: Int
        /// The call this bracket holds the arguments or a trailing closure of, or -1.
        var call: Int32
        /// The innermost call holding the tokens inside.
        var holder: Int32
        /// A `(` holding an expression (`(a + b)`, a tuple) rather than parameters or a pattern.
        var isExpression: Bool
    }

    init(reader: TokenReader, outline: SyntaxOutline) {
        self.reader = reader
        self.outline = outline
        expressionStart = [Int32](repeating: -1, count: reader.count)
    }

    /// The calls and closures of the file whose blocks and bracket partners `outline` holds.
    static func calls(reader: TokenReader, outline: SyntaxOutline) -> CallsAndClosures {
        var builder = CallOutlineBuilder(reader: reader, outline: outline)
        return builder.build()
    }

    mutating func build() -> CallsAndClosures {
        result.callOfToken = [Int32](repeating: -1, count: reader.count)
        makeClosures()
        for position in 0..<reader.count { visit(position) }
        return result
    }

    private var holder: Int32 { stack.last?.holder ?? -1 }

    private mutating func visit(_ position: Int) {
        let token = reader.tokens[position]
        if inEnumCaseList, position > 0, token.line != reader.tokens[position - 1].line, reader.kind(position - 1) != .comma {
            inEnumCaseList = false
        }
        result.callOfToken[position] = holder
        switch token.kind {
        case .identifier, .escapedIdentifier:
            if token.line != conditionLine { name(at: position) }
        case .number:
            expressionStart[position] = reader.kind(position - 1) == .dot ? memberStart(position) : Int32(position)
        case .string:
            stringSegment(at: position)
        case .leftParen:
            openParen(at: position)
        case .leftBracket:
            stack.append(Open(position: position, call: -1, holder: holder, isExpression: false))
        case .leftBrace:
            inEnumCaseList = false
            openBrace(at: position)
        case .rightParen, .rightBracket, .rightBrace:
            if token.kind == .rightBrace { inEnumCaseList = false }
            close(at: position)
            result.callOfToken[position] = holder
        case .question, .exclamation:
            // `a?.b`, `f()!`: written right after what they unwrap.
            let previous = position - 1
            if previous >= 0, expressionStart[previous] >= 0, token.start == reader.tokens[previous].end {
                expressionStart[position] = expressionStart[previous]
            }
        case .leftAngle:
            genericClause(at: position)
        case .rightAngle:
            if let open = genericPartner[position], open < position { expressionStart[position] = expressionStart[open - 1] }
        case .pound:
            directive(at: position)
        case .semicolon:
            inEnumCaseList = false
        default:
            break
        }
    }

    // MARK: Brackets

    private mutating func openParen(at position: Int) {
        let previous = position - 1
        var call: Int32 = -1
        if previous >= 0, position >= noCallsBefore, reader.tokens[position].line != conditionLine, isCallable(previous),
           reader.line(previous) == reader.line(position), !isFunctionReference(position) {
            call = Int32(addCall(opening: position, leftParen: position))
        }
        let isExpression = call < 0 && opensExpression(after: previous)
        stack.append(Open(position: position, call: call, holder: call >= 0 ? call : holder, isExpression: isExpression))
    }

    /// `Foo.init(x:)`, `load(_:completion:)`: a function's full name, not a call.
    private func isFunctionReference(_ paren: Int) -> Bool {
        var position = paren + 1
        guard reader.kind(position + 1) == .colon else { return false }
        while reader.isName(position), reader.kind(position + 1) == .colon { position += 2 }
        return reader.kind(position) == .rightParen
    }

    /// Whether a `(` after `previous` that calls nothing holds an expression (`(a + b)`,
    /// `return (x, y)`) rather than parameters, a pattern or an attribute's arguments.
    private func opensExpression(after previous: Int) -> Bool {
        guard let kind = reader.kind(previous), reader.line(previous) == reader.line(previous + 1) else { return true }
        switch kind {
        case .identifier:
            switch reader.keyword(previous) {
            case .if?, .guard?, .while?, .switch?, .return?, .throw?, .try?, .await?, .in?, .where?, .repeat?, .else?: return true
            default: return false
            }
        case .escapedIdentifier, .attribute, .pound, .rightAngle, .question, .exclamation, .rightParen, .rightBracket,
             .rightBrace, .number, .string:
            return false
        default:
            return true
        }
    }

    private mutating func openBrace(at position: Int) {
        var call: Int32 = -1
        if position >= noCallsBefore, let block = outline.block(openedAt: position), outline.blocks[block].role == .closure {
            call = trailingClosureCall(at: position, block: block)
        }
        stack.append(Open(position: position, call: call, holder: call >= 0 ? call : holder, isExpression: false))
    }

    private mutating func close(at position: Int) {
        guard let open = outline.open(of: position), let top = stack.last, top.position == open else { return }
        stack.removeLast()
        // What closes is told by its opener: in a broken file `{ a )` closes a brace with `)`.
        switch reader.tokens[open].kind {
        case .leftParen:
            if top.call >= 0 {
                let call = Int(top.call)
                readArguments(of: call, from: open, to: position)
                lastCallParen = (position, call)
                expressionStart[position] = Int32(result.calls[call].calledExpression.lowerBound)
            } else if top.isExpression {
                expressionStart[position] = Int32(open)
            }
        case .leftBracket:
            // A subscript (`a[0]`) continues the expression before it; else an array or dictionary literal.
            let before = open - 1
            let isSubscript = before >= 0 && expressionStart[before] >= 0 && reader.line(before) == reader.line(open)
            expressionStart[position] = isSubscript ? expressionStart[before] : Int32(open)
        default:
            guard let block = outline.block(openedAt: open), outline.blocks[block].role == .closure else { return }
            if top.call >= 0 {
                lastTrailingBrace = (position, Int(top.call))
                expressionStart[position] = Int32(result.calls[Int(top.call)].calledExpression.lowerBound)
            } else {
                expressionStart[position] = Int32(open)
            }
        }
    }
}
