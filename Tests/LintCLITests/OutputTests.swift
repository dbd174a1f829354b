import Foundation
import XCTest

/// The xcode and json reports, the summary line, stdin, `--output`, ordering and determinism.
final class OutputTests: CLITestCase {
    func testXcodeReportHasRelativePathPositionSeverityMessageAndRule() throws {
        try write("Sources/App/DataManager.swift", "import Foundation\n\n" + Source.manager())
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        let line = try XCTUnwrap(result.stdoutLines.first)
        XCTAssertTrue(line.hasPrefix("Sources/App/DataManager.swift:3:7: warning: "), line)
        XCTAssertTrue(line.hasSuffix(" (controller_naming)"), line)
        XCTAssertTrue(line.contains("DataManager"), "the message names the identifier: \(line)")
    }

    func testSummaryGoesToStandardErrorOnly() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.stderr, summary(warnings: 1, errors: 0, files: 1) + "\n")
        XCTAssertFalse(result.stdout.contains("Found"), result.stdout)
    }

    func testSummaryCountsWarningsErrorsAndFiles() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 1, error: 2}\n")
        try write("A/DataManager.swift", Source.manager())
        try write("A/SyncController.swift", Source.manager("SyncController"))
        try write("B/Cache.swift", Source.longClass(lines: 3))
        try write("B/Point.swift", Source.clean)
        let result = try lint()
        assertStatus(result, 2)
        XCTAssertEqual(result.stderrLines, [summary(warnings: 2, errors: 1, files: 4)])
    }

    func testQuietSuppressesTheSummary() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--quiet")
        assertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.violations.map(\.description), ["DataManager.swift:1:7: warning controller_naming"])
    }

    func testNamedPathsAreReportedRelativeToTheCurrentDirectory() throws {
        try write("Sources/App/DataManager.swift", Source.manager())
        let expected = ["Sources/App/DataManager.swift:1:7: warning controller_naming"]
        XCTAssertEqual(try lint("Sources").violations.map(\.description), expected)
        XCTAssertEqual(try lint("./Sources/App/").violations.map(\.description), expected)
        XCTAssertEqual(try lint(absolute("Sources/App/DataManager.swift")).violations.map(\.description), expected)
        XCTAssertEqual(
            try lint("App", in: "Sources").violations.map(\.description), ["App/DataManager.swift:1:7: warning controller_naming"]
        )
    }

    func testJSONReporterWritesSwiftLintFields() throws {
        try write("Sources/DataManager.swift", "\n" + Source.manager())
        let result = try lint("--reporter", "json")
        assertStatus(result, 0)
        let objects = try jsonObjects(result.stdout)
        XCTAssertEqual(objects.count, 1)
        let object = try XCTUnwrap(objects.first)
        XCTAssertEqual(Set(object.keys), ["character", "file", "line", "reason", "rule_id", "severity", "type"])
        XCTAssertEqual(object["file"] as? String, absolute("Sources/DataManager.swift"))
        XCTAssertEqual(object["line"] as? Int, 2)
        XCTAssertEqual(object["character"] as? Int, 7)
        XCTAssertEqual(object["rule_id"] as? String, "controller_naming")
        XCTAssertEqual(object["severity"] as? String, "Warning")
        XCTAssertEqual(object["type"] as? String, "Controller Naming")
        XCTAssertTrue((object["reason"] as? String)?.contains("DataManager") == true, "\(object)")
        XCTAssertEqual(result.stderrLines, [summary(warnings: 1, errors: 0, files: 1)])
    }

    func testJSONReporterMarksErrorsAndIsAnEmptyArrayWithoutViolations() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 1, error: 2}\n")
        try write("Cache.swift", Source.longClass(lines: 3))
        let failing = try lint("--reporter", "json")
        assertStatus(failing, 2)
        XCTAssertEqual(try jsonObjects(failing.stdout).map { $0["severity"] as? String }, ["Error"])

        try write("Cache.swift", Source.clean)
        let clean = try lint("--reporter", "json")
        assertStatus(clean, 0)
        XCTAssertEqual(try jsonObjects(clean.stdout).count, 0)
    }

    func testReporterFromConfiguration() throws {
        try writeConfig("reporter: json\n")
        try write("DataManager.swift", Source.manager())
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(try jsonObjects(result.stdout).count, 1)
        XCTAssertEqual(try lint("--reporter", "xcode").violations.count, 1, "the command line wins")
    }

    func testStdinIsReportedAsTheStdinPath() throws {
        let result = try lint("--use-stdin", "--stdin-path", "Foo.swift", stdin: Source.manager("AController"))
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Foo.swift:1:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines, [summary(warnings: 1, errors: 0, files: 1)])

        let json = try lint(
            "--use-stdin", "--stdin-path", "Sources/Foo.swift", "--reporter", "json", stdin: Source.manager("AController")
        )
        assertStatus(json, 0)
        XCTAssertEqual(try jsonObjects(json.stdout).map { $0["file"] as? String }, [absolute("Sources/Foo.swift")])
    }

    func testStdinContentIsLintedNotTheFileOnDisk() throws {
        try write("Foo.swift", Source.manager("DiskManager"))
        let result = try lint("--use-stdin", "--stdin-path", "Foo.swift", stdin: Source.clean)
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
    }

    func testOutputWritesTheReportToTheFileAndNothingToStandardOutput() throws {
        try write("DataManager.swift", Source.manager())
        let result = try lint("--reporter", "json", "--output", "report.json")
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, [summary(warnings: 1, errors: 0, files: 1)])
        let objects = try jsonObjects(contents(of: "report.json"))
        XCTAssertEqual(objects.map { $0["rule_id"] as? String }, ["controller_naming"])

        let plain = try lint()
        let toFile = try lint("--output", "report.txt")
        XCTAssertEqual(toFile.stdout, "")
        XCTAssertEqual(try contents(of: "report.txt"), plain.stdout)
    }

    func testViolationsAreSortedByPathLineColumnAndRule() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 1, error: 10, kinds: [class, struct]}\n")
        try write("Gamma.swift", Source.manager("GammaManager"))
        try write("Beta/One.swift", Source.manager("OneManager"))
        try write("Alpha.swift", """
            class AManager {}
            struct Big {
                var a = 1
                var b = 2
                var c = 3
            }
            enum BManager {}; enum CManager {}
            class ZController {
                var a = 1
                var b = 2
            }

            """)
        let expected = [
            "Alpha.swift:1:7: warning controller_naming",
            "Alpha.swift:2:8: warning class_length",
            "Alpha.swift:7:6: warning controller_naming",
            "Alpha.swift:7:24: warning controller_naming",
            "Alpha.swift:8:7: warning class_length",
            "Alpha.swift:8:7: warning controller_naming",
            "Beta/One.swift:1:7: warning controller_naming",
            "Gamma.swift:1:7: warning controller_naming",
        ]
        for jobs in ["1", "4"] {
            let result = try lint("--jobs", jobs)
            assertStatus(result, 0)
            XCTAssertEqual(result.violations.map(\.description), expected, "--jobs \(jobs)")
        }
        let json = try jsonObjects(lint("--reporter", "json").stdout)
        let keys = json.map { "\($0["line"] as? Int ?? 0):\($0["character"] as? Int ?? 0) \($0["rule_id"] as? String ?? "")" }
        XCTAssertEqual(keys.prefix(3), ["1:7 controller_naming", "2:8 class_length", "7:6 controller_naming"])
    }

    func testOutputIsTheSameWhateverTheParallelism() throws {
        try writeConfig("opt_in_rules: [class_length]\nclass_length: {warning: 2, error: 100}\n")
        for index in 0..<30 {
            let source = """
                import Foundation

                class Item\(index)Manager {
                    var a = 1
                    var b = 2
                    var c = 3
                }

                enum Route\(index)Controller {}
                struct Clean\(index) {}

                """
            try write("Module\(index % 5)/File\(index).swift", source)
        }
        let sequential = try lint("--jobs", "1")
        let parallel = try lint("--jobs", "8")
        assertStatus(sequential, 0)
        assertStatus(parallel, 0)
        XCTAssertEqual(sequential.violations.count, 90)
        XCTAssertEqual(parallel.stdout, sequential.stdout)
        XCTAssertEqual(parallel.stderr, sequential.stderr)
        XCTAssertEqual(sequential.stderrLines.first, summary(warnings: 90, errors: 0, files: 30))
        let jsonSequential = try lint("--jobs", "1", "--reporter", "json")
        let jsonParallel = try lint("--jobs", "8", "--reporter", "json")
        XCTAssertEqual(jsonParallel.stdout, jsonSequential.stdout)
    }
}
