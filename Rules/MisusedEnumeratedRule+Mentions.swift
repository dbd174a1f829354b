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
                if use.offsetName == nil {
                    pair = method == "reduce" ? "$1" : "$0"
                } else if method == "reduce" || use.elementName == nil {
                    pair = method == "reduce" ? use.elementName : use.offsetName
                } else {
                    name = use.offsetName
                }
            }
        }
    }

    struct OffsetSubscript {
        var collection: String
        /// The collection's tokens.
        var base: Range<Int>
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
        var isNested = false
        /// The offset handed to a method that takes an index (`remove(at:)`, `index(_:offsetBy:)`)
        /// rather than to a subscript.
        var call: IndexCall?
        /// The access's `[` or `(`.
        var position: Int
    }

    /// Where a body names the offset and what each mention does with it, asked of the outline:
    /// the whole argument, alone or shifted by a literal, of a subscript or of a method that
    /// reads or changes an element at an index.
    struct OffsetMentions {
        let file: SourceFile
        let outline: SyntaxOutline
        let reference: OffsetReference

        init(_ file: SourceFile, _ reference: OffsetReference) {
            self.file = file
            outline = file.outline([.calls, .records])
            self.reference = reference
        }

        /// Methods that read a collection's element at an index, the bounds-checking helpers
        /// projects write among them: `xs.element(at: i)`, `items.safeValue(i)`, `array.object(at: i)`.
        static let accessors: Set<String> = [
            "element", "object", "objectAtIndex", "item", "safeValue", "safeElement", "safeObject", "safeItem",
            "elementAt", "itemAt",
        ]

        /// Methods that change the element they are called on through a subscript
        /// (`rows[i].append(x)`): the access writes.
        static let mutators: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "sort",
            "reverse", "toggle", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "shuffle",
        ]

        /// Each mention of the offset in `range`, by its tokens: `i` (not another value's member),
        /// or `$0.offset`, `pair.0`.
        func mentions(in range: Range<Int>) -> [Range<Int>] {
            guard let spelled = reference.name ?? reference.pair else { return [] }
            return file.positions(ofName: spelled, in: range).compactMap { position in
                reference.name != nil ? file.standaloneName(at: position)
                    : file.memberAccess(at: position) { $0.isWord("offset") || $0.text == "0" }
            }
        }

        /// `0` for an expression that is the mention alone, `k` for `offset + k`, `-k` for
        /// `offset - k`; nil for any other expression.
        func shift(of expression: Range<Int>, mention: Range<Int>) -> Int? {
            if expression == mention { return 0 }
            return file.literalShift(after: mention).flatMap { $0.expression == expression ? $0.shift : nil }
        }

        /// Whether the name at `position` still means the offset bound before `bodyStart`: no
        /// binding in the body (a declaration, a loop variable, a closure parameter, `if let i =
        /// …`) rebinds it there. An `if let i` shorthand unwraps the same value.
        func meansOffset(at position: Int, bodyStart: Int) -> Bool {
            guard let name = reference.name,
                  let binding = file.outline(.expressions).originalBinding(named: name, at: position, in: file) else { return true }
            return binding.nameToken < bodyStart
        }

        /// Whether the mention starts a subscript's argument or an accessor's (`[i`, `[safe: i`,
        /// `.element(at: i`): an index, not a number.
        func startsAccessArgument(_ mention: Range<Int>) -> Bool {
            if outline.subscriptIndex(withFirstArgumentAt: mention.lowerBound) != nil { return true }
            guard let (call, argument) = outline.callArgument(startingAt: mention.lowerBound), argument == 0 else { return false }
            return outline.calls[call].receiver != nil && outline.calls[call].nameText(in: file).map(Self.accessors.contains) == true
        }

        /// The access the mention is the whole index of, if any.
        func access(at mention: Range<Int>) -> OffsetSubscript? {
            subscriptAccess(at: mention) ?? callAccess(at: mention)
        }

        private func subscriptAccess(at mention: Range<Int>) -> OffsetSubscript? {
            guard let index = outline.subscriptIndex(withFirstArgumentAt: mention.lowerBound) else { return nil }
            let record = outline.subscripts[index]
            guard record.arguments.count == 1, let shift = shift(of: record.arguments[0].expression, mention: mention)
            else { return nil }
            let mutates = record.calledMethod.map { Self.mutators.contains(file.cursor(at: $0).text) } == true
            let writes = [.write, .writeThroughElement, .inoutArgument].contains(record.access)
                || (record.access == .methodCall && mutates)
            return OffsetSubscript(
                collection: file.readable(record.base), base: record.base, access: file.readable(record.tokens), shift: shift,
                isWrite: writes, writesMember: writes && record.member != nil && record.member != record.calledMethod,
                position: record.leftBracket
            )
        }

        /// `xs.element(at: i)`, `xs.remove(at: i)`, `xs.insert(x, at: i)`, `xs.swapAt(i, j)`,
        /// `s.index(s.startIndex, offsetBy: i)`.
        private func callAccess(at mention: Range<Int>) -> OffsetSubscript? {
            guard let (index, argument) = outline.callArgument(startingAt: mention.lowerBound) else { return nil }
            let call = outline.calls[index]
            guard let receiver = call.receiver, let name = call.nameText(in: file), let open = call.leftParen,
                  let close = call.rightParen, let shift = shift(of: call.arguments[argument].expression, mention: mention) else { return nil }
            let label = call.arguments[argument].label
            var kind: IndexCall?
            switch name {
            case _ where Self.accessors.contains(name):
                guard call.arguments.count == 1 else { return nil }
            case "remove", "insert":
                guard argument == call.arguments.count - 1, label == "at" else { return nil }
                kind = name == "remove" ? .remove : .insert
            case "swapAt" where shift == 0:
                kind = .swap
            case "index" where shift == 0 && label == "offsetBy" && argument > 0:
                let before = call.arguments[argument - 1].expression
                guard file.cursor(at: before.upperBound - 1).isWord("startIndex") else { return nil }
                kind = .stringIndex
            default:
                return nil
            }
            return OffsetSubscript(
                collection: file.readable(receiver), base: receiver, access: file.readable(receiver.lowerBound..<close + 1), shift: shift,
                isWrite: kind != nil && kind != .stringIndex, call: kind, position: open
            )
        }
    }
}
