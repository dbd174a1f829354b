/// A closure's signature, read by its grammar and matched brackets rather than a fixed number
/// of tokens: a return type of any length still ends at its `in`.
extension TokenReader {
    /// The `in` that ends the signature of the closure opening at `brace`
    /// (`{ @MainActor [weak self] (offset: Int, row: Row) async throws -> (Int, Row) in`), or nil
    /// when the closure has no signature.
    func closureSignatureEnd(_ brace: Int) -> Int? {
        var position = brace + 1
        while kind(position) == .attribute {
            position += 1
            if kind(position) == .leftParen, let close = matchingClose(position) { position = close + 1 }
        }
        if kind(position) == .leftBracket {
            guard let close = matchingClose(position) else { return nil }
            position = close + 1
        }
        if kind(position) == .leftParen {
            guard let close = matchingClose(position) else { return nil }
            position = close + 1
        } else {
            // `{ offset, row in`
            while isName(position), keyword(position) != .in {
                position += 1
                guard kind(position) == .comma else { break }
                position += 1
            }
        }
        while isWord(position, "async") || isWord(position, "throws") || isWord(position, "rethrows") {
            position += 1
            // `throws(ParseError)`
            if kind(position) == .leftParen, let close = matchingClose(position) { position = close + 1 }
        }
        if kind(position) == .arrow { position = typeEnd(from: position + 1) }
        return keyword(position) == .in ? position : nil
    }
}
