import LintCore
import Rules
import XCTest

/// SwiftLint's `type_body_length` examples, run through `class_length`. SwiftLint counts every
/// line of a body but blanks and comments; lint counts lines of behaviour, so a stored constant
/// (`let x = 0`) is data and not counted: SwiftLint's bodies of constants are read here with
/// functions in their place, and as they are for the documented difference. Protocols are not
/// measured (they hold no code), and extensions count with their type unless `extensions:
/// separate`, as SwiftLint's `excluded_types` option leaves them out by default.
final class TypeBodyLengthPeerTests: XCTestCase {
    private func count(_ code: String, warning: Int = 2, separate: Bool = false) -> Int {
        var options = ClassLengthRule.Options()
        options.warning = warning
        options.error = 10_000
        if separate { options.extensions = .separate }
        return ClassLengthRule(options: options).validate(SourceFile(contents: code)).count
    }

    private func body(_ kind: String, _ line: String, _ count: Int, add: String = "") -> String {
        "\(kind) Abc {\n" + String(repeating: line, count: count) + add + "}\n"
    }

    func testSwiftLintsNonTriggeringExamples() {
        for code in ["actor A {}", "class C {}", "enum E {}", "struct S {}", "protocol P {}", "actor A {\n    func x() {}\n}",
                     "class C {\n    func x() {}\n    // comments\n    // will\n    // be\n    // ignored\n}",
                     "enum E {\n    func x() {}\n    // empty lines will be ignored\n\n\n}"] {
            XCTAssertEqual(count(code), 0, code)
        }
        XCTAssertEqual(count("extension E {}", separate: true), 0)
        for kind in ["class", "struct", "enum", "actor"] {
            XCTAssertEqual(count(body(kind, "func f() {}\n", 249), warning: 250), 0)
            XCTAssertEqual(count(body(kind, "\n", 251), warning: 250), 0)
            XCTAssertEqual(count(body(kind, "// this is a comment\n", 251), warning: 250), 0)
            XCTAssertEqual(count(body(kind, "func f() {}\n", 249, add: "\n/* this is\na multiline comment\n*/\n"), warning: 250), 0)
        }
    }

    func testSwiftLintsTriggeringExamples() {
        for kind in ["actor", "class", "enum", "struct"] {
            XCTAssertEqual(count("\(kind) A {\n    func x() {}\n    func y() {}\n    func z() {}\n}"), 1, kind)
            XCTAssertEqual(count(body(kind, "func f() {}\n", 251), warning: 250), 1, kind)
        }
        XCTAssertEqual(count("extension E {\n    func x() {}\n    func y() {}\n    func z() {}\n}", separate: true), 1)
    }

    func testDocumentedDifferences() {
        // Constants are data: SwiftLint reports these.
        XCTAssertEqual(count("class C {\n    let x = 0\n    let y = 1\n    let z = 2\n}"), 0)
        XCTAssertEqual(count(body("class", "let abc = 0\n", 251), warning: 250), 0)
        // A protocol declares no code.
        XCTAssertEqual(count("protocol P {\n    func x()\n    func y()\n    func z()\n}"), 0)
    }
}
