import Foundation
import XCTest

/// Exit codes: 0 (warnings at most), 2 (an error, or anything under --strict), 1 (the run
/// could not be done as asked), with messages that name the path, key or position.
final class ExitCodeTests: CLITestCase {
    func testCleanRunExitsZero() throws {
        try write("Point.swift", Source.clean)
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, [summary(warnings: 0, errors: 0, files: 1)])
    }

    func testWarningsAloneExitZero() throws {
        try write("DataManager.swift", Source.manager())
        assertStatus(try lint(), 0)
    }

    func testStrictMakesWarningsFail() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--strict")
        assertStatus(result, 2)
        XCTAssertEqual(result.violations.map(\.description), ["DataManager.swift:1:7: warning controller_naming"])

        try writeConfig("strict: true\n")
        assertStatus(try lint(), 2)
    }

    func testStrictWithoutViolationsExitsZero() throws {
        try write("Point.swift", Source.clean)
        assertStatus(try lint("--strict"), 0)
    }

    func testErrorSeverityExitsTwo() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 1, error: 2}\n")
        try write("Cache.swift", Source.longClass(lines: 3))
        let result = try lint()
        assertStatus(result, 2)
        XCTAssertEqual(result.violations.map(\.description), ["Cache.swift:1:7: error class_length"])
        XCTAssertTrue(result.stdoutLines.first?.contains(": error: ") == true, result.stdout)
        XCTAssertEqual(result.stderrLines, [summary(warnings: 0, errors: 1, files: 1)])
    }

    func testBetweenWarningAndErrorLimitsIsAWarning() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 1, error: 2}\n")
        try write("Cache.swift", Source.longClass(lines: 2))
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Cache.swift:1:7: warning class_length"])
    }

    func testMissingPathExitsOneAndNamesIt() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("Missing/Nowhere.swift")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("Missing/Nowhere.swift"), result.stderr)

        XCTAssertEqual(result.stderrLines, ["error: Missing/Nowhere.swift: no such file or directory"], "no summary")

        // A path that does not exist is a usage error: nothing is linted, nothing summarized.
        let mixed = try lint("DataManager.swift", "missing.swift", "gone")
        assertStatus(mixed, 1)
        XCTAssertEqual(mixed.stdout, "")
        XCTAssertEqual(mixed.stderrLines, [
            "error: missing.swift: no such file or directory", "error: gone: no such file or directory",
        ])
    }

    func testDanglingSymlinkNamedOnTheCommandLineExitsOne() throws {
        try symlink("Dangling.swift", to: "Nowhere/Gone.swift")
        let dangling = try lint("Dangling.swift")
        assertStatus(dangling, 1)
        XCTAssertTrue(dangling.stderr.contains("Dangling.swift"), dangling.stderr)
    }

    func testFileWithoutReadPermissionExitsOne() throws {
        guard !LintProcess.runsAsRoot else { throw XCTSkip("permissions do not stop root from reading a file") }
        let locked = try write("Locked.swift", Source.manager())
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        let result = try lint("Locked.swift")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("Locked.swift"), result.stderr)
    }

    func testWarningThresholdFailsTheRunAtThatManyWarnings() throws {
        try writeConfig("warning_threshold: 2\n")
        try write("AManager.swift", Source.manager("AManager"))
        assertStatus(try lint(), 0)
        try write("BManager.swift", Source.manager("BManager"))
        assertStatus(try lint(), 2)
    }

    func testDirectoryWithoutSwiftFilesExitsOne() throws {
        try write("Docs/README.md", "# Nothing to lint\n")
        try write("Docs/notes.swift.txt", "class NotSwiftManager {}\n")
        let result = try lint("Docs")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("Docs"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testUnknownOptionIsAUsageErrorWithAOneLineHint() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--bogus")
        assertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--bogus"), result.stderr)
        XCTAssertFalse(result.stderr.contains("USAGE"), "a hint, not the whole help: \(result.stderr)")
        XCTAssertLessThanOrEqual(result.stderrLines.count, 2, result.stderr)

        let typo = try lint("--strcit")
        assertStatus(typo, 1)
        XCTAssertTrue(typo.stderr.contains("--strict"), "suggests the closest option: \(typo.stderr)")
    }

    func testBadOptionValuesAreUsageErrors() throws {
        try write("DataManager.swift", Source.manager())
        for arguments in [["--jobs", "0"], ["--jobs", "many"], ["--reporter"]] {
            let result = try LintProcess.run(arguments, in: project)
            assertStatus(result, 1)
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(result.stderr.contains(arguments[0]), "names the option: \(result.stderr)")
        }
    }

    func testUnknownReporterExitsOneAndNamesIt() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--reporter", "jsn")
        assertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("jsn"), result.stderr)
        XCTAssertTrue(result.stderr.contains("json"), "suggests the closest reporter: \(result.stderr)")

        try writeConfig("reporter: nonsense\n")
        let configured = try lint()
        assertStatus(configured, 1)
        XCTAssertTrue(configured.stderr.contains("nonsense"), configured.stderr)
    }

    func testMalformedYAMLExitsOneWithLineAndColumn() throws {
        try write("DataManager.swift", Source.manager())
        let cases = [
            ("strict: false\nclass_length:\n\twarning: 3\n", ".swiftlint-style.yml:3:1"),
            ("strict: false\nstrict: true\n", ".swiftlint-style.yml:2:1"),
        ]
        for (yaml, position) in cases {
            // Written as is: the positions are of these lines.
            try write(".swiftlint-style.yml", yaml)
            let result = try lint()
            assertStatus(result, 1)
            XCTAssertEqual(result.stdout, "", yaml)
            XCTAssertTrue(result.stderr.contains(position), "expected \(position) in: \(result.stderr)")
        }
    }

    func testWrongValueTypeExitsOneNamingKeyAndPosition() throws {
        try write("DataManager.swift", Source.manager())
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: abc}\n")
        let flow = try lint()
        assertStatus(flow, 1)
        XCTAssertEqual(flow.stdout, "")
        XCTAssertTrue(flow.stderr.contains(".swiftlint-style.yml:2:25"), flow.stderr)
        XCTAssertTrue(flow.stderr.contains("warning"), flow.stderr)

        try writeConfig("opt_in_rules: [class_length]\nclass_length:\n  warning: 10\n  error: [1, 2]\n")
        let block = try lint()
        assertStatus(block, 1)
        XCTAssertTrue(block.stderr.contains(".swiftlint-style.yml:4:10"), block.stderr)
        XCTAssertTrue(block.stderr.contains("error"), block.stderr)

        try writeConfig("strict: maybe\n")
        let strict = try lint()
        assertStatus(strict, 1)
        XCTAssertTrue(strict.stderr.contains("strict"), strict.stderr)
    }

    func testMissingConfigFileGivenWithConfigExitsOne() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--config", "nowhere.yml")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("nowhere.yml"), result.stderr)
    }

    /// Missing folders are made (OutputTargetTests); one that cannot be, for a file in its way,
    /// fails the run and leaves nothing.
    func testOutputWhereAFolderCannotBeMadeExitsOneAndLeavesNothing() throws {
        try write("DataManager.swift", Source.manager())
        try write("reports", "a file\n")
        let before = try FileManager.default.contentsOfDirectory(atPath: project.path).sorted()
        let result = try lint("--output", "reports/ci/report.txt")
        assertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("reports"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path).sorted(), before)
    }
}
