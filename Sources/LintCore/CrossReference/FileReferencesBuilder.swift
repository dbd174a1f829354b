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
    /// What each `{` opens.
    let braces: BraceRoles
    var placeNames: [PlaceName] = [PlaceName()]
    var scopedNames: [(hash: UInt64, kind: ScopedNameKind)] = []
    /// The labels and kinds of the arguments of the calls and creations whose parentheses are open.
    var argumentLists: [(labels: [String], kinds: [ValueKind], sources: [UInt64])] = []
    /// Tokens that name a function in its declaration (`func load(`, `init(`): no call.
    var declaresFunction: [Bool]
    var scopes: [Scope] = []
    var delimiters: [Delimiter] = []
    /// The `(` of the parenthesis closed last, and where it closed: a trailing closure after it
    /// belongs to that call.
    var lastClosedParen: (open: Int, close: Int) = (-1, -1)
    /// Names declared as locals in the open scopes (by `NameSet` hash), by how many scopes were
    /// open then: looked up for every assignment, so no String is made for them.
    var locals: [UInt64: Int] = [:]
    /// Where each local's value starts (`let selected = subEvent(for: path)`), by hash, read
    /// only when the local is given to an instance; `declaredOptional` for `var user: User?`.
    var localValues: [UInt64: Int] = [:]
    static let declaredOptional = -1
    /// Other names of `self` in the open scopes (`strongSelf`), by hash, with their depth.
    var selfAliases: [UInt64: Int] = [:]
    /// Names new instances are bound to (by hash), with their creation and how many scopes were open.
    var bindings: [UInt64: Binding] = [:]
    /// One bit per binding name length: most identifiers are no binding, told without a String.
    var bindingLengths: UInt64 = 0
    /// One bit per first letter of a binding's name (its low six bits): a second such test.
    var bindingInitials: UInt64 = 0
    /// Names (by hash) of the file's optional stored properties: a value passed on from one of
    /// them may be nil. Made when a set-up first asks.
    var optionalProperties: Set<UInt64>?
    /// The members this file declares that no change in place is asked of: outlets and
    /// non-optional properties (by name hash). Made when first asked.
    var unaskedMembers: Set<UInt64>?
    /// The file's stored properties with their declared types, for receivers that name one.
    var keptTypes: [String: [UInt64: String]]?
    /// The `(` expected next for the call or creation just read, and its records.
    var pending: (paren: Int, creation: Int?)?
    /// Each creation by the token naming its type: an assignment the outline resolves to a
    /// cast or a creation by that token sets a member on that creation.
    var creationsByToken = TokenTable()
    /// Members given to new instances on some paths only, settled once the file is read.
    var branchSets: [BranchSet] = []

    /// A new instance's name: its creation, how many scopes were open and what the code around
    /// it ran in, and whether that code has passed the instance on.
    struct Binding {
        var creation: Int
        /// Where the instance is made: a branch begun after it may not run.
        var position: Int
        var depth: Int
        var context: CodeContext
        var isPassedOn = false
    }

    enum BraceRole {
        case type(String, isValueType: Bool)
        /// The function's position in the declaration index: its signature is made only if a
        /// record needs it.
        case function(Int)
        case accessor(String)
        /// A statement's body; `branch`, the `if`, `switch`, loop or `catch` that may not run it
        /// (nil for `do`, `repeat` and `defer`, which do).
        case statement(branch: Int?)
    }

    /// Where records of a scope are made: the type and function names, the function's made
    /// when a record first asks (most functions record nothing).
    struct PlaceName {
        var type: String?
        /// A struct's, an enum's or a protocol's code: no screen's, so its own members' sets
        /// are left out with `.selfAssignments` alone.
        var isValueType = false
        var function: String?
        var baseName: String?
        var declaration: Int = -1
        var accessor: String?
        var outer: Int = -1
        var isResolved = true
    }

    /// An open brace's code. Only plain values, so that opening and closing one retains nothing:
    /// names live in `placeNames`, parameters in `parameters`, locals in `scopedNames`.
    struct Scope {
        var open: Int
        var place: Int
        var context: CodeContext
        /// A function's, an accessor's or a closure's body: code that runs as one piece.
        var runs: Bool
        var sawAwait = false
        /// A statement's body: an `await` in it is one in the code around it.
        var isStatement = false
        /// For the body of an `if`, `switch`, loop or `catch`, the keyword that starts it: code
        /// there runs on some paths only.
        var branch: Int?
        /// The open function's position in the declaration index, or -1: its parameters are in scope.
        var function = -1
        /// The function the innermost callback around is handed to, by name hash; 0: none known.
        var callee: UInt64 = 0
        /// Where this scope's names start in `scopedNames`.
        var namesStart = 0
    }

    /// A name declared or bound in an open scope, by hash: a local, a local alias of `self`, or
    /// a new instance's binding.
    enum ScopedNameKind { case local, alias, binding }

    enum DelimiterKind { case paren, bracket, brace }

    struct Delimiter {
        var kind: DelimiterKind
        var open: Int
        /// The creation (index in `references.creations`) whose arguments these parentheses hold.
        var creation: Int?
        var argumentStart: Int
        /// Its position in `argumentLists` when it holds a creation's arguments, or -1.
        var arguments = -1
    }

    init(file: SourceFile, parts: CrossReferenceParts) {
        self.file = file
        self.parts = parts
        let reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
        self.reader = reader
        references = FileReferences(path: file.path)
        braces = BraceRoles(file: file, reader: reader)
        declaresFunction = Array(repeating: false, count: file.tokens.count)
        readDeclarations()
    }

    mutating func build() {
        var position = 0
        while position < reader.count {
            visit(position)
            position += 1
        }
        while !scopes.isEmpty { closeScope() }
        if !branchSets.isEmpty { settleBranchSets() }
        // Name hashes are kept once a file: most are a view's or a cell's, set many times over.
        references.membersSetOnOthers = Array(Set(references.membersSetOnOthers)).sorted()
        references.changedFromOutside = Array(Set(references.changedFromOutside)).sorted()
        references.callsBackInPlace = Array(Set(references.callsBackInPlace)).sorted()
        references.callsBackLater = Array(Set(references.callsBackLater)).sorted()
    }

    private mutating func visit(_ position: Int) {
        let token = reader.tokens[position]
        switch token.kind {
        case .leftBrace:
            openBrace(at: position)
        case .rightBrace:
            if innermostDelimiter == .brace { delimiters.removeLast() }
            closeScope()
        case .leftParen:
            openParen(at: position)
        case .rightParen:
            closeParen(at: position)
        case .leftBracket:
            delimiters.append(Delimiter(kind: .bracket, open: position, argumentStart: position + 1))
        case .rightBracket:
            if innermostDelimiter == .bracket { delimiters.removeLast() }
        case .comma:
            if innermostDelimiter == .paren { finishArgument(endingAt: position) }
        case .operator:
            if token.end - token.start == 1, reader.bytes[Int(token.start)] == UInt8(ascii: "="), isInRunningCode {
                if !creationsByToken.isEmpty { setMemberThroughCast(at: position) }
                assignment(at: position)
                if parts.contains(.selfAssignments) { inPlaceAssignment(at: position) }
            } else if isInRunningCode, token.end - token.start > 1,
                      OperatorRole(spelling: reader.bytes[Int(token.start)..<Int(token.end)]) == .compoundAssignment {
                // `ranges += more`: a change of the member, as `=` is.
                assignment(at: position)
                if parts.contains(.selfAssignments) { inPlaceAssignment(at: position) }
            }
        case .identifier, .escapedIdentifier:
            visitWord(at: position, token)
        default:
            break
        }
    }

    /// The kind of the innermost open bracket, read in place: `delimiters.last` copied it whole.
    var innermostDelimiter: DelimiterKind? {
        delimiters.isEmpty ? nil : delimiters[delimiters.count - 1].kind
    }

    private var isInRunningCode: Bool { (scopes.isEmpty ? false : scopes[scopes.count - 1].runs) }

    private mutating func visitWord(at position: Int, _ token: Token) {
        switch token.keyword {
        case .await:
            if let last = scopes.indices.last { scopes[last].sawAwait = true }
        case .var, .let:
            guard isInRunningCode, reader.isName(position + 1) else { break }
            declareLocal(reader.nameHash(position + 1))
            recordLocalValue(declaredAt: position)
            // `guard let strongSelf = self`: another name for the instance.
            if reader.isOperator(position + 2, "="), reader.keyword(position + 3) == .selfValue,
               reader.kind(position + 4) != .dot, reader.kind(position + 4) != .question {
                selfAliases[reader.nameHash(position + 1)] = scopes.count
                scopedNames.append((reader.nameHash(position + 1), .alias))
            }
        case .as:
            if parts.contains(.creations) { cast(at: position) }
        case .selfValue:
            if parts.contains(.creations), reader.kind(position - 1) == .dot { instantiatedType(at: position) }
        case nil:
            if !bindings.isEmpty { followBinding(at: position, token) }
            if isInRunningCode, parts.contains(.selfAssignments) {
                mutatingCall(at: position)
                callOfClosureParameter(at: position)
            }
            if reader.kind(position + 1) == .leftParen || reader.kind(position + 1) == .leftAngle
                || reader.kind(position + 1) == .dot {
                callOrCreation(at: position)
            }
        case .initializer, .selfType, .super:
            break
        default:
            // `panel.open(url)`: a contextual keyword after a dot names a member.
            if reader.kind(position - 1) == .dot, reader.kind(position + 1) == .leftParen { callOrCreation(at: position) }
        }
    }

    // MARK: Scopes

    private mutating func openBrace(at position: Int) {
        delimiters.append(Delimiter(kind: .brace, open: position, argumentStart: position + 1))
        let parent = scopes.last
        var scope = Scope(open: position, place: parent?.place ?? 0, context: parent?.context ?? [], runs: false)
        scope.function = parent?.function ?? -1
        scope.callee = parent?.callee ?? 0
        scope.namesStart = scopedNames.count
        switch braces.role(at: position) {
        case .type(let name, let isValueType):
            scope.place = newPlace(PlaceName(type: name, isValueType: isValueType))
            scope.context = []
            scope.callee = 0
        case .function(let declaration):
            scope.function = declaration
            scope.place = newPlace(PlaceName(
                type: placeNames[scope.place].type, isValueType: placeNames[scope.place].isValueType, declaration: declaration,
                isResolved: false
            ))
            scope.context = []
            scope.callee = 0
            scope.runs = true
        case .accessor(let name):
            scope.place = newPlace(PlaceName(
                type: placeNames[scope.place].type, isValueType: placeNames[scope.place].isValueType, accessor: name,
                outer: scope.place, isResolved: false
            ))
            scope.context = []
            scope.callee = 0
            scope.runs = true
        case .statement(let branch):
            scope.branch = branch
            scope.runs = parent?.runs ?? false
            scope.sawAwait = parent?.sawAwait ?? false
            scope.isStatement = true
        case nil:
            scope.runs = true
            let closure = closureContext(at: position)
            scope.context.formUnion(closure.context)
            if closure.callee != 0 { scope.callee = closure.callee }
        }
        scopes.append(scope)
    }

    private mutating func newPlace(_ name: PlaceName) -> Int {
        placeNames.append(name)
        return placeNames.count - 1
    }

    private mutating func closeScope() {
        guard let scope = scopes.popLast() else { return }
        let depth = scopes.count + 1
        var outer: [(hash: UInt64, kind: ScopedNameKind)] = []
        while scopedNames.count > scope.namesStart {
            let (name, kind) = scopedNames.removeLast()
            switch kind {
            case .local:
                if locals[name] == depth {
                    locals[name] = nil
                    localValues[name] = nil
                }
            case .alias: if selfAliases[name] == depth { selfAliases[name] = nil }
            case .binding:
                // Bound in this scope to a local of an outer one: it lives as long as the local.
                if let bound = bindings[name], bound.depth < depth { outer.append((name, kind)) }
                if bindings[name]?.depth == depth { bindings[name] = nil }
            }
        }
        scopedNames += outer
        // A statement's body runs in its function: an `await` there is one for what follows.
        if scope.isStatement, scope.sawAwait, let last = scopes.indices.last, scopes[last].runs { scopes[last].sawAwait = true }
    }

    /// `let selected = subEvent(for: path)`, `var user: User? = nil`: what the local holds, kept
    /// for when it is passed on. `if let`, `guard let` and `case let` bind a value that is there.
    private mutating func recordLocalValue(declaredAt position: Int) {
        let previous = reader.keyword(position - 1)
        guard previous != .if, previous != .guard, previous != .while, previous != .case,
              reader.kind(position - 1) != .comma else { return }
        let name = reader.nameHash(position + 1)
        if reader.isOperator(position + 2, "=") {
            localValues[name] = position + 3
        } else if reader.kind(position + 2) == .colon {
            // The type's last token, before `=` or the line's end: `?` declares it optional.
            var last = position + 3
            while last + 1 < reader.count, reader.line(last + 1) == reader.line(position),
                  !reader.isOperator(last + 1, "="), reader.kind(last + 1) != .leftBrace, reader.kind(last + 1) != .semicolon {
                last += 1
            }
            if reader.kind(last) == .question { localValues[name] = Self.declaredOptional }
        }
    }

    private mutating func declareLocal(_ name: UInt64) {
        guard !scopes.isEmpty else { return }
        locals[name] = scopes.count
        scopedNames.append((name, .local))
    }

    /// Whether the name at `position` is a local of the open function (or closure), not a member.
    func isLocal(at position: Int) -> Bool {
        !locals.isEmpty && locals[reader.nameHash(position)] != nil
    }

    mutating func place(at position: Int) -> CodePlace {
        let entry = scopes.isEmpty ? 0 : scopes[scopes.count - 1].place
        resolvePlace(entry)
        return CodePlace(
            type: placeNames[entry].type, function: placeNames[entry].function,
            functionBaseName: placeNames[entry].baseName, line: reader.line(position) + 1
        )
    }

    /// Makes the function name of the place `entry` (and of the function around an accessor).
    private mutating func resolvePlace(_ entry: Int) {
        guard !placeNames[entry].isResolved else { return }
        if placeNames[entry].declaration >= 0 {
            let function = file.declarations.functions[placeNames[entry].declaration]
            placeNames[entry].function = function.signature
            placeNames[entry].baseName = function.name
        }
        if let accessor = placeNames[entry].accessor {
            let outer = placeNames[entry].outer
            resolvePlace(outer)
            placeNames[entry].function = placeNames[outer].function.map { $0 + "." + accessor } ?? accessor
            placeNames[entry].baseName = placeNames[outer].baseName ?? accessor
        }
        placeNames[entry].isResolved = true
    }

    var currentContext: CodeContext {
        guard let scope = scopes.last else { return [] }
        return scope.sawAwait ? scope.context.union(.afterAwait) : scope.context
    }
}
