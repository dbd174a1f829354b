import LintCore

/// Violations as LSP diagnostics, and the code actions that resolve them.
enum Diagnostics {
    static func diagnostic(for violation: Violation, in document: TextDocument) -> JSONValue {
        [
            "range": range(of: violation, in: document),
            "severity": violation.severity == .error ? 1 : 2,
            "source": "lint",
            "code": .string(violation.ruleIdentifier),
            "message": .string(violation.message),
        ]
    }

    /// The violation's word: from its location to the end of the identifier there (one
    /// character at least).
    static func range(of violation: Violation, in document: TextDocument) -> JSONValue {
        let start = document.position(line: violation.location.line, column: violation.location.column)
        let startOffset = document.offset(of: start)
        var end = startOffset
        let bytes = document.bytes
        while end < bytes.count, Byte.isWord(bytes[end]) { end += 1 }
        if end == startOffset { end = min(bytes.count, startOffset + 1) }
        return ["start": start, "end": document.position(ofOffset: end)]
    }

    /// The certain fix, when there is one, and a command that disables the rule for the line.
    static func actions(for violation: Violation, in document: TextDocument, uri: String) -> [JSONValue] {
        let diagnostic = diagnostic(for: violation, in: document)
        var actions: [JSONValue] = []
        if let fix = violation.fix {
            let edits = fix.edits.map { edit -> JSONValue in
                [
                    "range": ["start": document.position(ofOffset: edit.range.lowerBound),
                              "end": document.position(ofOffset: edit.range.upperBound)],
                    "newText": .string(edit.replacement),
                ]
            }
            actions.append([
                "title": .string("Fix: \(fix.description) (\(violation.ruleIdentifier))"), "kind": "quickfix",
                "diagnostics": [diagnostic], "isPreferred": true, "edit": ["changes": .object([uri: .array(edits)])],
            ])
        }
        // `// lint:disable:next RULE` above the line, at its indentation.
        let lineStart = document.offset(of: ["line": .number(Double(violation.location.line - 1)), "character": 0])
        var indentEnd = lineStart
        while indentEnd < document.bytes.count, document.bytes[indentEnd] == 32 || document.bytes[indentEnd] == 9 { indentEnd += 1 }
        let indent = String(decoding: document.bytes[lineStart..<indentEnd], as: UTF8.self)
        let position = document.position(ofOffset: lineStart)
        actions.append([
            "title": .string("Disable \(violation.ruleIdentifier) for this line"), "kind": "quickfix",
            "diagnostics": [diagnostic],
            "edit": ["changes": .object([uri: [[
                "range": ["start": position, "end": position],
                "newText": .string("\(indent)// lint:disable:next \(violation.ruleIdentifier)\n"),
            ]]])],
        ])
        return actions
    }
}
