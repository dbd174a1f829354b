/// An operand shifted by an integer literal: `i + 1`, `offset - 2`.
extension SourceFile {
    /// `operand + k` or `operand - k` written right after `operand`, `k` an integer literal
    /// (`i + 1` of `rows[i + 1]`, `i - 0x10`, `i + 1_000`): the shifted expression's tokens and
    /// `k` with its sign (`-1` for `i - 1`). Nil when no `+` or `-` then an integer literal
    /// follows (`i * 2`, `i + n`, `i + 1.5`). An operator after the literal (`i + 1 * n`) is the
    /// caller's to read: the literal may be only part of the other operand.
    public func literalShift(after operand: Range<Int>) -> (expression: Range<Int>, shift: Int)? {
        let sign = operand.upperBound
        guard sign + 1 < tokens.count, tokens[sign].kind == .operator, tokens[sign + 1].kind == .number,
              let amount = Self.integerValue(cursor(at: sign + 1).text) else { return nil }
        let text = cursor(at: sign).text
        guard text == "+" || text == "-" else { return nil }
        return (operand.lowerBound..<sign + 2, text == "-" ? -amount : amount)
    }

    /// The value of an integer literal as Swift spells it: `12`, `1_000`, `0x1F`, `0o17`, `0b101`.
    private static func integerValue(_ literal: String) -> Int? {
        let digits = literal.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
