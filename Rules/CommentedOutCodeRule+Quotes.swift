import LintCore

extension CommentedOutCodeRule.CodeReading {
    /// Prose that quotes Swift: a signature written outside a declaration (`didTap(_ item: _) is
    /// defined in BaseCell`), or `is` followed by a word where Swift's `is` takes a type
    /// (`reload() is defined in …`).
    static func quotesSwift(_ line: [Piece]) -> Bool {
        for index in line.indices.dropLast() where line[index].keyword == .is {
            let next = line[index + 1]
            if next.isWord && next.text.first?.isLowercase == true { return true }
        }
        // `func`, `init`, `subscript`, `case` and `macro` declare the parameters they list.
        if line.contains(where: { $0.keyword.map(declaring.contains) == true }) { return false }
        for index in line.indices.dropFirst() where line[index].kind == .leftParen && line[index - 1].isCallee
            && line[index - 1].end == line[index].start && listsParameters(line, from: index) {
            return true
        }
        return false
    }

    /// Whether an argument in the parentheses opened at `open` is a parameter, a label and a name
    /// before the colon (`_ item:`, `with model:`), where a call has a label alone.
    private static func listsParameters(_ line: [Piece], from open: Int) -> Bool {
        var depth = 0
        for index in open..<line.count {
            depth += line[index].nesting
            if depth == 0 { return false }
            guard depth == 1, [.leftParen, .comma].contains(line[index].kind), index + 3 < line.count else { continue }
            if line[index + 1].isName, line[index + 2].isName, line[index + 3].kind == .colon,
               line[index + 1].end < line[index + 2].start {
                return true
            }
        }
        return false
    }

    private static let declaring: Set<Keyword> = [.func, .initializer, .subscript, .case, .macro]
}
