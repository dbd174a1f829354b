extension SourceFile {
    /// Whether the name at `position` is a member named after a `.` (`count` of `rows.count`,
    /// `rows?.count`, `rows!.count`, `.count`, `\.count`), not a value named on its own: an
    /// offset `i` is not `self.i` or `pair.i`.
    public func isMember(at position: Int) -> Bool {
        position > 0 && position < tokens.count && tokens[position - 1].kind == .dot
    }
}
