/// Expressions' parts a rule names. Those that need brackets' partners are the outline's, asked
/// with the file (`outline.postfixExpression(startingAt:in:)`), so that a rule reading many
/// expressions asks its outline once.
extension SourceFile {
    /// `items`, `user.name` for `self.items`, `user?.name`, `user!.name`: the names of a
    /// member path, `self.` and optional marks dropped; nil for any other expression (a call,
    /// a subscript, a literal).
    public func memberPath(of range: Range<Int>) -> String? {
        ExpressionReader.path(of: range, reader: TokenReader(bytes: bytes, tokens: tokens))
    }

    /// `range` without the `try`, `try?`, `try!` and `await` it starts with.
    public func droppingEffects(_ range: Range<Int>) -> Range<Int> {
        ExpressionReader.droppingEffects(range, reader: TokenReader(bytes: bytes, tokens: tokens))
    }
}

extension SyntaxOutline {
    /// The postfix expression that starts at `position`: a name (or an implicit member's `.`),
    /// then attached `?` and `!`, `.name` members, calls and subscripts (`items?.first(where:
    /// isDone)?.count`); empty when no name starts there.
    public func postfixExpression(startingAt position: Int, in file: SourceFile) -> Range<Int> {
        position..<reader(of: file).postfixEnd(from: position)
    }

    /// The postfix expression that ends before `end`: names and members, calls and subscripts,
    /// `?` and `!`, a parenthesized expression (`(x as? T)?.items` before `==`); empty when
    /// none ends there.
    public func postfixExpression(endingBefore end: Int, in file: SourceFile) -> Range<Int> {
        reader(of: file).postfixStart(endingBefore: end)..<end
    }

    /// Whether an empty collection is written at `position`: `[]`, `[:]`, or an initializer
    /// called without arguments on `Set`, `Array` or `Dictionary` (`Set()`, not `Set<Int>()`)
    /// or implicitly (`.init()`).
    public func isEmptyCollection(at position: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard position < tokens.count else { return false }
        if tokens[position].kind == .leftBracket, let close = close(of: position) {
            return close == position + 1 || close == position + 2 && tokens[position + 1].kind == .colon
        }
        let isImplicit = tokens[position].kind == .dot
        let first = tokens[position]
        guard isImplicit || file.isWord(first, "Set") || file.isWord(first, "Array") || file.isWord(first, "Dictionary") else { return false }
        let creation = postfixExpression(startingAt: position, in: file)
        guard creation.count == (isImplicit ? 4 : 3), close(of: creation.upperBound - 2) == creation.upperBound - 1 else { return false }
        return !isImplicit || tokens[position + 1].keyword == .initializer && postfixExpression(endingBefore: position, in: file).isEmpty
    }

    /// What a body of one statement gives back: that statement, after a leading `return`
    /// (`x` in `{ x }` and in `{ return x }`, an `if` or `switch` expression). Nil when the
    /// block holds more statements or none, a directive, a bare `return`, or a statement no
    /// expression is (a declaration, a loop, `guard`, `throw`, `break`).
    public func returnedExpression(of block: Int, in file: SourceFile) -> Range<Int>? {
        let statements = statements(in: block)
        let tokens = file.tokens
        guard statements.count == 1, let only = statements.first, !only.isDirective else { return nil }
        let start = tokens[only.first].keyword == .return ? only.first + 1 : only.first
        guard start < only.range.upperBound, tokens[start].kind != .attribute else { return nil }
        switch tokens[start].keyword {
        case .if?, .switch?, .try?, .await?: return start..<only.range.upperBound
        case let keyword? where ExpressionReader.statementKeywords.contains(keyword): return nil
        default: return start..<only.range.upperBound
        }
    }

    /// Whether a statement of `block` itself, not of a block nested in it, is a `return`,
    /// `throw`, `continue` or `break` (SwiftSyntax's control transfer statements): the code after
    /// the block does not run when it has run.
    public func transfersControl(outOf block: Int, in file: SourceFile) -> Bool {
        statements(in: block).contains { statement in
            switch file.tokens[statement.first].keyword {
            case .return?, .throw?, .continue?, .break?: true
            default: false
            }
        }
    }

    /// Whether `name` is a parameter of a function, initializer or subscript whose body holds
    /// `position`. (A closure's parameters come with `.calls`, in `ClosureExpr`.)
    public func isFunctionParameter(named name: String, at position: Int, in file: SourceFile) -> Bool {
        enclosingBlocks(of: position).contains { block in
            guard blocks[block].role == .function, case .function(let index)? = blocks[block].declaration else { return false }
            return file.declarations.functions[index].parameters.contains { $0.internalName == name }
        }
    }

    private func reader(of file: SourceFile) -> ExpressionReader {
        ExpressionReader(reader: TokenReader(bytes: file.bytes, tokens: file.tokens), outline: self)
    }
}
