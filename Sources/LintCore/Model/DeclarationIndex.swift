/// The declarations of one file, found once from its tokens: types and extensions,
/// functions and properties, each with its body and enclosing type.
public struct DeclarationIndex: Sendable {
    public var types: [TypeDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    /// Properties of types and globals. Locals (half of all `let`s and `var`s) are left out:
    /// no rule reads them.
    public var properties: [PropertyDeclaration] = []
    /// The names declared with `typealias`, at any depth: a project's own protocol compositions.
    public var typealiases: [String] = []

    public init() {}

    /// Whether the type at `position` is the one `Outer.Inner` names: its own name and its
    /// enclosing types' (or extensions') names, innermost last, up to the top level.
    /// An enclosing extension may itself be dotted: `Account` declared in `extension
    /// Outer.Namespace` is `Outer.Namespace.Account`.
    public func type(at position: Int, isNamed components: [String]) -> Bool {
        var remaining = components[...]
        var current: Int? = position
        while let type = current, !remaining.isEmpty {
            let name = types[type].name
            let parts = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").map(String.init) : [name]
            guard remaining.count >= parts.count, remaining.suffix(parts.count).elementsEqual(parts) else { return false }
            remaining = remaining.dropLast(parts.count)
            current = types[type].parent
        }
        return remaining.isEmpty && current == nil
    }

    init(bytes: [UInt8], tokens: [Token]) {
        var builder = DeclarationIndexBuilder(reader: TokenReader(bytes: bytes, tokens: tokens))
        // Room for a property per `let` and `var`, locals included, in a large file: grown by
        // doubling, the list of a file made of declarations was copied whole at each step, and
        // at the last one the old list and the new stood side by side (0.9 GB of a 100 MB file's
        // 2.7 GB). Room never written costs address space, not memory. A file of ordinary size
        // is not worth the count.
        if tokens.count > 1 << 20 {
            var keywords = 0
            for token in tokens {
                switch token.keyword {
                case .let?, .var?: keywords += 1
                default: break
                }
            }
            builder.index.properties.reserveCapacity(keywords)
        }
        builder.build()
        self = builder.index
    }
}

enum ScopeKind {
    case type(Int)
    case function(Int)
    case accessors(property: Int)
    case other
}

struct Scope {
    var kind: ScopeKind
    var open: Int
}

/// Walks the tokens once with an explicit scope stack. Each `#if` branch starts from the
/// scopes open at `#if`; after `#endif` the scopes at the end of the first branch go on,
/// as the scanner does for brace depth.
struct DeclarationIndexBuilder {
    let reader: TokenReader
    var index = DeclarationIndex()
    var scopes: [Scope] = []
    var conditionals = ConditionalBranches<[Scope]>()
    /// Body braces found while parsing declaration headers, by token index.
    var pendingBodies: [Int: ScopeKind] = [:]

    init(reader: TokenReader) {
        self.reader = reader
    }

    var enclosingType: Int? {
        if case .type(let type)? = scopes.last?.kind { return type }
        return nil
    }

    var isInCodeBlock: Bool {
        guard let last = scopes.last else { return false }
        if case .type = last.kind { return false }
        return true
    }

    mutating func build() {
        var position = 0
        while position < reader.count {
            visit(position)
            position += 1
        }
    }

    private mutating func visit(_ position: Int) {
        switch reader.tokens[position].kind {
        case .leftBrace:
            openScope(at: position)
        case .rightBrace:
            closeScope(at: position)
        case .pound:
            conditionals.apply(at: position, in: reader, to: &scopes)
        case .identifier:
            visitKeyword(at: position)
        default:
            break
        }
    }

    private mutating func visitKeyword(at position: Int) {
        if reader.tokens[position].keyword == .typealias, reader.kind(position - 1) != .dot, reader.isName(position + 1) {
            index.typealiases.append(reader.text(position + 1))
            return
        }
        guard reader.kind(position - 1) != .dot, let keyword = declarationKeyword(at: position),
              reader.keyword(position - 1) != .import else { return }
        // `init(name: String, protocol registry: Registry)`, `f(class: AnyClass)`: a keyword
        // written as an argument label or a parameter's name declares nothing.
        if keyword != .property, [.leftParen, .comma].contains(reader.kind(position - 1)) || reader.kind(position + 1) == .colon { return }
        switch keyword {
        case .type: parseType(at: position)
        case .function: parseFunction(at: position)
        case .property: parseProperty(at: position)
        }
    }

    private enum DeclarationKeyword { case type, function, property }

    private func declarationKeyword(at position: Int) -> DeclarationKeyword? {
        switch reader.tokens[position].keyword {
        case .class, .struct, .enum, .actor, .protocol, .extension: .type
        case .func, .initializer, .subscript: .function
        case .var, .let: .property
        default: nil
        }
    }

    private mutating func openScope(at position: Int) {
        let kind = pendingBodies.removeValue(forKey: position) ?? .other
        if let property = observedProperty(at: position) {
            index.properties[property].accessors = .observers
            scopes.append(Scope(kind: .accessors(property: property), open: position))
            return
        }
        scopes.append(Scope(kind: kind, open: position))
    }

    /// `{ didSet … }` / `{ willSet … }` after a stored property of the current scope.
    private func observedProperty(at position: Int) -> Int? {
        var next = position + 1
        while reader.kind(next) == .attribute { next += 1 }
        guard reader.keyword(next) == .didSet || reader.keyword(next) == .willSet,
              let last = index.properties.indices.last,
              index.properties[last].keywordToken > (scopes.last?.open ?? -1) else { return nil }
        return last
    }

    private mutating func closeScope(at position: Int) {
        guard let scope = scopes.popLast() else { return }
        let line = reader.line(position)
        switch scope.kind {
        case .type(let type):
            index.types[type].body?.close = position
            index.types[type].body?.closeLine = line
        case .function(let function):
            index.functions[function].body?.close = position
            index.functions[function].body?.closeLine = line
        case .accessors, .other:
            break
        }
    }

    /// Registers the body that opens at `brace`, if the header found one.
    mutating func expectBody(at brace: Int?, _ kind: ScopeKind) -> Body? {
        guard let brace else { return nil }
        pendingBodies[brace] = kind
        return Body(open: brace, openLine: reader.line(brace), close: nil, closeLine: nil)
    }
}
