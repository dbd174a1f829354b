/// A declaration modifier as a value: its keyword, and the argument of `private(set)`,
/// `unowned(unsafe)` or `nonisolated(unsafe)`.
public struct Modifier: Sendable, Equatable, CustomStringConvertible {
    public enum Argument: String, Sendable {
        case set, safe, unsafe
    }

    public var keyword: Keyword
    public var argument: Argument?

    public init(_ keyword: Keyword, argument: Argument? = nil) {
        self.keyword = keyword
        self.argument = argument
    }

    /// As written: `private(set)`, `static`.
    public var description: String {
        keyword.rawValue + (argument.map { "(\($0.rawValue))" } ?? "")
    }
}

extension Array where Element == Modifier {
    /// Whether one of the modifiers is `keyword`, with an argument or without.
    public func contains(_ keyword: Keyword) -> Bool {
        contains { $0.keyword == keyword }
    }
}

extension Keyword {
    /// Whether the keyword can modify a declaration (`public`, `static`, `lazy`, `nonisolated`).
    public var isDeclarationModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .final, .static, .class, .override,
             .convenience, .required, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional,
             .indirect, .nonisolated, .isolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing,
             .sending:
            true
        default:
            false
        }
    }
}
