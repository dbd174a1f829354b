/// A statement, declaration or compiler directive: the tokens from its first to its last,
/// over continuation lines (`items\n    .filter { … }`, a trailing operator or comma), trailing
/// closures and the bodies it opens (`if … { … } else { … }` is one statement of its block).
public struct Statement: Sendable, Equatable {
    public var range: Range<Int>
    /// The block whose code the statement is, by position in `SyntaxOutline.blocks`; nil at the top level.
    public var block: Int?
    /// `#if`, `#elseif`, `#else` or `#endif` with its condition: a line of its own, no code.
    public var isDirective: Bool

    public var first: Int { range.lowerBound }
    public var last: Int { range.upperBound - 1 }
}

extension SyntaxOutline {
    /// The innermost statement holding the token at `position`, by position in `statements`. A
    /// closure's signature and a switch case's label belong to the statement around them.
    public func statement(containing position: Int) -> Int? {
        guard position >= 0, position < statementOfToken.count else { return nil }
        let statement = statementOfToken[position]
        return statement < 0 ? nil : Int(statement)
    }

    /// The statements directly in `block` (nil: the top level), in order, by position in `statements`.
    public func statementIndexes(in block: Int?) -> Range<Int> {
        guard let block else { return 0..<Int(firstStatementOfBlock.first ?? Int32(statements.count)) }
        let end = block + 1 < firstStatementOfBlock.count ? Int(firstStatementOfBlock[block + 1]) : statements.count
        return Int(firstStatementOfBlock[block])..<end
    }

    /// The statements directly in `block` (nil: the top level), in order.
    public func statements(in block: Int?) -> ArraySlice<Statement> {
        statements[statementIndexes(in: block)]
    }

    /// The token after the statement holding `position`: where its expression or declaration ends.
    public func statementEnd(after position: Int) -> Int? {
        statement(containing: position).map { statements[$0].range.upperBound }
    }
}

extension SourceFile {
    /// The first token of `statement` after its attributes (with their arguments) and
    /// modifiers: `case` in `@Ephemeral indirect case node(Tree)`, `func` in `@objc public func`.
    public func declarationKeyword(of statement: Statement) -> Int {
        let outline = outline(.blocks)
        var position = statement.first
        while position < statement.last,
              tokens[position].kind == .attribute || tokens[position].keyword?.isDeclarationModifier == true {
            // `@available(iOS 13, *)`, `private(set)`
            if tokens[position + 1].kind == .leftParen, let close = outline.close(of: position + 1) { position = close }
            position += 1
        }
        return min(position, statement.last)
    }
}
