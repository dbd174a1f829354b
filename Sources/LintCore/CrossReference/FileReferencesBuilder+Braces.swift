/// What each `{` of the file opens, found before the walk: types', functions' and accessors'
/// bodies from the declaration index, statements' bodies from their keywords.
extension FileReferencesBuilder {
    /// The bodies the declaration index found, the accessors' and the statements'.
    mutating func indexBraces() {
        let declarations = file.declarations
        for type in declarations.types {
            if let body = type.body { setRole(.type(type.name), at: body.open) }
        }
        for (index, function) in declarations.functions.enumerated() {
            declaresFunction[function.keywordToken] = true
            if function.keywordToken + 1 < declaresFunction.count { declaresFunction[function.keywordToken + 1] = true }
            if let body = function.body {
                setRole(.function(index), at: body.open)
            }
            if parts.contains(.creations), function.kind == .initializer, let parent = function.parent {
                var declared: [InitializerParameter] = []
                for parameter in function.parameters { declared.append(initializerParameter(parameter)) }
                references.initializers.append(InitializerDeclaration(
                    type: declarations.types[parent].name, signature: function.signature, parameters: declared
                ))
            }
            if parts.contains(.creations), function.kind == .function, let returned = function.returnType,
               !returned.isOptional || returned.wrapped != nil {
                let name = (returned.wrapped ?? returned).baseName
                if name.first?.isUppercase == true {
                    references.factories.append(Factory(
                        name: function.name, returnType: name, owner: function.parent.map { declarations.types[$0].name }
                    ))
                }
            }
        }
        for index in declarations.properties.indices where declarations.properties[index].accessors != .none {
            let nameToken = declarations.properties[index].nameToken
            if let brace = reader.bodyBrace(from: nameToken + 1), role(at: brace) == nil {
                setRole(.accessor(declarations.properties[index].name), at: brace)
            }
        }
    }

    /// A statement's or an accessor's keyword, met by the walk before the `{` it opens.
    mutating func markBody(at position: Int, _ keyword: Keyword?) {
        switch keyword {
        case .if, .guard, .while, .for, .switch, .catch:
            // `repeat { … } while ready` has no body of its own.
            if keyword == .while, reader.kind(position - 1) == .rightBrace { return }
            if let brace = reader.statementBody(from: position + 1), role(at: brace) == nil { setRole(.statement, at: brace) }
        case .else, .do, .repeat, .defer:
            if reader.kind(position + 1) == .leftBrace, role(at: position + 1) == nil { setRole(.statement, at: position + 1) }
        case .get, .set, .didSet, .willSet:
            markAccessor(at: position)
        default:
            break
        }
    }

    private func initializerParameter(_ parameter: Parameter) -> InitializerParameter {
        var defaultsToNil = false
        if parameter.hasDefault {
            var position = parameter.nameToken + 1
            var depth = 0
            while position < reader.count {
                let kind = reader.tokens[position].kind
                if kind == .leftParen || kind == .leftBracket || kind == .leftAngle { depth += 1 }
                if kind == .rightParen || kind == .rightBracket || kind == .rightAngle { depth -= 1 }
                if depth < 0 || depth == 0 && kind == .comma { break }
                if depth == 0, reader.isOperator(position, "=") {
                    defaultsToNil = reader.keyword(position + 1) == .nil
                    break
                }
                position += 1
            }
        }
        return InitializerParameter(
            label: parameter.externalName ?? "_", name: parameter.internalName, hasDefault: parameter.hasDefault,
            defaultsToNil: defaultsToNil, isOptional: parameter.type.isOptional
        )
    }

    /// The role of the `{` at `position`: a table of positions into `roles`, whose elements
    /// need no destroying (a table of optional roles cost a walk over every token to free).
    func role(at position: Int) -> BraceRole? {
        let slot = braceRoleSlots[position]
        return slot < 0 ? nil : roles[Int(slot)]
    }

    private mutating func setRole(_ role: BraceRole, at position: Int) {
        braceRoleSlots[position] = Int32(roles.count)
        roles.append(role)
    }

    /// `get {`, `set(value) {`, `didSet {` inside a property's accessor block.
    private mutating func markAccessor(at position: Int) {
        var brace = position + 1
        if reader.kind(brace) == .leftParen, let close = reader.matchingClose(brace) { brace = close + 1 }
        guard reader.kind(brace) == .leftBrace, reader.kind(position - 1) == .leftBrace || reader.kind(position - 1) == .rightBrace
            || reader.kind(position - 1) == .attribute else { return }
        setRole(.accessor(reader.text(position)), at: brace)
    }
}
