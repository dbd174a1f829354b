import LintCore

/// The token shapes a read of an optional collection takes.
extension OptionalCollectionRule.UseReader {
    /// `items == nil`, `items != nil`.
    static func comparesWithNil(after name: TokenCursor) -> Bool {
        let next = name.next
        return next.is(TokenKind.operator) && (next.text == "==" || next.text == "!=") && next.next.is(.nil)
    }

    /// `nil == items`, `nil != items`.
    static func comparesWithNil(before name: TokenCursor) -> Bool {
        let previous = name.previous
        return previous.is(TokenKind.operator) && (previous.text == "==" || previous.text == "!=")
            && previous.previous.is(.nil)
    }

    /// `items?.isEmpty == true`, `items?.isEmpty != false`: nil folded into a Boolean.
    static func comparesWithBoolean(_ end: TokenCursor) -> Bool {
        guard end.is(TokenKind.operator), end.text == "==" || end.text == "!=" else { return false }
        return end.next.is(.true) || end.next.is(.false)
    }

    /// `??`.
    static func isNilCoalescing(_ token: TokenCursor) -> Bool {
        token.is(TokenKind.operator) && token.text == "??"
    }

    static func isAssignment(_ token: TokenCursor) -> Bool {
        token.is(TokenKind.operator) && token.text == "="
    }

    /// `items?[safe: i]`: a labeled subscript is the project's own, safe on an empty array.
    static func isLabeledSubscript(_ open: TokenCursor) -> Bool {
        open.next.isName && open.next.next.is(.colon)
    }

    /// What `??` falls back to reads as "nothing": `[]`, `[:]`, `Set()`, `.init()`, `""`, `0`,
    /// `true`, `false` (after `isEmpty`, `count`, `contains`) or `nil`.
    static func isEmptyValue(at first: TokenCursor) -> Bool {
        isEmptyCollection(at: first) || first.is(.true) || first.is(.false) || first.is(.nil) || first.text == "0"
            || first.text == #""""#
    }

    /// `[]`, `[:]`, `Set()`, `.init()`.
    static func isEmptyCollection(at first: TokenCursor) -> Bool {
        if first.is(.leftBracket) {
            return first.next.is(.rightBracket) || (first.next.is(.colon) && first.next.next.is(.rightBracket))
        }
        if first.isWord("Set") || first.isWord("Array") || first.isWord("Dictionary") {
            return first.next.is(.leftParen) && first.next.next.is(.rightParen)
        }
        return first.is(.dot) && first.next.is(.initializer) && first.next.next.is(.leftParen)
            && first.next.next.next.is(.rightParen)
    }

    /// The computed property whose whole getter is this read's empty fallback
    /// (`var items: [Item] { _items ?? [] }`, `get { return _items ?? [] }`), by name.
    static func accessor(returning use: TokenCursor) -> String? {
        var start = use.previous
        if start.is(.dot) && start.previous.is(.selfValue) { start = start.previous.previous }
        if start.is(.return) { start = start.previous }
        let fallback = use.advanced(by: 2)
        guard start.is(.leftBrace), isNilCoalescing(use.next), fallback.is(.leftBracket),
              isEmptyCollection(at: fallback), let end = fallback.matchingBracket, end.next.is(.rightBrace)
        else { return nil }
        var open = start
        if open.previous.is(.get) && open.previous.previous.is(.leftBrace) { open = open.previous.previous }
        // Only the last property declared before the brace can own it (a type annotation is all
        // that stands between a name and its body): found by a binary search, since the file's
        // properties are in source order, not by trying each of them for each getter.
        let file = use.file
        let properties = file.declarations.properties
        let after = properties.partitionPoint { $0.nameToken >= open.position }
        guard after > 0 else { return nil }
        let property = properties[after - 1]
        guard property.accessors == .computed, let type = property.type, type.wrapped == nil, type.collection != nil,
              file.bodyBrace(from: property.nameToken) == open.position else { return nil }
        return property.name
    }

    /// Whether the chain that ends at this `.` passes an optional (`car?.wheels`, `a?.b().c`).
    static func isReachedThroughOptional(_ dot: TokenCursor) -> Bool {
        var cursor = dot.previous
        for _ in 0..<32 {
            if cursor.is(.question) { return true }
            if cursor.is(.exclamation) {
                cursor = cursor.previous
            } else if cursor.is(.rightParen) || cursor.is(.rightBracket), let open = cursor.matchingBracket {
                cursor = open.previous
            } else if cursor.isName || cursor.is(.selfValue), cursor.previous.is(.dot) {
                cursor = cursor.previous.previous
            } else {
                return false
            }
        }
        return false
    }

    /// The first name of the member chain that ends at `name` (`self.model.items` → `self`).
    static func chainStart(of name: TokenCursor) -> TokenCursor {
        var start = name
        while start.previous.is(.dot), start.previous.previous.isName || start.previous.previous.is(.selfValue) {
            start = start.previous.previous
        }
        return start
    }
}
