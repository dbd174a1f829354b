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
    /// Names (by hash) of the file's optional stored properties and of the open function's
    /// optional parameters: a value passed on from one of them may be nil.
    var optionalProperties: Set<UInt64> = []
    /// Each function's parameters (by hash), by its body's `{`, and whether each is optional.
    var parameters: [Int: [(name: UInt64, isOptional: Bool)]] = [:]
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
        /// The open function's parameters (by hash), and whether each is optional.
        var parameters: [(name: UInt64, isOptional: Bool)] = []
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
        case .if, .guard, .while, .for, .switch, .catch, .else, .do, .repeat, .defer, .get, .set, .didSet, .willSet:
            markBody(at: position, token.keyword)
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
        scope.parameters = parameters[position] ?? parent?.parameters ?? []
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
