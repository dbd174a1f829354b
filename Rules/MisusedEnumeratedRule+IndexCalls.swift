import LintCore

/// An offset handed to a method that takes an index: `remove(at:)`, `insert(_:at:)`, `swapAt`,
/// and `index(s.startIndex, offsetBy:)`, which turns it into a `String` index.
extension MisusedEnumeratedRule {
    enum IndexCall: Equatable {
        case remove, insert, swap
        /// `s.index(s.startIndex, offsetBy: offset)`.
        case stringIndex
        /// What the method names, when read as `.method(`.
        static let methods: Set<String> = ["remove", "insert", "swapAt"]
    }

    /// The call's message; nil when the offset is not shown to be misused there.
    static func callMessage(
        _ subscripted: OffsetSubscript, at position: Int, use: EnumeratedUse, receiver: String, in file: SourceFile
    ) -> String? {
        guard let call = subscripted.call else { return nil }
        let access = "`\(subscripted.access)`"
        let collection = plain(subscripted.collection)
        let walked = plain(receiver)
        let same = collection == walked
        let exits = use.form == .forLoop && exitsAfter(position, in: file)
        switch call {
        case .remove where exits, .insert where exits:
            // Found in one collection, changed in another: the index found is not the other's.
            guard same else { return nil }
            let verb = call == .remove ? "removes" : "inserts"
            return "\(access) \(verb) at the `enumerated()` offset of the element the loop found, which is not an "
                + "index: `\(walked).firstIndex(where:)` finds its index"
        case .remove:
            let alternative = same ? "remove them in one pass with `\(walked).removeAll(where:)`"
                : "walk the pairs backwards (`\(receiver).enumerated().reversed()`), so a removal shifts only what the "
                    + "loop has passed"
            return "\(access) removes by an `enumerated()` offset while the loop goes on: each removal shifts the "
                + "elements after it, so later offsets miss theirs; " + alternative
        case .insert:
            // Inserting into a collection the loop builds is placing, not indexing.
            guard same else { return nil }
            return "\(access) inserts by an `enumerated()` offset while the loop goes on: each insertion shifts the "
                + "elements after it, so later offsets fall short of theirs; build the new array in one pass "
                + "(`\(walked).flatMap`)"
        case .swap:
            let loop = same ? "`\(walked).indices`" : "`zip(\(collection).indices, \(receiver))`"
            return "\(access) swaps through an `enumerated()` offset, which is not an index: iterate \(loop)"
        case .stringIndex:
            if same {
                return "\(access) walks `\(collection)` from its start, for each element, to turn an `enumerated()` "
                    + "offset into an index: iterate `zip(\(walked).indices, \(walked))`, which hands over each index "
                    + "in one pass"
            }
            return "\(access) turns an `enumerated()` offset into an index of `\(collection)`, walking from its start "
                + "for each element: pair them with `zip(\(receiver), \(collection).indices)`"
        }
    }

    /// A `break`, `return` or `throw` after the call, in the block that holds it: the loop stops at
    /// the element it found.
    private static func exitsAfter(_ position: Int, in file: SourceFile) -> Bool {
        guard let close = file.matchingClose(position) else { return false }
        var depth = 0
        for index in close + 1..<file.tokens.count {
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                if depth == 0 { return false }
                depth -= 1
            default:
                if depth == 0, [.break, .return, .throw].contains(token.keyword) { return true }
            }
        }
        return false
    }
}

extension MisusedEnumeratedRule {
    /// The comma-separated arguments between a call's parentheses.
    static func arguments(_ range: Range<Int>, in file: SourceFile) -> [Range<Int>] {
        var arguments: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range {
            switch file.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                arguments.append(start..<index)
                start = index + 1
            default: break
            }
        }
        if start < range.upperBound { arguments.append(start..<range.upperBound) }
        return arguments
    }
}

extension MisusedEnumeratedRule.OffsetScan {
    typealias IndexCall = MisusedEnumeratedRule.IndexCall

    /// `xs.remove(at: offset)`, `xs.insert(x, at: offset)`, `xs.swapAt(offset, j)`: the `(` at `open`.
    mutating func indexCall(at open: Int) -> MisusedEnumeratedRule.OffsetSubscript? {
        let tokens = file.tokens
        guard let close = file.matchingClose(open), open > 2,
              MisusedEnumeratedRule.OffsetScan.endsExpression(tokens[open - 3], in: file) else { return nil }
        let method = file.text(of: tokens[open - 1])
        let call: IndexCall = method == "remove" ? .remove : method == "insert" ? .insert : .swap
        let arguments = MisusedEnumeratedRule.arguments(open + 1..<close, in: file)
        let offsetArgument: Range<Int>? = switch call {
        case .swap: arguments.first { isReference($0) }
        default: arguments.last.flatMap { argument in
            argument.count > 2 && file.isWord(tokens[argument.lowerBound], "at") && tokens[argument.lowerBound + 1].kind == .colon
                ? argument.lowerBound + 2..<argument.upperBound : nil
        }
        }
        guard let argument = offsetArgument, let shift = shift(of: argument) else { return nil }
        let start = file.postfixStart(endingBefore: open - 2)
        guard start < open - 2 else { return nil }
        return MisusedEnumeratedRule.OffsetSubscript(
            collection: file.readable(start..<open - 2), argument: file.readable(argument),
            access: file.readable(start..<close + 1), shift: shift, isWrite: true, isNested: false, call: call
        )
    }

    /// `s.index(s.startIndex, offsetBy: offset)`: the `offsetBy` label at `label`.
    func stringIndex(offsetByAt label: Int) -> MisusedEnumeratedRule.OffsetSubscript? {
        let tokens = file.tokens
        guard label > 4, label + 2 < tokens.count, tokens[label + 1].kind == .colon, tokens[label - 1].kind == .comma,
              file.isWord(tokens[label - 2], "startIndex"), let end = referenceEnd(at: label + 2),
              [.comma, .rightParen].contains(tokens[end].kind) else { return nil }
        // Back to the `(` of `index(`.
        var open = label - 2
        while open > 0, tokens[open].kind != .leftParen, tokens[open].kind != .semicolon, label - open < 16 { open -= 1 }
        guard tokens[open].kind == .leftParen, file.isWord(tokens[open - 1], "index"), tokens[open - 2].kind == .dot,
              let close = file.matchingClose(open) else { return nil }
        let start = file.postfixStart(endingBefore: open - 2)
        guard start < open - 2 else { return nil }
        return MisusedEnumeratedRule.OffsetSubscript(
            collection: file.readable(start..<open - 2), argument: file.readable(label + 2..<end),
            access: file.readable(start..<close + 1), shift: 0, isWrite: false, isNested: false, call: .stringIndex
        )
    }

    /// The whole range is the offset, alone or shifted by a literal: its shift.
    private func shift(of argument: Range<Int>) -> Int? {
        guard let end = referenceEnd(at: argument.lowerBound) else { return nil }
        if end == argument.upperBound { return 0 }
        let tokens = file.tokens
        let sign = file.text(of: tokens[end])
        guard argument.upperBound - end == 2, sign == "+" || sign == "-", tokens[end + 1].kind == .number else { return nil }
        return (Int(file.text(of: tokens[end + 1])) ?? 1) * (sign == "-" ? -1 : 1)
    }

    private func isReference(_ argument: Range<Int>) -> Bool {
        referenceEnd(at: argument.lowerBound) == argument.upperBound
    }
}
