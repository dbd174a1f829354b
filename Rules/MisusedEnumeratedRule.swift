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
            collection pairs two sequences by position, which is what `zip(a, b)` says directly, and `zip` stops \
            at the shorter one, so the bounds check (`guard i < other.count`, `other[safe: i]`) goes too; \
            `xs[offset - 1]` walks neighbours, which `zip(xs, xs.dropFirst())` says, with the first element \
            served apart when the loop needs it; `xs[offset]` on the enumerated collection itself is the \
            element already in hand, and writing `xs[offset] = …` wants `xs.indices`. A test asserting each \
            element equal to its partner should compare the collections whole \
            (`XCTAssertEqual(Array(rows), expected)`), which, unlike `zip`, fails when one is shorter. A loop \
            that ignores the offset or the element does not need `enumerated()` at all (`for x in xs`, \
            `xs.indices`, `0..<xs.count`): a wildcard binding (`for (_, x)`), or a closure written with \
            `$0`/`$1` that reads one half (`xs.enumerated().map { $1 }`), or SwiftUI rows identified by the \
            element (`ForEach(Array(xs.enumerated()), id: \\.element) { _, x in`: `ForEach(xs, id: \\.self)`). \
            Unlike SwiftLint's `unused_enumerated`, `$0` passed whole (`print($0)`) is the pair, both halves used.

            An offset handed to a method that takes an index is one too. Removing (`remove(at:)`) or inserting \
            (`insert(_:at:)`) by offset while the loop goes on shifts the elements after it, so later offsets \
            miss theirs: `removeAll(where:)`, or walk backwards; when the loop stops at what it found, \
            `firstIndex(where:)` finds the index. `s.index(s.startIndex, offsetBy: i)` walks the string from \
            its start for every element: `zip(s.indices, s)`. An offset a search found \
            (`xs.enumerated().first(where:)?.offset`, or the pair taken apart further down) and then used as \
            an index is `firstIndex(where:)`; one handed to a helper of the same file that subscripts the \
            walked collection with it is an index in disguise, and a neighbour (`i + 1`) handed so is \
            `zip(xs, xs.dropFirst())`. A write through an element's member (`labels[i].font = …`) changes the \
            collection only when its elements are values: on objects the partner is paired by `zip`.

            Offsets used as numbers are fine: arithmetic, comparisons, interpolation, and arguments such as \
            `IndexPath(row: offset, section: 0)`. Not reported either: offsets that are positions in tables the \
            loop fills (several collections, shifted or written), in memory just allocated or lent as a \
            pointer, in a collection built or resized in the loop, or bounds of a range (`rows[0..<i]`).
            """,
        isOptIn: true,
        category: .correctness,
        fixes: "`for (_, x) in xs.enumerated()` becomes `for x in xs`.",
        swiftLintCounterpart: SwiftLintCounterpart(rule: "unused_enumerated", part: "warnings that one half of the pair goes unused"),
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        let facts = FileFacts()
        return EnumeratedUses.find(in: file).compactMap { use in
            guard let (message, unusedHalf) = misuse(of: use, facts: facts, in: file) else { return nil }
            var found = violation(in: file, at: file.tokens[use.enumeratedToken], message: message, fix: unusedBindingFix(use, in: file))
            if unusedHalf { found.swiftLintRule = Self.description.swiftLintCounterpart?.rule }
            return found
        }
    }

    /// The message, and whether it is that one half of the pair goes unused (SwiftLint's
    /// `unused_enumerated`).
    private func misuse(of use: EnumeratedUse, facts: FileFacts, in file: SourceFile) -> (String, Bool)? {
        let written = file.readable(use.receiver)
        let receiver = written.isEmpty || written.count > 120 ? "sequence" : written
        // A closure written with `$0`/`$1` is read for its subscripts first: `features[$0.offset]`
        // says more than that the element goes unused.
        if use.offsetName != nil, let unused = unusedBinding(use, receiver: receiver, in: file) { return (unused, true) }
        // A body that never names the offset subscripts nothing with it, however long: reading
        // every nested loop's body once per enclosing loop made deep nesting quadratic. Asked of
        // long bodies only; a short one costs less to read than to look the name up.
        let reference = OffsetReference(use)
        let readsOffset = use.close.map { close in
            close - use.enumeratedToken < 512 || [reference.name, reference.pair].compactMap { $0 }.allSatisfy { name in
                Self.isWritten(name, in: use.enumeratedToken..<close, file: file, facts: facts)
            }
        } ?? true
        if let misuse = (readsOffset ? subscriptMisuse(of: use, receiver: receiver, facts: facts, in: file) : nil)
            ?? foundOffsetMisuse(of: use, receiver: receiver, in: file)
            ?? (readsOffset ? helperMisuse(of: use, receiver: receiver, functions: facts, in: file) : nil) {
            return (misuse, false)
        }
        return use.offsetName == nil ? unusedBinding(use, receiver: receiver, in: file).map { ($0, true) } : nil
    }

    private func subscriptMisuse(of use: EnumeratedUse, receiver: String, facts: FileFacts, in file: SourceFile) -> String? {
        // Rows identified by their offset keep it as identity: `zip` would leave them without one.
        guard let close = use.close, !use.identifiesByOffset else { return nil }
        let reference = OffsetReference(use)
        var scan = OffsetScan(file: file, reference: reference)
        let start = bodyStart(of: use, in: file)
        let found = (start..<close).compactMap { position in scan.step(at: position).map { (position, $0) } }
        for (position, call) in found where call.call != nil {
            if call.call == .stringIndex {
                // Only a string walks from its start; a bounds check against it keeps elements `zip` would drop.
                let plainName = Self.plain(call.collection)
                let text = BodyText(file.code(start..<close))
                guard ["String", "Substring"].contains(facts.declaredType(of: plainName, in: file) ?? ""),
                      !(reference.name.map { text.checksBounds($0, of: plainName) } ?? false) else { continue }
            }
            if let message = Self.callMessage(call, at: position, use: use, receiver: receiver, in: file) { return message }
        }
        let subscripts = found.filter { $0.1.call == nil }
        // Most bodies subscript nothing with the offset: read them as text only when one does.
        guard !subscripts.isEmpty, !indexesTables(subscripts.map(\.1), receiver: receiver) else { return nil }
        // A loop's `where` clause is read with its body: `where i < 3` keeps the offset.
        let text = BodyText(file.code((use.form == .forLoop ? use.enumeratedToken + 3 : start)..<close))
        // A range bound (`rows[0..<i]`) makes the offset a position throughout the loop.
        if let name = reference.name, text.usesAsRangeBound(name) { return nil }
        let offsetUses = reference.name.map { [$0] } ?? reference.pair.map { [$0 + ".offset", $0 + ".0"] } ?? []
        let keepsOffset = offsetUses.contains(where: text.usesAsNumberBeyondBounds)
        var elementsMayBeObjects = false
        let slice = Self.sliceBase(of: receiver)
        let declarations = BodyDeclarations(start..<close, in: file)
        let reported = subscripts.compactMap { position, subscripted -> (Int, OffsetSubscript)? in
            let partner = Self.plain(subscripted.collection)
            guard !text.pairsOnPurpose(subscripted, receiver: receiver),
                  partner == Self.plain(receiver) || !Self.isBuffer(partner, declaredBefore: position, in: file, facts: facts),
                  !declarations.isInLocalFunction(position), !declarations.isUnwrapped(partner),
                  !declarations.dependsOnBody(partner),
                  facts.declaredType(of: partner, in: file) != Self.dictionaryMark else { return nil }
            var access = subscripted
            // `testDates[i]` in a loop over `testDates[0..<n]` is the element in hand; over
            // `testDates.dropFirst()` it is a shifted position.
            if let slice, partner == slice.base {
                guard slice.fromStart else { return nil }
                access.collection = receiver
            }
            guard access.writesMember else { return (position, access) }
            // `labels[i].font = …` on objects changes what the collection refers to, not the collection.
            switch Self.elementKind(of: Self.plain(subscripted.collection), facts: facts, in: file) {
            case .objects: access.isWrite = false
            case .unknown: elementsMayBeObjects = true
            case .values: break
            }
            return (position, access)
        // A write of the collection itself says the most: it is told first.
        }.sorted { $0.1.isWrite && !$0.1.writesMember && !($1.1.isWrite && !$1.1.writesMember) }
        // `reduce` handing the offset on as its result keeps it: no `zip` states that.
        if case .closure("reduce") = use.form, keepsOffset { return nil }
        // Which sides of the offset each collection is read at: once, however many reads.
        var sides: [String: Set<Int>] = [:]
        for (_, subscripted) in reported { sides[Self.plain(subscripted.collection), default: []].insert(subscripted.shift.signum()) }
        for (position, subscripted) in reported {
            let readAt = sides[Self.plain(subscripted.collection)] ?? []
            // A partner read both at the offset and beside it (`files[i]`, `files[i - 1]`) is no pair.
            if readAt.contains(0), readAt.count > 1, Self.plain(subscripted.collection) != Self.plain(receiver) {
                continue
            }
            var servesEnd = false
            if let name = reference.name, subscripted.shift != 0 {
                // A neighbour reached from a position the body also keeps (`start: i + 1`) and indexes
                // with (`lines[open.start]`) is index arithmetic: `zip` with `dropFirst()` would change
                // which elements the loop visits.
                if text.usesAsPosition(name), text.indexesOtherwise(Self.plain(subscripted.collection), offset: name) {
                    continue
                }
                servesEnd = Self.servesFirstElement(name, neighbourAt: position, in: start..<close, file: file)
                // Serving the end element apart fits when it copies little: the essay's split
                // (`if i == 0 {…} else {…}`), not a long body every element runs.
                if servesEnd, !Self.endServedCheaply(start..<close, holding: position, in: file) { continue }
                // Neighbours on both sides (`xs[i - 1]`, `xs[i + 1]`) are no pair `zip` walks.
                if readAt.contains(-1), readAt.contains(1) { continue }
            }
            let partner = Self.plain(subscripted.collection)
            if subscripted.shift == 0, !keepsOffset, partner != Self.plain(receiver), let element = use.elementName,
               Self.assertsPairs(of: use, element: element, subscriptAt: position, body: start..<close, in: file) {
                return "`\(subscripted.access)` checks each `\(element)` against its partner "
                    + "by `enumerated()` offset: compare the collections whole, `XCTAssertEqual(Array(\(receiver)), "
                    + "\(partner))`, which also fails when their lengths differ"
            }
            var others: [String] = []
            for (_, other) in reported {
                let name = Self.plain(other.collection)
                if name != partner, name != Self.plain(receiver), !others.contains(name) { others.append(name) }
            }
            let checksBounds = offsetUses.contains { text.checksBounds($0, of: partner) }
            let reading = Reading(
                receiver: receiver, element: use.elementName, keepsOffset: keepsOffset, checksBounds: checksBounds,
                servesEnd: servesEnd, others: others, elementsMayBeObjects: elementsMayBeObjects
            )
            return message(for: subscripted, reading)
        }
        return nil
    }

    /// `last[j]`, `current[j + 1] = cost`: an offset that indexes two other collections, shifted
    /// or written, is a position in tables it fills (a dynamic-programming row), which `zip` of
    /// two cannot state. Reading several parallel collections at the offset is still pairing.
    private func indexesTables(_ subscripts: [OffsetSubscript], receiver: String) -> Bool {
        let own = Self.plain(receiver)
        let others = subscripts.filter { Self.plain($0.collection) != own }
        guard Set(others.map { Self.plain($0.collection) }).count >= 2 else { return false }
        return others.contains { $0.shift != 0 || $0.isWrite }
    }

    /// The first token of the body proper: after a closure's `params in`, and after the
    /// `let (index, cell) = arg` that names the pair a closure takes whole.
    private func bodyStart(of use: EnumeratedUse, in file: SourceFile) -> Int {
        let start = use.open + 1
        guard use.offsetName != nil, case .closure = use.form else { return start }
        guard let signatureEnd = file.closureSignatureEnd(use.open) else { return start }
        let body = file.cursor(at: signatureEnd + 1)
        guard body.is(.let), body.next.is(.leftParen), body.next.next.text == use.offsetName,
              let close = body.next.matchingBracket, close.next.text == "=", close.next.next.isName
        else { return signatureEnd + 1 }
        return close.next.next.position + 1
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

    private func unusedBinding(_ use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        // `first(where:)`, `filter`, `min(by:)` and `sorted` hand the pairs on: `?.offset` may use what
        // the closure ignores.
        // `ForEach(Array(xs.enumerated()), id: \.offset)` may identify rows by the offset it leaves unbound.
        var alternative = ""
        if case .closure(let method) = use.form {
            if ["reduce", "first", "last", "filter", "min", "max", "sorted"].contains(method) { return nil }
            if !EnumeratedUses.closureMethods.contains(method) {
                // `ForEach(Array(xs.enumerated()), id: \.element) { _, x in`: rows identified by the element.
                guard method == "ForEach", !use.identifiesByOffset, let identity = use.rowIdentity,
                      let onElement = Self.elementKeyPath(identity) else { return nil }
                alternative = " (`ForEach(\(receiver), id: \(onElement))`)"
            }
        }
        var halves = (offset: use.offsetName != "_", element: use.elementName != "_", how: "bound")
        if use.offsetName == nil, let close = use.close {
            let shorthand = Self.shorthandHalves(in: use.open + 1..<close, of: file)
            halves = (shorthand.offset, shorthand.element, "used")
        }
        if !halves.offset && halves.element {
            let loop = use.form == .forLoop ? " (`for \(use.elementName ?? "element") in \(receiver)`)" : alternative
            return "the offset from `enumerated()` is never \(halves.how): iterate `\(receiver)` directly\(loop)"
        }
        if !halves.element && halves.offset {
            return "the element from `enumerated()` is never \(halves.how): use `\(receiver).indices` for indices, or "
                + "`0..<\(receiver).count` for counting"
        }
        return nil
    }

    /// `\.element` → `\.self`, `\.element.id` → `\.id`: the key path on the element itself; nil
    /// for one on the pair's offset or anything else.
    static func elementKeyPath(_ identity: String) -> String? {
        for prefix in [#"\.element"#, #"\.1"#] where identity.hasPrefix(prefix) {
            let rest = identity.dropFirst(prefix.count)
            if rest.isEmpty { return #"\.self"# }
            if rest.hasPrefix(".") { return "\\" + rest }
        }
        return nil
    }

    /// Which halves of the pair a closure written with `$0`/`$1` uses, nested closures aside:
    /// with `$1` anywhere it takes two parameters, the offset and the element; with `$0` alone
    /// it takes the pair, whose `.offset`/`.0` and `.element`/`.1` are its halves, a
    /// `let (i, _) = $0` binds what it names, and `$0` passed whole uses both.
    static func shorthandHalves(in body: Range<Int>, of file: SourceFile) -> (offset: Bool, element: Bool) {
        var zero: [Int] = []
        var usesOne = false
        var position = body.lowerBound
        while position < body.upperBound {
            let cursor = file.cursor(at: position)
            if cursor.is(.leftBrace), isClosure(cursor, in: file), let close = cursor.matchingBracket {
                position = close.position + 1
                continue
            }
            if cursor.text == "$1" { usesOne = true }
            if cursor.text == "$0" { zero.append(position) }
            position += 1
        }
        if usesOne { return (!zero.isEmpty, true) }
        var halves = (offset: false, element: false)
        for position in zero {
            let cursor = file.cursor(at: position)
            if cursor.next.is(.dot) {
                let member = cursor.next.next.text
                if member == "offset" || member == "0" { halves.offset = true; continue }
                if member == "element" || member == "1" { halves.element = true; continue }
            }
            // `let (i, _) = $0`: the names it binds.
            if cursor.previous.kind == .operator, cursor.previous.text == "=", cursor.previous.previous.is(.rightParen),
               let open = cursor.previous.previous.matchingBracket, open.previous.is(.let) || open.previous.is(.var) {
                let first = open.next, second = first.next.next
                halves.offset = halves.offset || first.text != "_"
                halves.element = halves.element || second.text != "_"
                continue
            }
            return (true, true)
        }
        return halves
    }

    /// A `{` that opens a closure rather than a statement's body: the line it stands on does not
    /// start with `if`, `guard`, `for`, `while`, `switch`, `do`, `else`, `catch`, `repeat` or `defer`.
    private static func isClosure(_ brace: TokenCursor, in file: SourceFile) -> Bool {
        var start = brace
        while start.previous.exists, start.previous.token?.line == brace.token?.line { start = start.previous }
        if start.is(.rightBrace) { start = start.next }
        return ![.if, .guard, .for, .while, .switch, .do, .else, .catch, .repeat, .defer].contains(where: start.is)
    }

    /// What the body shows about the loop, for choosing the alternative to suggest.
    struct Reading {
        var receiver: String
        var element: String?
        /// The offset is a number elsewhere in the body too (`first: i == 0`).
        var keepsOffset: Bool
        /// The offset is checked against a collection's bounds (`i < xs.count`).
        var checksBounds: Bool
        /// A neighbour is read behind a check that lets the first (or last) element through.
        var servesEnd: Bool
        /// Further collections the offset indexes.
        var others: [String]
        /// A write through an element's member, on elements that may be objects.
        var elementsMayBeObjects = false
    }

    /// `self?.rows?` → `rows`: the collection as a `zip` argument would name it.
    static func plain(_ collection: String) -> String {
        var text = Substring(collection)
        for prefix in ["self?.", "self!.", "self."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        return String(text)
    }
}
