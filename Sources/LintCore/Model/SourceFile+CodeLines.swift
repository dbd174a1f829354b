extension SourceFile {
    /// The lines (0-based, as `Token.line`) the tokens of `range` start on: the lines of code it
    /// spans, comments and blank lines aside. A multi-line string literal counts on its first line.
    public func codeLines(in range: Range<Int>) -> Set<Int32> {
        Set(tokens[range].lazy.map(\.line))
    }
}
