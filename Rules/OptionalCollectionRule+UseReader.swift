import LintCore

extension OptionalCollectionRule {
    /// Reads what a file's code says about nil: optional chains and nil tests (`== nil`, `??`,
    /// `if let`) from its outline, and the assignments, `== []` tests and `map` calls its
    /// operators and names start, each a use of the expression it reads.
    struct UseReader {
        /// The expression read (`items`, `self.items`, `model.items`), what the read says, and
        /// the computed property it is the whole getter of, if it is.
        struct Use {
            var expression: Range<Int>
            var reading: Reading
            var accessor: String?
        }

        let file: SourceFile
        let outline: SyntaxOutline
        /// Held, not read through `file` at each token: that retained the array every time.
        private let tokens: [Token]

        init(_ file: SourceFile) {
            self.file = file
            outline = file.outline(.conditions)
            tokens = file.tokens
        }

        func uses() -> [Use] {
            var uses = outline.optionalChains.filter { !$0.isInsideOptionalChain }
                .compactMap { chain in reading(of: chain).map { Use(expression: chain.base, reading: $0) } }
            uses += outline.conditions.compactMap(use(in:))
            // Only operators and members' names say anything here: the other tokens are not asked.
            uses += file.operatorAndMemberPositions.compactMap(use(at:))
            // A bound value is read as its binding: the branches, not the value's chain, say what nil means.
            let bindings = outline.conditions.filter { $0.kind == .optionalBinding }
            let boundValues = Set(bindings.map { file.droppingEffects($0.tested).lowerBound })
            return uses.filter { !boundValues.contains($0.expression.lowerBound) } + bindings.compactMap(bindingUse)
        }

        /// What an operator or a member's name says of the expression before it.
        private func use(at position: Int) -> Use? {
            let token = tokens[position]
            if file.isMember(at: position), file.isWord(token, "map") || file.isWord(token, "flatMap") {
                // `items.map { … }` on the optional itself: nil stays nil, apart from any list.
                return Use(expression: outline.postfixExpression(endingBefore: position - 1, in: file), reading: .apart)
            }
            guard token.kind == .operator, let role = file.operatorRole(at: position) else { return nil }
            if role == .equality, outline.isEmptyCollection(at: position + 1, in: file), file.text(of: token) == "==" {
                // `items == []` is false for nil: a check of one emptiness where there are two.
                return Use(expression: outline.postfixExpression(endingBefore: position, in: file), reading: .outright)
            }
            guard role == .assignment else { return nil }
            let target = outline.postfixExpression(endingBefore: position, in: file)
            // A declaration's `=` (`let items = []`) assigns nothing.
            let declares = target.lowerBound > 0 && [.let, .var].contains(tokens[target.lowerBound - 1].keyword)
            return !target.isEmpty && !declares && resetsOnPurpose(target, at: position + 1) ? Use(expression: target, reading: .apart) : nil
        }

        /// `items?.count ?? 0`, `items?.forEach(…)`: nil acts as an empty list, unless the chain
        /// falls back to something else (`columns?.joined() ?? "*"`).
        private func reading(of chain: OptionalChainingExpr) -> Reading? {
            let next = chain.questionMark + 1
            // `handler?(x)` calls a closure; no collection is called.
            if tokens[next].kind == .leftParen { return nil }
            let end = chain.chainEnd
            if file.operatorRole(at: end) == .nilCoalescing { return fallbackReading(at: end + 1) }
            // `items?[i]`: an array's subscript traps when empty, so nil is not read as empty;
            // `items?[safe: i]` is the project's own subscript, safe on an empty array.
            if tokens[next].kind == .leftBracket,
               file.outline(.records).subscriptCall(openingAt: next)?.arguments.first?.label == nil { return nil }
            // `items?.isEmpty` alone is an optional Boolean, "the essence of a confused type"; so is
            // `items?.isEmpty == true`, nil folded into a Boolean.
            let asksEmptiness = file.memberPath(of: chain.base.lowerBound..<end)?.hasSuffix(".isEmpty") == true
            let other = file.operatorRole(at: end) == .equality ? file.comparison(beside: chain.base.lowerBound..<end)?.otherSide : nil
            let comparesWithBoolean = other.map { $0.count == 1 && [.true, .false].contains(tokens[$0.lowerBound].keyword) } == true
            return comparesWithBoolean || asksEmptiness ? .outright : .perhaps
        }

        private func use(in condition: ConditionElement) -> Use? {
            switch condition.kind {
            case .nilCoalescing:
                // `items ?? []` reads nil as empty; `items ?? defaults` tells it apart.
                let reading = fallbackReading(at: condition.introducer + 1)
                return Use(expression: condition.tested, reading: reading, accessor: reading == .outright ? accessor(of: condition) : nil)
            case .nilComparison:
                // `items == nil || items!.isEmpty`: nil is one more way to be empty.
                return Use(expression: condition.tested, reading: checksEmptiness(after: condition) ? .outright : .apart)
            default:
                return nil
            }
        }

        /// `if let list = items`, `guard let list = model.items`, `if let values = try items?.evaluate()`.
        private func bindingUse(_ binding: ConditionElement) -> Use? {
            let value = file.droppingEffects(binding.tested)
            let head = outline.optionalChains(markedIn: value).first { $0.base.lowerBound == value.lowerBound }
            guard let used = head?.base ?? (file.memberPath(of: value) != nil ? value : nil),
                  let reading = bindingReading(binding) else { return nil }
            return Use(expression: used, reading: reading)
        }

        /// `if let items, !items.isEmpty`, `guard let list = items, list.count > 1 else`: nil and
        /// empty take the same branch. `if let items { … } else { … }`: the else branch is what nil
        /// means (a loading view, a default), something an empty list would not show.
        private func bindingReading(_ binding: ConditionElement) -> Reading? {
            guard let block = binding.guardedBlock, let name = binding.boundToken.flatMap({ file.memberPath(of: $0..<$0 + 1) }) else { return nil }
            for element in outline.conditions(guarding: block) where element.range.lowerBound > binding.range.lowerBound {
                let checked = file.memberPath(of: outline.postfixExpression(startingAt: element.tested.lowerBound, in: file))
                if checked == name + ".isEmpty" || checked == name + ".count" { return .outright }
            }
            guard outline.blocks[block].role != .guard else { return nil }
            // `if let only = rules { return only.contains(x) }`: what follows is the else branch.
            return outline.transfersControl(outOf: block, in: file) || outline.elseBlock(of: block) != nil ? .apart : nil
        }

        /// After `items == nil ||` or `items != nil &&`: the same path checked for emptiness
        /// (`items!.isEmpty`, `self.items?.count == 0`, `items == []`).
        private func checksEmptiness(after comparison: ConditionElement) -> Bool {
            let join = comparison.range.upperBound
            guard file.operatorRole(at: join) == .logical, let path = comparison.testedPath else { return false }
            // `!items!.isEmpty`
            let negated = tokens.indices.contains(join + 1) && tokens[join + 1].kind == .exclamation
            let operand = outline.postfixExpression(startingAt: negated ? join + 2 : join + 1, in: file)
            guard let checked = file.memberPath(of: operand) else { return false }
            if checked == path + ".isEmpty" || checked == path + ".count" { return true }
            return checked == path && file.operatorRole(at: operand.upperBound) == .equality
                && outline.isEmptyCollection(at: operand.upperBound + 1, in: file)
        }

        /// `items = nil` resets on purpose: nil is a state the type keeps. So is `items = []` beside a
        /// nil that stays possible, and `items = items ?? []`, which marks "loaded" without a value.
        private func resetsOnPurpose(_ target: Range<Int>, at value: Int) -> Bool {
            if tokens.indices.contains(value) && tokens[value].keyword == .nil || outline.isEmptyCollection(at: value, in: file) { return true }
            let reread = outline.postfixExpression(startingAt: value, in: file)
            return file.operatorRole(at: reread.upperBound) == .nilCoalescing && file.memberPath(of: reread) == file.memberPath(of: target)
        }

        /// The computed property whose whole getter is this `??` with its empty fallback
        /// (`var items: [Item] { _items ?? [] }`, `get { return self._items ?? [] }`), by name.
        private func accessor(of coalescing: ConditionElement) -> String? {
            let fallback = coalescing.introducer + 1
            guard let block = outline.block(containing: fallback), outline.blocks[block].role == .accessor,
                  case .property(let index)? = outline.blocks[block].declaration, tokens[fallback].kind == .leftBracket,
                  let close = outline.close(of: fallback), outline.returnedExpression(of: block, in: file) == coalescing.range.lowerBound..<close + 1
            else { return nil }
            let property = file.declarations.properties[index]
            guard property.accessors == .computed, let type = property.type, type.wrapped == nil, type.collection != nil else { return nil }
            return property.name
        }

        /// What `??` falls back to: "nothing" (`[]`, `Set()`, `""`, `0`, `true`, `false` or `nil`)
        /// reads nil as empty; anything else tells it apart.
        private func fallbackReading(at first: Int) -> Reading {
            guard first < tokens.count else { return .apart }
            let token = tokens[first]
            let isNothing = token.keyword == .true || token.keyword == .false || token.keyword == .nil
                || (token.kind == .number || token.kind == .string) && [#""""#, "0"].contains(file.text(of: token))
            return isNothing || outline.isEmptyCollection(at: first, in: file) ? .outright : .apart
        }
    }
}
