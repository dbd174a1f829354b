/// Calls, creations, casts, assignments and closures, each read where the walk meets it.
extension FileReferencesBuilder {
    // MARK: Calls and creations

    /// `name(`, `Name(`, `Name<T>(`, `Name.init(`: a call, and for a type's name a creation.
    mutating func callOrCreation(at position: Int) {
        var paren = position + 1
        if reader.kind(paren) == .dot {
            guard reader.keyword(position + 2) == .initializer, reader.kind(position + 3) == .leftParen else { return }
            paren = position + 3
        } else if reader.kind(paren) == .leftAngle {
            guard isTypeName(position), let close = genericClauseEnd(from: paren), reader.kind(close + 1) == .leftParen else {
                return
            }
            paren = close + 1
        }
        guard !declaresFunction[position], !isImplicitMember(position) else { return }
        let isType = isTypeName(position)
        var call: Int?
        if parts.contains(.calls) {
            let receiver = reader.kind(position - 1) == .dot ? receiverText(endingAt: position - 1) : nil
            references.calls.append(Call(
                name: reader.text(position), receiver: receiver, labels: [], arguments: [], place: place(at: position)
            ))
            call = references.calls.count - 1
        }
        var creation: Int?
        guard parts.contains(.creations) || call != nil else { return }
        if isType {
            var start = position
            while reader.kind(start - 1) == .dot, reader.isName(start - 2) { start -= 2 }
            if start == position || isTypeName(start), isProjectTypeName(at: position) {
                creation = recordCreation(reader.text(position), kind: .initializer, at: position, expressionStart: start)
            }
        } else if parts.contains(.creations), mayNameFactory(at: position) {
            let start = qualifierStart(of: position)
            let (binding, returned) = binding(before: start)
            if binding != nil || returned {
                creation = recordCreation(reader.text(position), kind: .factory, at: position, expressionStart: start)
            }
        }
        pending = (paren, call, creation)
    }

    /// Apple's types (`UIColor`, `NSAttributedString`) and the standard library's (`String`,
    /// `Date`) are no project's: their creations are not followed.
    private func isProjectTypeName(at position: Int) -> Bool {
        !FrameworkNames.hasPrefix(reader.tokens[position].range, in: reader.bytes)
            && !FrameworkNames.standardTypeHashes.contains(nameHash(position))
    }

    /// A call that may be a factory's: a static one on a type (`Screen.make(…)`), or one whose
    /// name says what it makes (`makeDetailScreen()`, `instantiate()`). `map(…)`, `string(…)` and
    /// `decode(…)` are not followed; a factory called so leaves its own instance unresolved, and
    /// a returned instance is no evidence either way.
    private func mayNameFactory(at position: Int) -> Bool {
        if reader.kind(position - 1) == .dot {
            var qualifier = position - 2
            if reader.kind(qualifier) == .rightAngle { return true }
            while reader.kind(qualifier) == .question || reader.kind(qualifier) == .exclamation { qualifier -= 1 }
            if reader.isName(qualifier), isTypeName(qualifier) { return true }
        }
        let range = reader.tokens[position].range
        if reader.bytes[range].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return true }
        return Self.factoryWords.contains { reader.isWord(position, $0) }
    }

    static let factoryWords: [StaticString] = ["make", "instantiate", "create", "build", "new", "controller"]

    /// The first token of `Screen<Item>.make` or `factory.screens.make`: a name qualified by
    /// names and generic arguments, not a whole expression.
    private func qualifierStart(of position: Int) -> Int {
        var start = position
        while reader.kind(start - 1) == .dot {
            var qualifier = start - 2
            if reader.kind(qualifier) == .rightAngle {
                var depth = 0
                while qualifier > 0 {
                    if reader.kind(qualifier) == .rightAngle { depth += 1 }
                    if reader.kind(qualifier) == .leftAngle { depth -= 1 }
                    if depth == 0 { break }
                    qualifier -= 1
                }
                qualifier -= 1
            }
            guard reader.isName(qualifier) || reader.keyword(qualifier) == .selfValue else { break }
            start = qualifier
        }
        return start
    }

    /// The `>` closing the generic arguments that open at `open` (`Screen<Item>(`), read no
    /// further than a generic clause can go: `if count < limit {` is a comparison, and each one
    /// must not send the walk to the end of the file.
    private func genericClauseEnd(from open: Int) -> Int? {
        var depth = 0
        var position = open
        let line = reader.line(open)
        while position < reader.count, reader.line(position) == line {
            switch reader.tokens[position].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return position }
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .operator where !reader.isOperator(position, "&"): return nil
            default: break
            }
            position += 1
        }
        return nil
    }

    /// `.fromNotification(…)` in `case .fromNotification(let message)` or as an argument: an enum
    /// case or a static member of a type the context gives, not a call the project can follow.
    private func isImplicitMember(_ position: Int) -> Bool {
        guard reader.kind(position - 1) == .dot else { return false }
        switch reader.kind(position - 2) {
        case .identifier, .escapedIdentifier, .rightParen, .rightBracket, .question, .exclamation, .rightBrace, .rightAngle:
            return reader.keyword(position - 2) == .case || reader.keyword(position - 2) == .in
        default:
            return true
        }
    }

    private func isTypeName(_ position: Int) -> Bool {
        let token = reader.tokens[position]
        let first = reader.bytes[Int(token.start) + (token.kind == .escapedIdentifier ? 1 : 0)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `storyboard.instantiateViewController(…) as? Name`, `segue.destination as! Name`: a screen
    /// the storyboard makes, created here for the code that casts it.
    mutating func cast(at position: Int) {
        guard reader.kind(position + 1) == .question || reader.kind(position + 1) == .exclamation,
              reader.isName(position + 2) else { return }
        var typeToken = position + 2
        while reader.kind(typeToken + 1) == .dot, reader.isName(typeToken + 2) { typeToken += 2 }
        guard isTypeName(typeToken) else { return }
        let start = reader.postfixStart(endingBefore: position)
        var kind: CreationKind?
        for index in start..<position where reader.tokens[index].kind == .identifier {
            if reader.isWord(index, "instantiateViewController") || reader.isWord(index, "instantiateInitialViewController")
                || reader.isWord(index, "instantiateController") || reader.isWord(index, "instantiateInitialController") {
                kind = .storyboard
            } else if reader.isWord(index, "destination") || reader.isWord(index, "destinationController")
                || reader.isWord(index, "destinationViewController") {
                kind = .segue
            } else if reader.isWord(index, "loadNibNamed") || reader.isWord(index, "instantiate") {
                kind = kind ?? .nib
            }
        }
        guard let kind else { return }
        _ = recordCreation(reader.text(typeToken), kind: kind, at: typeToken, expressionStart: start)
    }

    private mutating func recordCreation(_ name: String, kind: CreationKind, at position: Int, expressionStart: Int) -> Int? {
        guard parts.contains(.creations) else { return nil }
        var creation = Creation(typeName: name, kind: kind, place: place(at: position))
        let (binding, returned) = binding(before: expressionStart)
        creation.binding = binding.map(reader.text)
        creation.isReturned = returned
        references.creations.append(creation)
        let index = references.creations.count - 1
        creationAtToken[position] = index
        if let binding, !scopes.isEmpty {
            let hash = nameHash(binding)
            bindings[hash] = Binding(creation: index, depth: scopes.count, context: currentContext)
            scopedNames.append((hash, .binding))
            bindingLengths |= 1 << UInt64(min(63, reader.tokens[binding].end - reader.tokens[binding].start))
        }
        return index
    }

    /// The name token an expression starting at `start` is bound to (`let screen = `,
    /// `screen = `, `guard let screen = `), and whether it is returned instead.
    private func binding(before start: Int) -> (Int?, Bool) {
        var before = start - 1
        while reader.keyword(before) == .await || reader.keyword(before) == .try { before -= 1 }
        if reader.kind(before) == .question || reader.kind(before) == .exclamation, reader.keyword(before - 1) == .try {
            before -= 2
            while reader.keyword(before) == .await { before -= 1 }
        }
        // `return Screen()`, or a function whose body is the creation alone.
        if reader.keyword(before) == .return { return (nil, true) }
        if reader.kind(before) == .leftBrace, case .function = role(at: before) { return (nil, true) }
        guard isSingleEquals(before) else { return (nil, false) }
        if reader.isName(before - 1), reader.kind(before - 2) != .dot { return (before - 1, false) }
        // `let screen: Screen = …`
        var declaration = before - 1
        while declaration > before - 8, declaration > 0 {
            if reader.keyword(declaration) == .let || reader.keyword(declaration) == .var {
                return reader.isName(declaration + 1) ? (declaration + 1, false) : (nil, false)
            }
            declaration -= 1
        }
        return (nil, false)
    }


    /// What is done with an instance through the name it is bound to: a member set or called
    /// on it is part of its set-up; once it is passed on or returned, what follows is not, but
    /// for what a callback, a task or the code after an `await` gives it later.
    mutating func followBinding(at position: Int, _ token: Token) {
        let length = Int(token.end - token.start)
        guard bindingLengths & (1 << UInt64(min(63, length))) != 0, reader.kind(position - 1) != .dot else { return }
        let name = nameHash(position)
        guard let bound = bindings[name] else { return }
        let isLater = !currentContext.subtracting(bound.context).isDisjoint(with: [.callback, .task, .afterAwait])
        var next = position + 1
        while reader.kind(next) == .question || reader.kind(next) == .exclamation { next += 1 }
        if reader.kind(next) == .dot, reader.isName(next + 1) {
            guard isLater || !bound.isPassedOn else { return }
            if isSingleEquals(next + 2), reader.keyword(next + 3) != .nil {
                let member = reader.text(next + 1)
                if isLater {
                    references.creations[bound.creation].laterMembers.append(member)
                } else {
                    references.creations[bound.creation].setMembers.append(member)
                    if mayBeNil(from: next + 3) { references.creations[bound.creation].maybeNilMembers.append(member) }
                }
            } else if reader.kind(next + 2) == .leftParen {
                if isLater {
                    references.creations[bound.creation].laterCalledMembers.append(reader.text(next + 1))
                } else {
                    references.creations[bound.creation].calledMembers.append(reader.text(next + 1))
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

    /// Whether the value starting at `start` may be nil: an optional parameter or property on
    /// its own, or an expression on that line with an optional chain, `as?` or `try?`.
    mutating func mayBeNil(from start: Int) -> Bool {
        let line = reader.line(start)
        let endsThere = start + 1 >= reader.count || reader.line(start + 1) != line
            || [.semicolon, .rightBrace].contains(reader.kind(start + 1))
        if endsThere, reader.isName(start) {
            let name = nameHash(start)
            let function = (scopes.isEmpty ? -1 : scopes[scopes.count - 1].function)
            if function >= 0,
               let parameter = file.declarations.functions[function].parameters.first(where: { nameHash($0.nameToken) == name }) {
                return parameter.type.isOptional
            }
            return !isLocal(at: start) && isOptionalProperty(name)
        }
        // To the end of the statement: a line of many statements is read once, not once per statement.
        var position = start
        while position < reader.count, reader.line(position) == line {
            switch reader.kind(position) {
            case .semicolon, .leftBrace, .rightBrace: return false
            case .question:
                if reader.kind(position + 1) == .dot || reader.keyword(position - 1) == .as
                    || reader.keyword(position - 1) == .try {
                    return true
                }
            default: break
            }
            position += 1
        }
        return false
    }

    private mutating func isOptionalProperty(_ name: UInt64) -> Bool {
        if optionalProperties == nil {
            var names: Set<UInt64> = []
            for property in file.declarations.properties where property.type?.isOptional == true {
                names.insert(nameHash(property.nameToken))
            }
            optionalProperties = names
        }
        return optionalProperties?.contains(name) ?? false
    }
}
