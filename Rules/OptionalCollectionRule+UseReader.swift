import LintCore

extension OptionalCollectionRule {
    /// Reads one use of a name: what it says about nil, or nil when it says nothing.
    enum UseReader {
        static func reading(of name: TokenCursor, chains: inout ChainEnds) -> Reading? {
            let next = name.next
            let previous = name.previous
            // `items: [Item]?`, `f(items: x)`: a declaration or an argument label.
            if next.is(.colon) { return nil }
            if previous.is(.let) || previous.is(.var) {
                // `if let items {` reads it; `let items = …` declares a local.
                return isConditionStart(previous.previous) && !isAssignment(next) ? binding(name, bound: name) : nil
            }
            // `if let list = items`, `guard let list = model.items`, `if let values = try items?.evaluate()`.
            var before = chainStart(of: name).previous
            if before.is(.question) && before.previous.is(.try) { before = before.previous }
            if before.is(.try) || before.is(.await) { before = before.previous }
            if isAssignment(before), before.previous.isName, before.previous.previous.is(.let) || before.previous.previous.is(.var),
               isConditionStart(before.previous.previous.previous) {
                return binding(name, bound: before.previous)
            }
            if comparesWithNil(after: name) {
                // `items == nil || items!.isEmpty`: nil is one more way to be empty.
                return checksEmptiness(of: name, after: next.next) ? .outright : .apart
            }
            if comparesWithNil(before: name) { return .apart }
            if isAssignment(next) {
                // `items = nil` resets on purpose: nil is a state the type keeps. So is `items = []` beside a
                // nil that stays possible, and `items = items ?? []`, which marks "loaded" without a value.
                let value = next.next
                let marksLoaded = value.text == name.text && isNilCoalescing(value.next)
                return isEmptyCollection(at: value) || value.is(.nil) || marksLoaded ? .apart : nil
            }
            if next.is(TokenKind.operator) && next.text == "==" && isEmptyCollection(at: next.next) {
                // `items == []` is false for nil: a check of one emptiness where there are two.
                return .outright
            }
            if isNilCoalescing(next) {
                // `items ?? []` reads nil as empty; `items ?? defaults` tells it apart.
                return isEmptyValue(at: next.next) ? .outright : .apart
            }
            if next.is(.question) && next.next.is(.leftBracket) && !isLabeledSubscript(next.next) {
                // `items?[i]`: an array's subscript traps when empty, so nil is not read as empty.
                let end = chains.end(from: next)
                guard isNilCoalescing(end) else { return nil }
                return isEmptyValue(at: end.next) ? .outright : .apart
            }
            if next.is(.question) && (next.next.is(.dot) || next.next.is(.leftBracket)) {
                // `items?.count ?? 0`, `items?.forEach(…)`: nil acts as an empty list, unless the chain
                // falls back to something else (`columns?.joined() ?? "*"`).
                let end = chains.end(from: next)
                if isNilCoalescing(end) {
                    return isEmptyValue(at: end.next) ? .outright : .apart
                }
                // `items?.isEmpty` alone is an optional Boolean, "the essence of a confused type".
                let asksEmptiness = end.previous.isWord("isEmpty") && end.previous.previous.is(.dot)
                    && end.previous.previous.previous.is(.question)
                return comparesWithBoolean(end) || asksEmptiness ? .outright : .perhaps
            }
            if next.is(.dot) && (next.next.isWord("map") || next.next.isWord("flatMap")) {
                // `items.map { … }` on the optional itself: nil stays nil, apart from any list.
                return .apart
            }
            return nil
        }

        /// `if let items, !items.isEmpty`, `guard let list = items, list.count > 1 else`: nil and
        /// empty take the same branch. `if let items { … } else { … }`: the else branch is what nil
        /// means (a loading view, a default), something an empty list would not show.
        private static func binding(_ value: TokenCursor, bound: TokenCursor) -> Reading? {
            let boundName = bound.text
            var cursor = value.next
            var depth = 0
            for _ in 0..<80 {
                guard cursor.exists else { return nil }
                if cursor.is(.leftParen) || cursor.is(.leftBracket) {
                    depth += 1
                } else if cursor.is(.rightParen) || cursor.is(.rightBracket) {
                    depth -= 1
                    if depth < 0 { return nil }
                } else if cursor.is(.else) && depth == 0 {
                    return nil
                } else if cursor.is(.leftBrace) && depth == 0 {
                    guard let close = cursor.matchingBracket else { return nil }
                    // `if let only = rules { return only.contains(x) }`: what follows is the else branch.
                    let hasElse = close.next.is(.else) && !isElseIf(close.next)
                    return hasElse || leaves(from: cursor, to: close) ? .apart : nil
                } else if cursor.isName && cursor.text == boundName && cursor.next.is(.dot)
                            && (cursor.next.next.isWord("isEmpty") || cursor.next.next.isWord("count")) {
                    return .outright
                }
                cursor = cursor.next
            }
            return nil
        }

        /// Whether a body's own statements `return`, `throw`, `continue` or `break` (not a closure's).
        private static func leaves(from open: TokenCursor, to close: TokenCursor) -> Bool {
            var cursor = open.next
            while cursor.position < close.position {
                if cursor.is(.leftBrace), let inner = cursor.matchingBracket {
                    cursor = inner.next
                    continue
                }
                if cursor.is(.return) || cursor.is(.throw) || cursor.is(.continue) || cursor.is(.break) { return true }
                cursor = cursor.next
            }
            return false
        }

        private static func isElseIf(_ elseToken: TokenCursor) -> Bool {
            elseToken.next.is(.if)
        }

        /// `if`, `guard`, `while` or a condition list's `,` before `let`.
        private static func isConditionStart(_ token: TokenCursor) -> Bool {
            token.is(.if) || token.is(.guard) || token.is(.while) || token.is(.comma)
        }

        /// After `items == nil ||` or `items != nil &&`: the same name checked for emptiness
        /// (`items!.isEmpty`, `items?.count == 0`, `items == []`).
        private static func checksEmptiness(of name: TokenCursor, after nilToken: TokenCursor) -> Bool {
            let join = nilToken.next
            guard join.is(TokenKind.operator), join.text == "||" || join.text == "&&" else { return false }
            var cursor = join.next
            if cursor.is(.exclamation) { cursor = cursor.next }
            guard cursor.isName else { return false }
            let text = name.text
            // `self.items`, `model.items`: the same chain as the nil check's, to its last name.
            for _ in 0..<6 where cursor.text != text && cursor.next.is(.dot) && cursor.next.next.isName {
                cursor = cursor.advanced(by: 2)
            }
            guard cursor.text == text else { return false }
            var after = cursor.next
            if after.is(.exclamation) || after.is(.question) { after = after.next }
            if after.is(.dot) { return after.next.isWord("isEmpty") || after.next.isWord("count") }
            return after.is(TokenKind.operator) && after.text == "==" && isEmptyCollection(at: after.next)
        }
    }
}
