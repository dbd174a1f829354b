import LintCore

/// `let i = xs.enumerated().first(where: { … })?.offset`, then `xs[i]` or `xs.remove(at: i)`:
/// an offset found by a search and kept, then used as an index further down.
extension MisusedEnumeratedRule {
    /// The searches whose result still carries the pair, and the method that finds the index.
    private static let searches: [String: String] = [
        "first": "firstIndex(where:)", "last": "lastIndex(where:)", "min": "indices.min(by:)", "max": "indices.max(by:)",
    ]

    /// Followed through the rest of the block that holds the search, up to where its name is
    /// bound anew: each mention is read by one search at most.
    func foundOffsetMisuse(of use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        guard case .closure(let method) = use.form, let finder = Self.searches[method], let close = use.close,
              let (name, end) = Self.keptOffset(after: close, receiverStart: use.receiver.lowerBound, in: file)
        else { return nil }
        let offset = OffsetMentions(file, OffsetReference(name: name))
        let limit = offset.outline.block(containing: end).map { offset.outline.blocks[$0].close } ?? file.tokens.count
        for mention in offset.mentions(in: end..<limit) {
            guard offset.meansOffset(at: mention.lowerBound, bodyStart: end) else { return nil }
            if let found = offset.access(at: mention), found.call != .stringIndex {
                return Self.foundOffsetMessage(found, name: name, method: method, finder: finder, receiver: receiver)
            }
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
    private static func keptOffset(
        after close: Int, receiverStart: Int, in file: SourceFile
    ) -> (String, Int)? {
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

    /// `let (i, _) = pair`, `guard let (i, element) = pair`: the offset's name, in the block of the search.
    private static func takenApart(_ pair: String, from start: Int, in file: SourceFile) -> (String, Int)? {
        let outline = file.outline(.blocks)
        let limit = outline.block(containing: start).map { outline.blocks[$0].close } ?? file.tokens.count
        let found = file.positions(ofName: pair)
        for position in found[found.partitionPoint { $0 >= start }...].prefix(while: { $0 < limit }) {
            let equals = file.cursor(at: position).previous
            guard equals.text == "=", equals.previous.is(.rightParen), let open = outline.open(of: equals.previous.position),
                  file.cursor(at: open).previous.is(.let) || file.cursor(at: open).previous.is(.var),
                  file.cursor(at: open).next.kind == .identifier, file.cursor(at: open).next.next.is(.comma) else { continue }
            let offset = file.cursor(at: open).next.text
            return offset == "_" ? nil : (offset, position + 1)
        }
        return nil
    }
}
