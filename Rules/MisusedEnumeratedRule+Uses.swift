import LintCore

extension MisusedEnumeratedRule {
    /// A `for (offset, element) in EXPR.enumerated()` loop or a closure passed to
    /// `EXPR.enumerated().map/forEach/…`.
    struct EnumeratedUse {
        enum Form: Equatable {
            case forLoop
            case closure(method: String)
        }
        var form: Form
        var enumeratedToken: Int
        /// `.enumerated()`, from its `.` to its `)`.
        var enumeratedCall: Range<Int>
        /// Tokens of `EXPR`, the receiver of `enumerated()`.
        var receiver: Range<Int>
        /// Names bound to the offset and the element (`_` for a wildcard); nil for a closure
        /// using `$0`/`$1` or no parameters.
        var offsetName: String?
        var elementName: String?
        /// The `{` of the loop or closure body, and its `}` (nil when the file ends first).
        var open: Int
        var close: Int?
        /// Where the body's statements start: after a closure's signature when it names the pair's
        /// halves, after its `let (i, x) = pair` when it takes the pair whole.
        var bodyStart: Int
        /// A plain loop's pattern, no `case`, `try` or `await` before it: `(_, x)` in `for (_, x) in`.
        var pattern: Range<Int>?
        /// `ForEach(Array(xs.enumerated()), id: \.offset)`: the offset is each row's identity.
        var identifiesByOffset = false
        /// `\.element.id` in `ForEach(Array(xs.enumerated()), id: \.element.id)`: the rows' identity.
        var rowIdentity: String?
        /// A loop's `where` clause.
        var whereClause: Range<Int>?
    }

    /// Finds the file's `enumerated()` loops and closures, in the order they are written.
    struct EnumeratedUses {
        static let closureMethods: Set<String> = [
            "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "allSatisfy",
            "last", "sorted", "min", "max",
        ]

        let file: SourceFile
        let outline: SyntaxOutline
        var uses: [(order: Int, use: EnumeratedUse)] = []

        /// Read from the outline: its `for` loops whose sequence ends in `.enumerated()`, and the
        /// calls on an `enumerated()` call's result (`xs.enumerated().map { … }`) or given it as an
        /// array (`ForEach(Array(xs.enumerated()), id: \.offset) { … }`), in the order written.
        static func find(in file: SourceFile) -> [EnumeratedUse] {
            // Most files never call `enumerated()`: the outline's calls are not built for them.
            guard file.namesMember("enumerated") else { return [] }
            var finder = EnumeratedUses(file: file, outline: file.outline([.calls, .records]))
            for loop in finder.outline.forLoops { finder.readLoop(loop) }
            for call in finder.outline.calls where call.arguments.isEmpty {
                guard let name = call.name, let receiver = call.receiver, let open = call.leftParen, call.rightParen == open + 1,
                      file.isWord(file.tokens[name], "enumerated") else { continue }
                finder.readClosure(enumeratedAt: name, receiver: receiver, close: open + 1)
            }
            return finder.uses.sorted { $0.order < $1.order }.map(\.use)
        }

        private func cursor(_ position: Int) -> TokenCursor { file.cursor(at: position) }

        private mutating func readLoop(_ loop: ForStmt) {
            let sequence = loop.sequence
            guard let last = sequence.last, let index = outline.call(closingAt: last) else { return }
            let call = outline.calls[index]
            guard let enumerated = call.name, call.arguments.isEmpty, let receiver = call.receiver,
                  cursor(enumerated).isWord("enumerated") else { return }
            let names: [String]
            if let elements = outline.tuplePatternElements(of: loop.pattern, in: file) {
                names = tupleNames(elements)
                guard names.count == 2 else { return }
            } else {
                // `for pair in xs.enumerated()`: the body reads `pair.offset` or `pair.0`.
                guard loop.names.count == 1, loop.names[0].token == loop.pattern.upperBound - 1 else { return }
                names = [cursor(loop.names[0].token).text]
            }
            let body = outline.blocks[loop.body]
            uses.append((loop.forKeyword, EnumeratedUse(
                form: .forLoop, enumeratedToken: enumerated, enumeratedCall: receiver.upperBound..<last + 1,
                receiver: sequence.lowerBound..<receiver.upperBound,
                offsetName: names[0], elementName: names.count > 1 ? names[1] : nil, open: body.open,
                close: body.close < file.tokens.count ? body.close : nil, bodyStart: body.open + 1,
                pattern: [loop.caseKeyword, loop.tryKeyword, loop.awaitKeyword] == [nil, nil, nil] ? loop.pattern : nil,
                whereClause: loop.whereClause
            )))
        }

        /// The names of a tuple pattern's elements, `_` for a wildcard; an element after the first
        /// destructured further (`(i, (key, value))`) is named by its pattern. Empty when an
        /// element is neither.
        private func tupleNames(_ elements: [Range<Int>]) -> [String] {
            var names: [String] = []
            for element in elements {
                let first = cursor(element.lowerBound)
                if element.count == 1, first.isName {
                    names.append(first.text)
                } else if !names.isEmpty, first.is(.leftParen), outline.close(of: first.position) == element.upperBound - 1 {
                    names.append(file.readable(element))
                } else {
                    return []
                }
            }
            return names
        }

        private mutating func readClosure(enumeratedAt call: Int, receiver: Range<Int>, close: Int) {
            let calls = outline.calls
            let method: String, brace: Int
            var identifiesByOffset = false
            var rowIdentity: String?
            if let onResult = outline.call(onReceiverEndingBefore: close + 1), let name = calls[onResult].nameText(in: file) {
                method = name
                guard Self.closureMethods.contains(method), let found = outline.firstClosure(of: calls[onResult]) else { return }
                brace = found
            } else if let array = outline.call(closingAt: close + 1), calls[array].nameText(in: file) == "Array",
                      let view = outline.call(holding: calls[array].calledExpression.lowerBound),
                      calls[view].arguments.first?.expression == calls[array].calledExpression.lowerBound..<close + 2,
                      let name = calls[view].name, let found = outline.firstClosure(of: calls[view]) {
                // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in`
                method = cursor(name).text
                brace = found
                // `id: \.offset` (or `\.0`): the key path the rows are identified by.
                rowIdentity = calls[view].arguments.first { $0.label == "id" }.map { file.readable($0.expression) }
                identifiesByOffset = rowIdentity.map { identity in
                    [#"\.offset"#, #"\.0"#].contains { identity == $0 || identity.hasPrefix($0 + ".") }
                } ?? false
            } else {
                return
            }
            var names = closureParameterNames(brace)
            var bodyStart = brace + 1
            if names != nil, let signatureEnd = file.closureSignatureEnd(brace) { bodyStart = signatureEnd + 1 }
            if method != "reduce", let pair = names, pair.count == 1, let destructured = destructuredPair(pair[0], in: brace) {
                (names, bodyStart) = (destructured.names, destructured.end)
            }
            uses.append((call, EnumeratedUse(
                form: .closure(method: method), enumeratedToken: call, enumeratedCall: receiver.upperBound..<close + 1,
                receiver: receiver,
                offsetName: names?.first, elementName: names.flatMap { $0.count > 1 ? $0[1] : nil },
                open: brace, close: outline.close(of: brace), bodyStart: bodyStart, identifiesByOffset: identifiesByOffset,
                rowIdentity: rowIdentity
            )))
        }

        /// `{ (arg) -> T in let (index, cell) = arg`: the names the closure's first statement
        /// gives the pair it takes whole, and the token after that statement.
        private func destructuredPair(_ parameter: String, in brace: Int) -> (names: [String], end: Int)? {
            guard let signatureEnd = file.closureSignatureEnd(brace) else { return nil }
            guard let local = outline.locals(declaredIn: signatureEnd + 1..<signatureEnd + 2).first, local.isLet,
                  let binding = local.bindings.first, binding.type == nil,
                  let value = binding.initializer, value.count == 1, cursor(value.lowerBound).text == parameter,
                  let elements = outline.tuplePatternElements(of: binding.pattern, in: file) else { return nil }
            let names = tupleNames(elements)
            return names.count == 2 ? (names, value.upperBound) : nil
        }

        /// `{ (offset, element) in`, `{ offset, element in`, `{ result, pair in` (reduce: the
        /// enumerated pair is the last parameter, which then is a tuple pattern or a name); nil
        /// for a closure without a signature or with a tuple pattern among its parameters.
        private func closureParameterNames(_ brace: Int) -> [String]? {
            guard let block = outline.block(openedAt: brace), let index = outline.closure(ofBlock: block) else { return nil }
            let closure = outline.closures[index]
            guard closure.signatureIn != nil, !closure.parameters.isEmpty,
                  closure.parameters.allSatisfy({ $0.indexPath.count == 1 }) else { return nil }
            return closure.parameters.map(\.name)
        }
    }
}
