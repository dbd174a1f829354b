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
        category: .correctness,
        fixes: "`for (_, x) in xs.enumerated()` becomes `for x in xs`.",
        swiftLintCounterpart: SwiftLintCounterpart(rule: "unused_enumerated", part: "warnings that one half of the pair goes unused"),
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        EnumeratedUses.find(in: file).compactMap { use in
            guard let (message, unusedHalf) = misuse(of: use, in: file) else { return nil }
            var found = violation(in: file, at: file.tokens[use.enumeratedToken], message: message, fix: unusedBindingFix(use, in: file))
            if unusedHalf { found.swiftLintRule = Self.description.swiftLintCounterpart?.rule }
            return found
        }
    }

    /// The message, and whether it is that one half of the pair goes unused (SwiftLint's
    /// `unused_enumerated`).
    private func misuse(of use: EnumeratedUse, in file: SourceFile) -> (String, Bool)? {
        let written = file.readable(use.receiver)
        let receiver = written.isEmpty || written.count > 120 ? "sequence" : written
        // A closure written with `$0`/`$1` is read for its subscripts first: `features[$0.offset]`
        // says more than that the element goes unused.
        if use.offsetName != nil, let unused = unusedBinding(use, receiver: receiver, in: file) { return (unused, true) }
        if let misuse = subscriptMisuse(of: use, receiver: receiver, in: file)
            ?? foundOffsetMisuse(of: use, receiver: receiver, in: file)
            ?? helperMisuse(of: use, receiver: receiver, in: file) {
            return (misuse, false)
        }
        return use.offsetName == nil ? unusedBinding(use, receiver: receiver, in: file).map { ($0, true) } : nil
    }

    /// The accesses whose whole index is the offset (or the offset shifted by a literal) in
    /// the body from `start`, in order, where the offset's name still means it.
    static func accesses(of offset: OffsetMentions, in body: Range<Int>) -> [OffsetSubscript] {
        let bodyBlock = offset.outline.block(containing: body.lowerBound)
        var found: [OffsetSubscript] = []
        for mention in offset.mentions(in: body) {
            guard var access = offset.access(at: mention), access.position != found.last?.position,
                  offset.meansOffset(at: mention.lowerBound, bodyStart: body.lowerBound) else { continue }
            access.isNested = access.call == nil && offset.outline.block(containing: access.position) != bodyBlock
            found.append(access)
        }
        return found.sorted { $0.position < $1.position }
    }

    private func subscriptMisuse(of use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        // Rows identified by their offset keep it as identity: `zip` would leave them without one.
        guard let close = use.close, !use.identifiesByOffset else { return nil }
        let offset = OffsetMentions(file, OffsetReference(use))
        let start = use.bodyStart
        let found = Self.accesses(of: offset, in: start..<close)
        for call in found where call.call != nil {
            if call.call == .stringIndex {
                // Only a string walks from its start; a bounds check against it keeps elements `zip` would drop.
                let plainName = Self.plain(call.collection)
                let type = file.declaredType(ofName: plainName, at: call.position)
                guard ["String", "Substring"].contains(type?.unwrapped.baseName ?? ""),
                      offset.reference.name == nil || !BodyReading(start..<close, offset: offset).checksBounds(of: plainName)
                else { continue }
            }
            if let message = Self.callMessage(call, use: use, receiver: receiver, in: file) { return message }
        }
        let subscripts = found.filter { $0.call == nil }
        // Most bodies subscript nothing with the offset: read them further only when one does.
        guard !subscripts.isEmpty, !indexesTables(subscripts, receiver: receiver) else { return nil }
        // A loop's `where` clause is read with its body: `where i < 3` keeps the offset.
        let reading = BodyReading((use.whereClause?.lowerBound ?? start)..<close, offset: offset)
        // A range bound (`rows[0..<i]`) makes the offset a position throughout the loop.
        if offset.reference.name != nil, reading.usesAsRangeBound { return nil }
        let keepsOffset = reading.keepsOffset
        var elementsMayBeObjects = false
        let slice = Self.sliceBase(of: receiver)
        let declarations = BodyDeclarations(start..<close, in: file)
        let built = offset.outline.block(containing: start).map(reading.builtCollections(in:)) ?? []
        let reported = subscripts.compactMap { subscripted -> OffsetSubscript? in
            let partner = Self.plain(subscripted.collection)
            let position = subscripted.position
            guard !reading.pairsOnPurpose(subscripted, receiver: receiver, builds: built),
                  // C hands parallel arrays as pointers, and memory just allocated is filled slot by slot
                  // from zero: `zip` can pair neither.
                  partner == Self.plain(receiver) || !file.isPointerMemory(named: partner, at: position),
                  !declarations.isInLocalFunction(position, body: offset.outline.block(containing: start)), !declarations.isUnwrapped(partner),
                  !declarations.dependsOnBody(subscripted.base, in: file),
                  !Self.isDictionary(partner, at: position, in: file) else { return nil }
            var access = subscripted
            // `testDates[i]` in a loop over `testDates[0..<n]` is the element in hand; over
            // `testDates.dropFirst()` it is a shifted position.
            if let slice, partner == slice.base {
                guard slice.fromStart else { return nil }
                access.collection = receiver
            }
            guard access.writesMember else { return access }
            // `labels[i].font = …` on objects changes what the collection refers to, not the collection.
            switch Self.elementKind(of: partner, at: position, in: file) {
            case .objects: access.isWrite = false
            case .unknown: elementsMayBeObjects = true
            case .values: break
            }
            return access
        // A write of the collection itself says the most: it is told first.
        }.sorted { $0.isWrite && !$0.writesMember && !($1.isWrite && !$1.writesMember) }
        // `reduce` handing the offset on as its result keeps it: no `zip` states that.
        if case .closure("reduce") = use.form, keepsOffset { return nil }
        // Which sides of the offset each collection is read at: once, however many reads.
        var sides: [String: Set<Int>] = [:]
        for subscripted in reported { sides[Self.plain(subscripted.collection), default: []].insert(subscripted.shift.signum()) }
        for subscripted in reported {
            let position = subscripted.position
            let readAt = sides[Self.plain(subscripted.collection)] ?? []
            // A partner read both at the offset and beside it (`files[i]`, `files[i - 1]`) is no pair.
            if readAt.contains(0), readAt.count > 1, Self.plain(subscripted.collection) != Self.plain(receiver) {
                continue
            }
            var servesEnd = false
            if offset.reference.name != nil, subscripted.shift != 0 {
                // A neighbour reached from a position the body also keeps (`start: i + 1`) and indexes
                // with (`lines[open.start]`) is index arithmetic: `zip` with `dropFirst()` would change
                // which elements the loop visits.
                if reading.usesAsPosition, reading.indexesOtherwise(Self.plain(subscripted.collection), in: start..<close) {
                    continue
                }
                servesEnd = Self.servesFirstElement(neighbourAt: position, bodyStart: start, in: reading)
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
            for other in reported {
                let name = Self.plain(other.collection)
                if name != partner, name != Self.plain(receiver), !others.contains(name) { others.append(name) }
            }
            let reading = Reading(
                receiver: receiver, element: use.elementName, keepsOffset: keepsOffset,
                checksBounds: reading.checksBounds(of: partner), servesEnd: servesEnd, others: others,
                elementsMayBeObjects: elementsMayBeObjects
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

    /// `for (_, x) in xs.enumerated()` → `for x in xs`: the one form whose rewrite is certain.
    private func unusedBindingFix(_ use: EnumeratedUse, in file: SourceFile) -> Fix? {
        // `(_, x)` and nothing more: five tokens, no `let` or nested pattern.
        guard use.form == .forLoop, use.offsetName == "_", let element = use.elementName, element != "_",
              let pattern = use.pattern, pattern.count == 5 else { return nil }
        // The loop's sequence ends with `.enumerated()`: removing it leaves the collection.
        return Fix("iterate the collection itself", edits: [
            Fix.Edit(tokens: pattern, replacement: element, in: file),
            Fix.Edit(tokens: use.enumeratedCall, replacement: "", in: file),
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
        if use.offsetName == nil, use.close != nil {
            let shorthand = Self.shorthandHalves(ofClosureAt: use.open, in: file)
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
    static func shorthandHalves(ofClosureAt open: Int, in file: SourceFile) -> (offset: Bool, element: Bool) {
        let outline = file.outline(.calls)
        guard let block = outline.block(openedAt: open), let closure = outline.closure(ofBlock: block) else { return (false, false) }
        let uses = outline.closures[closure].shorthandUses.map { file.cursor(at: $0) }
        let zero = uses.filter { $0.text == "$0" }
        if uses.contains(where: { $0.text == "$1" }) { return (!zero.isEmpty, true) }
        var halves = (offset: false, element: false)
        for cursor in zero {
            if let member = file.memberName(after: cursor.position).map({ file.cursor(at: $0).text }) {
                if member == "offset" || member == "0" { halves.offset = true; continue }
                if member == "element" || member == "1" { halves.element = true; continue }
            }
            // `let (i, _) = $0`: the halves it binds a name to (a nested or typed pattern binds one).
            if let names = file.tupleDestructuring(of: cursor.position)?.names, names.count == 2 {
                let binds = names.map { $0.map { !file.cursor(at: $0).isWord("_") } ?? true }
                halves = (halves.offset || binds[0], halves.element || binds[1])
                continue
            }
            return (true, true)
        }
        return halves
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
    /// `[Int: Info]`: keyed, not positioned.
    static func isDictionary(_ name: String, at position: Int, in file: SourceFile) -> Bool {
        file.declaredType(ofName: name, at: position)?.unwrapped.collection == .dictionary
    }

    static func plain(_ collection: String) -> String {
        var text = Substring(collection)
        for prefix in ["self?.", "self!.", "self."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        return String(text)
    }
}
