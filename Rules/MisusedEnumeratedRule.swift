import LintCore

public struct MisusedEnumeratedRule: Rule {
    public let options: SeverityOption

    public init(options: SeverityOption) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "misused_enumerated",
        name: "Misused Enumerated",
        summary: "`enumerated()` gives offsets, not indices: an offset used to subscript a collection is `zip` "
            + "in disguise.",
        rationale: """
            `enumerated()` pairs each element with its offset from zero, which is not an index: it breaks on \
            slices and on collections whose indices are not `0..<count`. Using the offset to reach into another \
            collection pairs two sequences by position, which is what `zip(a, b)` says directly; `xs[offset - 1]` \
            walks neighbours, which `zip(xs, xs.dropFirst())` says; `xs[offset]` on the enumerated collection \
            itself is the element already in hand. A test asserting each element equal to its partner should \
            compare the collections whole (`XCTAssertEqual(Array(rows), expected)`), which, unlike `zip`, \
            fails when one is shorter. A loop that ignores the offset or the element does not need \
            `enumerated()` at all (`for x in xs`, `xs.indices`, `0..<xs.count`).

            Offsets used as numbers are fine: arithmetic, comparisons, interpolation, and arguments such as \
            `IndexPath(row: offset, section: 0)`.

            Opt-in: on real code it had not been tuned on, about one warning in five was an offset that is \
            a real position (a dynamic-programming table, parallel arrays of different lengths, a buffer \
            filled from zero, a position kept for later), which the text of one loop cannot always tell from \
            `zip` in disguise.
            """,
        isOptIn: true,
        category: .correctness,
        fixes: "`for (_, x) in xs.enumerated()` becomes `for x in xs`.",
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        EnumeratedUses.find(in: file).compactMap { use in
            guard let message = misuse(of: use, in: file) else { return nil }
            return violation(in: file, at: file.tokens[use.enumeratedToken], message: message, fix: unusedBindingFix(use, in: file))
        }
    }

    private func misuse(of use: EnumeratedUse, in file: SourceFile) -> String? {
        let written = file.readable(use.receiver)
        let receiver = written.isEmpty || written.count > 120 ? "sequence" : written
        if let unused = unusedBinding(use, receiver: receiver) { return unused }
        guard let close = use.close else { return nil }
        let reference = OffsetReference(use)
        var scan = OffsetScan(file: file, reference: reference)
        let start = bodyStart(of: use, in: file)
        let subscripts = (start..<close).compactMap { position in scan.step(at: position).map { (position, $0) } }
        // Most bodies subscript nothing with the offset: read them as text only when one does.
        guard !subscripts.isEmpty, !indexesSeveralCollections(subscripts.map(\.1), receiver: receiver) else { return nil }
        let text = BodyText(file.code(start..<close))
        for (position, subscripted) in subscripts {
            if text.pairsOnPurpose(subscripted, receiver: receiver)
                || Self.isBuffer(Self.plain(subscripted.collection), declaredBefore: position, in: file) { continue }
            if let name = reference.name {
                // A range bound (`rows[0..<i]`), or a neighbour behind an `if i > 0` beside work for
                // every element, makes the offset a position throughout the loop: `zip` pairs elements,
                // and `zip(xs, xs.dropFirst())` would skip the first one.
                if text.usesAsRangeBound(name)
                    || (subscripted.shift != 0 && Self.servesFirstElement(name, neighbourAt: position, in: start..<close, file: file)) {
                    return nil
                }
                // A neighbour reached from a position the body also keeps or computes with (`start: i + 1`)
                // is index arithmetic: `zip` with `dropFirst()` would change which elements the loop visits.
                if subscripted.shift != 0 && text.usesAsPosition(name) { continue }
            }
            let keepsOffset = reference.name.map(text.usesAsNumber)
                ?? reference.pair.map { text.usesAsNumber($0 + ".offset") || text.usesAsNumber($0 + ".0") } ?? false
            let partner = Self.plain(subscripted.collection)
            if subscripted.shift == 0, !keepsOffset, partner != Self.plain(receiver), let element = use.elementName,
               Self.assertsPairs(of: use, element: element, subscriptAt: position, body: start..<close, in: file) {
                return "`\(subscripted.collection)[\(subscripted.argument)]` checks each `\(element)` against its partner "
                    + "by `enumerated()` offset: compare the collections whole, `XCTAssertEqual(Array(\(receiver)), "
                    + "\(partner))`, which also fails when their lengths differ"
            }
            return message(for: subscripted, receiver: receiver, element: use.elementName, keepsOffset: keepsOffset)
        }
        return nil
    }

    /// `last[j]`, `current[j + 1]`; `newWidths[i]`, `actions[i]`, `buttons[i]`: an offset that
    /// indexes two other collections is a position in parallel tables, which `zip` of two cannot state.
    private func indexesSeveralCollections(_ subscripts: [OffsetSubscript], receiver: String) -> Bool {
        let own = Self.plain(receiver)
        var others: Set<String> = []
        for subscripted in subscripts where Self.plain(subscripted.collection) != own {
            others.insert(Self.plain(subscripted.collection))
        }
        return others.count >= 2
    }

    /// The first token of the body proper: after a closure's `params in`.
    private func bodyStart(of use: EnumeratedUse, in file: SourceFile) -> Int {
        let start = use.open + 1
        guard use.offsetName != nil, case .closure = use.form else { return start }
        var position = start
        while position < file.tokens.count && position - start < 64 {
            if file.tokens[position].keyword == .in { return position + 1 }
            position += 1
        }
        return start
    }

    /// `for (_, x) in xs.enumerated()` → `for x in xs`: the one form whose rewrite is certain.
    private func unusedBindingFix(_ use: EnumeratedUse, in file: SourceFile) -> Fix? {
        guard use.form == .forLoop, use.offsetName == "_", let element = use.elementName, element != "_" else { return nil }
        let inKeyword = file.cursor(at: use.receiver.lowerBound - 1)
        let close = inKeyword.previous, name = close.previous, comma = name.previous, wildcard = comma.previous
        let open = wildcard.previous
        let dot = file.cursor(at: use.enumeratedToken - 1)
        let call = file.cursor(at: use.enumeratedToken + 1)
        guard inKeyword.is(.in), close.is(.rightParen), name.isName, name.text == element, comma.is(.comma),
              wildcard.text == "_", open.is(.leftParen), open.previous.is(.for), dot.is(.dot),
              call.is(.leftParen), call.next.is(.rightParen), let openToken = open.token, let closeToken = close.token,
              let dotToken = dot.token, let end = call.next.token else { return nil }
        return Fix("iterate the collection itself", edits: [
            Fix.Edit(range: Int(openToken.start)..<Int(closeToken.end), replacement: element, in: file),
            Fix.Edit(range: Int(dotToken.start)..<Int(end.end), replacement: "", in: file),
        ])
    }

    private func unusedBinding(_ use: EnumeratedUse, receiver: String) -> String? {
        // `first(where:)` and `filter` hand the pairs on: `?.offset` may use what the closure ignores.
        if case .closure(let method) = use.form, ["reduce", "first", "filter"].contains(method) { return nil }
        if use.offsetName == "_" {
            let loop = use.form == .forLoop ? " (`for \(use.elementName ?? "element") in \(receiver)`)" : ""
            return "the offset from `enumerated()` is never bound: iterate `\(receiver)` directly\(loop)"
        }
        if use.elementName == "_" {
            return "the element from `enumerated()` is never bound: use `\(receiver).indices` for indices, or "
                + "`0..<\(receiver).count` for counting"
        }
        return nil
    }

    private func message(
        for subscripted: OffsetSubscript, receiver: String, element: String?, keepsOffset: Bool
    ) -> String {
        let access = "`\(subscripted.collection)[\(subscripted.argument)]`"
        let collection = Self.plain(subscripted.collection)
        let sameCollection = collection == Self.plain(receiver)
        if subscripted.isWrite {
            let loop = sameCollection ? "`\(collection).indices`" : "`zip(\(collection).indices, \(receiver))`"
            return "\(access) writes through an `enumerated()` offset, which is not an index: iterate \(loop) to "
                + "change the collection in place"
        }
        if subscripted.shift != 0 {
            let skip = abs(subscripted.shift) == 1 ? "dropFirst()" : "dropFirst(\(abs(subscripted.shift)))"
            if sameCollection {
                return "\(access) uses an `enumerated()` offset as an index to reach a neighbour: walk adjacent "
                    + "pairs with `zip(\(collection), \(collection).\(skip))`"
            }
            let pairing = subscripted.shift < 0 ? "zip(\(receiver).\(skip), \(collection))"
                : "zip(\(receiver), \(collection).\(skip))"
            return "\(access) uses a shifted `enumerated()` offset as an index into another collection: pair them "
                + "with `\(pairing)`"
        }
        if sameCollection {
            let inHand = element.map { "`\($0)`" } ?? "the element"
            return "\(access) looks up by offset the element \(inHand) that `enumerated()` already gives: use it"
        }
        // The offset is a number elsewhere in the body too: keep it beside the pairs.
        let pairing = "zip(\(receiver), \(collection))" + (keepsOffset ? ".enumerated()" : "")
        return "\(access) uses an `enumerated()` offset as an index into another collection: pair them with "
            + "`\(pairing)`" + (keepsOffset ? ", which keeps the offset for its other uses" : "")
    }

    /// `self?.rows?` → `rows`: the collection as a `zip` argument would name it.
    static func plain(_ collection: String) -> String {
        var text = Substring(collection)
        for prefix in ["self?.", "self!.", "self."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        return String(text)
    }
}
