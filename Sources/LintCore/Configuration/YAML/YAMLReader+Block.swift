/// Block collections, whose structure is given by indentation.
///
/// Every block parser leaves the cursor on the first character of the next content line (or at
/// the end of the input), so the enclosing collection can decide from its indentation whether
/// the line continues it, ends it, or is misplaced.
extension YAMLReader {
    /// A node starting at the cursor, which may be in the middle of a line (after `- `).
    /// `parentIndent` is the indentation of the enclosing block collection, -1 at the top.
    mutating func parseBlockNode(parentIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        if isAtSequenceIndicator { return try parseBlockSequence(depth: depth) }
        if looksLikeMappingKey() { return try parseBlockMapping(depth: depth) }
        return try parseValueEndingLine(blockIndent: parentIndent, depth: depth)
    }

    private mutating func parseBlockSequence(depth: Int) throws(YAMLError) -> YAMLNode {
        let indent = column
        let start = location
        try checkNestingDepth(depth)
        var items: [YAMLNode] = []
        repeat {
            items.append(try parseSequenceItem(indent: indent, depth: depth))
            guard let next = blockLineIndent, next >= indent else { break }
            if next > indent { throw misplacedLineError(after: items[items.count - 1]) }
        } while isAtSequenceIndicator
        return YAMLNode(value: .sequence(items), location: start)
    }

    private mutating func parseSequenceItem(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        column += 1
        let afterDash = location
        skipInlineWhitespace()
        if isAtEndOfLineOrComment {
            try moveToNextContentLine()
            guard let next = blockLineIndent, next > indent else {
                return YAMLNode(value: .null, location: afterDash)
            }
        }
        return try parseBlockNode(parentIndent: indent, depth: depth + 1)
    }

    private mutating func parseBlockMapping(depth: Int) throws(YAMLError) -> YAMLNode {
        let indent = column
        let start = location
        try checkNestingDepth(depth)
        var entries: [YAMLEntry] = []
        var keys = YAMLKeyRegistry()
        while true {
            let keyLocation = location
            guard looksLikeMappingKey() else { throw mappingKeyError() }
            let key = try parseScalar(inFlow: false).string ?? ""
            try keys.register(key, at: keyLocation)
            skipInlineWhitespace()
            column += 1
            let value = try parseMappingValue(indent: indent, depth: depth + 1)
            entries.append(YAMLEntry(key: key, keyLocation: keyLocation, value: value))
            guard let next = blockLineIndent, next >= indent else { break }
            if next > indent { throw misplacedLineError(after: value) }
        }
        return YAMLNode(value: .mapping(entries), location: start)
    }

    /// The value after `key:`: on the same line, indented on the following lines, or a list
    /// at the key's own indentation (`key:\n- a`).
    private mutating func parseMappingValue(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let afterColon = location
        skipInlineWhitespace()
        guard isAtEndOfLineOrComment else {
            return try parseValueEndingLine(blockIndent: indent, depth: depth)
        }
        try moveToNextContentLine()
        guard let next = blockLineIndent else { return YAMLNode(value: .null, location: afterColon) }
        if next > indent { return try parseBlockNode(parentIndent: indent, depth: depth) }
        if next == indent && isAtSequenceIndicator { return try parseBlockSequence(depth: depth) }
        return YAMLNode(value: .null, location: afterColon)
    }

    /// A scalar or flow collection that must be the rest of its (last) line.
    private mutating func parseValueEndingLine(blockIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let node = try parseFlowNode(inFlow: false, blockIndent: blockIndent, depth: depth)
        try expectEndOfLine(after: node)
        try moveToNextContentLine()
        return node
    }

    private mutating func expectEndOfLine(after node: YAMLNode) throws(YAMLError) {
        skipInlineWhitespace()
        guard let next = peek(), !isAtComment else { return }
        switch next {
        case ":" where node.string == nil:
            throw error("mapping keys must be plain or quoted scalars")
        case ":" where YAMLCharacters.isWhitespaceOrEnd(peek(1)):
            throw error("unexpected ':' after the value; a nested mapping must start on its own line")
        case "#":
            throw error("a comment must be separated from the value by whitespace")
        default:
            throw error("unexpected \(YAMLCharacters.quoted(next)) after the value")
        }
    }

    // MARK: Recognizing lines

    /// Whether the cursor is at a plain or quoted scalar followed by `:` and whitespace.
    func looksLikeMappingKey() -> Bool {
        var probe = self
        switch peek() {
        case "'": guard (try? probe.scanSingleQuoted()) != nil else { return false }
        case "\"": guard (try? probe.scanDoubleQuoted()) != nil else { return false }
        default:
            guard isAtPlainScalarStart(inFlow: false) else { return false }
            _ = probe.scanPlainScalar(inFlow: false)
        }
        probe.skipInlineWhitespace()
        return probe.peek() == ":" && YAMLCharacters.isWhitespaceOrEnd(probe.peek(1))
    }

    /// Explains why a line of a block mapping is not a `key: value` entry.
    private func mappingKeyError() -> YAMLError {
        if isAtSequenceIndicator { return error("expected a mapping key, found a list item") }
        if peek() == "[" || peek() == "{" { return error("mapping keys must be plain or quoted scalars") }
        var probe = self
        do throws(YAMLError) {
            let keyNode = try probe.parseScalar(inFlow: false)
            let key = keyNode.string ?? ""
            if case .scalar(_, quoted: false) = keyNode.value, key.contains(":") {
                return error("missing space after ':' in '\(key)'")
            }
            return error("missing ':' after mapping key '\(key)'")
        } catch {
            return error
        }
    }

    /// Explains a content line that continues none of the open collections.
    func misplacedLineError(after previous: YAMLNode) -> YAMLError {
        if isAtSequenceIndicator { return error("bad indentation of a list item") }
        if looksLikeMappingKey() { return error("bad indentation of a mapping entry") }
        if case .scalar(_, quoted: false) = previous.value {
            return YAMLError.unsupported(
                "multi-line plain scalars are", hint: "put the value on one line, in quotes if needed", at: location
            )
        }
        return error("bad indentation")
    }
}
