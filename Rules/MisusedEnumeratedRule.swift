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
            itself is the element already in hand. A loop that ignores the offset or the element does not need \
            `enumerated()` at all (`for x in xs`, `xs.indices`, `0..<xs.count`).

            Offsets used as numbers are fine: arithmetic, comparisons, interpolation, and arguments such as \
            `IndexPath(row: offset, section: 0)`.
            """,
        triggeringExamples: MisusedEnumeratedExamples.triggering,
        nonTriggeringExamples: MisusedEnumeratedExamples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        file.declarations.enumeratedUses.compactMap { use in
            guard let message = misuse(of: use, in: file) else { return nil }
            return violation(in: file, at: file.tokens[use.enumeratedToken], message: message)
        }
    }

    private func misuse(of use: EnumeratedUse, in file: SourceFile) -> String? {
        let written = file.readable(use.receiver)
        let receiver = written.isEmpty || written.count > 48 ? "sequence" : written
        if let unused = unusedBinding(use, receiver: receiver) { return unused }
        guard let close = use.body.close else { return nil }
        let reference = OffsetReference(use)
        var scan = OffsetScan(file: file, reference: reference)
        for position in bodyStart(of: use, in: file)..<close {
            guard let subscripted = scan.step(at: position) else { continue }
            return message(for: subscripted, receiver: receiver, element: use.elementName)
        }
        return nil
    }

    /// The first token of the body proper: after a closure's `params in`.
    private func bodyStart(of use: EnumeratedUse, in file: SourceFile) -> Int {
        let start = use.body.open + 1
        guard use.offsetName != nil, case .closure = use.form else { return start }
        var position = start
        while position < file.tokens.count && position - start < 64 {
            if file.isWord(file.tokens[position], "in") { return position + 1 }
            position += 1
        }
        return start
    }

    private func unusedBinding(_ use: EnumeratedUse, receiver: String) -> String? {
        if use.form == .closure(method: "reduce") { return nil }
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

    private func message(for subscripted: OffsetSubscript, receiver: String, element: String?) -> String {
        let access = "`\(subscripted.collection)[\(subscripted.argument)]`"
        let collection = subscripted.collection.hasSuffix("?") || subscripted.collection.hasSuffix("!")
            ? String(subscripted.collection.dropLast()) : subscripted.collection
        if subscripted.isNeighbour {
            return "\(access) uses an `enumerated()` offset as an index to reach a neighbour: walk adjacent "
                + "pairs with `zip(\(collection), \(collection).dropFirst())`"
        }
        if subscripted.collection == receiver {
            let inHand = element.map { "`\($0)`" } ?? "the element"
            return "\(access) looks up by offset the element \(inHand) that `enumerated()` already gives: use it, "
                + "or iterate `\(receiver).indices` to change the collection in place"
        }
        return "\(access) uses an `enumerated()` offset as an index into another collection: pair them with "
            + "`zip(\(receiver), \(collection))`"
    }
}

/// How the body names the offset: a bound name (`offset`), or a member of the closure's
/// pair (`$0.offset`, `pair.0`).
private struct OffsetReference {
    var name: String?
    var pair: String?

    init(_ use: EnumeratedUse) {
        switch use.form {
        case .forLoop:
            name = use.offsetName
        case .closure(let method):
            let pairIndex = method == "reduce" ? 1 : 0
            if use.offsetName == nil {
                pair = "$\(pairIndex)"
            } else if method == "reduce" {
                pair = use.elementName
            } else if use.elementName == nil {
                pair = use.offsetName
            } else {
                name = use.offsetName
            }
        }
    }
}

private struct OffsetSubscript {
    var collection: String
    var argument: String
    var isNeighbour: Bool
}

/// Walks a body token by token, tracking where the offset's name is rebound, and reports
/// subscripts whose whole argument is the offset (or the offset plus or minus a literal).
private struct OffsetScan {
    let file: SourceFile
    let reference: OffsetReference
    private var depth = 0
    private var shadowedFrom: Int?

    init(file: SourceFile, reference: OffsetReference) {
        self.file = file
        self.reference = reference
    }

    mutating func step(at position: Int) -> OffsetSubscript? {
        let token = file.tokens[position]
        switch token.kind {
        case .leftBrace:
            depth += 1
        case .rightBrace:
            if let shadow = shadowedFrom, depth <= shadow { shadowedFrom = nil }
            depth -= 1
        case .identifier where reference.name != nil && file.text(of: token) == reference.name:
            if shadowedFrom == nil && isRebinding(at: position) { shadowedFrom = depth }
        case .leftBracket where shadowedFrom == nil:
            return offsetSubscript(at: position)
        default:
            break
        }
        return nil
    }

    private func isRebinding(at position: Int) -> Bool {
        let tokens = file.tokens
        let previous = position > 0 ? tokens[position - 1] : nil
        if let previous, ["let", "var", "for"].contains(where: { file.text(of: previous) == $0 }) { return true }
        if let previous, previous.kind == .leftParen, position > 1,
           ["let", "var", "for", "case"].contains(file.text(of: tokens[position - 2])) {
            return true
        }
        return isClosureParameter(at: position)
    }

    /// `{ offset in`, `{ offset, x in`, `{ (offset, x) in`.
    private func isClosureParameter(at position: Int) -> Bool {
        var back = position - 1
        while back >= 0, [.comma, .leftParen, .identifier].contains(file.tokens[back].kind) { back -= 1 }
        guard back >= 0, file.tokens[back].kind == .leftBrace else { return false }
        var forward = position + 1
        while forward < file.tokens.count, [.comma, .rightParen, .identifier].contains(file.tokens[forward].kind) {
            if file.isWord(file.tokens[forward], "in") { return true }
            forward += 1
        }
        return false
    }

    private func offsetSubscript(at open: Int) -> OffsetSubscript? {
        let tokens = file.tokens
        guard open > 0, Self.endsExpression(tokens[open - 1], in: file),
              let close = file.matchingClose(open) else { return nil }
        let inside = open + 1..<close
        guard let referenceEnd = referenceEnd(at: inside.lowerBound), referenceEnd <= close else { return nil }
        var isNeighbour = false
        if referenceEnd < close {
            guard close - referenceEnd == 2, ["+", "-"].contains(file.text(of: tokens[referenceEnd])),
                  tokens[referenceEnd + 1].kind == .number else { return nil }
            isNeighbour = true
        }
        return OffsetSubscript(
            collection: file.readable(file.postfixStart(endingBefore: open)..<open), argument: file.readable(inside),
            isNeighbour: isNeighbour
        )
    }

    /// The end (exclusive) of an offset reference starting at `position`, if one starts there.
    private func referenceEnd(at position: Int) -> Int? {
        let tokens = file.tokens
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let text = file.text(of: tokens[position])
        if let name = reference.name, text == name { return position + 1 }
        if let pair = reference.pair, text == pair, position + 2 < tokens.count, tokens[position + 1].kind == .dot {
            let member = file.text(of: tokens[position + 2])
            if member == "offset" || member == "0" { return position + 3 }
        }
        return nil
    }

    /// A `[` right after an expression is a subscript, not an array literal.
    static func endsExpression(_ token: Token, in file: SourceFile) -> Bool {
        switch token.kind {
        case .escapedIdentifier, .rightParen, .rightBracket, .question, .exclamation: return true
        case .identifier: return !["return", "in", "case", "where", "if", "guard", "while", "try", "await", "throw",
                                   "else", "switch", "let", "var", "is", "as"].contains(file.text(of: token))
        default: return false
        }
    }
}

extension SourceFile {
    /// Code as written when it fits on one line; otherwise compacted, without comments.
    fileprivate func readable(_ range: Range<Int>) -> String {
        let written = source(range)
        return written.contains("\n") ? code(range) : written
    }
}
