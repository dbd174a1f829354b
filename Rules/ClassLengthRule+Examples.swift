import LintCore

extension ClassLengthRule {
    enum Examples {
        static let small = ["warning": "3"]
        /// Structs and enums are measured when `kinds` names them.
        static let allKinds = ["warning": "3", "kinds": "[class, actor, struct, enum]"]

        static let triggering = [
            // The essay's limit: a class past 250 lines of code.
            Example("final class ↓MessageCreationCoordinator {\n" + String(repeating: "    func step() { run() }\n", count: 251) + "}\n",
                    fromEssay: true),
            // Past the error limit the message still names the warning limit.
            Example("class ↓Foo {\n    func a() {}\n    func b() {}\n    func c() {}\n}\n", configuration: ["warning": "1", "error": "2"]),
            // An initializer that computes, not only stores, is code.
            Example("""
                final class ↓Profile {
                    var name: String
                    init(name: String) {
                        self.name = name.trimmingCharacters(in: .whitespaces)
                    }
                }
                """, configuration: ["warning": "3"]),
            // A SwiftUI view and a case-less enum holding a subsystem collect jobs as a class does.
            Example("""
                struct ↓SettingsView: View {
                    @State private var name = ""
                    var body: some View {
                        Form { TextField("Name", text: $name) }
                    }
                    func save() { store.save(name) }
                }
                enum ↓Store {}
                extension Store {
                    static func setUp() async throws { try await stack.load() }
                    static func migrate() { migrator.run() }
                    static func reset() { stack.reset() }
                    static func close() { stack.close() }
                }
                """, configuration: small),
            // A switch arm that acts, a constant built by a closure, a getter that reads state: code.
            Example("""
                enum ↓Route {
                    case home, settings
                    static let formatter: DateFormatter = {
                        DateFormatter()
                    }()
                    var isHome: Bool { self == .home }
                    func open() {
                        switch self {
                        case .home: UIApplication.shared.open(url)
                        case .settings: return
                        }
                    }
                }
                """, configuration: small),
            // A getter that compares shared state tests it, whatever names it reads: code, not data.
            Example("""
                final class ↓CastSession {
                    var isConnected: Bool {
                        CastContext.shared.sessionManager.currentSession != nil
                    }
                    var isPad: Bool {
                        UIDevice.current.userInterfaceIdiom == .pad
                    }
                }
                """, configuration: small),
            // An extension of a type declared elsewhere is at least as long as it is.
            Example("""
                extension ↓String {
                    func a() {}
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: small),
            // A type declared in a dotted extension receives the extensions of its full name.
            Example("""
                extension Outer.Namespace {
                    class ↓Account {
                        var a = 1
                    }
                }

                extension Outer.Namespace.Account {
                    func b() {}
                    func c() {}
                    func d() {}
                }
                """, configuration: small),
            Example("class ↓Foo {\n" + String(repeating: "    var x = 1\n", count: 251) + "}\n"),
            Example("class ↓Foo {\n    var a = 1\n    var b = 2\n\n    var c = 3\n    func d() {}\n}\n", configuration: small),
            Example("struct ↓Point {\n    var x = 0\n    var y = 0\n    var z = 0\n    var w = 0\n}\n", configuration: allKinds),
            Example("actor ↓Store {\n    var a = 0\n    var b = 0\n    var c = 0\n    var d = 0\n}\n", configuration: small),
            Example("""
                class ↓Feed {
                    var a = 1
                    var b = 2
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
                class Outer {
                    struct ↓Inner {
                        var a = 1
                        var b = 2
                        var c = 3
                        var d = 4
                    }
                }
                """, configuration: small),
            // Interpolated code in a multi-line string is code, on each line it is on.
            Example("""
                class ↓Template {
                    var text = \"\"\"
                        \\(first)
                        \\(second)
                        \\(third)
                        \\(fourth)
                        \"\"\"
                }
                """, configuration: small, skipWrappingTests: true),
            Example("""
                @MainActor
                public final class ↓Loader<Item: Decodable>:
                    NSObject,
                    Loading
                {
                    var a = 1
                    var b = 2
                    var c = 3
                    var d = 4
                }
                """, configuration: small),
            Example("""
                #if os(iOS)
                class ↓Screen: UIView {
                #else
                class Screen: NSView {
                #endif
                    var a = 1
                    var b = 2
                    var c = 3
                    var d = 4
                }
                """, configuration: small),
            Example("""
                class ↓Foo {
                    var a = 1
                    var b = 2
                    var c = 3
                }
                """, configuration: ["warning": "1", "error": "2"]),
        ]
    }
}
