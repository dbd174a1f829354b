import LintCore

/// How a signature is read: the same type in every spelling the language came to accept.
extension DocCommentNotUpdatedRule.Signature {
    /// A type as a reader of its documentation sees it: `any`, `some`, `@Sendable`, `@escaping`,
    /// `sending` and `Sendable` conformances are how the language and its concurrency
    /// checking came to spell the same type, not a new meaning.
    static func normalized(_ type: String) -> String {
        var words = Self.words(type).filter { !["any", "some", "@Sendable", "@escaping", "sending"].contains($0) }
        var index = 0
        while index < words.count {
            guard words[index] == "Sendable" || words[index] == "Swift.Sendable" else {
                index += 1
                continue
            }
            if index + 1 < words.count, words[index + 1] == "&" {
                words.removeSubrange(index...index + 1)
            } else if index > 0, words[index - 1] == "&" || words[index - 1] == ":" {
                let inWhere = words[..<index].lastIndex(of: "where").map { whereIndex in
                    !words[whereIndex..<index].contains("<") || words[whereIndex..<index].contains(">")
                } ?? false
                // `where T: Sendable` loses its whole requirement; `<T: Sendable>` keeps `T`.
                var start = words[index - 1] == ":" && inWhere ? index - 2 : index - 1
                if start > 0, words[start - 1] == ",", inWhere { start -= 1 }
                words.removeSubrange(max(start, 0)...index)
                index = max(start, 0)
            } else {
                index += 1
            }
        }
        if words.last == "where" { words.removeLast() }
        if words.count > 1, words[words.count - 2] == "where", words.last == "," { words.removeLast(2) }
        // `(P)?` was written `P?`.
        index = 0
        while index + 2 < words.count {
            if words[index] == "(", words[index + 2] == ")", !"(),".contains(words[index + 1]) {
                words.remove(at: index + 2)
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return words.joined(separator: " ").replacing("Swift.", with: "")
    }

    /// The text as words and punctuation: `[String: Int]?` is `[`, `String`, `:`, `Int`, `]`, `?`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character == " " || character == "\n" || character == "\t" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if "()[]<>,:&?!".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                words.append(String(character))
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether `text` names `type` as a word (`Int`, not the `Int` in `Interval`).
    static func mentions(_ type: String, in text: String) -> Bool {
        var searched = text[...]
        while let range = searched.firstRange(of: type) {
            let before = searched[..<range.lowerBound].last
            let after = searched[range.upperBound...].first
            if !(before.map(Self.isIdentifierCharacter) ?? false) && !(after.map(Self.isIdentifierCharacter) ?? false) {
                return true
            }
            searched = searched[range.upperBound...]
        }
        return false
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
