import LintCore

extension StaleCommentRule {
    enum Examples {
        static let triggering = [
            // A parameter added without documentation beside documented ones: once per declaration.
            Example("""
                /// Loads the user.
                /// - Parameter id: The user's identifier.
                func load(id: User.ID, ↓cachePolicy: CachePolicy) {}
                """, configuration: ["undocumented_parameters": "true"]),
            Example("""
                /**
                 Sends a request.
                 - Parameters:
                   - request: What to send.
                 */
                func send(
                    _ request: Request,
                    ↓timeout: Duration
                ) async {}
                """, configuration: ["undocumented_parameters": "true"]),
            // The label of a result-builder parameter documented for its name.
            Example("""
                /// - Parameter ↓with: A parser builder.
                init(@ParserBuilder<Input> with build: () -> Parsers) {}
                """, fixed: """
                /// - Parameter build: A parser builder.
                init(@ParserBuilder<Input> with build: () -> Parsers) {}
                """),
            // A blank line inside `/** … */` does not end the documentation.
            Example("""
                /**
                 Renders the view.
                 - Parameter ↓size: the size to render at.

                 More about rendering.
                 */
                func render() {}
                """, skipWrappingTests: true),
            Example("""
                struct Table {
                    /// - ↓Throws: when the row is missing.
                    subscript(row: Int) -> Int {
                        get { 0 }
                    }
                }
                """),
            Example("""
                /// Loads the feed.
                /// - Parameter ↓url: where to load it from.
                func load(from source: URL) {}
                """, fixed: """
                /// Loads the feed.
                /// - Parameter source: where to load it from.
                func load(from source: URL) {}
                """),
            Example("""
                /// Greets.
                /// - parameters:
                ///   - ↓count: how many times.
                ///   - name: whom to greet.
                func greet(name: String) {}
                """),
            Example("""
                /// - Parameter ↓with: the text to draw.
                func render(with text: String) {}
                """, fixed: """
                /// - Parameter text: the text to draw.
                func render(with text: String) {}
                """),
            Example("""
                /// Fetches.
                /// - Parameters:
                ///   * url: the address.
                ///   * ↓retries: how often to retry.
                ///   * completion: called when done.
                ///     - result: what the closure receives.
                @discardableResult
                public func fetch(
                    url: URL,
                    completion: @escaping (Result<Data, Error>) -> Void = { _ in }
                ) async throws -> Task<Void, Never> { Task {} }
                """),
            // A renamed parameter: the message offers the one undocumented parameter close to the old name.
            Example("""
                /// Fills the list.
                /// - Parameters:
                ///   - ↓itemsCollectionView: the list to fill.
                ///   - animated: whether to animate.
                func configure(itemCollectionView: UICollectionView, animated: Bool, completion: () -> Void) {}
                """),
            Example("""
                /// Resets the counter.
                /// - ↓Returns: the previous count.
                func reset() {}
                """),
            Example("""
                /// - ↓Returns: nothing useful.
                func clear() -> Void {}
                """),
            Example("""
                /// Saves.
                /// - ↓Throws: `SaveError` when the disk is full.
                func save() -> Bool { true }
                """),
            Example("""
                struct Store {
                    /// - Parameter ↓name: the store's name.
                    init(title: String) {}

                    /// - Parameter ↓key: the key to look up.
                    subscript(index: Int) -> Int { 0 }
                }
                """, fixed: """
                struct Store {
                    /// - Parameter title: the store's name.
                    init(title: String) {}

                    /// - Parameter index: the key to look up.
                    subscript(index: Int) -> Int { 0 }
                }
                """),
            Example("""
                /**
                 Renders the view.
                 - Parameter ↓size: the size to render at.
                 */
                func render() {}
                """),
            Example("""
                // Call `↓relaodFeed()` after login,
                // and `↓sheduleReload(at deadline:)` to refresh.
                func reloadFeed() {}
                func scheduleReload(at deadline: Int) {}
                """, skipWrappingTests: true),
            Example("""
                // Call `↓_rest()` first, then `_reset()` and `ändern()`.
                func ändern() {}
                func _reset() {}
                """, skipWrappingTests: true),
            Example("""
                /// Refreshes; see ``Feed/↓refresh(animated:)``.
                struct Feed {}
                """, skipWrappingTests: true),
            Example("""
                /// Replaces `Feed.↓legacyReload()`.
                struct Feed {}
                """, skipWrappingTests: true),
            Example("""
                /* Uses `self.↓layuot()` and `layot()` (one warning a line),
                   then `↓ayout()`. */
                func layout() {}
                """, skipWrappingTests: true),
            Example("""
                /// Moves an item.
                /// + PARAMETERS:
                ///   + item: the item.
                ///   + ↓index: where it was.
                /// + Parameter ↓destination: where it goes.
                mutating func move<Item: Equatable>(_ item: Item, to target: Int) {}
                """),
            // `- Returns:` and `- Throws:` written inside `- Parameters:`: misplaced where the function
            // returns and throws, stale where it does not.
            Example("""
                /// Loads the user.
                /// - Parameters:
                ///   - id: the identifier.
                ///   - ↓return: the user.
                ///   - ↓THROWS: `LoadError`.
                func load(id: Int) throws -> User { User() }
                /// - Parameters:
                ///   - id: the identifier.
                ///   - ↓returns: the user.
                ///   - ↓throws: `LoadError`.
                func unload(id: Int) {}
                """),
            // A parameter's name that its type shows to be misspelled: the documentation is not rewritten.
            Example("""
                /// - Parameters:
                ///   - name: the image's name.
                ///   - ↓bundle: where the resources are.
                func image(named name: String, bunde: Bundle) {}
                /// - Parameter ↓bundle: where the resources are.
                func icon(bundle bunde: Bundle) {}
                """),
            // The documented name is used in the file's code: which spelling is meant is left open.
            Example("""
                /// - Parameter ↓bundle: where the resources are.
                func image(bunde: Resources) {}
                let bundle = Resources()
                """),
            // Nothing in the code spells the documented name: the parameter's is offered.
            Example("""
                /// - Parameter ↓bunde: where the resources are.
                func image(bundle: Bundle) {}
                """, fixed: """
                /// - Parameter bundle: where the resources are.
                func image(bundle: Bundle) {}
                """),
            // A label one typo from its parameter's name is still a label.
            Example("""
                /// - Parameter ↓with: how wide.
                func stretch(with width: Double) {}
                """, fixed: """
                /// - Parameter width: how wide.
                func stretch(with width: Double) {}
                """),
            // One numbered parameter is not a group: `arguments` is the label of `arg1`.
            Example("""
                /// - Parameters:
                ///   - ↓arguments: the argument.
                func resolve<Arg1>(arguments arg1: Arg1) {}
                """, fixed: """
                /// - Parameters:
                ///   - arg1: the argument.
                func resolve<Arg1>(arguments arg1: Arg1) {}
                """),
        ]
    }
}
