import LintCore

extension StaleCommentRule.Examples {
    static let nonTriggering = [
        // Off by default; and missing documentation is not staleness: a comment documenting no
        // parameter is not reported.
        Example("""
            /// Loads the user.
            /// - Parameter id: The user's identifier.
            func load(id: User.ID, cachePolicy: CachePolicy) {}
            """),
        Example("""
            /// Loads the user with the given identifier.
            func load(id: User.ID, cachePolicy: CachePolicy) {}
            """, configuration: ["undocumented_parameters": "true"]),
        // One note on a subtle parameter beside several plain ones is a note, not a list.
        Example("""
            /// - Parameter resumeData: Data from a download that was cancelled, to resume it.
            func download(url: URL, resumeData: Data?, destination: URL, completion: @escaping () -> Void) {}
            """, configuration: ["undocumented_parameters": "true"]),
        // Unnamed parameters, a type witness, and those the compiler fills in at the call.
        Example("""
            /// - Parameter value: The value to check.
            func check(_ value: Int, _: Bool, as type: Int.Type = Int.self, file: StaticString = #filePath, line: UInt = #line) {}
            """, configuration: ["undocumented_parameters": "true"]),
        Example("""
            /// - Parameters:
            ///   - id: The user's identifier.
            ///   - cachePolicy: Whether the cache may answer.
            func load(id: User.ID, cachePolicy: CachePolicy) {}
            """),
        // A result builder with its generic argument is an attribute, not a parameter.
        Example("""
            /// - Parameters:
            ///   - inputType: The input's type.
            ///   - build: A parser builder.
            init(
                input inputType: Input.Type = Input.self,
                @ParserBuilder<Input> with build: () -> Parsers
            ) {}
            """),
        // Generated overloads document their numbered parameters as one group.
        Example("""
            /// Resolves a service.
            /// - Parameters:
            ///   - serviceType: The service type to resolve.
            ///   - arguments:   List of 2 arguments to pass to the factory closure.
            func resolve<Service, Arg1, Arg2>(
                _ serviceType: Service.Type,
                arguments arg1: Arg1,
                _ arg2: Arg2
            ) -> Service? { nil }

            /// - Parameter types: List of 2 types resolution of which should be forwarded.
            func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) {}
            """),
        // A label is the only name of a parameter called `_`; "Nothing" is what it returns;
        // double backticks outside doc comments quote anything.
        Example("""
            /// - Parameter tolerance: how late it may fire.
            /// - Returns: Nothing.
            func schedule(tolerance _: Double) {}
            // Tables from ``nghttp2_hd_huffman_data.c``, reformatted.
            let table = [0]
            """),
        Example("""
            struct Table {
                /// - Throws: when the row is missing.
                subscript(row: Int) -> Int {
                    get throws { 0 }
                }
            }
            """),
        // Other modules' API, examples with values, man pages, Big-O, other languages.
        Example("""
            /// Like `max(_:_:)` and `abs(n)`, it calls `layoutIfNeeded()`, `onAppear(perform:)` and
            /// `XCTAssertEqual(_:_:)`; see `renameat2(2)` and `foo(a: 1)`. Runs in `O(n log n)`.
            /// Counts with `COUNT(*)` and `lower(name)`; the page calls `location.href.includes(…)`.
            func layout() {}
            """, skipWrappingTests: true),
        // DocC's reading: backticked names, names for `_` parameters in order, closure labels.
        Example("""
            /// - Parameter `index`: the position.
            func item(at index: Int) {}
            /// - Parameter n: the amount.
            func advanced(by _: Int) {}
            /// - Parameters:
            ///   - body: what to run.
            ///   - elements: what it receives.
            ///   - count: how many there were.
            func value<T>(_ body: (_ elements: [Int], _ count: Int) throws -> T) rethrows -> T {}
            /// - Parameter completion: the callback.
            /// - Parameter result: what the callback receives.
            func rename(completion: @escaping (_ result: Result<Void, Error>) -> Void) {}
            /// - Parameter value: the value.
            /// - Parameter count: the returned closure's argument.
            func curried(_ value: Int) -> (_ count: Int) -> Int {}
            """),
        // A `<` or `<<` in a default value is an operator: the parameters after it are read.
        Example("""
            /// - Parameters:
            ///   - maxFrameSize: the largest frame.
            ///   - strict: whether to fail.
            ///   - handler: what runs.
            init(maxFrameSize: Int = 1 << 14, strict: Bool = 1 < 2, handler: @escaping () -> Void) {}
            """),
        Example("""
            /// Loads the feed.
            /// - Parameters:
            ///   - source: where to load it from.
            ///   - count: how many items.
            ///   - completion: called with the result.
            ///     - items: the loaded items.
            /// - Returns: the request.
            /// - Throws: `LoadError`.
            func load(from source: URL, _ count: Int = 10, completion: ([Item]) -> Void) throws -> Request {
                Request()
            }
            """),
        Example("""
            /// - Parameter value: the value.
            /// - Returns: a new instance.
            init(value: Int) {}
            """),
        Example("""
            /// - Throws: `ParseError`.
            func parse() throws(ParseError) {}
            /// - Throws: whatever `body` throws.
            func run(_ body: () throws -> Void) rethrows {}
            /// - Returns: the count.
            func count() async -> Int { 0 }
            """),
        Example("""
            /// Example:
            /// ```swift
            /// /// - Parameter old: not a parameter of `render`.
            /// render(oldStyle())
            /// ```
            /// - Todo: Returns: something later.
            func render() {}
            """),
        Example("""
            /// - Parameter missing: separated by a blank line, so not this function's documentation.

            func standalone() {}
            """),
        Example("""
            // Call `größeÄndern()` and `_zurücksetzen()`; `1zahl()` and `·x()` name nothing.
            func größeÄndern() {}
            func _zurücksetzen() {}
            """),
        Example("""
            // Call `load()` before `count` is read; see ``Feed`` and ``doc:GettingStarted``.
            struct Feed {
                func load() {}
            }
            let text = "`gone()` in a string"
            """),
        Example("""
            /// Behaves like SwiftUI's `.privacySensitive()`, unlike `NSApplicationMain(argc, argv)`
            /// or `TipKit.Tips.configure()`; `self.load()` is fine, and `TODO(2030-01-01)` is a marker.
            /// `TipKit.TipKitError(value: .configured)` is Apple's, although the file imports TipKit.
            /// Keywords such as `unowned(unsafe)` and `super.init()` are the language's.
            /// `super.setUp()` is the superclass's, though the project has a `setup()`.
            import TipKit
            struct Redacted {
                func load() {}
                func setup() {}
            }
            """),
        // A parameter may be named like a section.
        Example("""
            /// - Parameters:
            ///   - returns: whether to come back.
            func leave(returns: Bool) {}
            """),
        Example("""
            func undocumented(a: Int) {}
            /// No fields at all.
            func plain(b: Int) {}
            """),
    ]
}
