import LintCore
import Rules
import XCTest

/// `class_length` names the parts of a long type, so the reader sees its jobs: the largest
/// functions, computed properties and nested types, its extensions in the file, and its `// MARK:` sections.
final class ClassLengthMessageTests: XCTestCase {
    private func messages(_ code: String, warning: Int = 10) -> [String] {
        var options = ClassLengthRule.Options()
        options.warning = warning
        options.error = 1000
        return ClassLengthRule(options: options).validate(SourceFile(contents: code)).map(\.message)
    }

    private func lines(_ count: Int, _ prefix: String) -> String {
        (0..<count).map { "        \(prefix)\($0)()" }.joined(separator: "\n")
    }

    func testTheLargestPartsAndTheMarkSectionsWithTheirLengths() {
        let code = """
            final class Inbox {
                // MARK: - Syncing
                func sync() {
            \(lines(6, "fetch"))
                }
                // MARK: - Layout
                func layout() {
            \(lines(3, "place"))
                }
                struct Row {
                    let title: String
                }
            }
            extension Inbox: Sendable {
                func archive() {
            \(lines(2, "move"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `Inbox` has 17 lines of code (4 of them in extensions in this file), over the limit of 10: a type this "
                + "long has more than one job. Its largest parts are `sync()` (8 lines), `extension Inbox: Sendable` (6) "
                + "and `layout()` (5); its MARK sections `Layout` (8 lines) and `Syncing` (8). A part you can name is a "
                + "type of its own: give each job a smaller type, named for it",
        ])
    }

    func testAnExtensionMeasuredOnItsOwnSaysSo() {
        let code = """
            extension Inbox {
                func sync() {
            \(lines(12, "fetch"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Extension of `Inbox` has 14 lines of code, over the limit of 10: an extension this long has more than one "
                + "job. Its largest parts are `sync()` (14 lines). A part you can name is a type of its own: give each job "
                + "a smaller type, named for it",
        ])
    }

    func testAComputedPropertyIsAPartAsAFunctionIs() {
        let code = """
            struct SettingsView: View {
                var body: some View {
                    Form {
            \(lines(8, "row"))
                    }
                }
                func save() {
            \(lines(2, "store"))
                }
                var title: String { "Settings" }
            }
            """
        XCTAssertEqual(messages(code), [
            "Struct `SettingsView` has 16 lines of code, over the limit of 10: a type this long has more than one job. "
                + "Its largest parts are `var body` (12 lines) and `save()` (4). A part you can name is a type of its own: "
                + "give each job a smaller type, named for it",
        ], "a constant getter is data: no part")
    }
}
