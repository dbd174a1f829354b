extension SourceFile {
    /// Where the code in `block` (at any depth) branches on whether one of the instance's own
    /// members is there: `if let user`, `guard let user = self.user`, `if case .some(let x) =
    /// user`, `user == nil`, `nil != self?.user`, `switch user` (not `switch user!`, nor `if case
    /// .deepLink = link`, which asks which case it holds). Each with the token of the
    /// member's name, in order. A local or a parameter of that name (`if let user = user` where
    /// `user` is the function's parameter) is not the member; a fallback (`user ?? ""`) and an
    /// optional chain (`user?.name`) only read it, and another value's member (`if let name =
    /// user.name`) is not the instance's, and an assertion (`assert(user != nil)`) no branch.
    public func memberPresenceTests(in block: Int) -> [(member: String, token: Int)] {
        let outline = outline(.conditions)
        var found: [(member: String, token: Int)] = []
        let range = outline.blocks[block].open..<outline.blocks[block].close
        var index = outline.conditions.partitionPoint { $0.range.lowerBound >= range.lowerBound }
        while index < outline.conditions.count, outline.conditions[index].range.lowerBound < range.upperBound {
            let condition = outline.conditions[index]
            index += 1
            guard [.optionalBinding, .casePattern, .nilComparison].contains(condition.kind),
                  let name = ownMemberPath(condition.tested),
                  condition.kind != .casePattern || matchesPresence(condition.range.lowerBound..<condition.tested.lowerBound),
                  condition.kind != .nilComparison || !isAsserted(condition.range.lowerBound, in: outline) else { continue }
            found.append((name.text, name.token))
        }
        for inner in outline.descendants(of: block) where outline.blocks[inner].role == .switch {
            // `switch kind!` switches on the value, unwrapped: no branch on whether it is there.
            let subject = outline.blocks[inner].introducer + 1..<outline.blocks[inner].open
            guard tokens[subject.upperBound - 1].kind != .exclamation, let name = ownMemberPath(subject) else { continue }
            found.append((name.text, name.token))
        }
        return found.sorted { $0.token < $1.token }
    }

    /// Whether the token at `position` is in the arguments of an assertion (`assert(user !=
    /// nil)`, `precondition(…)`): a check that the member is there, not a branch on it.
    private func isAsserted(_ position: Int, in outline: SyntaxOutline) -> Bool {
        var index = position - 1
        while index > 0 {
            switch tokens[index].kind {
            case .rightParen, .rightBracket:
                guard let open = outline.open(of: index) else { return false }
                index = open - 1
            case .leftParen:
                return tokens[index - 1].kind == .identifier && Self.assertions.contains(cursor(at: index - 1).text)
            case .leftBrace, .rightBrace, .leftBracket, .semicolon:
                return false
            default:
                index -= 1
            }
        }
        return false
    }

    /// Whether a case pattern matches on whether the value is there (`.some(let x)`, `.none`,
    /// `nil`, `let x?`), not on which case of the wrapped enum it holds (`.deepLink`).
    private func matchesPresence(_ pattern: Range<Int>) -> Bool {
        pattern.contains { index in
            tokens[index].kind == .question || tokens[index].keyword == .nil
                || tokens[index].kind == .identifier && ["some", "none"].contains(cursor(at: index).text) && tokens[index - 1].kind == .dot
        }
    }

    private static let assertions: Set<String> = ["assert", "precondition", "assertNotNil", "XCTAssertNotNil", "XCTAssertNil"]

    /// The member a tested expression names when it is one of the instance's own: `user`,
    /// `self.user`, `self?.user!`.
    private func ownMemberPath(_ range: Range<Int>) -> (text: String, token: Int)? {
        guard let last = lastName(in: range) else { return nil }
        let head = range.lowerBound..<last
        let isSelfMember = head.count >= 2 && tokens[head.lowerBound].keyword == .selfValue
            && head.dropFirst().allSatisfy { tokens[$0].kind == .dot || tokens[$0].kind == .question || tokens[$0].kind == .exclamation }
        guard head.isEmpty || isSelfMember, readsOwnMember(at: last) else { return nil }
        return (cursor(at: last).text, last)
    }

    /// The last name of a tested expression (`user` in `self?.user!`).
    private func lastName(in range: Range<Int>) -> Int? {
        var last = range.upperBound - 1
        while last > range.lowerBound, tokens[last].kind == .question || tokens[last].kind == .exclamation { last -= 1 }
        return last >= range.lowerBound && tokens[last].kind == .identifier ? last : nil
    }
}
