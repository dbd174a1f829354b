import LintCore

/// `let i = xs.enumerated().first(where: { … })?.offset`, then `xs[i]` or `xs.remove(at: i)`:
/// an offset found by a search and kept, then used as an index further down.
extension MisusedEnumeratedRule {
    /// The searches whose result still carries the pair, and the method that finds the index.
    private static let searches: [String: String] = [
        "first": "firstIndex(where:)", "last": "lastIndex(where:)", "min": "indices.min(by:)", "max": "indices.max(by:)",
    ]

    /// How far past the search its name is followed, in tokens: the statements that act on what
    /// was found are close by, and a file of many searches stays linear.
    private static let followLimit = 400

    func foundOffsetMisuse(of use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        guard case .closure(let method) = use.form, let finder = Self.searches[method], let close = use.close,
              let (name, end) = Self.keptOffset(after: close, receiverStart: use.receiver.lowerBound, in: file)
        else { return nil }
        var scan = OffsetScan(file: file, reference: OffsetReference(name: name))
        var depth = 0
        var position = end
        while position < min(file.tokens.count, end + Self.followLimit) {
            let token = file.tokens[position]
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace {
                if depth == 0 { return nil }
                depth -= 1
            }
            if let found = scan.step(at: position), found.call != .stringIndex {
                return Self.foundOffsetMessage(found, name: name, method: method, finder: finder, receiver: receiver)
            }
            position += 1
        }
        return nil
    }

    private static func foundOffsetMessage(
        _ found: OffsetSubscript, name: String, method: String, finder: String, receiver: String
    ) -> String {
        let walked = plain(receiver)
        let search = method == "first" || method == "last" ? "\(method)(where:)" : "\(method)(by:)"
        let lead = "`\(found.access)` uses `\(name)`, the offset `\(walked).enumerated().\(search)` found, as an index"
        if plain(found.collection) == walked {
            return lead + ": `\(walked).\(finder)` gives the index itself"
        }
        return lead + " into another collection, pairing the two by position: `zip(\(receiver), "
            + "\(plain(found.collection))).\(search)` finds the partner with the element"
    }

    /// `let i = xs.enumerated().first(where: …)?.offset`, or the pair kept and taken apart further
    /// down (`let match = xs.enumerated().first { … }` … `guard let (i, _) = match`): the name the
    /// search's offset is kept in, and the token after the search or the taking apart.
    private static func keptOffset(after close: Int, receiverStart: Int, in file: SourceFile) -> (String, Int)? {
        let equals = file.cursor(at: receiverStart - 1), name = equals.previous
        guard equals.kind == .operator, equals.text == "=", name.isName,
              name.previous.is(.let) || name.previous.is(.var) else { return nil }
        var member = file.cursor(at: close + 1)
        if member.is(.rightParen) { member = member.next }
        guard member.is(.question) || member.is(.exclamation), member.next.is(.dot) else {
            return takenApart(name.text, from: member.position, in: file)
        }
        member = member.next.next
        guard member.isWord("offset") || member.text == "0" else { return nil }
        return (name.text, member.position + 1)
    }

    /// `let (i, _) = pair`, `guard let (i, element) = pair`: the offset's name, within reach of the search.
    private static func takenApart(_ pair: String, from start: Int, in file: SourceFile) -> (String, Int)? {
        let tokens = file.tokens
        for position in start..<max(start, min(tokens.count - 2, start + followLimit)) where tokens[position].kind == .leftParen
            && (tokens[position - 1].keyword == .let || tokens[position - 1].keyword == .var) {
            guard let close = file.matchingClose(position), close + 2 < tokens.count,
                  file.text(of: tokens[close + 1]) == "=", file.text(of: tokens[close + 2]) == pair,
                  tokens[position + 1].kind == .identifier, tokens[position + 2].kind == .comma else { continue }
            let offset = file.text(of: tokens[position + 1])
            return offset == "_" ? nil : (offset, close + 3)
        }
        return nil
    }
}
