/// The outline's declarations and conditions that lie in a range of tokens, found by binary
/// search rather than a walk over the file's.
extension SyntaxOutline {
    /// The local declarations whose `let` or `var` lies in `range`, in source order: those of a
    /// body and of the closures and blocks nested in it. With `.expressions`.
    public func locals(declaredIn range: Range<Int>) -> ArraySlice<VariableDecl> {
        let first = locals.partitionPoint { $0.keyword >= range.lowerBound }
        return locals.records[first...].prefix { $0.keyword < range.upperBound }
    }

    /// The condition elements that start in `range`, in source order. With `.conditions`.
    public func conditions(startingIn range: Range<Int>) -> ArraySlice<ConditionElement> {
        let first = conditions.partitionPoint { $0.range.lowerBound >= range.lowerBound }
        return conditions[first...].prefix { $0.range.lowerBound < range.upperBound }
    }

    /// The innermost condition element holding `position`, looked for within the statement
    /// holding it: `i > 0` for the `i` of `if ready, i > 0 {`, `let x = rows[i]` for that of
    /// `guard let x = rows[i] else`. Nil outside any condition (in the guarded block, say).
    /// With `.conditions`.
    public func condition(holding position: Int) -> ConditionElement? {
        guard let statement = statement(containing: position) else { return nil }
        var index = conditions.partitionPoint { $0.range.lowerBound > position } - 1
        while index >= 0, conditions[index].range.lowerBound >= statements[statement].first {
            if conditions[index].range.contains(position) { return conditions[index] }
            index -= 1
        }
        return nil
    }

    /// The statements that follow, in the same block, the statement holding `position`: those
    /// that run after it (`return` of `if found { rows.remove(at: i); return }` for a token of
    /// `rows.remove(at: i)`). Empty outside any statement.
    public func statements(after position: Int) -> ArraySlice<Statement> {
        guard let statement = statement(containing: position) else { return [] }
        return statements[statement + 1..<statementIndexes(in: statements[statement].block).upperBound]
    }
}

extension SourceFile {
    /// The elements of the tuple pattern that takes apart the value written as the one token at
    /// `position`: `i` and `_` of `let (i, _) = pair`, of `guard let (i, x) = pair`, of
    /// `var (a, b) = $0` (`tuplePatternElements(of:in:)`). Nil when that token is no whole value
    /// bound to a tuple pattern (`let (a, b) = pair.value`, `let p = pair`, `f(pair)`).
    public func tupleElements(destructuring position: Int) -> [Range<Int>]? {
        guard let bound = boundPattern(ofValueAt: position), bound.value == position..<position + 1 else { return nil }
        return outline([.records, .expressions]).tuplePatternElements(of: bound.pattern, in: self)
    }

    /// The tuple pattern that takes apart the value written as the one token at `position`,
    /// with the name each element binds and where the names start to hold: for `pair` of
    /// `let (i, _) = pair`, `guard let (i, x) = pair else` or `var (i, _) = pair`. Nil where
    /// `tupleElements(destructuring:)` is nil, and for a `case` pattern (`if case let (i, x) =
    /// pair`), which matches the value rather than binding it.
    public func tupleDestructuring(of position: Int) -> TupleDestructuring? {
        guard let elements = tupleElements(destructuring: position) else { return nil }
        let names = elements.map { element -> Int? in
            element.count == 1 && cursor(at: element.lowerBound).isName ? element.lowerBound : nil
        }
        return TupleDestructuring(elements: elements, names: names, end: position + 1)
    }
}

/// A tuple pattern that takes apart one whole value (`SourceFile.tupleDestructuring(of:)`).
public struct TupleDestructuring: Sendable, Equatable {
    /// Each element's tokens, without an element's own `let` or `var`: `i` and `_` of
    /// `let (i, _) = pair`, `(a, b)` and `c` of `let ((a, b), c) = x`.
    public let elements: [Range<Int>]
    /// For each element, the token of the one name it binds (`i`, `` `i` ``), or of `_`; nil
    /// for a nested pattern (`(a, b)`) or any pattern longer than one token (`i: Int`).
    public let names: [Int?]
    /// The token after the value taken apart: where the search for the names' uses starts.
    public let end: Int
}
