import LintCore

extension OptionalCollectionRule {
    /// How the file's code reads a property, by name: whether it treats nil as one more empty
    /// collection (`items?.isEmpty`, `items ?? []`), or tells nil apart (`items == nil`,
    /// `items ?? defaults`, `items.map { … }`), which means nil says something empty cannot.
    struct Uses {
        /// Reads that treat nil as empty, weighed: `items ?? []` and `items?.count ?? 0` say so
        /// outright (2); a bare chain, `items?.first`, only may (1).
        private(set) var nilAsEmptyWeight = 0
        private(set) var tellsNilApart = false

        /// Two bare chains or one outright read, and nothing telling nil apart: one `items?.last`
        /// alone is not worth a change.
        var treatNilAsEmpty: Bool { nilAsEmptyWeight >= 2 && !tellsNilApart }

        /// `isArray`: an unlabeled subscript (`items?[i]`) traps on an empty array, so it does not
        /// read nil as empty.
        init(of name: String, isArray: Bool, in file: SourceFile) {
            self.isArray = isArray
            let tokens = file.tokens
            let shadowed = Self.bodiesWithParameter(named: name, in: file)
            let binding = "$" + name
            for position in tokens.indices where tokens[position].kind == .identifier {
                let use = file.cursor(at: position)
                let text = use.text
                if text == binding {
                    // `$items` hands the optional to another view, which may tell nil apart.
                    tellsNilApart = true
                    return
                }
                guard text == name, !use.next.is(.colon) else { continue }
                // `other.items` is another object's property of the same name, and in a body with a
                // parameter of that name the name is the parameter; but either one compared with or
                // set to nil shows that the value the property stores can be nil on purpose.
                let previous = use.previous
                if (previous.is(.dot) && !previous.previous.is(.selfValue)) || shadowed.contains(where: { $0.contains(position) }) {
                    if Self.comparesWithNil(after: use) || Self.comparesWithNil(before: use)
                        || (Self.isAssignment(use.next) && use.next.next.is(.nil)) {
                        tellsNilApart = true
                        return
                    }
                    continue
                }
                read(after: use, previous: previous)
                if tellsNilApart { return }
            }
        }

        private let isArray: Bool

        /// Bodies of functions with a parameter of that name: there the name is the parameter.
        private static func bodiesWithParameter(named name: String, in file: SourceFile) -> [Range<Int>] {
            file.declarations.functions.compactMap { function in
                guard function.parameters.contains(where: { $0.internalName == name }), let body = function.body else {
                    return nil
                }
                return body.open..<(body.close ?? file.tokens.count)
            }
        }

        private mutating func read(after name: TokenCursor, previous: TokenCursor) {
            let next = name.next
            if Self.comparesWithNil(after: name) || Self.comparesWithNil(before: name)
                || Self.unwrapsWithElse(name) {
                tellsNilApart = true
            } else if Self.isAssignment(next) {
                // `items = []` beside a nil that stays possible: nil is a state of its own. So are `items = nil` and
                // `items = items ?? []`, which marks "loaded" without a value.
                let value = next.next
                // `items = nil` resets on purpose: nil is a state the type keeps.
                if Self.isEmptyCollection(at: value) || value.is(.nil) || (value.text == name.text && value.next.is(.question)) {
                    tellsNilApart = true
                }
            } else if next.is(.question) && next.next.is(.leftBracket) && isArray && !Self.isLabeledSubscript(next.next) {
                return
            } else if next.is(.question) && next.next.is(.question) {
                // `items ?? []` reads nil as empty; `items ?? defaults` tells it apart.
                if Self.isEmptyValue(after: next.next) { nilAsEmptyWeight += 2 } else { tellsNilApart = true }
            } else if next.is(.question) && (next.next.is(.dot) || next.next.is(.leftBracket)) {
                // `items?.count ?? 0`, `items?.forEach(…)`: nil acts as an empty list, unless the chain
                // falls back to something else (`columns?.joined() ?? "*"`).
                let end = Self.chainEnd(from: next)
                if end.is(.question) && end.next.is(.question) {
                    if Self.isEmptyValue(after: end.next) { nilAsEmptyWeight += 2 } else { tellsNilApart = true }
                } else {
                    nilAsEmptyWeight += Self.comparesWithBoolean(end) ? 2 : 1
                }
            } else if next.is(.dot) && (next.next.isWord("map") || next.next.isWord("flatMap")) {
                // `items.map { … }` on the optional itself: nil stays nil, apart from any list.
                tellsNilApart = true
            }
        }

        /// `items == nil`, `items != nil` (`!=` is two tokens, `!` and `=`).
        private static func comparesWithNil(after name: TokenCursor) -> Bool {
            let next = name.next
            if next.is(TokenKind.operator) && next.text == "==" { return next.next.is(.nil) }
            return next.is(.exclamation) && next.next.is(TokenKind.operator) && next.next.text == "="
                && next.next.next.is(.nil)
        }

        /// `items?.isEmpty == true`, `items?.contains(x) != true`: nil folded into a Boolean.
        private static func comparesWithBoolean(_ end: TokenCursor) -> Bool {
            let equals = end.is(.exclamation) ? end.next : end
            guard equals.is(TokenKind.operator), equals.text == "==" || equals.text == "=" else { return false }
            return equals.next.is(.true) || equals.next.is(.false)
        }

        /// `nil == items`, `nil != items`.
        private static func comparesWithNil(before name: TokenCursor) -> Bool {
            let previous = name.previous
            guard previous.is(TokenKind.operator) else { return false }
            if previous.text == "==" { return previous.previous.is(.nil) }
            return previous.text == "=" && previous.previous.is(.exclamation) && previous.previous.previous.is(.nil)
        }

        /// `if let items { … } else { … }`: the else branch is what nil means (a loading view,
        /// a default), something an empty list would not show.
        private static func unwrapsWithElse(_ name: TokenCursor) -> Bool {
            guard name.previous.is(.let), name.previous.previous.is(.if),
                  let brace = name.file.bodyBrace(from: name.position), let close = name.file.matchingClose(brace)
            else { return false }
            return name.file.cursor(at: close + 1).is(.else)
        }

        private static func isAssignment(_ token: TokenCursor) -> Bool {
            token.is(TokenKind.operator) && token.text == "="
        }

        /// `items?[safe: i]`: a labeled subscript is the project's own, safe on an empty array.
        private static func isLabeledSubscript(_ open: TokenCursor) -> Bool {
            open.next.isName && open.next.next.is(.colon)
        }

        /// The token after a postfix chain (`?.a.b(c)?[d]`) that starts at `start`.
        private static func chainEnd(from start: TokenCursor) -> TokenCursor {
            var cursor = start
            while true {
                if cursor.is(.question) || cursor.is(.exclamation) {
                    // `?` of a chain, unless it opens `??`.
                    if cursor.is(.question) && cursor.next.is(.question) { return cursor }
                    cursor = cursor.next
                } else if cursor.is(.dot) && cursor.next.isName {
                    cursor = cursor.advanced(by: 2)
                } else if cursor.is(.leftParen) || cursor.is(.leftBracket), let close = cursor.matchingBracket {
                    cursor = close.next
                } else {
                    return cursor
                }
            }
        }

        /// What `??` falls back to reads as "nothing": `[]`, `[:]`, `Set()`, `.init()`, `""`, `0`,
        /// `true`, `false` (after `isEmpty`, `count`, `contains`) or `nil`.
        private static func isEmptyValue(after coalescing: TokenCursor) -> Bool {
            isEmptyValue(at: coalescing.next)
        }

        private static func isEmptyValue(at first: TokenCursor) -> Bool {
            isEmptyCollection(at: first) || first.is(.true) || first.is(.false) || first.is(.nil) || first.text == "0"
                || first.text == #""""#
        }

        /// `[]`, `[:]`, `Set()`, `.init()`.
        private static func isEmptyCollection(at first: TokenCursor) -> Bool {
            if first.is(.leftBracket) {
                return first.next.is(.rightBracket) || (first.next.is(.colon) && first.next.next.is(.rightBracket))
            }
            if first.isWord("Set") || first.isWord("Array") || first.isWord("Dictionary") {
                return first.next.is(.leftParen) && first.next.next.is(.rightParen)
            }
            return first.is(.dot) && first.next.is(.initializer) && first.next.next.is(.leftParen)
                && first.next.next.next.is(.rightParen)
        }
    }
}
