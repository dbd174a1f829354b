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
