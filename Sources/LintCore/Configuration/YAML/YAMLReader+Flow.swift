/// Flow collections, `[a, b]` and `{key: value}`, which may span lines.
extension YAMLReader {
    /// Where a flow collection opened, for reporting it unterminated.
    struct FlowCollection {
        let isMapping: Bool
        let opening: YAMLLocation
        /// Continuation lines must be indented deeper than the block collection holding the
        /// flow collection (-1 at the top level), so a forgotten bracket is reported at the
        /// bracket rather than somewhere in the following keys.
        let blockIndent: Int

        var name: String { isMapping ? "flow mapping" : "flow sequence" }
        var closer: Unicode.Scalar { isMapping ? "}" : "]" }
    }

    /// A value in flow style: a flow collection or a scalar.
    mutating func parseFlowNode(inFlow: Bool, blockIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        switch peek() {
        case "[": return try parseFlowSequence(blockIndent: blockIndent, depth: depth)
        case "{": return try parseFlowMapping(blockIndent: blockIndent, depth: depth)
        default: return try parseScalar(inFlow: inFlow)
        }
    }

    private mutating func parseFlowSequence(blockIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let collection = FlowCollection(isMapping: false, opening: location, blockIndent: blockIndent)
        try checkNestingDepth(depth)
        column += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowSeparation(in: collection)
            if peek() == "]" { break }
            items.append(try parseFlowNode(inFlow: true, blockIndent: blockIndent, depth: depth + 1))
            try skipFlowSeparation(in: collection)
            if peek() == ":" {
                throw YAMLError.unsupported(
                    "'key: value' pairs inside a flow sequence are", hint: "write them as '{key: value}'", at: location
                )
            }
            guard try consumeSeparator(in: collection) else { break }
        }
        column += 1
        return YAMLNode(value: .sequence(items), location: collection.opening)
    }

    private mutating func parseFlowMapping(blockIndent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let collection = FlowCollection(isMapping: true, opening: location, blockIndent: blockIndent)
        try checkNestingDepth(depth)
        column += 1
        var entries: [YAMLEntry] = []
        var keys = YAMLKeyRegistry()
        while true {
            try skipFlowSeparation(in: collection)
            if peek() == "}" { break }
            let entry = try parseFlowMappingEntry(in: collection, depth: depth)
            try keys.register(entry.key, at: entry.keyLocation)
            entries.append(entry)
            guard try consumeSeparator(in: collection) else { break }
        }
        column += 1
        return YAMLNode(value: .mapping(entries), location: collection.opening)
    }

    /// `key: value`, `key:` or a lone `key`; the last two have a null value.
    private mutating func parseFlowMappingEntry(
        in collection: FlowCollection, depth: Int
    ) throws(YAMLError) -> YAMLEntry {
        let keyLocation = location
        if peek() == "[" || peek() == "{" { throw error("mapping keys must be plain or quoted scalars") }
        let key = try parseScalar(inFlow: true).string ?? ""
        var valueLocation = location
        try skipFlowSeparation(in: collection)
        var value = YAMLNode(value: .null, location: valueLocation)
        if peek() == ":" {
            column += 1
            valueLocation = location
            try skipFlowSeparation(in: collection)
            value = YAMLNode(value: .null, location: valueLocation)
            if peek() != "," && peek() != "}" {
                value = try parseFlowNode(inFlow: true, blockIndent: collection.blockIndent, depth: depth + 1)
                try skipFlowSeparation(in: collection)
            }
        }
        return YAMLEntry(key: key, keyLocation: keyLocation, value: value)
    }

    /// Consumes a `,` (true: another entry may follow) or stops at the closing bracket (false).
    private mutating func consumeSeparator(in collection: FlowCollection) throws(YAMLError) -> Bool {
        if peek() == collection.closer { return false }
        guard peek() == "," else {
            let found = peek().map(YAMLCharacters.quoted) ?? "the end of the line"
            throw error("expected ',' or '\(collection.closer)' in \(collection.name), found \(found)")
        }
        column += 1
        return true
    }

    /// Skips whitespace, comments and line breaks, leaving the cursor on a character.
    private mutating func skipFlowSeparation(in collection: FlowCollection) throws(YAMLError) {
        skipInlineWhitespace()
        while isAtEndOfLineOrComment {
            try moveToNextContentLine()
            guard !isAtEnd else {
                throw YAMLError(
                    message: "unterminated \(collection.name) (missing '\(collection.closer)')",
                    location: collection.opening
                )
            }
            let isClosingLine = peek() == "]" || peek() == "}"
            if isAtDocumentMarker || (column <= collection.blockIndent && !isClosingLine) {
                let missing = "missing '\(collection.closer)' before line \(lineIndex + 1)"
                throw YAMLError(message: "unterminated \(collection.name) (\(missing))", location: collection.opening)
            }
        }
    }
}
