import LintCore

extension ClassLengthRule {
    enum Examples {
        private static let small = ["warning": "3"]
        /// Structs and enums are measured when `kinds` names them.
        private static let allKinds = ["warning": "3", "kinds": "[class, actor, struct, enum]"]

        static let triggering = [
            // A type declared in a dotted extension receives the extensions of its full name.
            Example("""
                extension Outer.Namespace {
                    class ↓Account {
                        let a = 1
                    }
                }

                extension Outer.Namespace.Account {
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: small),
            Example("class ↓Foo {\n" + String(repeating: "    let x = 1\n", count: 251) + "}\n"),
            Example("class ↓Foo {\n    let a = 1\n    let b = 2\n\n    let c = 3\n    func d() {}\n}\n", configuration: small),
            Example("struct ↓Point {\n    var x = 0\n    var y = 0\n    var z = 0\n    var w = 0\n}\n", configuration: allKinds),
            Example("enum ↓Route {\n    case a\n    case b\n    case c\n    case d\n}\n", configuration: allKinds),
            Example("actor ↓Store {\n    var a = 0\n    var b = 0\n    var c = 0\n    var d = 0\n}\n", configuration: small),
            Example("""
                class ↓Feed {
                    let a = 1
                    let b = 2
                }

                extension Feed {
                    func refresh() {}
                    func reload() {}
                }
                """, configuration: small),
            Example("""
                extension ↓Feed {
                    func a() {}
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: ["warning": "3", "extensions": "separate"]),
            Example("""
                class ↓Outer {
                    struct Inner {
                        let a = 1
                        let b = 2
                    }
                }
                """, configuration: small),
            Example("""
                class ↓Template {
                    let text = \"\"\"
                        first
                        second
                        \"\"\"
                }
                """, configuration: small, skipWrappingTests: true),
            Example("""
                @MainActor
                public final class ↓Loader<Item: Decodable>:
                    NSObject,
                    Loading
                {
                    let a = 1
                    let b = 2
                    let c = 3
                    let d = 4
                }
                """, configuration: small),
            Example("""
                #if os(iOS)
                class ↓Screen: UIView {
                #else
                class Screen: NSView {
                #endif
                    let a = 1
                    let b = 2
                    let c = 3
                    let d = 4
                }
                """, configuration: small),
            Example("""
                class ↓Foo {
                    let a = 1
                    let b = 2
                    let c = 3
                }
                """, configuration: ["warning": "1", "error": "2"]),
        ]

        static let nonTriggering = [
            // Test suites: their length counts tests, not jobs.
            Example("""
                final class FeedTests: XCTestCase {
                    func testA() {}
                    func testB() {}
                    func testC() {}
                    func testD() {}
                }
                @Suite struct ParserSuite {
                    @Test func a() {}
                    @Test func b() {}
                    @Test func c() {}
                    @Test func d() {}
                }
                """, configuration: small),
            // A suite built on the project's own base case, in a file importing XCTest.
            Example("""
                import XCTest

                final class Test_validateDoc: Test_Core {
                    func testA() {}
                    func testB() {}
                    func testC() {}
                    func testD() {}
                }
                """, configuration: small),
            // `extension Wallet?` extends `Optional<Wallet>`.
            Example("""
                class Wallet {
                    let a = 1
                }

                extension Wallet? {
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: small),
            Example("class Foo {\n    let a = 1\n}\n"),
            Example("class Foo {\n" + String(repeating: "    let x = 1\n", count: 250) + "}\n"),
            Example("""
                class Foo {
                    // A comment line does not count.
                    let a = 1

                    /* Neither does
                       a block comment. */
                    let b = 2
                    /// Nor documentation.
                    let c = 3
                }
                """, configuration: small),
            Example("""
                class Foo {
                    class func make() -> Foo { Foo() }
                    class var shared: Foo { Foo() }
                }
                protocol Legacy: class {}
                let text = "class Foo { a b c d e }"
                // class Foo { a b c d e }
                """, configuration: ["warning": "2"]),
            Example("""
                protocol Service {
                    func a()
                    func b()
                    func c()
                    func d()
                }
                """, configuration: small),
            Example("""
                class Feed {
                    let a = 1
                    let b = 2
                }

                extension Feed {
                    func refresh() {}
                    func reload() {}
                }
                """, configuration: ["warning": "3", "extensions": "none"]),
            Example("""
                extension String {
                    func a() {}
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: small),
            Example("""
                struct Point {
                    var x = 0
                    var y = 0
                    var z = 0
                    var w = 0
                }
                """, configuration: ["warning": "3", "kinds": "[class]"]),
        ]
    }
}
