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
    /// `file` is the document's text scanned, where the command's place is found.
    static func actions(for violation: Violation, in document: TextDocument, file: SourceFile, uri: String) -> [JSONValue] {
        let diagnostic = diagnostic(for: violation, in: document)
        var actions: [JSONValue] = []
        if let fix = violation.fix {
            let edits = fix.edits.map { textEdit($0.range, $0.replacement, in: document) }
            actions.append([
                "title": .string("Fix: \(fix.description) (\(violation.ruleIdentifier))"), "kind": "quickfix",
                "diagnostics": [diagnostic], "isPreferred": true, "edit": ["changes": .object([uri: .array(edits)])],
            ])
        }
        if let edit = DisableCommandPlacement(file: file).edit(disabling: violation.ruleIdentifier, line: violation.location.line) {
            actions.append([
                "title": .string("Disable \(violation.ruleIdentifier) for this line"), "kind": "quickfix",
                "diagnostics": [diagnostic],
                "edit": ["changes": .object([uri: [textEdit(edit.range, edit.text, in: document)]])],
            ])
        }
        return actions
    }

    private static func textEdit(_ range: Range<Int>, _ text: String, in document: TextDocument) -> JSONValue {
        [
            "range": ["start": document.position(ofOffset: range.lowerBound), "end": document.position(ofOffset: range.upperBound)],
            "newText": .string(text),
        ]
    }
}
