import LintCore

/// Which collection an offset reaches, as the loop's declarations tell it: a slice of the walked
/// collection, a lookup inside a local function, a partner unwrapped from an optional.
extension MisusedEnumeratedRule {
    /// `xs[0..<n]`, `xs.prefix(n)`, `xs.dropLast()`: a slice of `xs` from its start, whose offsets
    /// are `xs`'s own; `xs.dropFirst()`, `xs.suffix(n)`, `xs[k...]`: one whose offsets are shifted.
    static func sliceBase(of receiver: String) -> (base: String, fromStart: Bool)? {
        let text = plain(receiver)
        if let bracket = text.firstIndex(of: "["), text.hasSuffix("]") {
            let inside = text[text.index(after: bracket)...]
            return (String(text[..<bracket]), inside.hasPrefix("0..") || inside.hasPrefix("..<") || inside.hasPrefix("..."))
        }
        for (method, fromStart) in [(".prefix(", true), (".dropLast(", true), (".dropFirst(", false), (".suffix(", false)] {
            guard text.hasSuffix(")"),
                  let start = text.indices.first(where: { text[$0...].hasPrefix(method) }) else { continue }
            return (String(text[..<start]), fromStart)
        }
        return nil
    }

    /// Inside a `func` declared in the loop's body: a lookup the body calls for, not its pairing.
    static func isInLocalFunction(_ position: Int, body: Range<Int>, in file: SourceFile) -> Bool {
        var opens: [Bool] = []
        var functionPending = false
        for index in body.lowerBound..<position {
            let token = file.tokens[index]
            if token.keyword == .func { functionPending = true }
            switch token.kind {
            case .leftBrace:
                opens.append(functionPending)
                functionPending = false
            case .rightBrace:
                _ = opens.popLast()
            default:
                break
            }
        }
        return opens.contains(true)
    }

    /// What `FileFacts.declaredType` gives a name declared a dictionary (`[Int: Info]`): keys, not positions.
    static let dictionaryMark = "[:]"

    /// `messages[found].attachments`: a partner reached through a name the body declares changes
    /// with each element, so no `zip` before the loop pairs with it.
    static func dependsOnBody(_ partner: String, body: Range<Int>, in file: SourceFile) -> Bool {
        guard partner.contains("[") || partner.contains("(") else { return false }
        var declared: Set<String> = []
        for index in body.dropFirst() where file.tokens[index].kind == .identifier
            && (file.tokens[index - 1].keyword == .let || file.tokens[index - 1].keyword == .var) {
            declared.insert(file.text(of: file.tokens[index]))
        }
        var word = ""
        for character in partner + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if declared.contains(word) { return true }
                word = ""
            }
        }
        return false
    }

    /// `if let topics`, `guard let topics = …`: the partner may be absent, so no `zip` pairs with it.
    static func isUnwrapped(_ name: String, in body: Range<Int>, of file: SourceFile) -> Bool {
        let root = String(plain(name).split(separator: ".").first ?? "")
        guard !root.isEmpty else { return false }
        return body.dropFirst().contains { index in
            file.tokens[index].kind == .identifier && file.text(of: file.tokens[index]) == root
                && (file.tokens[index - 1].keyword == .let || file.tokens[index - 1].keyword == .var)
                && index > 1 && [.if, .guard].contains(file.tokens[index - 2].keyword)
        }
    }
}
