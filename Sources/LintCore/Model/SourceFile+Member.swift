/// Member names, told by where they stand.
extension SourceFile {
    /// Whether the name at `position` is a member written after a dot: of a value or a type
    /// (`model.items`, `L10n.title`), through an optional chain or a force unwrap (`a?.b`,
    /// `a!.b`), an implicit member (`.red`, `.default`) or a key path's (`\.name`). A name that
    /// stands alone (`items`, `print`) is none, and neither is a token that is no name. Inlined:
    /// rules ask it of every token.
    @inlinable @inline(__always) public func isMember(at position: Int) -> Bool {
        guard position > 0, position < tokens.count else { return false }
        let kind = tokens[position].kind
        return (kind == .identifier || kind == .escapedIdentifier) && tokens[position - 1].kind == .dot
    }

    /// The positions of the file's operator tokens (`=`, `+=`, `==`, `??`, `..<`; not `?`,
    /// `!`, `->` nor `.`) and of its members' names (`isMember(at:)`), in source order: where
    /// a reader that only cares about those starts, without being asked of every token.
    @inlinable public var operatorAndMemberPositions: OperatorAndMemberPositions { OperatorAndMemberPositions(tokens) }

    /// The token naming the member read right after the token at `value`: `offset` of
    /// `$0.offset`, `0` of `pair.0`, `count` of `rows.count`. Nil when no `.` then a name or a
    /// tuple element's number follow it directly (`$0`, `pair[0]`, `rows?.count`, whose
    /// member is read through an optional chain).
    public func memberName(after value: Int) -> Int? {
        let name = value + 2
        guard name < tokens.count, tokens[value + 1].kind == .dot,
              tokens[name].kind == .identifier || tokens[name].kind == .number else { return nil }
        return name
    }

    /// The tokens of the name at `position` read on its own (`i`), nil when it names another
    /// value's member (`x.i`, `.i`).
    public func standaloneName(at position: Int) -> Range<Int>? {
        isMember(at: position) ? nil : position..<position + 1
    }

    /// The tokens of the value at `value` read through a member `accepts` takes (`pair.offset`,
    /// `$0.0`), from the value's token through the member's; nil for any other member or none.
    public func memberAccess(at value: Int, where accepts: (TokenCursor) -> Bool) -> Range<Int>? {
        guard let member = memberName(after: value), accepts(cursor(at: member)) else { return nil }
        return value..<member + 1
    }
}

/// `SourceFile.operatorAndMemberPositions`: one walk over the tokens that remembers whether the
/// last was a `.`, inlined so a rule's loop over it costs no more than its own walk would.
public struct OperatorAndMemberPositions: Sequence, IteratorProtocol {
    @usableFromInline let tokens: [Token]
    @usableFromInline var position = 0
    @usableFromInline var afterDot = false

    @inlinable init(_ tokens: [Token]) {
        self.tokens = tokens
    }

    @inlinable public mutating func next() -> Int? {
        while position < tokens.count {
            let current = position
            let kind = tokens[current].kind
            let isMember = afterDot && (kind == .identifier || kind == .escapedIdentifier)
            afterDot = kind == .dot
            position += 1
            if kind == .operator || isMember { return current }
        }
        return nil
    }
}
