/// An optional chaining mark and the chain it starts (SwiftSyntax's `OptionalChainingExpr`):
/// `items?.count`, `self.rows?[0]`, `handler?(x)`, `(cell as? Cell)?.title`. In
/// `car?.wheels?.first` there are two marks of one chain. Optional types (`[Int]?`), `as?`,
/// `try?` and a ternary's `?` are none.
///
/// Positions are token indexes into `SourceFile.tokens`.
public struct OptionalChainingExpr: Sendable, Equatable {
    /// What the mark follows: `items`, `self.rows`, `(cell as? Cell)`; `car?.wheels` for the
    /// second mark of `car?.wheels?.first`.
    public var base: Range<Int>
    /// The `?`.
    public var questionMark: Int
    /// The token after the whole chain (`?.a.b(c)?[d]`): where a nil it yields is handed on,
    /// as to `??`, `==` or a `)`. Every mark of one chain shares it.
    public var chainEnd: Int
    /// Whether the base already passes an earlier mark of the same chain (`car?.wheels` in
    /// `car?.wheels?.first`): a nil there may be the earlier value's.
    public var isInsideOptionalChain: Bool
}

extension SyntaxOutline {
    /// The optional chaining marks whose `?` lies in `range`, in order.
    public func optionalChains(markedIn range: Range<Int>) -> ArraySlice<OptionalChainingExpr> {
        let first = optionalChains.partitionPoint { $0.questionMark >= range.lowerBound }
        let end = optionalChains[first...].partitionPoint { $0.questionMark >= range.upperBound }
        return optionalChains[first..<end]
    }

    /// The `else { … }` block that follows the `if` body `block`, or nil when none does or an
    /// `else if` follows (whose body is an `if` block of its own).
    public func elseBlock(of block: Int) -> Int? {
        let close = blocks[block].close
        guard let next = self.block(openedAt: close + 2), blocks[next].role == .else, blocks[next].introducer == close + 1
        else { return nil }
        return next
    }
}
