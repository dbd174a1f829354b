import LintCore

extension CommentedOutCodeRule.CommentIntent {
    /// A note in the block or in the comment just above it that says the code is kept on purpose:
    /// "uncomment to …", "kept as reference until …", "keep for reference", or a TODO or FIXME
    /// that says to bring the code back or names what it holds. A TODO that says neither ("fix
    /// flaky test") is a reason, and a reason does not keep code in a comment from rotting.
    static func noteKeeps(_ lines: [ArraySlice<UInt8>], above: [ArraySlice<UInt8>]) -> Bool {
        let notes = (above + lines).map { String(decoding: $0, as: UTF8.self).lowercased() }
        // "Uncomment this to enable logging": a switch the team flips, not forgotten code.
        if notes.contains(where: { $0.contains("uncomment") }) { return true }
        if notes.contains(where: saysKept) { return true }
        let todos = notes.map { $0.drop { $0 == " " || $0 == "\t" } }.filter(isTodo)
        guard !todos.isEmpty else { return false }
        // A TODO to enable something, beside disabled code, asks to enable that code.
        if todos.contains(where: { todo in restoringPhrases.contains { todo.contains($0) } || words(of: todo).contains("enable") }) {
            return true
        }
        let names = Set(CommentedOutCodeRule.CodeReading.namesInCode(lines).filter { $0.count >= 4 }.map { $0.lowercased() })
        return todos.contains { todo in words(of: todo).contains { names.contains(String($0)) } }
    }

    /// "for reference", or keeping or disabling for a while: "kept until the redesign ships", "keep
    /// in case", "disabled for the moment".
    private static func saysKept(_ note: String) -> Bool {
        if referencePhrases.contains(where: note.contains) { return true }
        let words = words(of: note)
        return words.contains { ["keep", "kept", "keeping", "disable", "disabled"].contains($0) }
            && purposePhrases.contains(where: note.contains)
    }

    private static func isTodo(_ note: Substring) -> Bool {
        ["todo", "fixme"].contains { marker in
            note.hasPrefix(marker) && note.dropFirst(marker.count).first.map { !$0.isLetter } != false
        }
    }

    private static func words(of text: Substring) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    private static func words(of text: String) -> [Substring] {
        words(of: text[...])
    }

    private static let referencePhrases = ["for reference", "as reference", "as a reference", "future reference"]
    private static let purposePhrases = [
        "until", "in case", "for now", "for later", "for the moment", "temporarily", "on purpose", "intentionally", "deliberately",
    ]
    private static let restoringPhrases = [
        "restore", "re-enable", "reenable", "enable again", "enable it again", "bring back", "bring it back", "put back",
        "put it back", "add back", "add it back", "turn back on", "turn it back on", "reinstate", "reactivate", "re-add",
    ]
}
