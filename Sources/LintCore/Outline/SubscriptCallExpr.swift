/// A subscript in code, `base[index]` (SwiftSyntax's `SubscriptCallExpr`): `rows[i]`,
/// `self.rows?[0]`, `table.sections[0].rows[1]`, `f()[0]`, `dict[key, default: 0]`. Array
/// and dictionary literals, bracketed types, capture lists and key paths (`\.rows[0]`) are none.
public struct SubscriptCallExpr: Sendable, Equatable {
    /// The postfix expression subscripted, `?` or `!` included: `self.rows?` in `self.rows?[0]`.
    public var base: Range<Int>
    public var leftBracket: Int
    public var rightBracket: Int
    /// The arguments, each with its label's token if labeled: `dict[key, default: 0]` has two.
    public var arguments: [SubscriptArgument]
    public var access: SubscriptAccess
    /// The base as a member path when it is one, without `self.`, `?` or `!`: `rows` for
    /// `self.rows?[0]`, `table.sections` for `table.sections[0]`; nil for `f()[0]` or `a[0][1]`.
    public var basePath: String?
    /// The name token of the first member reached from the element: `title` in
    /// `rows[i].title = x`, `append` in `rows[i]?.append(x)`; nil when the chain goes on by
    /// a subscript (`grid[r][c]`) or ends at the `]`.
    public var member: Int?
    /// The name token of the first method called on the element or one of its members:
    /// `append` in `rows[i].items.append(x)`; nil when no call follows in the chain.
    public var calledMethod: Int?

    /// Everything between the brackets.
    public var index: Range<Int> { leftBracket + 1..<max(leftBracket + 1, rightBracket) }
    /// From the base's first token to the `]`.
    public var tokens: Range<Int> { base.lowerBound..<rightBracket + 1 }
}

/// One argument of a subscript.
public struct SubscriptArgument: Sendable, Equatable {
    /// The label's token (`default` in `dict[key, default: 0]`), nil when unlabeled.
    public var label: Int?
    public var expression: Range<Int>
}

/// What the code does with a subscript's element.
public enum SubscriptAccess: String, Sendable, Hashable {
    /// Read: `rows[i]`, `rows[i].count`, `f(rows[i])`.
    case read
    /// Assigned, directly or by a compound assignment: `rows[i] = x`, `rows[i] += 1`.
    case write
    /// Assigned through the element: one of its members or its own subscript is the target,
    /// `rows[i].title = x`, `grid[r][c] = 0` (for `grid[r]`).
    case writeThroughElement
    /// Passed `inout`: `swap(&rows[i], &rows[j])`.
    case inoutArgument
    /// A method is called on the element or one of its members (`rows[i].append(x)`): it
    /// may mutate it; the outline cannot tell.
    case methodCall
}

extension SyntaxOutline {
    /// The subscript whose `[` is at `position`, with `.records`.
    public func subscriptCall(openingAt position: Int) -> SubscriptCallExpr? {
        let index = subscripts.partitionPoint { $0.leftBracket >= position }
        return index < subscripts.count && subscripts[index].leftBracket == position ? subscripts[index] : nil
    }

    /// The subscripts whose `[` lies in `range`, in source order, with `.records`: those of a
    /// body and of the closures and blocks nested in it.
    public func subscripts(openingIn range: Range<Int>) -> ArraySlice<SubscriptCallExpr> {
        let first = subscripts.partitionPoint { $0.leftBracket >= range.lowerBound }
        return subscripts[first...].prefix { $0.leftBracket < range.upperBound }
    }
}
