/// What an expression reaches through and which names it mentions, read from the outline's
/// calls and subscripts and from the tokens' kinds, never from a string literal's or a
/// comment's text.
extension SourceFile {
    /// Whether the expression `range` subscripts or calls something on its way: a subscript's
    /// `[` or a call's `(` lies in it (`messages[found].attachments`, `rows(for: i).first`,
    /// `a.b?[0]`, `"\(f())"`). Array literals, bracketed types, grouping parentheses, tuples and
    /// key paths are none, nor a call by a trailing closure alone (`xs.first { … }`).
    public func subscriptsOrCalls(in range: Range<Int>) -> Bool {
        let outline = outline([.records, .calls])
        if !outline.subscripts(openingIn: range).isEmpty { return true }
        let calls = outline.calls
        let first = calls.partitionPoint { $0.opening >= range.lowerBound }
        return calls[first...].prefix { $0.opening < range.upperBound }.contains { $0.leftParen != nil }
    }

    /// The names the code in `range` mentions, in source order and as often as written: each
    /// identifier token's text (`messages`, `found`, `attachments` of
    /// `messages[found].attachments`), those of a string's interpolations too. Listed as
    /// `positions(ofName:)` finds them: keywords (`self`) and `$0` too, but no backticked name, and
    /// nothing a string literal's text or a comment holds.
    public func names(mentionedIn range: Range<Int>) -> [String] {
        range.filter { tokens[$0].kind == .identifier }.map { cursor(at: $0).text }
    }
}
