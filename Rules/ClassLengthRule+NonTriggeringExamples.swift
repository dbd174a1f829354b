import LintCore

extension ClassLengthRule.Examples {
    static let nonTriggering = [
        // SwiftLint's command for its `type_body_length`, the same measure, disables this rule too.
        Example("""
            // swiftlint:disable:next type_body_length
            class Legacy {
                var a = 1
                var b = 2
                var c = 3
                var d = 4
            }
            """, configuration: small),
        // A `{` on a line of its own (Allman style) is no line of code: the same code is as long in either style.
        Example("""
            final class Player
            {
                func play()
                {
                    session.start()
                }
                func stop()
                {
                    session.stop()
                }
            }
            """, configuration: ["warning": "6"]),
        // `#if`, `#elseif`, `#else` and `#endif` choose which code is compiled: they are no code.
        Example("""
            final class Player {
                #if os(iOS)
                func play() { session.start() }
                #elseif os(macOS)
                func play() { session.resume() }
                #else
                func play() {}
                #endif
            }
            """, configuration: ["warning": "3"]),
        // Data gives a type no job: cases, constants, getters of constants, arms mapping a case to one.
        Example("""
            enum Strings {
                static let title = NSLocalizedString("title", comment: "")
                static let subtitle = "Subtitle"
                static let inset: CGFloat = -16
                static let tint = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                static func greeting(_ name: String) -> String { L10n.tr("Localizable", "greeting", name) }
                static let table: [String: Int] = [
                    "a": 1,
                    "b": 2,
                ]
            }
            enum Theme: String {
                case light = "light", dark
                case sepia
                @unknown case legacy

                var title: String {
                    switch self {
                    case .light: return "Light"
                    case .dark:
                        return Strings.title
                    case .sepia: "Sepia"
                    @unknown default: .init()
                    }
                }
            }
            """, configuration: ["warning": "6"]),
        // An arm that gives back an implicit member built of constants is data, after `return` too.
        Example("""
            enum Status {
                case ok, missing, failed
                var result: Result<[Int], Failure> {
                    switch self {
                    case .ok: return .success([])
                    case .missing: return .failure(.notFound)
                    case .failed: return .failure(.init(code: 500))
                    }
                }
            }
            """, configuration: ["warning": "4"]),
        // An initializer that only stores its parameters wires values in, and attributes on
        // lines of their own belong to the declaration below: neither is counted.
        Example("""
            final class Profile: ObservableObject {
                @Published
                var name: String
                @MainActor
                @available(iOS 15, *)
                var age: Int
                init(name: String, age: Int) {
                    self.name = name
                    self.age = age
                }
                func greet() { print(name) }
            }
            """, configuration: ["warning": "3"]),
        // A result builder's table of constants is data too.
        Example("""
            extension Profile {
                static var codecs: [Codec] {
                    Codec(type: .video) {
                        AudioCodec.aac
                        AudioCodec.ac3
                        AudioCodec.flac
                        AudioCodec.opus
                        AudioCodec.mp3
                    }
                }
            }
            """, configuration: ["warning": "4"]),
        // A nested type is measured on its own: nesting gave its job a type.
        Example("""
            final class Feed {
                func load() {}
                private struct Row {
                    var a = 1
                    var b = 2
                    var c = 3
                }
            }
            """, configuration: small),
        // Test targets: Quick specs and any type in a test file.
        Example("""
            final class FeedSpec: QuickSpec {
                override class func spec() {
                    it("a") {}
                    it("b") {}
                    it("c") {}
                }
            }
            """, configuration: small),
        Example("""
            import Nimble

            final class FeedFixtures {
                func a() {}
                func b() {}
                func c() {}
                func d() {}
            }
            """, configuration: small),
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
            struct Point {
                var x = 0
                var y = 0
                var z = 0
                var w = 0
            }
            """, configuration: ["warning": "3", "kinds": "[class]"]),
        // A multi-line string is data wherever it is, a JSON fixture in a closure that sets
        // up a `static let` too: only its first line, shared with code, counts.
        Example("""
            class Template {
                var text = \"\"\"
                    first
                    second
                    \"\"\"
                static let fixture: Data = {
                    let json = \"\"\"
                        { "id": 1,
                          "name": "a" }
                        \"\"\"
                    return Data(json.utf8)
                }()
                static let points = [
                    [0.5, 0.25], [0.75, 0.5],
                    [1.0, 0.75],
                ]
            }
            """, configuration: ["warning": "6"], skipWrappingTests: true),
        // Members named by keywords (`.switch`, `.default`) are constants too; so are an
        // `@unknown default` arm and a case with an attribute. The code: the getter's and the
        // switch's lines, their braces and `run()`.
        Example("""
            enum Domain {
                @Ephemeral case light
                case `switch`
                static let supported: [Domain] = [
                    .light,
                    .switch,
                ]
                static let center: NotificationCenter = .default
                var style: UIBarStyle {
                    switch self {
                    case .light: return .default
                    case .switch: return UIBarStyle.black
                    @unknown default: return .default
                    }
                }
                func run() { start() }
            }
            """, configuration: ["warning": "5", "kinds": "[enum]"]),
    ]
}
