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
    }

    /// Finds the file's `enumerated()` loops and closures, in the order they are written.
    struct EnumeratedUses {
        static let closureMethods: Set<String> = [
            "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "allSatisfy",
            "last", "sorted", "min", "max",
        ]

        let file: SourceFile
        var uses: [EnumeratedUse] = []

        static func find(in file: SourceFile) -> [EnumeratedUse] {
            var finder = EnumeratedUses(file: file)
            // Every token of the file is looked at: its kind and length first, its bytes only for
            // a word as long as `enumerated`.
            let tokens = file.tokens
            // A script's first token may be a loop's `for`.
            if tokens.first?.keyword == .for { finder.readLoop(at: 0) }
            for position in tokens.indices.dropFirst() where tokens[position].kind == .identifier {
                let token = tokens[position]
                if token.keyword == .for {
                    if tokens[position - 1].keyword != .import && tokens[position - 1].kind != .dot {
                        finder.readLoop(at: position)
                    }
                } else if token.end - token.start == 10 && tokens[position - 1].kind == .dot
                            && file.isWord(token, "enumerated") {
                    finder.readClosure(enumeratedAt: position)
                }
            }
            return finder.uses
        }

        private func cursor(_ position: Int) -> TokenCursor { file.cursor(at: position) }

        private mutating func readLoop(at keyword: Int) {
            var position = keyword + 1
            if cursor(position).is(.case) { position += 1 }
            if cursor(position).is(.let) || cursor(position).is(.var) { position += 1 }
            let names: [String], receiverStart: Int
            if cursor(position).is(.leftParen), let close = cursor(position).matchingBracket?.position {
                names = tupleNames(position + 1..<close)
                guard names.count == 2, cursor(close + 1).is(.in) else { return }
                receiverStart = close + 2
            } else {
                // `for pair in xs.enumerated()`: the body reads `pair.offset` or `pair.0`.
                let name = cursor(position)
                guard name.isName, name.text != "_", cursor(position + 1).is(.in) else { return }
                names = [name.text]
                receiverStart = position + 2
            }
            guard let brace = file.bodyBrace(from: receiverStart), let enumerated = trailingEnumeratedCall(before: brace)
            else { return }
            uses.append(EnumeratedUse(
                form: .forLoop, enumeratedToken: enumerated, receiver: receiverStart..<enumerated - 1,
                offsetName: names[0], elementName: names.count > 1 ? names[1] : nil, open: brace,
                close: file.matchingClose(brace)
            ))
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
                } else if token.is(.leftParen), !names.isEmpty, let close = token.matchingBracket?.position,
                          close < range.upperBound {
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

        /// `… .enumerated()` right before the loop body (a `where` clause may follow it).
        private func trailingEnumeratedCall(before brace: Int) -> Int? {
            var end = brace
            var position = brace - 1
            var depth = 0
            while position > 0 {
                switch file.tokens[position].kind {
                case .rightParen, .rightBracket: depth += 1
                case .leftParen, .leftBracket: depth -= 1
                default: break
                }
                if depth == 0 && cursor(position).is(.where) { end = position }
                if depth < 0 || cursor(position).is(.in) { break }
                position -= 1
            }
            let call = end - 3
            guard call > 0, cursor(call).isWord("enumerated"), cursor(call - 1).is(.dot),
                  cursor(call + 1).is(.leftParen), cursor(call + 2).is(.rightParen) else { return nil }
            return call
        }

        private mutating func readClosure(enumeratedAt call: Int) {
            guard cursor(call + 1).is(.leftParen), cursor(call + 2).is(.rightParen) else { return }
            let method: String, brace: Int
            var identifiesByOffset = false
            var rowIdentity: String?
            if cursor(call + 3).is(.dot), cursor(call + 4).is(.identifier) {
                method = cursor(call + 4).text
                guard Self.closureMethods.contains(method), let found = closureBrace(afterMethod: call + 4) else { return }
                brace = found
            } else if let view = arrayArgumentCall(closing: call + 3), let found = closureBrace(afterMethod: view) {
                // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in`
                method = cursor(view).text
                brace = found
                identifiesByOffset = identifiesRows(byOffsetIn: view + 1..<brace)
                rowIdentity = identity(in: view + 1..<brace)
            } else {
                return
            }
            var names = closureParameterNames(brace)
            if method != "reduce", let pair = names, pair.count == 1, let destructured = destructuredPair(pair[0], in: brace) {
                names = destructured
            }
            uses.append(EnumeratedUse(
                form: .closure(method: method), enumeratedToken: call,
                receiver: file.postfixStart(endingBefore: call - 1)..<call - 1,
                offsetName: names?.first, elementName: names.flatMap { $0.count > 1 ? $0[1] : nil },
                open: brace, close: file.matchingClose(brace), identifiesByOffset: identifiesByOffset,
                rowIdentity: rowIdentity
            ))
        }

        /// `id: \.offset` (or `\.0`) among a view's arguments.
        private func identifiesRows(byOffsetIn arguments: Range<Int>) -> Bool {
            arguments.contains { position in
                cursor(position).isWord("id") && cursor(position + 1).is(.colon)
                    && (cursor(position + 4).isWord("offset") || cursor(position + 4).text == "0")
                    && cursor(position + 3).is(.dot)
            }
        }

        /// The key path after `id:` among a view's arguments, as written.
        private func identity(in arguments: Range<Int>) -> String? {
            guard let label = arguments.first(where: { cursor($0).isWord("id") && cursor($0 + 1).is(.colon) }) else {
                return nil
            }
            var end = label + 2
            while end < arguments.upperBound, !cursor(end).is(.comma), !cursor(end).is(.rightParen) { end += 1 }
            return end > label + 2 ? file.readable(label + 2..<end) : nil
        }

        /// `ForEach(Array(xs.enumerated()), …)`: the call that takes the pairs, as an array, first.
        private func arrayArgumentCall(closing close: Int) -> Int? {
            guard cursor(close).is(.rightParen), let open = cursor(close).matchingBracket?.position,
                  cursor(open - 1).isWord("Array"), cursor(open - 2).is(.leftParen), cursor(open - 3).is(.identifier)
            else { return nil }
            return open - 3
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

        private func closureBrace(afterMethod method: Int) -> Int? {
            let next = cursor(method + 1)
            if next.is(.leftBrace) { return next.position }
            guard next.is(.leftParen), let close = next.matchingBracket?.position else { return nil }
            if cursor(close + 1).is(.leftBrace) { return close + 1 }
            var position = next.position + 1
            while position < close {
                let token = cursor(position)
                if token.is(.leftBrace) { return position }
                if token.is(.leftParen) || token.is(.leftBracket), let inner = token.matchingBracket?.position {
                    position = inner
                }
                position += 1
            }
            return nil
        }

        /// `{ (offset, element) in`, `{ offset, element in`, `{ result, pair in` (reduce: the
        /// enumerated pair is the last parameter, which then is a tuple pattern or a name).
        private func closureParameterNames(_ brace: Int) -> [String]? {
            var position = brace + 1
            var names: [String] = []
            // `{ @MainActor [weak self] (offset, element) in`
            while cursor(position).is(.attribute) { position += 1 }
            if cursor(position).is(.leftBracket), let close = cursor(position).matchingBracket?.position {
                position = close + 1
            }
            let parenthesized = cursor(position).is(.leftParen)
            if parenthesized { position += 1 }
            while position < file.tokens.count {
                let token = cursor(position)
                if token.isName && !token.is(.in) {
                    names.append(token.text)
                    position += 1
                    if cursor(position).is(.colon) {
                        position = file.typeEnd(from: position + 1)
                    }
                } else if token.is(.comma) {
                    position += 1
                } else {
                    break
                }
            }
            if parenthesized {
                guard cursor(position).is(.rightParen) else { return nil }
            }
            // `throws -> Result in`, `-> CGPoint? in`: the signature ends where its grammar says.
            guard file.closureSignatureEnd(brace) != nil, !names.isEmpty else { return nil }
            return names
        }
    }
}
