extension SourceFile {
    /// The pattern bound to the value that starts at `position`, with that value: `i` and
    /// `rows.firstIndex(of: row)` of `let i = rows.firstIndex(of: row)` (a local's, a global's or
    /// a stored property's `PatternBinding`), of `if let i = rows.firstIndex(of: row)`, `(i, _)`
    /// and `pair` of `guard let (i, _) = pair` (an `OptionalBindingCondition`). Nil when no
    /// declaration's initialiser or optional binding's value starts there (a `case let`
    /// pattern's, an assignment's).
    public func boundPattern(ofValueAt position: Int) -> (pattern: Range<Int>, value: Range<Int>)? {
        let outline = outline([.records, .expressions])
        // An initialiser starts right after its `=`: no other declaration's name lies between.
        let local = outline.locals.partitionPoint { $0.keyword >= position } - 1
        if local >= 0, let binding = outline.locals[local].bindings.first(where: { $0.initializer?.lowerBound == position }),
           let value = binding.initializer {
            return (binding.pattern, value)
        }
        let property = declarations.properties.partitionPoint { $0.nameToken >= position } - 1
        if property >= 0, case let name = declarations.properties[property].nameToken, initializerStart(after: name) == position - 1 {
            let reader = TokenReader(bytes: bytes, tokens: tokens)
            return (name..<name + 1, position..<ExpressionReader(reader: reader, outline: outline).expressionEnd(from: position))
        }
        let conditions = outline.conditions
        let condition = conditions.partitionPoint { $0.range.lowerBound >= position } - 1
        guard condition >= 0, let pattern = conditions[condition].pattern, conditions[condition].tested.lowerBound == position,
              pattern.upperBound <= position else { return nil }
        return (pattern, conditions[condition].tested)
    }
}

extension SourceFile {
    /// The member that ends the postfix expression `range` (SwiftSyntax's
    /// `MemberAccessExpr.declName`), with the expression before its `.`: `offset` and
    /// `xs.first { … }?` of `xs.first { … }?.offset`, `0` and `pair` of `pair.0`. Nil when
    /// `range` is not one postfix expression ending in a member (`a.count + 1`, `load()`,
    /// `rows[0]`, `x as? T`).
    public func trailingMember(of range: Range<Int>) -> (member: Int, base: Range<Int>)? {
        let member = range.upperBound - 1
        guard member - 1 > range.lowerBound, tokens[member - 1].kind == .dot,
              tokens[member].kind == .identifier || tokens[member].kind == .number,
              outline(.blocks).postfixExpression(endingBefore: range.upperBound, in: self).lowerBound == range.lowerBound
        else { return nil }
        return (member, range.lowerBound..<member - 1)
    }
}
