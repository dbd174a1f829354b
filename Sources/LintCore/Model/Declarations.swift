/// A `{ … }` body: token indexes of its braces and their 0-based lines. `close` is nil when
/// the file ends (or a `#if` branch is abandoned) before the body closes.
public struct Body: Sendable, Equatable {
    public var open: Int
    public var openLine: Int
    public var close: Int?
    public var closeLine: Int?
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// The declared name without backticks; for an extension, the extended type as written
    /// (`Outer.Inner`).
    public var name: String
    public var keywordToken: Int
    /// The declaration's first token: its first attribute or modifier, else the keyword.
    public var firstToken: Int
    public var nameToken: Int
    public var modifiers: [Modifier]
    public var attributes: [String]
    public var inheritedTypes: [TypeReference]
    public var body: Body?
    /// Index in `DeclarationIndex.types` of the type or extension whose body holds this one.
    public var parent: Int?
}

public enum FunctionKind: String, Sendable {
    case function, initializer, `subscript`
}

public struct Parameter: Sendable, Equatable {
    /// The argument label: nil for subscripts' single names; "_" when none.
    public var externalName: String?
    /// The name used inside the body, which DocC documents.
    public var internalName: String
    public var nameToken: Int
    public var type: TypeReference
    public var hasDefault: Bool
}

public enum ThrowsClause: Sendable, Equatable {
    case none
    case `throws`
    case typed(String)
    case `rethrows`
}

public struct FunctionDeclaration: Sendable {
    public var kind: FunctionKind
    /// The base name: the function's name, `init` or `subscript`.
    public var name: String
    public var keywordToken: Int
    /// The declaration's first token: its first attribute or modifier, else the keyword.
    public var firstToken: Int
    public var modifiers: [Modifier]
    public var attributes: [String]
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause
    /// The return type as written, nil when there is no `->`.
    public var returnType: TypeReference?
    public var body: Body?
    public var parent: Int?
}

extension FunctionDeclaration {
    /// The name with its argument labels, as Swift writes it: `load(user:animated:)`,
    /// `init(coder:)`, `viewDidLoad()`.
    public var signature: String {
        var text = name + "("
        for parameter in parameters {
            text += parameter.externalName ?? "_"
            text += ":"
        }
        return text + ")"
    }
}

public enum PropertyAccessors: Sendable, Equatable {
    case none
    case observers
    case computed
}

public struct PropertyDeclaration: Sendable {
    public var isLet: Bool
    public var name: String
    public var keywordToken: Int
    /// The declaration's first token: its first attribute or modifier, else the keyword.
    public var firstToken: Int
    public var nameToken: Int
    public var modifiers: [Modifier]
    public var attributes: [String]
    /// The type annotation as written, nil when the type is inferred.
    public var type: TypeReference?
    public var hasInitializer: Bool
    public var accessors: PropertyAccessors
    /// The type whose body directly holds this property; nil for globals.
    public var parent: Int?

    public var isStored: Bool { accessors != .computed }
}
