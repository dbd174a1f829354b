/// Calls, creations, casts, assignments and closures, each read where the walk meets it.
extension FileReferencesBuilder {
    // MARK: Calls and creations

    /// `Name(`, `Name<T>(`, `Name.init(`, a factory's `make(`: a creation.
    mutating func callOrCreation(at position: Int) {
        var paren = position + 1
        if reader.kind(paren) == .dot {
            guard reader.keyword(position + 2) == .initializer, reader.kind(position + 3) == .leftParen else { return }
            paren = position + 3
        } else if reader.kind(paren) == .leftAngle {
            guard reader.isTypeName(position), let close = reader.genericClauseEnd(from: paren),
                  reader.kind(close + 1) == .leftParen else { return }
            paren = close + 1
        }
        guard !declaresFunction[position], !reader.isImplicitMember(position) else { return }
        let isType = reader.isTypeName(position)
        var creation: Int?
        guard parts.contains(.creations) else { return }
        if isType {
            var start = position
            while reader.kind(start - 1) == .dot, reader.isName(start - 2) { start -= 2 }
            if start == position || reader.isTypeName(start), reader.isProjectTypeName(at: position) {
                creation = recordCreation(reader.text(position), kind: .initializer, at: position, expressionStart: start)
            }
        } else if reader.mayNameFactory(at: position) {
            let start = reader.qualifierStart(of: position)
            let bound = reader.binding(before: start, braces: braces)
            // A call on a type (`Snippets.make(connection:)`) is one even passed straight on
            // (`present(Snippets.make(…))`): the type's own factories are told apart from any call.
            let onType = reader.kind(position - 1) == .dot && reader.isTypeName(position - 2) && reader.isProjectTypeName(at: position - 2)
            // Most calls on types (`L10n.tr(…)`, `Log.debug(…)`) make nothing: one passed straight on
            // is read only when its name says it makes.
            if bound.0 != nil || bound.1 || onType && reader.startsWithVerb(position, FactoryTable.makingVerbs) {
                creation = recordCreation(reader.text(position), kind: .factory, at: position, expressionStart: start, bound: bound)
                // `Screen.instantiate(…)` of a factory returning `Self`: the type it is called on.
                if let creation, onType { references.creations[creation].staticReceiver = reader.text(position - 2) }
            }
        }
        pending = (paren, creation)
    }

    /// `storyboard.instantiateViewController(…) as? Name`, `segue.destination as! Name`, a
    /// project's generic helper coerced (`Utils.instantiateControllerFromStoryboard(…) as Name`):
    /// a screen the storyboard makes, created here for the code that casts it.
    mutating func cast(at position: Int) {
        let isCoercion = reader.isName(position + 1)
        guard isCoercion || reader.kind(position + 1) == .question || reader.kind(position + 1) == .exclamation,
              reader.isName(position + (isCoercion ? 1 : 2)) else { return }
        var typeToken = position + (isCoercion ? 1 : 2)
        while reader.kind(typeToken + 1) == .dot, reader.isName(typeToken + 2) { typeToken += 2 }
        guard reader.isTypeName(typeToken) else { return }
        let start = reader.postfixStart(endingBefore: position)
        var kind: CreationKind?
        for index in start..<position where reader.tokens[index].kind == .identifier {
            if reader.isWord(index, "destination") || reader.isWord(index, "destinationController")
                || reader.isWord(index, "destinationViewController") {
                kind = isCoercion ? kind : .segue
            } else if reader.isWord(index, "loadNibNamed") {
                kind = kind ?? .nib
            } else if reader.startsWith(index, "instantiate") {
                kind = reader.text(index).contains("Controller") ? .storyboard : kind ?? .nib
            }
        }
        if kind == nil, !isCoercion { kind = containedScreen(from: start, to: position) }
        guard let kind else { return }
        _ = recordCreation(reader.text(typeToken), kind: kind, at: typeToken, expressionStart: start)
    }

    /// `storyboard.instantiateController(ofType: Screen.self)`, `Storyboard.instantiate(Screen.self)`:
    /// a project's generic helper that makes the type it is given, at the `self`.
    mutating func instantiatedType(at position: Int) {
        let typeToken = position - 2
        guard reader.isName(typeToken), reader.isTypeName(typeToken), reader.kind(typeToken - 1) != .dot,
              reader.isProjectTypeName(at: typeToken), innermostDelimiter == .paren else { return }
        let callee = delimiters[delimiters.count - 1].open - 1
        guard reader.isName(callee), reader.startsWith(callee, "instantiate") else { return }
        _ = recordCreation(reader.text(typeToken), kind: .storyboard, at: typeToken, expressionStart: reader.qualifierStart(of: callee))
    }

    /// `navigation.topViewController as? Screen`, where `navigation` is bound to a container the
    /// storyboard or a segue makes (`let navigation = segue.destination as! UINavigationController`):
    /// the screen the container was made with.
    private func containedScreen(from start: Int, to end: Int) -> CreationKind? {
        guard end - start == 3, reader.isName(start), reader.kind(start + 1) == .dot,
              reader.isWord(start + 2, "topViewController") || reader.isWord(start + 2, "visibleViewController"),
              let container = bindings[reader.nameHash(start)],
              references.creations[container.creation].kind != .initializer else { return nil }
        return references.creations[container.creation].kind
    }

    /// Built in place in `references.creations`: a copy to append retained each of its fields.
    /// A test's screens are made in whatever state it checks: no way into the app.
    private mutating func recordCreation(
        _ name: String, kind: CreationKind, at position: Int, expressionStart: Int, bound: (Int?, Bool)? = nil
    ) -> Int? {
        guard parts.contains(.creations), !file.isTestCode else { return nil }
        let (binding, returned) = bound ?? reader.binding(before: expressionStart, braces: braces)
        let index = references.creations.count
        references.creations.append(Creation(typeName: name, kind: kind, place: place(at: position)))
        references.creations[index].binding = binding.map(reader.text)
        references.creations[index].isReturned = returned
        creationsByToken.set(index, at: position)
        if let binding, !scopes.isEmpty {
            let hash = reader.nameHash(binding)
            // `screen = Screen()` in a branch, to a local declared before it: what follows the
            // branch sets it up too.
            let isDeclared = reader.keyword(binding - 1) == .let || reader.keyword(binding - 1) == .var
            let depth = isDeclared ? scopes.count : min(scopes.count, locals[hash] ?? scopes.count)
            bindings[hash] = Binding(creation: index, position: position, depth: depth, context: currentContext)
            scopedNames.append((hash, .binding))
            bindingLengths |= 1 << UInt64(min(63, reader.tokens[binding].end - reader.tokens[binding].start))
            bindingInitials |= reader.initialBit(of: binding)
        }
        return index
    }

    /// What is done with an instance through the name it is bound to: a member set or called
    /// on it is part of its set-up; once it is passed on or returned, what follows is not, but
    /// for what a callback, a task or the code after an `await` gives it later.
    mutating func followBinding(at position: Int, _ token: Token) {
        let length = Int(token.end - token.start)
        guard bindingLengths & (1 << UInt64(min(63, length))) != 0, bindingInitials & reader.initialBit(of: position) != 0,
              reader.kind(position - 1) != .dot else { return }
        let name = reader.nameHash(position)
        guard let bound = bindings[name] else { return }
        let isLater = !currentContext.subtracting(bound.context).isDisjoint(with: [.callback, .task, .afterAwait])
        var next = position + 1
        while reader.kind(next) == .question || reader.kind(next) == .exclamation { next += 1 }
        if reader.kind(next) == .dot, reader.isName(next + 1) {
            guard isLater || !bound.isPassedOn else { return }
            if reader.isOperator(next + 2, "="), reader.keyword(next + 3) != .nil {
                let member = reader.text(next + 1)
                if isLater {
                    references.creations[bound.creation].laterMembers.append(member)
                } else {
                    references.creations[bound.creation].setMembers.append(member)
                    if mayBeNil(from: next + 3) {
                        references.creations[bound.creation].maybeNilMembers.append(member)
                    } else if let set = branchSet(of: member, at: position, on: bound) {
                        branchSets.append(set)
                    }
                    if let function = valueSource(at: next + 3) {
                        references.creations[bound.creation].membersFromCalls.append(MemberFromCall(member: member, function: function))
                    }
                }
            } else if reader.kind(next + 2) == .leftParen {
                if isLater {
                    references.creations[bound.creation].laterCalledMembers.append(calledSignature(at: next + 1))
                } else {
                    let signature = calledSignature(at: next + 1)
                    references.creations[bound.creation].calledMembers.append(signature)
                    if passesMaybeNil(inCallAt: next + 1) { references.creations[bound.creation].maybeNilCalls.append(signature) }
                }
            }
            return
        }
        let previous = reader.kind(position - 1)
        if reader.keyword(position - 1) == .return { references.creations[bound.creation].isReturned = true }
        // Kept in a property (`current = screen`) it is still being set up; passed to a call or
        // returned, it is shown.
        if previous == .leftParen || previous == .comma || previous == .colon || previous == .leftBracket
            || reader.keyword(position - 1) == .return {
            guard !isLater else { return }
            bindings[name]?.isPassedOn = true
            references.creations[bound.creation].isPassedOnInPlace = true
        }
    }

    /// The method a call at the name `position` calls, as its signature (`display(podcast:)`)
    /// when the call's labels tell it; the base name (`display`) when trailing closures leave
    /// their labels unknown.
    func calledSignature(at position: Int) -> String {
        guard let close = file.matchingClose(position + 1),
              reader.kind(close + 1) != .leftBrace || reader.line(close + 1) != reader.line(close),
              let arguments = argumentRanges(ofCallAt: position) else { return reader.text(position) }
        return reader.text(position) + "(" + arguments.map { label(at: $0.lowerBound) }.joined() + ")"
    }

    /// Each argument of the call at the name `position`, label and all, the brackets inside it
    /// passed over whole; nil when its `(` is not closed.
    func argumentRanges(ofCallAt position: Int) -> [Range<Int>]? {
        guard let close = file.matchingClose(position + 1) else { return nil }
        var ranges: [Range<Int>] = []
        var argumentStart = position + 2
        var index = argumentStart
        while index < close {
            switch reader.kind(index) {
            case .leftParen, .leftBracket, .leftBrace:
                index = (file.matchingClose(index) ?? close) + 1
                continue
            case .comma:
                ranges.append(argumentStart..<index)
                argumentStart = index + 1
            default:
                break
            }
            index += 1
        }
        if argumentStart < close { ranges.append(argumentStart..<close) }
        return ranges
    }

    /// `user:` for an argument starting `user: …`, `_:` for one with no label.
    private func label(at start: Int) -> String {
        reader.isName(start) && reader.kind(start + 1) == .colon ? reader.text(start) + ":" : "_:"
    }
}
