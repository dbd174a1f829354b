import LintCore

extension MisusedEnumeratedRule {
    /// How the body names the offset: a bound name (`offset`), or a member of the closure's
    /// pair (`$0.offset`, `pair.0`).
    struct OffsetReference {
        var name: String?
        var pair: String?

        init(name: String) {
            self.name = name
        }

        init(_ use: EnumeratedUse) {
            switch use.form {
            case .forLoop where use.elementName == nil:
                pair = use.offsetName
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
        /// The access as written: `xs[i]`, `xs[safe: i]`, `xs.element(at: i)`.
        var access: String
        /// `k` in `xs[offset + k]`, `-k` in `xs[offset - k]`.
        var shift: Int
        /// The subscript is assigned to (`xs[offset] = …`, `xs[offset].isOn = …`, `&xs[offset]`).
        var isWrite: Bool
        /// The write goes to a member of the element (`xs[offset].isOn = …`): the collection
        /// changes only if its elements are values.
        var writesMember = false
        /// Inside a closure or block nested in the body.
        var isNested: Bool
        /// The offset handed to a method that takes an index (`remove(at:)`, `index(_:offsetBy:)`)
        /// rather than to a subscript.
        var call: IndexCall? = nil
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
            let tokens = file.tokens
            let token = tokens[position]
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
            case .leftParen where shadowedFrom == nil && position > 1 && tokens[position - 2].kind == .dot
                && Self.accessors.contains(file.text(of: tokens[position - 1])):
                return accessorCall(at: position)
            case .leftParen where shadowedFrom == nil && position > 1 && tokens[position - 2].kind == .dot
                && IndexCall.methods.contains(file.text(of: tokens[position - 1])):
                return indexCall(at: position)
            case .identifier where shadowedFrom == nil && file.isWord(token, "offsetBy"):
                return stringIndex(offsetByAt: position)
            default:
                break
            }
            return nil
        }

        private func isRebinding(at position: Int) -> Bool {
            let tokens = file.tokens
            let previous = position > 0 ? tokens[position - 1] : nil
            if let previous, [.let, .var, .for].contains(previous.keyword) {
                // `guard let i else`, `if let i {`: the same value, unwrapped.
                let next = position + 1 < tokens.count ? tokens[position + 1] : nil
                let unwrapsInPlace = previous.keyword != .for && next.map { $0.kind != .colon && file.text(of: $0) != "=" } ?? false
                return !unwrapsInPlace
            }
            if let previous, previous.kind == .leftParen, position > 1,
               [.let, .var, .for, .case].contains(tokens[position - 2].keyword) {
                return true
            }
            return isClosureParameter(at: position)
        }

        private func isClosureParameter(at position: Int) -> Bool {
            MisusedEnumeratedRule.closureOpening(ofParameterAt: position, in: file) != nil
        }

        /// Methods that read a collection's element at an index, the bounds-checking helpers
        /// projects write among them: `xs.element(at: i)`, `items.safeValue(i)`, `array.object(at: i)`.
        static let accessors: Set<String> = [
            "element", "object", "objectAtIndex", "item", "safeValue", "safeElement", "safeObject", "safeItem",
            "elementAt", "itemAt",
        ]

        private func offsetSubscript(at open: Int) -> OffsetSubscript? {
            guard open > 0, Self.endsExpression(file.tokens[open - 1], in: file) else { return nil }
            return access(openingAt: open, collectionEnd: open)
        }

        private func accessorCall(at open: Int) -> OffsetSubscript? {
            let dot = open - 2
            guard dot > 0, Self.endsExpression(file.tokens[dot - 1], in: file) else { return nil }
            return access(openingAt: open, collectionEnd: dot)
        }

        /// `[offset]`, `[offset - 1]`, `[safe: offset]`, `(at: offset)` opening at `open`, on the
        /// collection that ends before `collectionEnd`.
        private func access(openingAt open: Int, collectionEnd: Int) -> OffsetSubscript? {
            var throughMember = false
            let tokens = file.tokens
            guard let close = file.matchingClose(open) else { return nil }
            let inside = open + 1..<close
            var argument = inside.lowerBound
            // One label (`safe:`, `at:`): a helper that checks the bounds is still an index.
            if argument + 1 < close, tokens[argument].kind == .identifier, tokens[argument + 1].kind == .colon {
                argument += 2
            }
            guard let referenceEnd = referenceEnd(at: argument), referenceEnd <= close else { return nil }
            var shift = 0
            if referenceEnd < close {
                let sign = file.text(of: tokens[referenceEnd])
                guard close - referenceEnd == 2, sign == "+" || sign == "-", tokens[referenceEnd + 1].kind == .number
                else { return nil }
                shift = (Int(file.text(of: tokens[referenceEnd + 1])) ?? 1) * (sign == "-" ? -1 : 1)
            }
            let start = file.postfixStart(endingBefore: collectionEnd)
            guard start < collectionEnd else { return nil }
            return OffsetSubscript(
                collection: file.readable(start..<collectionEnd), argument: file.readable(argument..<close),
                access: file.readable(start..<close + 1), shift: shift,
                // A method's result is no place to assign to: what it hands back is an object, changed
                // in place by `zip` as well.
                isWrite: collectionEnd == open && isAssigned(from: start, subscriptClose: close, throughMember: &throughMember),
                writesMember: throughMember, isNested: depth > 0
            )
        }

        /// Methods that change the element they are called on through a subscript
        /// (`rows[i].append(x)`): the access writes.
        static let mutators: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "sort",
            "reverse", "toggle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "shuffle",
        ]

        static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??="]

        /// Whether the postfix expression through this subscript is written to: passed `inout`,
        /// or followed (after any `.member`, `[…]`, `?`, `!`) by an assignment operator.
        private func isAssigned(from start: Int, subscriptClose close: Int, throughMember: inout Bool) -> Bool {
            let tokens = file.tokens
            if start > 0, tokens[start - 1].kind == .operator, file.text(of: tokens[start - 1]) == "&" { return true }
            var position = close + 1
            while position < tokens.count {
                switch tokens[position].kind {
                case .dot where position + 1 < tokens.count && tokens[position + 1].kind == .identifier:
                    if position + 2 < tokens.count, tokens[position + 2].kind == .leftParen {
                        return Self.mutators.contains(file.text(of: tokens[position + 1]))
                    }
                    throughMember = true
                    position += 2
                case .leftBracket:
                    guard let end = file.matchingClose(position) else { return false }
                    position = end + 1
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
        func referenceEnd(at position: Int) -> Int? {
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
}
