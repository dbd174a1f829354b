import LintCore

/// What shows a Bool to be a state in the body, not an option: it is kept as a value, picks one of
/// two members of one thing, or two branches mirror each other with other constants.
extension BooleanParameterRule.Branching {
    /// Whether the body keeps the Bool as a value: assigned whole to another object's property
    /// (`button.isEnabled = valid`, `label.isHidden = !visible`), or given to a type's initializer under its own label
    /// (`.init(xOob: xOob)`, `Row(active: active)`).
    func isKept(_ name: String) -> Bool {
        for position in body where file.tokens[position].kind == .identifier || file.tokens[position].kind == .escapedIdentifier {
            let cursor = file.cursor(at: position)
            guard cursor.text == name, !cursor.previous.is(.dot), !cursor.next.is(.dot), !cursor.next.is(.leftParen),
                  !cursor.next.is(.question), !cursor.next.is(.leftBracket) else { continue }
            var before = cursor.previous
            if before.kind == .operator && before.text == "!" { before = before.previous }
            if before.kind == .operator && file.isAssignment(at: before.position) && before.text == "=" {
                // Another object's property (`copyButton.isHidden = hidden`), not the function's own
                // (`self.useCircle = useCircle` keeps an option for later).
                let target = before.previous
                guard target.isName, target.previous.is(.dot), target.previous.previous.isName,
                      target.previous.previous.text != "self" else { continue }
                if !(Self.isComparison(cursor.next) || cursor.next.kind == .operator) { return true }
                continue
            }
            // `Momentum(xOob: xOob)`: stored in the value an initializer makes.
            if before.is(.colon), before.previous.text == name, let call = enclosingCall(of: before.previous.position),
               call.text == "init" || call.text.first?.isUppercase == true {
                return true
            }
        }
        return false
    }

    /// The called name of the parenthesis that holds an argument, nil when it is none.
    func enclosingCall(of position: Int) -> TokenCursor? {
        var index = position - 1
        var steps = 0
        while index >= body.lowerBound && steps < 60 {
            steps += 1
            let cursor = file.cursor(at: index)
            if cursor.is(.rightParen) || cursor.is(.rightBracket) || cursor.is(.rightBrace), let open = cursor.matchingBracket {
                index = open.position - 1
                continue
            }
            if cursor.is(.leftBrace) || cursor.is(.leftBracket) { return nil }
            if cursor.is(.leftParen) { return cursor.previous.isName ? cursor.previous : nil }
            index -= 1
        }
        return nil
    }

    /// `makePublic ? api().makeRoomPublic : api().makeRoomPrivate`, `on ? .green : .red`: two operands of
    /// the same shape that differ in one name are one value of two, not two computations.
    func picksMirrors(after question: Int) -> Bool {
        var first: [TokenCursor] = []
        var cursor = file.cursor(at: question + 1)
        while cursor.exists && !cursor.is(.colon) && first.count < 12 {
            guard cursor.kind == .identifier || cursor.is(.dot) || cursor.is(.leftParen) && cursor.next.is(.rightParen)
                    || cursor.is(.rightParen) && cursor.previous.is(.leftParen) else { return false }
            first.append(cursor)
            cursor = cursor.next
        }
        guard cursor.is(.colon), !first.isEmpty else { return false }
        var differences = 0
        var second = cursor.next
        for token in first {
            guard second.kind == token.kind else { return false }
            if second.text != token.text {
                // The members of one thing (`.green`, `api.makeRoomPublic`), not two variables.
                guard token.previous.is(.dot) else { return false }
                differences += 1
            }
            second = second.next
        }
        return differences == 1 && !second.is(.dot) && !second.is(.leftParen)
    }

    /// Whether an `if` with an `else` does the same work in both branches with other constants: a
    /// call or an assignment in each (`label.alpha = 0.7` / `label.alpha = 1`, `Text("On")` /
    /// `Text("Off")`) is given two constants, and the work both branches share is more than half
    /// of each one's (a log line with other words does not make two behaviours one). Given a value computed (`id = message.identifier`), a branch does
    /// its own work.
    func mirrors(_ statement: Int) -> Bool {
        guard file.cursor(at: statement).is(.if) else { return false }
        let ranges = branchRanges(statement)
        guard ranges.count == 2 else { return false }
        let one = actions(ranges[0]), other = actions(ranges[1])
        guard !one.isEmpty, !other.isEmpty else { return false }
        var shared = 0
        var differs = false
        for (key, given) in one {
            guard let otherGiven = other[key] else { continue }
            shared += 1
            if isConstant(given) && isConstant(otherGiven) && text(given) != text(otherGiven) { differs = true }
        }
        return differs && shared * 2 > max(one.count, other.count)
    }

    /// Each call (`receiver.name`) and assigned property of a branch, with what it is given.
    func actions(_ range: Range<Int>) -> [String: Range<Int>] {
        var found: [String: Range<Int>] = [:]
        for position in range {
            let cursor = file.cursor(at: position)
            if cursor.isName && cursor.next.is(.leftParen), cursor.keyword.map(Self.statementKeywords.contains) != true,
               let close = cursor.next.matchingBracket {
                let key = receiver(of: cursor) + cursor.text
                if found[key] == nil { found[key] = cursor.next.position + 1..<close.position }
            } else if cursor.kind == .operator, file.isAssignment(at: position), cursor.previous.isName,
                      !cursor.previous.previous.is(.let), !cursor.previous.previous.is(.var) {
                var end = position + 1
                let line = file.tokens[position].line
                while end < range.upperBound && file.tokens[end].line == line { end += 1 }
                let key = receiver(of: cursor.previous) + cursor.previous.text + "="
                if found[key] == nil { found[key] = position + 1..<end }
            }
        }
        return found
    }

    /// Literals, labels, members and types only: `UIImage(systemName: "eye"), for: .normal`, `0.7`.
    func isConstant(_ range: Range<Int>) -> Bool {
        for position in range {
            let cursor = file.cursor(at: position)
            guard cursor.kind == .identifier || cursor.kind == .escapedIdentifier else { continue }
            if let keyword = cursor.keyword {
                if keyword == .true || keyword == .false || keyword == .nil { continue }
                return false
            }
            if cursor.previous.is(.dot) || cursor.next.is(.colon) || cursor.text.first?.isUppercase == true { continue }
            return false
        }
        return true
    }

    func receiver(of name: TokenCursor) -> String {
        name.previous.is(.dot) ? name.previous.previous.text + "." : ""
    }

    func text(_ range: Range<Int>) -> String {
        range.map { file.cursor(at: $0).text }.joined(separator: " ")
    }
}
