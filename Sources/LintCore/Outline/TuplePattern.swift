extension SyntaxOutline {
    /// The elements of a tuple pattern (SwiftSyntax's `TuplePatternElement`s), each from after its
    /// own `let` or `var` up to its comma: `i` and `x` in `(let i, var x)`, `_` and `row` in
    /// `(_, row)`, `i` and `(key, value)` in `(i, (key, value))`; an element with nothing written
    /// is empty. Nil when `pattern`, after a leading `let` or `var`, is not one parenthesised
    /// tuple: `pair`, `let .some(x)`, `(a, b): (Int, Int)`.
    public func tuplePatternElements(of pattern: Range<Int>, in file: SourceFile) -> [Range<Int>]? {
        let tokens = file.tokens
        var open = pattern.lowerBound
        if open < pattern.upperBound, [.let, .var].contains(tokens[open].keyword) { open += 1 }
        guard open < pattern.upperBound, tokens[open].kind == .leftParen, close(of: open) == pattern.upperBound - 1
        else { return nil }
        let reading = OutlineReading(reader: TokenReader(bytes: file.bytes, tokens: tokens), outline: self)
        var elements: [Range<Int>] = []
        var start = open + 1
        var position = start
        while position < pattern.upperBound - 1 {
            if tokens[position].kind == .comma {
                elements.append(start..<position)
                start = position + 1
            } else if position == start, [.let, .var].contains(tokens[position].keyword) {
                start = position + 1
            }
            position = reading.skipping(position) + 1
        }
        elements.append(start..<pattern.upperBound - 1)
        return elements
    }
}
