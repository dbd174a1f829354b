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
            // Renamed so that it means the opposite, and only the field's name followed (as `--fix`
            // writes it): the description still says what the old parameter did.
            Example("""
                final class FeedLoader {
                    ↓/// Loads the feed.
                    /// - Parameter activating: Whether to load in the background, without showing progress.
                    func load(activating: Bool = true) {}
                }
                """, previous: """
                final class FeedLoader {
                    /// Loads the feed.
                    /// - Parameter inBackground: Whether to load in the background, without showing progress.
                    func load(inBackground: Bool) {}
                }
                """),
            // A `- returns:` written inside `- Parameters:` documents the result, which changed.
            Example("""
                final class UserStore {
                    ↓/// Loads a user.
                    /// - Parameters:
                    ///   - id: The user's identifier.
                    ///   - returns: The user.
                    func load(id: User.ID) -> User? { cache[id] }
                }
                """, previous: """
                final class UserStore {
                    /// Loads a user.
                    /// - Parameters:
                    ///   - id: The user's identifier.
                    ///   - returns: The user.
                    func load(id: User.ID) -> User { cache[id]! }
                }
                """),
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
            // A retyped parameter, with effects and generic constraints beside it; a block comment.
            Example("""
                ↓/**
                 Sends a request.
                 - Parameters:
                   - request: What to send.
                   - timeout: How long to wait: an `Int` number of seconds.
                 */
                func send<R: Request>(_ request: R, timeout: Duration) async where R: Hashable {}
                """, previous: """
                /**
                 Sends a request.
                 - Parameters:
                   - request: What to send.
                   - timeout: How long to wait: an `Int` number of seconds.
                 */
                func send<R: Request>(_ request: R, timeout: Int) {}
                """),
            // An initializer, and a subscript in an extension that now returns an optional.
            Example("""
                extension Grid {
                    ↓/// Makes a grid of the given size.
                    /// - Parameters:
                    ///   - width: Columns.
                    ///   - height: Rows.
                    init(width: Int, height: Int, fill: Cell) {}
                    ↓/// The cell at a position.
                    /// - Returns: The cell.
                    subscript(row: Int, column: Int) -> Cell? { nil }
                }
                """, previous: """
                extension Grid {
                    /// Makes a grid of the given size.
                    /// - Parameters:
                    ///   - width: Columns.
                    ///   - height: Rows.
                    init(width: Int, height: Int) {}
                    /// The cell at a position.
                    /// - Returns: The cell.
                    subscript(row: Int, column: Int) -> Cell { cells[row][column] }
                }
                """),
            // The comment was edited, but not for the parameter the change added.
            Example("""
                /// Loads the user, from the cache when it can.
                /// - Parameter id: The user's identifier.
                func load(id: User.ID, ↓cachePolicy: CachePolicy) -> User {}
                """, previous: """
                /// Loads the user.
                /// - Parameter id: The user's identifier.
                func load(id: User.ID) -> User {}
                """),
        ]

        static let nonTriggering = [
            // The description was re-read with the new name.
            Example("""
                final class FeedLoader {
                    /// Loads the feed.
                    /// - Parameter activating: Whether to bring the app forward while it loads.
                    func load(activating: Bool = true) {}
                }
                """, previous: """
                final class FeedLoader {
                    /// Loads the feed.
                    /// - Parameter inBackground: Whether to load in the background, without showing progress.
                    func load(inBackground: Bool) {}
                }
                """),
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
            // A summary describes what the function does, not its signature: new parameters, a
            // result or errors leave it true.
            Example("""
                /// Saves the draft.
                func save() throws -> Draft.ID { try store.insert(draft) }
                """, previous: """
                /// Saves the draft.
                func save() { store.insert(draft) }
                """),
            // Errors alone: many projects document none.
            Example("""
                /// Moves the file.
                /// - Parameter file: The file to move.
                func trash(file: File) throws {}
                """, previous: """
                /// Moves the file.
                /// - Parameter file: The file to move.
                func trash(file: File) {}
                """),
            // A result type renamed where `- Returns:` names the concept, or refined.
            Example("""
                /// The button to show.
                /// - Returns: The Apple Pay button's label.
                func buttonType() -> PaymentButtonType { .buy }
                /// The alias.
                /// - Parameter alias: A TableAlias for the table.
                /// - Returns: The expression.
                func join(alias: TableAliasBase) -> Expression {}
                """, previous: """
                /// The button to show.
                /// - Returns: The Apple Pay button's label.
                func buttonType() -> PayWithApplePayButtonLabel { .buy }
                /// The alias.
                /// - Parameter alias: A TableAlias for the table.
                /// - Returns: The expression.
                func join(alias: TableAlias) -> Expression {}
                """),
            // A summary describes what the function does, not its parameters: a new one leaves it true.
            Example("""
                /// Sends a request.
                func send(_ request: Request, timeout: Duration) async {}
                """, previous: """
                /// Sends a request.
                func send(_ request: Request) {}
                """),
            // The same types, spelled as concurrency checking and `any` came to spell them.
            Example("""
                /// Retries a request.
                /// - Parameters:
                ///   - request: The request.
                ///   - error: Why it failed.
                ///   - completion: Called with the decision.
                func retry<T: Sendable>(
                    _ request: any Request & Sendable, error: any Error, completion: @escaping @Sendable (Result) -> Void
                ) where T: Sendable {}
                """, previous: """
                /// Retries a request.
                /// - Parameters:
                ///   - request: The request.
                ///   - error: Why it failed.
                ///   - completion: Called with the decision.
                func retry<T>(_ request: Request, error: Error, completion: @escaping (Result) -> Void) {}
                """),
            // A rename to the documented name fixed the documentation; a new type the
            // documentation does not describe leaves it true.
            Example("""
                /// Prints help.
                /// - Parameters:
                ///   - subcommand: The command to describe.
                ///   - writer: Where to write it.
                func help(for subcommand: Command.Type, writer: some TextOutputStream) {}
                """, previous: """
                /// Prints help.
                /// - Parameters:
                ///   - subcommand: The command to describe.
                ///   - writer: Where to write it.
                func help<W: TextOutputStream>(for _subcommand: Command.Type, writer: W) {}
                """),
            // A new argument label: DocC documents the parameter's name, which stayed.
            Example("""
                /// Creates a store.
                /// - Parameters:
                ///   - initialState: The state to start from.
                ///   - prepareDependencies: Overrides dependencies.
                init(initialState: State, withDependencies prepareDependencies: (inout Values) -> Void) {}
                """, previous: """
                /// Creates a store.
                /// - Parameters:
                ///   - initialState: The state to start from.
                ///   - prepareDependencies: Overrides dependencies.
                init(initialState: State, prepareDependencies: (inout Values) -> Void) {}
                """),
            // `rethrows` spelled with typed throws, and a parameter that lost its name to `_`.
            Example("""
                /// Reads the bytes.
                /// - Parameters:
                ///   - type: The type to read.
                ///   - body: Reads them.
                /// - Returns: What `body` returns.
                func withBytes<T, E>(_: T.Type, _ body: (Bytes) throws(E) -> T) throws(E) -> T {}
                """, previous: """
                /// Reads the bytes.
                /// - Parameters:
                ///   - type: The type to read.
                ///   - body: Reads them.
                /// - Returns: What `body` returns.
                func withBytes<T>(_ type: T.Type, _ body: (Bytes) throws -> T) rethrows -> T {}
                """),
            // A parameter lost that was never documented, and one gained that the comment already
            // described: the change leaves the fields as true as they were.
            Example("""
                /// Starts the call.
                /// - Parameters:
                ///   - service: The call service.
                ///   - completion: Called when the call ends.
                func start(service: CallService, completion: @escaping () -> Void) {}
                """, previous: """
                /// Starts the call.
                /// - Parameters:
                ///   - service: The call service.
                ///   - completion: Called when the call ends.
                func start(service: CallService, hooks: AppHooks) -> Call {}
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
