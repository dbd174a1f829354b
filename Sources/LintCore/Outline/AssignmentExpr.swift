/// An assignment in code that runs: `target = value` or a compound one (`count += 1`,
/// `cache ??= [:]`). SwiftSyntax reads it as an `InfixOperatorExpr` whose operator is an
/// `AssignmentExpr`. Declarations' initialisers (`let x = 1`), parameter defaults, `case`
/// patterns and `if let` bindings are no assignments: the last two are `ConditionElement`s.
///
/// Positions are token indexes into `SourceFile.tokens`.
public struct AssignmentExpr: Sendable, Equatable {
    /// What is assigned to: `vc.shopIdentifier`, `(segue.destination as? ShopViewController)?.id`,
    /// `rows[0]`, `(a, b)`.
    public var target: Range<Int>
    /// The operator's tokens: one, or two or three for `>>=`, `<<=` and `??=`, which the scanner
    /// splits.
    public var operatorTokens: Range<Int>
    public var kind: AssignmentOperator
    /// The assigned expression, to the statement's end: across continuation lines, with a
    /// trailing closure.
    public var value: Range<Int>
    /// The name token of the member assigned (`shopIdentifier`, or `title` in `title = x`);
    /// nil for a subscript or tuple target.
    public var memberToken: Int?
    /// The target before its last `.`, with casts and optional-chaining marks
    /// (`(segue.destination as? ShopViewController)?`); nil for a bare name.
    public var receiver: Range<Int>?
    /// The receiver's type as the file names it (through casts, bindings, `self` and stored
    /// properties); for a bare name that is no local, the enclosing type. Nil when unknown.
    public var receiverType: ResolvedType?
    /// A bare name target that is a local or a parameter in scope, not a member.
    public var targetsLocal: Bool
    /// The innermost block holding the operator.
    public var block: Int

    /// The first token of the operator.
    public var operatorToken: Int { operatorTokens.lowerBound }
    public var isCompound: Bool { kind != .assign }

    /// The member's name, or nil for a subscript or tuple target.
    public func member(in file: SourceFile) -> String? {
        memberToken.map { OutlineText.name(at: $0, in: file) }
    }
}

/// Which assignment operator: `=` or a compound one.
public enum AssignmentOperator: String, Sendable, CaseIterable {
    case assign = "="
    case add = "+=", subtract = "-=", multiply = "*=", divide = "/=", remainder = "%="
    case nilCoalescing = "??=", and = "&&=", or = "||="
    case bitwiseAnd = "&=", bitwiseOr = "|=", bitwiseXor = "^=", shiftLeft = "<<=", shiftRight = ">>="
    case overflowAdd = "&+=", overflowSubtract = "&-=", overflowMultiply = "&*="
    /// A custom operator ending in `=` (`<>=`).
    case custom
}

/// A type an expression has, as the file names it, and where it is named.
public struct ResolvedType: Sendable, Equatable {
    /// The type's base name: `ShopViewController` for `UIKit.ShopViewController?`.
    public var name: String
    public var source: Source
    /// The token naming the type: the cast's or creation's type name, the annotation's, the
    /// enclosing type's name, or the stored property's or parameter's name.
    public var origin: Int

    public enum Source: String, Sendable {
        /// `x as? T`, `x as! T`, `x as T`.
        case cast
        /// `T()`, `T.init(…)`, `T<U>(…)`.
        case creation
        /// `let x: T = …`.
        case annotation
        /// `self`, or a bare member of the type around the code.
        case enclosingType
        /// A stored property of the type around the code declared with its type.
        case storedProperty
        /// A parameter of the function around the code declared with its type.
        case parameter
    }

    public init(name: String, source: Source, origin: Int) {
        self.name = name
        self.source = source
        self.origin = origin
    }
}

/// A name a local declaration, an optional binding or a parameter introduces, with the scope
/// it holds in: `let vc = ShopViewController()`, `if let vc = x as? T`, `guard let vc … else`.
public struct LocalBinding: Sendable, Equatable {
    public var nameToken: Int
    /// The bound expression; nil for `if let x` shorthand, a parameter or a declaration with no value.
    public var value: Range<Int>?
    /// The bound value's type as the file names it, nil when unknown.
    public var type: ResolvedType?
    /// The block it holds in: the `if`/`while` body for their bindings, the block around a
    /// `guard` or a declaration for theirs; nil at the top level.
    public var scope: Int?
    /// The first token where the name means this binding: after the declaration's value, the
    /// `if` body's brace, the token after the `guard`'s `else` block.
    public var validFrom: Int
    public var kind: Kind

    public enum Kind: String, Sendable {
        case declaration, optionalBinding, parameter, loopVariable
    }

    public func name(in file: SourceFile) -> String { OutlineText.name(at: nameToken, in: file) }
}

/// Names read from tokens, backticks aside.
enum OutlineText {
    static func name(at position: Int, in file: SourceFile) -> String {
        let token = file.tokens[position]
        let range = token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range
        return file.text(range)
    }
}
