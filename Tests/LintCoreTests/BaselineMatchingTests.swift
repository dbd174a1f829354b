import LintCore
import XCTest

/// How a baseline pairs its entries with a run's violations: by subject and line, then by
/// subject, then by line alone.
final class BaselineMatchingTests: XCTestCase {
    private let context = ReportContext(currentDirectory: "/project")

    private func violation(_ line: String, subject: String?, at row: Int = 1) -> Violation {
        var violation = Violation(
            ruleIdentifier: "stale_comment", ruleName: "Stale Comment", severity: .warning, path: "/project/Store.swift",
            location: Location(line: row, column: 1), message: "m", lineText: line
        )
        violation.subject = subject
        return violation
    }

    /// Two warnings about one declaration keep their own entries when one line changes; a third is new.
    func testWarningsAboutOneDeclarationKeepTheirEntries() {
        let baseline = Baseline(violations: [
            violation("/// - Parameter id: The user.", subject: "func Store.load(user:)"),
            violation("/// - Parameter cache: Unused.", subject: "func Store.load(user:)"),
        ], directory: "/project", context: context)
        let now = [
            violation("/// - Parameter cache: Unused.", subject: "func Store.load(user:)", at: 3),
            violation("/// - Parameter id: The user's identifier.", subject: "func Store.load(user:)", at: 2),
            violation("/// - Parameter flag: Unused.", subject: "func Store.load(user:)", at: 4),
        ]
        let (new, unused) = baseline.match(now, context: context)
        XCTAssertEqual(new.map(\.location.line), [4])
        XCTAssertEqual(unused, [])
    }

    /// A warning inside a member that was renamed is still recognised by its line: the subject
    /// adds ways to match, and takes none away.
    func testALineInARenamedMemberIsStillOld() {
        let baseline = Baseline(violations: [violation("for (i, x) in xs.enumerated() {", subject: "func Feed.load()")],
                                directory: "/project", context: context)
        let (new, unused) = baseline.match([violation("for (i, x) in xs.enumerated() {", subject: "func Feed.reload()")], context: context)
        XCTAssertEqual(new.count, 0)
        XCTAssertEqual(unused.count, 0)
    }
}
