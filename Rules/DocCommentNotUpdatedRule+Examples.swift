import LintCore

extension DocCommentNotUpdatedRule {
    enum Examples {
        private static let loadBefore = """
            final class UserStore {
                /// Loads the user with the given identifier.
                /// - Parameter id: The user's identifier.
                /// - Returns: The user.
                func load(id: User.ID) -> User {
                    cache[id]!
                }
            }
            """

        static let triggering = [
            // The essay's case: a parameter, a result and an effect changed under an unchanged comment.
            Example("""
                final class UserStore {
                    ↓/// Loads the user with the given identifier.
                    /// - Parameter id: The user's identifier.
                    /// - Returns: The user.
                    func load(id: User.ID, cachePolicy: CachePolicy) throws -> User? {
                        try fetch(id, cachePolicy)
                    }
                }
                """, previous: loadBefore),
            // Renamed, and moved below another member.
            Example("""
                struct Parser {
                    var strict = false
                    ↓/// Parses `text`.
                    /// - Parameter text: The source.
                    func parse(source: String) -> Node { Node(source) }
                }
                """, previous: """
                struct Parser {
                    /// Parses `text`.
                    /// - Parameter text: The source.
                    func parse(text: String) -> Node { Node(text) }
                    var strict = false
                }
                """),
            // Effects, a retyped parameter, generic constraints; a block comment.
            Example("""
                ↓/**
                 Sends a request.
                 */
                func send<R: Request>(_ request: R, timeout: Duration) async where R: Sendable {}
                """, previous: """
                /**
                 Sends a request.
                 */
                func send<R: Request>(_ request: R, timeout: Int) {}
                """),
            // An initializer, and a subscript in an extension.
            Example("""
                extension Grid {
                    ↓/// Makes a grid of the given size.
                    init(width: Int, height: Int, fill: Cell) {}
                    ↓/// The cell at a position.
                    subscript(row: Int, column: Int) -> Cell? { nil }
                }
                """, previous: """
                extension Grid {
                    /// Makes a grid of the given size.
                    init(width: Int, height: Int) {}
                    /// The cell at a position.
                    subscript(row: Int, column: Int) -> Cell { cells[row][column] }
                }
                """),
        ]

        static let nonTriggering = [
            // The documentation was updated with the signature.
            Example("""
                final class UserStore {
                    /// Loads the user with the given identifier, from the cache when the policy allows.
                    /// - Parameters:
                    ///   - id: The user's identifier.
                    ///   - cachePolicy: Whether the cache may answer.
                    /// - Returns: The user, or nil when there is none.
                    func load(id: User.ID, cachePolicy: CachePolicy) throws -> User? {
                        try fetch(id, cachePolicy)
                    }
                }
                """, previous: loadBefore),
            // Only the body changed.
            Example("""
                final class UserStore {
                    /// Loads the user with the given identifier.
                    /// - Parameter id: The user's identifier.
                    /// - Returns: The user.
                    func load(id: User.ID) -> User {
                        cache[id] ?? fetch(id)
                    }
                }
                """, previous: loadBefore),
            // Only moved, with its comment.
            Example("""
                final class UserStore {
                    var count = 0
                    /// Loads the user with the given identifier.
                    /// - Parameter id: The user's identifier.
                    /// - Returns: The user.
                    func load(id: User.ID) -> User {
                        cache[id]!
                    }
                }
                """, previous: loadBefore),
            // Documentation written with the change is not stale.
            Example("""
                /// Sends a request.
                func send(_ request: Request, timeout: Duration) async {}
                """, previous: "func send(_ request: Request) {}"),
            // A new overload beside an unchanged one.
            Example("""
                /// Formats a date.
                func format(_ date: Date) -> String { "" }
                /// Formats a date.
                func format(_ date: Date, style: Style) -> String { "" }
                """, previous: """
                /// Formats a date.
                func format(_ date: Date) -> String { "" }
                """),
            // A new declaration, and a file with no revision to compare with.
            Example("""
                /// Loads everything.
                func loadAll() -> [User] { [] }
                """, previous: ""),
            Example("""
                /// Loads everything.
                func loadAll(limit: Int) -> [User] { [] }
                """),
            // Functions of one name in two types pair with their own type's.
            Example("""
                struct B {
                    /// Runs.
                    func run() {}
                }
                struct A {
                    /// Runs.
                    func run(fast: Bool) {}
                }
                """, previous: """
                struct A {
                    /// Runs.
                    func run(fast: Bool) {}
                }
                struct B {
                    /// Runs.
                    func run() {}
                }
                """),
        ]
    }
}
