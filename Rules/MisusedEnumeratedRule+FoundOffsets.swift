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
        guard let kept = file.boundPattern(ofValueAt: receiverStart), kept.pattern.count == 1 else { return nil }
        let name = file.cursor(at: kept.pattern.lowerBound).text
        // `?.offset` straight after the search (or the parenthesis holding its closure).
        guard let (member, base) = file.trailingMember(of: kept.value), base.upperBound > close + 1 else {
            return takenApart(name, from: close + 1, in: file)
        }
        let mark = file.cursor(at: base.upperBound - 1)
        guard mark.is(.question) || mark.is(.exclamation), mark.position == close + 1 || mark.previous.position == close + 1,
              file.cursor(at: member).isWord("offset") || file.cursor(at: member).text == "0" else { return nil }
        return (name, member + 1)
    }

    /// `let (i, _) = pair`, `guard let (i, element) = pair`: the offset's name, in the block of the search.
    private static func takenApart(_ pair: String, from start: Int, in file: SourceFile) -> (String, Int)? {
        let outline = file.outline([.records, .expressions])
        let limit = outline.block(containing: start).map { outline.blocks[$0].close } ?? file.tokens.count
        for position in file.positions(ofName: pair, in: start..<max(start, limit)) {
            guard let pattern = file.tupleDestructuring(of: position), pattern.elements.count > 1,
                  let name = pattern.names[0] else { continue }
            let offset = file.cursor(at: name).text
            return offset == "_" ? nil : (offset, pattern.end)
        }
        return nil
    }
}
