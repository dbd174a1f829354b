import Foundation
import XCTest

/// `LINT_TODAY` pins the date `expired_todo` compares with; a bad value stops the run.
final class LintTodayTests: CLITestCase {
    func testPinnedDateDecidesWhatHasExpired() throws {
        try write("Feed.swift", "// TODO(2026-03-01): drop the legacy feed\nstruct Feed {}\n")
        let before = try lint(environment: ["LINT_TODAY": "2026-02-28"])
        XCTAssertEqual(before.violations.map(\.description), [])
        let after = try lint(environment: ["LINT_TODAY": "2026-03-01"])
        XCTAssertEqual(after.violations.map(\.description), ["Feed.swift:1:4: warning expired_todo"])
    }

    func testInvalidPinnedDateIsAnError() throws {
        try write("Feed.swift", "struct Feed {}\n")
        let result = try lint(environment: ["LINT_TODAY": "2026-02-30"])
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("LINT_TODAY=2026-02-30"), result.stderr)
    }
}
