import LintCore

extension BooleanParameterRule {
    /// Reads a function body for a statement that branches on a parameter to do different work.
    struct Branching {
        let file: SourceFile
        let body: Range<Int>

        /// The keyword of the first statement (`if`, `guard`, `switch`, a ternary's `?:`) whose condition
        /// tests an option (`force`, `includeHidden`), nil when the body only stores it in a property,
        /// passes it on or compares it. A Bool naming a state (`isSelected`) needs an `if` or a `switch`
        /// with two branches that each do work (call something or leave): one branch that only happens
        /// in one state is the state's consequence, and a value picked by it is the state shown.
        func branch(on name: String, isState: Bool) -> String? {
            // A Bool the body keeps as a value (`copyButton.isHidden = hidden`, `.init(xOob: xOob)`) is a state.
            if isKept(name) { return nil }
            for position in body where file.tokens[position].kind == .identifier || file.tokens[position].kind == .escapedIdentifier {
                let cursor = file.cursor(at: position)
                guard cursor.text == name, !cursor.previous.is(.dot), !cursor.next.is(.colon) else { continue }
                // Rebound (`let force = force || other`): the parameter's own value is not what is tested.
                if cursor.previous.is(.let) || cursor.previous.is(.var) { return nil }
                // Compared (`stored != isEnabled`): a value.
                if Self.isComparison(cursor.previous) || Self.isComparison(cursor.next) { continue }
                // An option (`next ? index + 1 : index - 1`) picks one of two computations, unless the
                // pick is stored in a property (`label.isHidden = show ? false : true`).
                if !isState, cursor.next.is(.question) {
                    // One of two members of one thing: the Bool is a state wherever else it is tested.
                    if picksMirrors(after: cursor.next.position) { return nil }
                    if !stores(before: position) && !picksLiterals(after: cursor.next.position) { return "?:" }
                    continue
                }
                guard let statement = condition(containing: position) else { continue }
                // Two branches doing the same thing with other constants (`icon.setImage(on)` /
                // `icon.setImage(off)`) show a state; they do not choose what to do.
                if mirrors(statement) { continue }
                // An option chooses in any branch: `guard fetchIfMissing else { return nil }`.
                if !isState { return file.cursor(at: statement).text }
                // `let request = if isFavorite { … } else { … }`, `return switch …`: a value picked.
                let before = file.cursor(at: statement).previous
                if before.is(.return) || before.kind == .operator || before.is(.leftParen) || before.is(.colon) { continue }
                let work = branchWork(statement)
                if isState ? work.count >= 2 && work.allSatisfy({ $0 }) : work.contains(true) {
                    return file.cursor(at: statement).text
                }
            }
            return nil
        }

        /// `view.alpha = show ? 1 : 0`, `state = .error(failed ? a : b)`: the statement holding the
        /// token assigns what it picks to something other than a local it declares.
        private func stores(before position: Int) -> Bool {
            var index = position - 1
            let line = file.tokens[position].line
            while index >= body.lowerBound && file.tokens[index].line == line {
                let cursor = file.cursor(at: index)
                if cursor.is(.rightParen) || cursor.is(.rightBracket), let open = cursor.matchingBracket {
                    index = open.position - 1
                    continue
                }
                if cursor.is(.leftBrace) { return false }
                if cursor.kind == .operator && file.isAssignment(at: index) {
                    var target = cursor.previous
                    if target.is(.rightAngle) || target.isName && target.previous.is(.colon) { target = target.previous.previous }
                    return !(target.previous.is(.let) || target.previous.is(.var))
                }
                index -= 1
            }
            return false
        }

        /// `withTitle ? 36 : 0`, `show ? "0" : nil`: two constants are a value mapped, not two computations.
        private func picksLiterals(after question: Int) -> Bool {
            let first = file.cursor(at: question + 1)
            let colon = first.next
            let second = colon.next
            func isLiteral(_ cursor: TokenCursor) -> Bool {
                cursor.kind == .number || cursor.kind == .string || cursor.is(.nil) || cursor.is(.true) || cursor.is(.false)
            }
            guard isLiteral(first), colon.is(.colon), isLiteral(second) else { return false }
            let after = second.next
            return !after.is(.dot) && !after.is(.leftParen)
        }

        static func isComparison(_ cursor: TokenCursor) -> Bool {
            guard cursor.kind == .operator else { return false }
            let text = cursor.text
            return text == "==" || text == "!=" || text == "===" || text == "!=="
        }

        /// The `if`, `guard` or `switch` whose condition holds the token, not inside a call's arguments.
        private func condition(containing position: Int) -> Int? {
            var index = position - 1
            var steps = 0
            while index >= body.lowerBound && steps < 80 {
                steps += 1
                let cursor = file.cursor(at: index)
                switch cursor.kind {
                case .rightParen, .rightBracket:
                    guard let open = cursor.matchingBracket else { return nil }
                    index = open.position - 1
                    continue
                case .leftParen, .leftBracket:
                    // An argument (`load(flag)`, `[flag]`) is passed on, not tested.
                    if cursor.previous.isName || cursor.previous.is(.rightParen) || cursor.is(.leftBracket) { return nil }
                case .leftBrace, .rightBrace, .semicolon, .arrow:
                    return nil
                case .operator:
                    if file.isAssignment(at: index) { return nil }
                default:
                    switch cursor.keyword {
                    case .if?, .guard?, .switch?: return index
                    case .return?, .let?, .var?, .case?, .in?, .while?, .for?, .repeat?, .throw?, .try?, .await?, .else?:
                        return nil
                    default: break
                    }
                }
                index -= 1
            }
            return nil
        }

        /// For each branch of the statement (the body, each `else`, each `case`), whether it calls
        /// something or leaves (`return` with no value, `throw`, `break`, `continue`): work, not a value.
        private func branchWork(_ statement: Int) -> [Bool] {
            if file.cursor(at: statement).is(.switch) {
                guard let open = bodyOpen(statement), let close = file.cursor(at: open).matchingBracket else { return [] }
                return cases(open + 1..<close.position).map(doesWork)
            }
            return branchRanges(statement).map(doesWork)
        }

        /// The `{` of the statement's first body, after its condition.
        private func bodyOpen(_ statement: Int) -> Int? {
            var index = statement + 1
            while index < body.upperBound {
                let cursor = file.cursor(at: index)
                if cursor.is(.leftParen) || cursor.is(.leftBracket), let close = cursor.matchingBracket {
                    index = close.position + 1
                    continue
                }
                if cursor.is(.leftBrace) { return index }
                index += 1
            }
            return nil
        }

        /// The branches of an `if` or a `guard`: its body, each `else`.
        func branchRanges(_ statement: Int) -> [Range<Int>] {
            guard let index = bodyOpen(statement), let close = file.cursor(at: index).matchingBracket else { return [] }
            var branches = [index + 1..<close.position]
            // `} else { … }` and `} else if … { … }`: the other branches too.
            var next = close.next
            while next.is(.else) {
                var open = next.next
                while open.exists && !open.is(.leftBrace) && open.position < body.upperBound { open = open.next }
                guard let otherClose = open.matchingBracket else { break }
                branches.append(open.position + 1..<otherClose.position)
                next = otherClose.next
            }
            return branches
        }

        /// A switch body's cases, split at its own `case` and `default` labels.
        private func cases(_ range: Range<Int>) -> [Range<Int>] {
            var starts: [Int] = []
            var index = range.lowerBound
            while index < range.upperBound {
                let cursor = file.cursor(at: index)
                if cursor.is(.case) || cursor.is(.default) { starts.append(index) }
                if let close = cursor.matchingBracket, [.leftParen, .leftBracket, .leftBrace].contains(cursor.kind) {
                    index = close.position + 1
                    continue
                }
                index += 1
            }
            return zip(starts, starts.dropFirst() + [range.upperBound]).map { start, end in start..<end }
        }

        private func doesWork(_ range: Range<Int>) -> Bool {
            for position in range {
                let cursor = file.cursor(at: position)
                switch cursor.keyword {
                case .throw?, .break?, .continue?, .fallthrough?: return true
                case .return?:
                    // A bare `return` leaves; `return value` picks a value.
                    if cursor.next.is(.rightBrace) || cursor.next.token.map({ $0.line > cursor.token?.line ?? 0 }) ?? true {
                        return true
                    }
                default: break
                }
                if cursor.isName && cursor.next.is(.leftParen) && !cursor.previous.is(.func)
                    && !(cursor.keyword.map(Self.statementKeywords.contains) ?? false) {
                    return true
                }
            }
            return false
        }

        /// Keywords before `(` that are no call: `if (a)`, `switch (x)`, `case (a, b)`.
        static let statementKeywords: Set<Keyword> = [
            .if, .guard, .switch, .while, .for, .return, .case, .catch, .in, .where, .as, .is, .try, .await, .throw,
            .let, .var, .else, .repeat,
        ]
    }
}
