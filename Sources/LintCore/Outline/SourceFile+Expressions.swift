/// Expressions' parts a rule names, read with the outline's brackets.
extension SourceFile {
    /// The postfix expression that starts at `position`: a name (or an implicit member's `.`),
    /// then attached `?` and `!`, `.name` members, calls and subscripts (`items?.first(where:
    /// isDone)?.count`); empty when no name starts there.
    public func postfixExpression(startingAt position: Int) -> Range<Int> {
        position..<expressionReader.postfixEnd(from: position)
    }

    /// The postfix expression that ends before `end`: names and members, calls and subscripts,
    /// `?` and `!`, a parenthesized expression (`(x as? T)?.items` before `==`); empty when
    /// none ends there.
    public func postfixExpression(endingBefore end: Int) -> Range<Int> {
        expressionReader.postfixStart(endingBefore: end)..<end
    }

    /// `items`, `user.name` for `self.items`, `user?.name`, `user!.name`: the names of a
    /// member path, `self.` and optional marks dropped; nil for any other expression (a call,
    /// a subscript, a literal).
    public func memberPath(of range: Range<Int>) -> String? {
        expressionReader.path(of: range)
    }

    /// `range` without the `try`, `try?`, `try!` and `await` it starts with.
    public func droppingEffects(_ range: Range<Int>) -> Range<Int> {
        expressionReader.droppingEffects(range)
    }

    /// Whether an empty collection is written at `position`: `[]`, `[:]`, or an initializer
    /// called without arguments on `Set`, `Array` or `Dictionary` (`Set()`, not `Set<Int>()`)
    /// or implicitly (`.init()`).
    public func isEmptyCollection(at position: Int) -> Bool {
        let literals = outline(.literals).literals
        if let literal = literals.literal(startingAt: position) { return literals[literal].isEmptyCollection }
        // Such a call starts with its type's name or the dot of `.init`: the file's calls are
        // read only then.
        guard position < tokens.count, tokens[position].kind == .dot || Self.emptyCollectionTypes.contains(where: { isWord(tokens[position], $0) })
        else { return false }
        let outline = outline(.calls)
        let creation = postfixExpression(startingAt: position)
        guard let index = outline.call(closingAt: creation.upperBound - 1), let name = outline.calls[index].name else { return false }
        let call = outline.calls[index]
        guard call.calledExpression.lowerBound == position, call.receiver == nil, call.arguments.isEmpty,
              call.trailingClosures.isEmpty else { return false }
        return tokens[name].keyword == .initializer || Self.emptyCollectionTypes.contains { isWord(tokens[name], $0) }
    }

    private static let emptyCollectionTypes: [StaticString] = ["Set", "Array", "Dictionary"]

    /// Whether a statement of `block` itself, not of a block nested in it, is a `return`,
    /// `throw`, `continue` or `break` (SwiftSyntax's control transfer statements): the code after
    /// the block does not run when it has run.
    public func transfersControl(outOf block: Int) -> Bool {
        outline(.blocks).statements(in: block).contains { statement in
            switch tokens[statement.first].keyword {
            case .return?, .throw?, .continue?, .break?: true
            default: false
            }
        }
    }

    private var expressionReader: ExpressionReader {
        ExpressionReader(reader: TokenReader(bytes: bytes, tokens: tokens), outline: outline(.blocks))
    }
}
