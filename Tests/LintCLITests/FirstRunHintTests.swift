import XCTest

/// A first run on an existing codebase that reports more than a screenful names the way in, on
/// standard error only; a run that already uses a baseline or a revision, or a short run, does not.
final class FirstRunHintTests: CLITestCase {
    private let hint = "note: to adopt lint on existing code, record today's warnings with `--write-baseline "
        + "lint-baseline.json` and run `--baseline lint-baseline.json` in CI, or report only what a change makes "
        + "new with `--new-from-rev origin/main`"

    private func writeManagers(_ count: Int) throws {
        for index in 0..<count { try write("File\(index).swift", "class Item\(index)Manager {}\n") }
    }

    func testMoreThanAScreenfulNamesTheBaselineAndTheRevision() throws {
        try writeManagers(51)
        let result = try lint()
        XCTAssertEqual(result.stderrLines, [summary(warnings: 51, errors: 0, files: 51), hint])
        XCTAssertFalse(result.stdout.contains("note:"), "the hint is never part of a report")
        let json = try lint("--reporter", "json")
        XCTAssertEqual(try jsonObjects(json.stdout).count, 51)
        XCTAssertEqual(json.stderrLines.last, hint)
    }

    func testAScreenfulOrLessSaysNothingMore() throws {
        try writeManagers(50)
        XCTAssertEqual(try lint().stderrLines, [summary(warnings: 50, errors: 0, files: 50)])
    }

    func testARunWithABaselineOrQuietSaysNothingMore() throws {
        try writeManagers(51)
        XCTAssertEqual(try lint("--write-baseline", "baseline.json").stderrLines.contains(hint), false)
        XCTAssertEqual(try lint("--baseline", "baseline.json").stderrLines, [summary(warnings: 0, errors: 0, files: 51)])
        XCTAssertEqual(try lint("--quiet").stderrLines, [])
    }
}
