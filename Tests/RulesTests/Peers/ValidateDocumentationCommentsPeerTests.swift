import LintCore
import Rules
import XCTest

/// swift-format's `ValidateDocumentationComments` tests, run through `stale_comment`. Where both
/// say a comment states what the code does not have (a parameter, a result, an error), they
/// agree. Documented differences: lint does not ask for documentation (a missing `- Throws:`
/// or `- Returns:`), nor for a style of it (plural `- Parameters:` for one parameter, singular
/// ones for several, their order); a parameter left out beside documented ones is reported with
/// `undocumented_parameters: true`; and an initializer's `- Returns:` (`a new instance`) states
/// what it makes, so lint leaves it, where swift-format asks to remove it.
final class ValidateDocumentationCommentsPeerTests: XCTestCase {
    private func count(_ code: String, undocumented: Bool = false) -> Int {
        var options = StaleCommentRule.Options()
        options.undocumentedParameters = undocumented
        return StaleCommentRule(options: options).validate(SourceFile(contents: code)).count
    }

    private func summary(_ lines: String...) -> String {
        (["/// One sentence summary.", "///"] + lines.map { "/// " + $0 }).joined(separator: "\n") + "\n"
    }

    func testWhatBothReport() {
        let three = ["- Parameters:", "  - p1: Parameter 1.", "  - p2: Parameter 2.", "  - p3: Parameter 3."]
        XCTAssertEqual(count(summary(three[0], three[1], three[2], three[3], "- Throws: an error.")
            + "func doesNotThrow(p1: Int, p2: Int, p3: Int) {}\n"), 1)
        XCTAssertEqual(count(summary(three[0], three[1], three[2], three[3], "- Returns: an integer.")
            + "func noReturn(p1: Int, p2: Int, p3: Int) {}\n"), 1)
        XCTAssertEqual(count(summary("- Parameter command: The command.", "- Returns: A string.")
            + "func incorrectParam(label commando: String) -> String {}\n"), 1)
        XCTAssertEqual(count("struct SomeType {\n" + summary("- Parameter command: The command.", "- Returns: Shouldn't be here.")
            + "init(label commando: String) {}\n}\n"), 1, "the parameter; an initializer's result, the instance, is no stale fact")
        XCTAssertEqual(count(summary("- Parameters:", "  - p1: Parameter 1.", "  - p2: Parameter 2.", "- Returns: an integer.")
            + "func foo(p1: Int, p2: Int, p3: Int) -> Int {}\n", undocumented: true), 1)
    }

    func testWhatBothLeaveAlone() {
        let code = summary("- Parameter command: The command.", "- Returns: A string.")
            + "func singularParam(command: String) -> String {}\n"
            + summary("- Parameters:", "  - command: The command.", "  - stdin: The input.", "- Throws: An error, possibly.",
                      "- Returns: A string.")
            + "func pluralParam(command: String, stdin: String) throws -> String {}\n"
            + summary("- Parameter p1: Parameter 1.") + "func rethrower(p1: (() throws -> ())) rethrows {}\n"
            + summary("- Parameter p1: Parameter 1.", "- Throws: doesn't really throw, just rethrows")
            + "func doesRethrow(p1: (() throws -> ())) rethrows {}\n"
            + "/// The brief summary says it all.\nfunc omittedFunc(p1: Int)\n"
            + summary("- Parameter command: The command.", "- Returns: A string.")
            + "func singularParam(label command: String) -> String {}\n"
            + summary("- Returns: Never returns.") + "func documentedNeverReturns(p1: Int) -> Never {}\n"
            + "struct SomeType {\n" + summary("- Parameters:", "  - command: The command.", "  - stdin: The input.", "- Throws: An error.")
            + "init(label command: String, label2 stdin: String) throws {}\n}\n"
        XCTAssertEqual(count(code), 0)
    }

    func testDocumentedDifferences() {
        // swift-format asks for a `- Throws:` and a `- Returns:`, and for a style of sections.
        XCTAssertEqual(count(summary("- Parameter p1: Parameter 1.") + "func doesThrow(p1: Int) throws {}\n"), 0)
        XCTAssertEqual(count(summary("- Parameter p1: Parameter 1.") + "func foo(p1: Int) -> Int {}\n"), 0)
        XCTAssertEqual(count(summary("- Parameters:", "  - singular: description.") + "func plural(singular: String) {}\n"), 0)
        XCTAssertEqual(count(summary("- Parameter command: The command.", "- Parameter stdin: The input.")
            + "func singular(command: String, stdin: String) {}\n"), 0)
        XCTAssertEqual(count(summary("- Parameters:", "  - sum: The sum.", "  - avg: The average.")
            + "func sum(avg: Int, sum: Int) -> Int {}\n"), 0)
        XCTAssertEqual(count(summary("- Parameters:", "  - p1: Parameter 1.", "  - p2: Parameter 2.")
            + "func foo(p1: Int, p2: Int, p3: Int) {}\n"), 0, "without undocumented_parameters")
    }
}
