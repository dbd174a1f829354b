/// The document around the root node: comments, an optional `---` line, and nothing after.
extension YAMLReader {
    mutating func parseDocument() throws(YAMLError) -> YAMLNode {
        try moveToContentLine(startingAt: 0)
        if column == 0 && peek() == "%" {
            throw YAMLError.unsupported("directives ('%') are", at: location)
        }
        if isAtMarker("---") {
            try skipDocumentStart()
        }
        if isAtEnd {
            return YAMLNode(value: .null, location: YAMLLocation(line: 1, column: 1))
        }
        if isAtDocumentMarker { throw documentMarkerError() }
        let root = try parseBlockNode(parentIndent: -1, depth: 1)
        if isAtEnd { return root }
        if isAtDocumentMarker { throw documentMarkerError() }
        throw misplacedLineError(after: root)
    }

    private mutating func skipDocumentStart() throws(YAMLError) {
        column += 3
        skipInlineWhitespace()
        guard isAtEndOfLineOrComment else {
            throw YAMLError.unsupported(
                "content on the '---' line is", hint: "start the document on the next line", at: location
            )
        }
        try moveToNextContentLine()
    }

    private func documentMarkerError() -> YAMLError {
        if isAtMarker("---") { return .unsupported("multiple documents are", at: location) }
        return .unsupported("the document end marker '...' is", at: location)
    }
}
