/// Type, function and property headers.
extension DeclarationIndexBuilder {
    /// Words after a type's keyword that make it no type's declaration (`class func`, `class
    /// var`, `class override`): asked by the scanner's keyword, so no String is made; a
    /// backticked name is never one.
    static let notTypeNames: Set<Keyword> = [
        .func, .var, .let, .subscript, .initializer, .deinit, .typealias, .static, .final, .override,
        .private, .public, .internal, .fileprivate, .open, .convenience, .required, .dynamic, .lazy,
        .weak, .unowned, .nonisolated, .mutating, .in, .where,
    ]

    mutating func parseType(at keyword: Int) {
        let nameStart = keyword + 1
        guard reader.isName(nameStart), !(reader.keyword(nameStart).map(Self.notTypeNames.contains) ?? false),
              let kind = Self.typeKind(reader.keyword(keyword)) else { return }
        var position = nameStart + 1
        var name = reader.text(nameStart)
        if kind == .extension {
            while reader.kind(position) == .dot && reader.isName(position + 1) {
                name += "." + reader.text(position + 1)
                position += 2
            }
            // `extension Account?` extends `Optional<Account>`, not `Account`.
            if reader.kind(position) == .question || reader.kind(position) == .exclamation {
                name += reader.text(position)
                position += 1
            }
        }
        position = reader.skipGenericClause(position)
        var inherited: [TypeReference] = []
        if reader.kind(position) == .colon {
            position += 1
            while position < reader.count {
                let end = reader.typeEnd(from: position)
                if end > position { inherited.append(TypeReference(reader.joined(position..<end))) }
                guard reader.kind(end) == .comma else { break }
                position = end + 1
            }
        }
        let (modifiers, attributes, firstToken) = modifiersAndAttributes(before: keyword)
        let typeIndex = index.types.count
        let body = expectBody(at: reader.bodyBrace(from: position), .type(typeIndex))
        index.types.append(TypeDeclaration(
            kind: kind, name: name, keywordToken: keyword, firstToken: firstToken, nameToken: nameStart,
            modifiers: modifiers,
            attributes: attributes, inheritedTypes: inherited, body: body, parent: enclosingType
        ))
    }

    private static func typeKind(_ keyword: Keyword?) -> TypeKind? {
        switch keyword {
        case .class?: .class
        case .struct?: .struct
        case .enum?: .enum
        case .actor?: .actor
        case .protocol?: .protocol
        case .extension?: .extension
        default: nil
        }
    }

    mutating func parseFunction(at keyword: Int) {
        let kind: FunctionKind
        var position = keyword + 1
        var name: String
        switch reader.keyword(keyword) {
        case .func?:
            kind = .function
            guard position < reader.count else { return }
            name = reader.text(position)
            position += 1
            while reader.kind(position) == .operator || reader.kind(position) == .question
                || reader.kind(position) == .exclamation {
                name += reader.text(position)
                position += 1
            }
        case .initializer?:
            kind = .initializer
            name = "init"
            if reader.kind(position) == .question || reader.kind(position) == .exclamation { position += 1 }
        default:
            kind = .subscript
            name = "subscript"
        }
        position = reader.skipGenericClause(position)
        guard reader.kind(position) == .leftParen, let close = reader.matchingClose(position) else { return }
        let parameters = parseParameters(position + 1..<close, labelled: kind != .subscript)
        position = close + 1
        var isAsync = false
        var throwsClause = ThrowsClause.none
        while position < reader.count {
            if reader.keyword(position) == .async || reader.isWord(position, "reasync") {
                isAsync = true
            } else if reader.keyword(position) == .rethrows {
                throwsClause = .rethrows
            } else if reader.keyword(position) == .throws {
                throwsClause = .throws
                if reader.kind(position + 1) == .leftParen, let typeClose = reader.matchingClose(position + 1) {
                    throwsClause = .typed(reader.joined(position + 2..<typeClose))
                    position = typeClose
                }
            } else {
                break
            }
            position += 1
        }
        var returnType: TypeReference?
        if reader.kind(position) == .arrow {
            let end = reader.typeEnd(from: position + 1)
            returnType = TypeReference(reader.joined(position + 1..<end))
            position = end
        }
        let (modifiers, attributes, firstToken) = modifiersAndAttributes(before: keyword)
        let functionIndex = index.functions.count
        let body = expectBody(at: reader.bodyBrace(from: position), .function(functionIndex))
        index.functions.append(FunctionDeclaration(
            kind: kind, name: name, keywordToken: keyword, firstToken: firstToken, modifiers: modifiers,
            attributes: attributes,
            parameters: parameters, isAsync: isAsync, throwsClause: throwsClause, returnType: returnType,
            body: body, parent: enclosingType
        ))
    }

    /// Splits `a: Int, with b: (String) -> Void = { _ in }` at top-level commas.
    private func parseParameters(_ range: Range<Int>, labelled: Bool) -> [Parameter] {
        var parameters: [Parameter] = []
        var start = range.lowerBound
        var position = range.lowerBound
        var depth = 0
        // In a default value `<` is usually an operator (`1 << 14`, `a < b`): there an angle
        // counts only as a generic argument list written against its type (`Set<Int>()`).
        var inDefault = false
        while position <= range.upperBound {
            let kind = position < range.upperBound ? reader.tokens[position].kind : .comma
            switch kind {
            case .leftAngle where inDefault && !isGenericAngle(at: position): break
            case .rightAngle where inDefault && depth == 0: break
            case .leftParen, .leftBracket, .leftBrace, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .rightAngle: depth -= 1
            case .operator where depth == 0 && reader.isOperator(position, "="): inDefault = true
            case .comma where depth == 0:
                if let parameter = parseParameter(start..<position, labelled: labelled) { parameters.append(parameter) }
                start = position + 1
                inDefault = false
            default: break
            }
            position += 1
        }
        return parameters
    }

    /// `Set<Int>`: a `<` touching the name before it and the type after it.
    private func isGenericAngle(at position: Int) -> Bool {
        guard position > 0, position + 1 < reader.count, reader.isName(position - 1), reader.isName(position + 1) else {
            return false
        }
        return reader.tokens[position - 1].end == reader.tokens[position].start
            && reader.tokens[position].end == reader.tokens[position + 1].start
    }

    private func parseParameter(_ range: Range<Int>, labelled: Bool) -> Parameter? {
        var position = range.lowerBound
        // `@escaping`, `@MainActor`, `@ParserBuilder<Input>`, `@available(*, deprecated)`.
        while position < range.upperBound && reader.kind(position) == .attribute {
            position = reader.skipGenericClause(position + 1)
            if reader.kind(position) == .leftParen, let close = reader.matchingClose(position) { position = close + 1 }
        }
        // The first and last names before the colon: the label and the name used inside.
        var first: Int?
        var last: Int?
        while position < range.upperBound && reader.kind(position) != .colon {
            if reader.isName(position) {
                first = first ?? position
                last = position
            }
            position += 1
        }
        guard let first, let last, position < range.upperBound else { return nil }
        let typeStart = position + 1
        var typeEnd = typeStart
        while typeEnd < range.upperBound && !reader.isOperator(typeEnd, "=") {
            typeEnd += 1
        }
        let external: String? = first != last ? reader.text(first) : (labelled ? reader.text(last) : nil)
        return Parameter(
            externalName: external, internalName: reader.text(last), nameToken: last,
            type: TypeReference(reader.joined(typeStart..<typeEnd)), hasDefault: typeEnd < range.upperBound
        )
    }

    mutating func parseProperty(at keyword: Int) {
        let previous = keyword - 1
        if isInCodeBlock || reader.kind(previous) == .comma || reader.kind(previous) == .leftParen
            || [.if, .guard, .while, .case, .for, .catch, .in].contains(reader.keyword(previous)) {
            return
        }
        let (modifiers, attributes, firstToken) = modifiersAndAttributes(before: keyword)
        var nameToken = keyword + 1
        // `var a: Int?, b: String?` declares two properties with the same modifiers.
        while reader.isName(nameToken) {
            let end = parseBinding(
                keyword: keyword, nameToken: nameToken, modifiers: modifiers, attributes: attributes,
                firstToken: firstToken
            )
            guard reader.kind(end) == .comma, reader.isName(end + 1), reader.kind(end + 2) == .colon else { return }
            nameToken = end + 1
        }
    }

    /// One `name: Type = value { accessors }` of a property declaration; returns where its
    /// type or initializer ends.
    private mutating func parseBinding(
        keyword: Int, nameToken: Int, modifiers: [Modifier], attributes: [String], firstToken: Int
    ) -> Int {
        var position = nameToken + 1
        var type: TypeReference?
        if reader.kind(position) == .colon {
            let end = reader.typeEnd(from: position + 1)
            type = TypeReference(reader.joined(position + 1..<end))
            position = end
        }
        let hasInitializer = reader.isOperator(position, "=")
        var accessors = PropertyAccessors.none
        // In a type's body a `{` after the type can only open accessors, on the same line or not.
        if !hasInitializer && reader.kind(position) == .leftBrace
            && (enclosingType != nil || reader.line(position) == reader.line(position - 1)) {
            accessors = .computed
        }
        let propertyIndex = index.properties.count
        index.properties.append(PropertyDeclaration(
            isLet: reader.keyword(keyword) == .let, name: reader.text(nameToken), keywordToken: keyword,
            firstToken: firstToken,
            nameToken: nameToken, modifiers: modifiers, attributes: attributes, type: type,
            hasInitializer: hasInitializer, accessors: accessors, parent: enclosingType
        ))
        if accessors == .computed { pendingBodies[position] = .accessors(property: propertyIndex) }
        return position
    }
}
