/// The collections an expression reads the size or bounds of.
extension SourceFile {
    /// The collections whose `count`, `endIndex` or `indices` the tokens of `range` read, in
    /// the order written: `rows` of `rows.count - 1`, `self.rows` of `self.rows.endIndex`, `xs`
    /// of `(0..<xs.count)`, `items?` of `items?.indices`. Each is the postfix expression before
    /// the member's `.`; a bound read on its own (`.count` of an implicit member) has an empty one.
    public func collectionBounds(in range: Range<Int>) -> [Range<Int>] {
        range.compactMap { position in
            guard tokens[position].kind == .dot, position + 1 < tokens.count, isBound(tokens[position + 1]) else { return nil }
            return postfixStart(endingBefore: position)..<position
        }
    }

    private func isBound(_ token: Token) -> Bool {
        isWord(token, "count") || isWord(token, "endIndex") || isWord(token, "indices")
    }
}

extension SourceFile {
    /// The collections whose bounds `operand` is checked against: by a comparison it is a whole
    /// side of (`xs` of `i < xs.count`, `self.xs` of `i + 1 >= self.xs.endIndex` for the operand
    /// `i + 1`), or by a `contains` call whose first argument it starts (`xs` of
    /// `xs.indices.contains(i)` and of `(0..<xs.count).contains(i)`; an empty range for the bare
    /// `indices.contains(i)` of a collection's own extension). Empty when the comparison reads no
    /// collection's bounds (`i < limit`); nil when `operand` is compared by neither.
    public func collectionsBounding(_ operand: Range<Int>) -> [Range<Int>]? {
        let outline = outline(.calls)
        if case (let index, 0)? = outline.callArgument(startingAt: operand.lowerBound), case let call = outline.calls[index],
           let name = call.name, isWord(tokens[name], "contains"), let receiver = call.receiver {
            if receiver.count == 1, isWord(tokens[receiver.lowerBound], "indices") { return [receiver.lowerBound..<receiver.lowerBound] }
            if isWord(tokens[receiver.upperBound - 1], "indices") || tokens[receiver.lowerBound].kind == .leftParen,
               case let bounds = collectionBounds(in: receiver), !bounds.isEmpty {
                return bounds
            }
        }
        return comparison(beside: operand).map { collectionBounds(in: $0.otherSide) }
    }
}
