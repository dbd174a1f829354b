import Foundation
import XCTest

/// At a terminal, a warning's line states its fact and each rule's advice comes once, after the
/// list; everywhere else (a pipe, a file, Xcode, the other formats) and with `--verbose`, every
/// warning carries its whole message.
final class TerminalOutputTests: CLITestCase {
    private let advice = "name it for the one role it plays (a Library, a Player, a Queue), or break it up if no such name fits"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("Session.swift", Source.manager("SessionManager"))
        try write("Cache.swift", Source.manager("CacheManager"))
    }

    func testATerminalGetsEachFactOnItsLineAndTheAdviceOnce() throws {
        let result = try LintProcess.runInTerminal([], in: project)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, """
            Cache.swift:1:7: warning: `CacheManager` ends in 'Manager', a word that lets a type take on any job (controller_naming)
            Session.swift:1:7: warning: `SessionManager` ends in 'Manager', a word that lets a type take on any job (controller_naming)

            What to do (`--verbose` repeats it on every warning):
              controller_naming: \(advice)

            """)
    }

    func testVerboseKeepsTheAdviceOnEveryWarning() throws {
        let result = try LintProcess.runInTerminal(["--verbose"], in: project)
        XCTAssertEqual(result.stdout.components(separatedBy: advice).count - 1, 2, result.stdout)
        XCTAssertFalse(result.stdout.contains("What to do"))
    }

    func testAPipeAFileXcodeAndOtherFormatsKeepTheWholeMessage() throws {
        let piped = try LintProcess.run([], in: project)
        XCTAssertEqual(piped.stdout.components(separatedBy: advice).count - 1, 2, piped.stdout)
        XCTAssertFalse(piped.stdout.contains("What to do"))

        let written = try LintProcess.runInTerminal(["--output", "report.txt"], in: project)
        XCTAssertEqual(written.stdout, "")
        let report = try String(contentsOf: project.appendingPathComponent("report.txt"), encoding: .utf8)
        XCTAssertEqual(report.components(separatedBy: advice).count - 1, 2, report)

        let xcode = try LintProcess.runInTerminal([], in: project, environment: ["XCODE_VERSION_ACTUAL": "1600"])
        XCTAssertEqual(xcode.stdout.components(separatedBy: advice).count - 1, 2, xcode.stdout)

        let json = try LintProcess.runInTerminal(["--reporter", "json"], in: project)
        XCTAssertEqual(json.stdout.components(separatedBy: advice).count - 1, 2, json.stdout)
    }
}
