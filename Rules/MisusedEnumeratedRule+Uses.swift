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
        /// Tokens of `EXPR`, the receiver of `enumerated()`.
        var receiver: Range<Int>
        /// Names bound to the offset and the element (`_` for a wildcard); nil for a closure
        /// using `$0`/`$1` or no parameters.
        var offsetName: String?
        var elementName: String?
        /// The `{` of the loop or closure body, and its `}` (nil when the file ends first).
        var open: Int
        var close: Int?
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
            let calls = finder.outline.calls
            var callOnResult: [Int: Int] = [:]
            for (index, call) in calls.enumerated() {
                if let receiver = call.receiver, callOnResult[receiver.upperBound] == nil { callOnResult[receiver.upperBound] = index }
            }
            for call in calls where call.arguments.isEmpty {
                guard let name = call.name, let receiver = call.receiver, let open = call.leftParen, call.rightParen == open + 1,
                      file.isWord(file.tokens[name], "enumerated") else { continue }
                finder.readClosure(enumeratedAt: name, receiver: receiver, close: open + 1, callOnResult: callOnResult)
            }
            return finder.uses.sorted { $0.order < $1.order }.map(\.use)
        }

        private func cursor(_ position: Int) -> TokenCursor { file.cursor(at: position) }

        private mutating func readLoop(_ loop: ForStmt) {
            var pattern = loop.pattern
            if let first = pattern.first, cursor(first).is(.let) || cursor(first).is(.var) { pattern = first + 1..<pattern.upperBound }
            let sequence = loop.sequence
            guard let last = sequence.last, let index = outline.call(closingAt: last), let first = pattern.first else { return }
            let call = outline.calls[index]
            guard let enumerated = call.name, call.arguments.isEmpty, let receiver = call.receiver,
                  cursor(enumerated).isWord("enumerated") else { return }
            let names: [String]
            if cursor(first).is(.leftParen), outline.close(of: first) == pattern.upperBound - 1 {
                names = tupleNames(first + 1..<pattern.upperBound - 1)
                guard names.count == 2 else { return }
            } else {
                // `for pair in xs.enumerated()`: the body reads `pair.offset` or `pair.0`.
                guard pattern.count == 1, cursor(first).isName, cursor(first).text != "_" else { return }
                names = [cursor(first).text]
            }
            let body = outline.blocks[loop.body]
            uses.append((loop.forKeyword, EnumeratedUse(
                form: .forLoop, enumeratedToken: enumerated, receiver: sequence.lowerBound..<receiver.upperBound,
                offsetName: names[0], elementName: names.count > 1 ? names[1] : nil, open: body.open,
                close: body.close < file.tokens.count ? body.close : nil, whereClause: loop.whereClause
            )))
        }

        /// The names of a tuple pattern `(offset, element)`, `(let i, var x)`, `(_, x)`; an element
        /// destructured further (`(i, (key, value))`) is named by its pattern.
        private func tupleNames(_ range: Range<Int>) -> [String] {
            var names: [String] = []
            var current: String?
            var position = range.lowerBound
            while position < range.upperBound {
                let token = cursor(position)
                if token.is(.comma) {
                    names.append(current ?? "")
                    current = nil
                } else if token.isName && !token.is(.let) && !token.is(.var) {
                    current = token.text
                } else if token.is(.leftParen), !names.isEmpty, let close = outline.close(of: position), close < range.upperBound {
                    current = file.readable(position..<close + 1)
                    position = close
                } else {
                    return []
                }
                position += 1
            }
            names.append(current ?? "")
            return names
        }

        private mutating func readClosure(
            enumeratedAt call: Int, receiver: Range<Int>, close: Int, callOnResult: [Int: Int]
        ) {
            let calls = outline.calls
            let method: String, brace: Int
            var identifiesByOffset = false
            var rowIdentity: String?
            if cursor(close + 1).is(.dot), let onResult = callOnResult[close + 1], let name = calls[onResult].nameText(in: file) {
                method = name
                guard Self.closureMethods.contains(method), let found = closureBrace(of: calls[onResult]) else { return }
                brace = found
            } else if let array = outline.call(closingAt: close + 1), calls[array].nameText(in: file) == "Array",
                      let view = outline.call(holding: calls[array].calledExpression.lowerBound),
                      calls[view].arguments.first?.expression == calls[array].calledExpression.lowerBound..<close + 2,
                      let name = calls[view].name, let found = closureBrace(of: calls[view]) {
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
            if method != "reduce", let pair = names, pair.count == 1, let destructured = destructuredPair(pair[0], in: brace) {
                names = destructured
            }
            uses.append((call, EnumeratedUse(
                form: .closure(method: method), enumeratedToken: call,
                receiver: receiver.lowerBound..<call - 1,
                offsetName: names?.first, elementName: names.flatMap { $0.count > 1 ? $0[1] : nil },
                open: brace, close: outline.close(of: brace), identifiesByOffset: identifiesByOffset,
                rowIdentity: rowIdentity
            )))
        }

        /// `{ (arg) -> T in let (index, cell) = arg`: the names the closure's first statement
        /// gives the pair it takes whole.
        private func destructuredPair(_ parameter: String, in brace: Int) -> [String]? {
            guard let signatureEnd = file.closureSignatureEnd(brace) else { return nil }
            let start = signatureEnd + 1
            guard cursor(start).is(.let), cursor(start + 1).is(.leftParen),
                  let close = cursor(start + 1).matchingBracket?.position,
                  cursor(close + 1).text == "=", cursor(close + 2).text == parameter else { return nil }
            let names = tupleNames(start + 2..<close)
            return names.count == 2 ? names : nil
        }

        /// The closure a call takes: its first trailing closure, else its first argument that is one.
        private func closureBrace(of call: FunctionCallExpr) -> Int? {
            if let trailing = call.trailingClosures.first { return outline.blocks[trailing].open }
            return call.arguments.first { cursor($0.expression.lowerBound).is(.leftBrace) }?.expression.lowerBound
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
