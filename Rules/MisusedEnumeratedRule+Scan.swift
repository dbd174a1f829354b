import LintCore

extension MisusedEnumeratedRule {
    /// How the body names the offset: a bound name (`offset`), or a member of the closure's
    /// pair (`$0.offset`, `pair.0`).
    struct OffsetReference {
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

    struct OffsetSubscript {
        var collection: String
        var argument: String
        /// `k` in `xs[offset + k]`, `-k` in `xs[offset - k]`.
        var shift: Int
        /// The subscript is assigned to (`xs[offset] = …`, `xs[offset].isOn = …`, `&xs[offset]`).
        var isWrite: Bool
        /// Inside a closure or block nested in the body.
        var isNested: Bool
    }

    /// Walks a body token by token, tracking where the offset's name is rebound, and reports
    /// subscripts whose whole argument is the offset (or the offset plus or minus a literal).
    struct OffsetScan {
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
            if let previous, [.let, .var, .for].contains(previous.keyword) { return true }
            if let previous, previous.kind == .leftParen, position > 1,
               [.let, .var, .for, .case].contains(tokens[position - 2].keyword) {
                return true
            }
            return isClosureParameter(at: position)
        }

        private func isClosureParameter(at position: Int) -> Bool {
            MisusedEnumeratedRule.closureOpening(ofParameterAt: position, in: file) != nil
        }

        private func offsetSubscript(at open: Int) -> OffsetSubscript? {
            let tokens = file.tokens
            guard open > 0, Self.endsExpression(tokens[open - 1], in: file),
                  let close = file.matchingClose(open) else { return nil }
            let inside = open + 1..<close
            guard let referenceEnd = referenceEnd(at: inside.lowerBound), referenceEnd <= close else { return nil }
            var shift = 0
            if referenceEnd < close {
                let sign = file.text(of: tokens[referenceEnd])
                guard close - referenceEnd == 2, sign == "+" || sign == "-", tokens[referenceEnd + 1].kind == .number
                else { return nil }
                shift = (Int(file.text(of: tokens[referenceEnd + 1])) ?? 1) * (sign == "-" ? -1 : 1)
            }
            let start = file.postfixStart(endingBefore: open)
            return OffsetSubscript(
                collection: file.readable(start..<open), argument: file.readable(inside), shift: shift,
                isWrite: isAssigned(from: start, subscriptClose: close), isNested: depth > 0
            )
        }

        static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??="]

        /// Whether the postfix expression through this subscript is written to: passed `inout`,
        /// or followed (after any `.member`, `[…]`, `?`, `!`) by an assignment operator.
        private func isAssigned(from start: Int, subscriptClose close: Int) -> Bool {
            let tokens = file.tokens
            if start > 0, tokens[start - 1].kind == .operator, file.text(of: tokens[start - 1]) == "&" { return true }
            var position = close + 1
            while position < tokens.count {
                switch tokens[position].kind {
                case .dot where position + 1 < tokens.count && tokens[position + 1].kind == .identifier:
                    position += 2
                case .leftBracket:
                    guard let end = file.matchingClose(position) else { return false }
                    position = end + 1
                case .exclamation where position + 1 < tokens.count && tokens[position + 1].kind == .operator
                    && tokens[position + 1].start == tokens[position].end:
                    // `!=` and `!==` compare; they are scanned as `!` and `=`.
                    return false
                case .question, .exclamation:
                    position += 1
                case .operator:
                    return Self.assignmentOperators.contains(file.text(of: tokens[position]))
                default:
                    return false
                }
            }
            return false
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
            case .identifier: return ![.return, .in, .case, .where, .if, .guard, .while, .try, .await, .throw,
                                       .else, .switch, .let, .var, .is, .as].contains(token.keyword)
            default: return false
            }
        }
    }

    /// A loop or closure body as compact code (no spaces), for asking how it treats a collection.
    struct BodyText {
        let text: [UInt8]

        init(_ code: String) {
            text = code.utf8.filter { $0 != Byte.space && $0 != Byte.lf && $0 != Byte.cr && $0 != 9 }
        }

        /// Whether the lengths differ on purpose, so `zip` would silently drop elements or iterate
        /// nothing: the collection is optional (`captions?[i]`), built in the body (`append`,
        /// `insert`, `+=`, reassigned), or its length is checked there (`i < notes.count`).
        func pairsOnPurpose(_ subscripted: OffsetSubscript, receiver: String) -> Bool {
            if subscripted.collection.hasSuffix("?") { return true }
            let plain = MisusedEnumeratedRule.plain(subscripted.collection)
            // A write into another collection from a nested closure (a completion, a lock's body):
            // `zip(other.indices, xs)` would not reach what the closure captures.
            if subscripted.isWrite && subscripted.isNested && plain != MisusedEnumeratedRule.plain(receiver) { return true }
            let name = Array(plain.utf8.filter { $0 != Byte.space })
            let members = [".append(", ".insert(", ".remove", "+=", ".count", ".indices", ".endIndex", ".reserveCapacity("]
            if members.contains(where: { contains(name + Array($0.utf8)) }) { return true }
            return occurrences(of: name).contains { end in
                end + 1 < text.count && text[end] == UInt8(ascii: "=") && text[end + 1] != UInt8(ascii: "=")
            }
        }

        /// Whether the offset appears other than as a subscript's argument (`[i]`, `[i + 1]`).
        func usesAsNumber(_ offset: String) -> Bool {
            !numberUses(of: offset).isEmpty
        }

        /// Where the offset appears other than as a subscript's argument: each use's start and end.
        private func numberUses(of offset: String) -> [(start: Int, end: Int)] {
            let name = Array(offset.utf8)
            return occurrences(of: name).compactMap { end in
                let start = end - name.count
                return start == 0 || text[start - 1] != UInt8(ascii: "[") ? (start, end) : nil
            }
        }

        /// Whether the offset is a position the body keeps or computes with (`start: i + 1`,
        /// `xs[..<i]`), beyond subscripts and the bounds checks (`i != 0`, `i + 1 < xs.count`)
        /// that walking pairs with `zip` makes unnecessary.
        func usesAsPosition(_ offset: String) -> Bool {
            numberUses(of: offset).contains { start, end in
                // `self.index(of:)` calls a method: an offset is never called.
                if end < text.count && text[end] == UInt8(ascii: "(") { return false }
                return !comparesAfter(end) && !comparesBefore(start)
            }
        }

        /// Whether the offset bounds a range (`rows[0..<i]`, `i...`): it marks a position.
        func usesAsRangeBound(_ offset: String) -> Bool {
            numberUses(of: offset).contains { start, end in
                let dot = UInt8(ascii: ".")
                if end + 1 < text.count && text[end] == dot && text[end + 1] == dot { return true }
                guard start >= 2 else { return false }
                return text[start - 2] == dot && (text[start - 1] == dot || text[start - 1] == UInt8(ascii: "<"))
            }
        }

        private func comparesAfter(_ end: Int) -> Bool {
            var position = end
            // `i + 1 < count`, `i - 1 >= 0`: a shifted bound is still a bound.
            if position + 2 < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-"),
               text[position + 1] == UInt8(ascii: "1") {
                position += 2
            }
            guard position + 1 < text.count else { return false }
            let first = text[position], second = text[position + 1]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") { return true }
            return (first == UInt8(ascii: "=") || first == UInt8(ascii: "!")) && second == UInt8(ascii: "=")
        }

        private func comparesBefore(_ start: Int) -> Bool {
            guard start >= 2 else { return false }
            let last = text[start - 1], beforeLast = text[start - 2]
            // `..<i` is a range: the offset marks a position.
            if beforeLast == UInt8(ascii: ".") { return false }
            if last == UInt8(ascii: "<") || last == UInt8(ascii: ">") { return true }
            return last == UInt8(ascii: "=") && [UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")]
                .contains(beforeLast)
        }

        private func contains(_ needle: [UInt8]) -> Bool {
            !occurrences(of: needle).isEmpty
        }

        /// Not inside a word, and not another value's member (`self.rows` is this one's).
        private func startsWord(at start: Int) -> Bool {
            guard start > 0 else { return true }
            let previous = text[start - 1]
            if previous == UInt8(ascii: ".") { return start >= 5 && text[start - 5..<start].elementsEqual("self.".utf8) }
            return !Byte.isWord(previous)
        }

        /// Where each occurrence of `needle` that starts a word ends.
        private func occurrences(of needle: [UInt8]) -> [Int] {
            guard !needle.isEmpty, needle.count <= text.count else { return [] }
            var ends: [Int] = []
            for start in 0...(text.count - needle.count) where text[start] == needle[0] {
                guard startsWord(at: start), text[start..<start + needle.count].elementsEqual(needle) else { continue }
                let end = start + needle.count
                if Byte.isWord(needle[needle.count - 1]), end < text.count, Byte.isWord(text[end]) { continue }
                ends.append(end)
            }
            return ends
        }
    }
}
