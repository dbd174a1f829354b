/// The call or subscript an expression is an argument of, asked of the expression's first token.
extension SyntaxOutline {
    /// The call one of whose arguments starts at `position` (`i` of `xs.remove(at: i)`, of
    /// `xs.swapAt(j, i)`, of `f(i + 1)`), by position in `calls`, with the argument's position
    /// in the call's `arguments`. Nil for a token inside an argument that does not start it, in
    /// a trailing closure, or in no call's parentheses. With `.calls`.
    public func callArgument(startingAt position: Int) -> (call: Int, argument: Int)? {
        guard let call = call(holding: position),
              let argument = calls[call].arguments.firstIndex(where: { $0.expression.lowerBound == position })
        else { return nil }
        return (call, argument)
    }

    /// The subscript whose first argument starts at `position` (`i` of `rows[i]`, `rows[safe: i]`,
    /// `rows[i + 1]`, `grid[i, j]`), by position in `subscripts`; nil for a later argument
    /// (`j` of `grid[i, j]`) or a token inside one. With `.records`.
    public func subscriptIndex(withFirstArgumentAt position: Int) -> Int? {
        let index = subscripts.partitionPoint { $0.leftBracket >= position } - 1
        guard index >= 0, subscripts[index].arguments.first?.expression.lowerBound == position else { return nil }
        return index
    }

    /// The method call whose receiver ends just before `end`, the `.` of its name (`map` for
    /// the `.` after `)` in `xs.enumerated().map { … }`, after `?` in `rows?.first?.map(f)`), by
    /// position in `calls`; nil when no call is made on the expression there. With `.calls`.
    public func call(onReceiverEndingBefore end: Int) -> Int? {
        // Only the name lies between the receiver and the call's opening: no other call opens first.
        let index = calls.partitionPoint { $0.opening >= end }
        return index < calls.count && calls[index].receiver?.upperBound == end ? index : nil
    }

    /// The `{` of the first closure `call` takes: its first trailing closure's, else that of its
    /// first argument written as a closure (`map({ … })`, `sort(by: { … })`); nil when it takes
    /// none. With `.calls`.
    public func firstClosure(of call: FunctionCallExpr) -> Int? {
        if let trailing = call.trailingClosures.first { return blocks[trailing].open }
        return call.arguments.first { argument in
            block(openedAt: argument.expression.lowerBound).map { blocks[$0].role == .closure } == true
        }?.expression.lowerBound
    }
}
