extension FileReferences {
    /// What `file` tells the project, limited to `parts`: one walk over its tokens.
    public init(_ file: SourceFile, parts: CrossReferenceParts = .all) {
        var builder = FileReferencesBuilder(file: file, parts: parts)
        builder.build()
        self = builder.references
    }
}

/// Walks a file's tokens once with a stack of the braces and brackets open: each `{` is a
/// type's, a function's or an accessor's body, a statement's, or a closure's, and each `(` may
/// be a call's argument list. What is set on a new instance is followed through the name it
/// is bound to until the instance is passed on or returned.
struct FileReferencesBuilder {
    let file: SourceFile
    let parts: CrossReferenceParts
    var references: FileReferences
    let reader: TokenReader
    /// What each `{` that is no closure opens.
    var braceRoleSlots: [Int32]
    var roles: [BraceRole] = []
    /// Tokens that name a function in its declaration (`func load(`, `init(`): no call.
    var declaresFunction: [Bool]
    var scopes: [Scope] = []
    var delimiters: [Delimiter] = []
    /// The `(` of the parenthesis closed last, and where it closed: a trailing closure after it
    /// belongs to that call.
    var lastClosedParen: (open: Int, close: Int, call: Int?) = (-1, -1, nil)
    /// Names declared as locals in the open scopes (by `NameSet` hash), by how many scopes were
    /// open then: looked up for every assignment, so no String is made for them.
    var locals: [UInt64: Int] = [:]
    /// Other names of `self` in the open scopes (`strongSelf`), by hash, with their depth.
    var selfAliases: [UInt64: Int] = [:]
    /// Names new instances are bound to (by hash), with their creation and how many scopes were open.
    var bindings: [UInt64: (creation: Int, depth: Int)] = [:]
    /// One bit per binding name length: most identifiers are no binding, told without a String.
    var bindingLengths: UInt64 = 0
    /// The `(` expected next for the call or creation just read, and its records.
    var pending: (paren: Int, call: Int?, creation: Int?)?

    enum BraceRole {
        case type(String)
        case function(String)
        case accessor(String)
        case statement
    }

    struct Scope {
        var open: Int
        var type: String?
        var function: String?
        var context: CodeContext
        /// A function's, an accessor's or a closure's body: code that runs as one piece.
        var runs: Bool
        var sawAwait = false
        /// A statement's body: an `await` in it is one in the code around it.
        var isStatement = false
        var localNames: [UInt64] = []
        var boundNames: [UInt64] = []
    }

    enum DelimiterKind { case paren, bracket, brace }

    struct Delimiter {
        var kind: DelimiterKind
        var open: Int
        /// The call (index in `references.calls`) or creation (in `references.creations`)
        /// whose arguments these parentheses hold.
        var call: Int?
        var creation: Int?
        var argumentStart: Int
        var labels: [String] = []
        var arguments: [ValueKind] = []
    }

    init(file: SourceFile, parts: CrossReferenceParts) {
        self.file = file
        self.parts = parts
        reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
        references = FileReferences(path: file.path)
        // One slot per token: looked up at every brace and call, where hashing positions cost more.
        braceRoleSlots = Array(repeating: -1, count: file.tokens.count)
        declaresFunction = Array(repeating: false, count: file.tokens.count)
        indexBraces()
    }

    /// The bodies the declaration index found, the accessors' and the statements'.
    private mutating func indexBraces() {
        let declarations = file.declarations
        for type in declarations.types {
            if let body = type.body { setRole(.type(type.name), at: body.open) }
        }
        for function in declarations.functions {
            declaresFunction[function.keywordToken] = true
            if function.keywordToken + 1 < declaresFunction.count { declaresFunction[function.keywordToken + 1] = true }
            if let body = function.body { setRole(.function(function.signature), at: body.open) }
            if parts.contains(.creations), function.kind == .initializer, let parent = function.parent {
                references.initializers.append(InitializerDeclaration(
                    type: declarations.types[parent].name, signature: function.signature,
                    parameters: function.parameters.map(initializerParameter)
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
        for property in declarations.properties where property.accessors != .none {
            if let brace = reader.bodyBrace(from: property.nameToken + 1), role(at: brace) == nil {
                setRole(.accessor(property.name), at: brace)
            }
        }
        let tokens = file.tokens
        for position in tokens.indices {
            switch tokens[position].keyword {
            case .if, .guard, .while, .for, .switch, .catch:
                // `repeat { … } while ready` has no body of its own.
                if tokens[position].keyword == .while, reader.kind(position - 1) == .rightBrace { continue }
                if let brace = statementBody(from: position + 1), role(at: brace) == nil { setRole(.statement, at: brace) }
            case .else, .do, .repeat, .defer:
                if reader.kind(position + 1) == .leftBrace { setRole(.statement, at: position + 1) }
            case .get, .set, .didSet, .willSet:
                markAccessor(at: position)
            default:
                break
            }
        }
    }

    private func initializerParameter(_ parameter: Parameter) -> InitializerParameter {
        var defaultsToNil = false
        if parameter.hasDefault {
            var position = parameter.nameToken + 1
            var depth = 0
            while position < reader.count {
                let kind = file.tokens[position].kind
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

    /// The `{` of a statement whose condition starts at `start`: the first one outside
    /// parentheses and brackets. `<` is a comparison here (`if count < limit {`), and a closure
    /// in a condition must be in parentheses.
    private func statementBody(from start: Int) -> Int? {
        var depth = 0
        var position = start
        while position < reader.count {
            switch file.tokens[position].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth < 0 { return nil }
            case .leftBrace:
                if depth == 0 { return position }
                guard let close = reader.matchingClose(position) else { return nil }
                position = close
            case .rightBrace, .semicolon:
                if depth == 0 { return nil }
            default:
                break
            }
            position += 1
        }
        return nil
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

    mutating func build() {
        let tokens = file.tokens
        var position = 0
        while position < tokens.count {
            visit(position)
            position += 1
        }
        while !scopes.isEmpty { closeScope() }
    }

    private mutating func visit(_ position: Int) {
        let token = file.tokens[position]
        switch token.kind {
        case .leftBrace:
            openBrace(at: position)
        case .rightBrace:
            if delimiters.last?.kind == .brace { delimiters.removeLast() }
            closeScope()
        case .leftParen:
            openParen(at: position)
        case .rightParen:
            closeParen(at: position)
        case .leftBracket:
            delimiters.append(Delimiter(kind: .bracket, open: position, argumentStart: position + 1))
        case .rightBracket:
            if delimiters.last?.kind == .bracket { delimiters.removeLast() }
        case .comma:
            if delimiters.last?.kind == .paren { finishArgument(endingAt: position) }
        case .operator:
            if token.end - token.start == 1, file.bytes[Int(token.start)] == UInt8(ascii: "="), isInRunningCode {
                assignment(at: position)
            }
        case .identifier, .escapedIdentifier:
            visitWord(at: position, token)
        default:
            break
        }
    }

    private var isInRunningCode: Bool { scopes.last?.runs ?? false }

    private mutating func visitWord(at position: Int, _ token: Token) {
        switch token.keyword {
        case .await:
            if let last = scopes.indices.last { scopes[last].sawAwait = true }
        case .var, .let:
            guard isInRunningCode, reader.isName(position + 1) else { break }
            declareLocal(nameHash(position + 1))
            // `guard let strongSelf = self`: another name for the instance.
            if reader.isOperator(position + 2, "="), reader.keyword(position + 3) == .selfValue,
               reader.kind(position + 4) != .dot, reader.kind(position + 4) != .question {
                selfAliases[nameHash(position + 1)] = scopes.count
                scopes[scopes.count - 1].localNames.append(nameHash(position + 1))
            }
        case .as:
            if parts.contains(.creations) { cast(at: position) }
        case nil:
            if !bindings.isEmpty { followBinding(at: position, token) }
            if reader.kind(position + 1) == .leftParen || reader.kind(position + 1) == .leftAngle
                || reader.kind(position + 1) == .dot {
                callOrCreation(at: position)
            }
        default:
            break
        }
    }

    // MARK: Scopes

    private mutating func openBrace(at position: Int) {
        delimiters.append(Delimiter(kind: .brace, open: position, argumentStart: position + 1))
        let parent = scopes.last
        var scope = Scope(
            open: position, type: parent?.type, function: parent?.function, context: parent?.context ?? [], runs: false
        )
        switch role(at: position) {
        case .type(let name):
            scope.type = name
            scope.function = nil
            scope.context = []
        case .function(let signature):
            scope.function = signature
            scope.context = []
            scope.runs = true
        case .accessor(let name):
            scope.function = scope.function.map { $0 + "." + name } ?? name
            scope.context = []
            scope.runs = true
        case .statement:
            scope.runs = parent?.runs ?? false
            scope.sawAwait = parent?.sawAwait ?? false
            scope.isStatement = true
        case nil:
            scope.runs = true
            scope.context.formUnion(closureContext(at: position))
            trailingClosure(at: position)
        }
        scopes.append(scope)
    }

    private mutating func closeScope() {
        guard let scope = scopes.popLast() else { return }
        for name in scope.localNames where locals[name] == scopes.count + 1 { locals[name] = nil }
        for name in scope.localNames where selfAliases[name] == scopes.count + 1 { selfAliases[name] = nil }
        for name in scope.boundNames where bindings[name]?.depth == scopes.count + 1 { bindings[name] = nil }
        // A statement's body runs in its function: an `await` there is one for what follows.
        if scope.isStatement, scope.sawAwait, let last = scopes.indices.last, scopes[last].runs { scopes[last].sawAwait = true }
    }

    private mutating func declareLocal(_ name: UInt64) {
        guard let last = scopes.indices.last else { return }
        locals[name] = scopes.count
        scopes[last].localNames.append(name)
    }

    /// Whether the name at `position` is a local of the open function (or closure), not a member.
    func isLocal(at position: Int) -> Bool {
        !locals.isEmpty && locals[nameHash(position)] != nil
    }

    /// The `NameSet` hash of the name token at `position`, backticks aside.
    func nameHash(_ position: Int) -> UInt64 {
        let token = file.tokens[position]
        let range = token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range
        return NameSet.hash(of: range, in: file.bytes)
    }

    func place(at position: Int) -> CodePlace {
        CodePlace(type: scopes.last?.type, function: scopes.last?.function, line: reader.line(position) + 1)
    }

    var currentContext: CodeContext {
        guard let scope = scopes.last else { return [] }
        return scope.sawAwait ? scope.context.union(.afterAwait) : scope.context
    }
}
