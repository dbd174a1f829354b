extension SourceFile {
    /// Whether the name at `position` is a member named after a `.` (`count` of `rows.count`,
    /// `rows?.count`, `rows!.count`, `.count`, `\.count`), not a value named on its own: an
    /// offset `i` is not `self.i` or `pair.i`.
    public func isMember(at position: Int) -> Bool {
        position > 0 && position < tokens.count && tokens[position - 1].kind == .dot
    }
}

extension SourceFile {
    /// The token naming the member read right after the token at `value`: `offset` of
    /// `$0.offset`, `0` of `pair.0`, `count` of `rows.count`. Nil when no `.` then a name or a
    /// tuple element's number follow it directly (`$0`, `pair[0]`, `rows?.count`, whose
    /// member is read through an optional chain).
    public func memberName(after value: Int) -> Int? {
        let name = value + 2
        guard name < tokens.count, tokens[value + 1].kind == .dot,
              tokens[name].kind == .identifier || tokens[name].kind == .number else { return nil }
        return name
    }
}
