import Foundation
import LintCore
import XCTest

/// Golden outputs, written by hand from the formats' definitions.
final class ReporterTests: XCTestCase {
    private let context = ReportContext(currentDirectory: "/work/app")
    private let violations = [
        Violation(
            ruleIdentifier: "controller_naming", ruleName: "Controller Naming", severity: .warning,
            path: "Sources/Feed Manager.swift", location: Location(line: 3, column: 7),
            message: "`FeedManager` ends in \"Manager\"\nsecond line"
        ),
        Violation(
            ruleIdentifier: "class_length", ruleName: "Class Length", severity: .error,
            path: "/elsewhere/Ünïcode.swift", location: Location(line: 10, column: 1), message: "tab\there \\ slash"
        ),
    ]

    func testXcodeReporter() {
        XCTAssertEqual(XcodeReporter().report(violations, context: context), """
            Sources/Feed Manager.swift:3:7: warning: `FeedManager` ends in "Manager" second line (controller_naming)
            /elsewhere/Ünïcode.swift:10:1: error: tab\there \\ slash (class_length)

            """)
    }

    /// Numbers are written digit by digit, and each file's relative path is worked out once
    /// per run of its violations: a file that comes back (unsorted input) gets its own path.
    /// A rule's category decides SonarQube's Clean Code attribute and the quality it affects; a
    /// rule the run does not describe is a convention about maintainability.
    func testSonarQubeFilesRulesByTheirCategory() throws {
        let rules = [(RuleCategory.correctness, "offsets"), (.followUp, "todos")].map { category, identifier in
            RuleDescription(
                identifier: identifier, name: identifier, summary: "s", rationale: "r", category: category,
                triggeringExamples: [], nonTriggeringExamples: []
            )
        }
        let context = ReportContext(currentDirectory: "/work/app", rules: rules, toolVersion: "0.1.0")
        let found = ["offsets", "todos", "unknown"].map { identifier in
            Violation(ruleIdentifier: identifier, ruleName: identifier, severity: .warning, path: "A.swift",
                      location: Location(line: 1, column: 1), message: "m")
        }
        let report = try XCTUnwrap(JSONSerialization.jsonObject(
            with: Data(SonarQubeReporter().report(found, context: context).utf8)) as? [String: Any])
        let filed = try XCTUnwrap(report["rules"] as? [[String: Any]]).map { rule in
            let impact = (rule["impacts"] as? [[String: Any]])?.first?["softwareQuality"] as? String
            return "\(rule["id"] ?? "") \(rule["cleanCodeAttribute"] ?? "") \(impact ?? "")"
        }
        XCTAssertEqual(filed, [
            "offsets LOGICAL RELIABILITY", "todos COMPLETE MAINTAINABILITY", "unknown CONVENTIONAL MAINTAINABILITY",
        ])
    }

    func testXcodeReporterNumbersAndRepeatedPaths() {
        var first = violations[0]
        first.location = Location(line: 1_234_567, column: 90)
        first.message = "m"
        var second = violations[1]
        second.path = "../up/./x.swift"
        second.location = Location(line: 100, column: 10)
        second.message = "n"
        XCTAssertEqual(XcodeReporter().report([first, first, second, first], context: context), """
            Sources/Feed Manager.swift:1234567:90: warning: m (controller_naming)
            Sources/Feed Manager.swift:1234567:90: warning: m (controller_naming)
            ../up/x.swift:100:10: error: n (class_length)
            Sources/Feed Manager.swift:1234567:90: warning: m (controller_naming)

            """)
        first.location = Location(line: 9, column: 0)
        XCTAssertEqual(
            XcodeReporter().report([first], context: context), "Sources/Feed Manager.swift:9:0: warning: m (controller_naming)\n"
        )
    }

    /// A Windows line break is one Character; it must not survive into a one-line report.
    func testLineReportsKeepEveryMessageOnOneLine() {
        var violation = violations[0]
        violation.message = "a\r\nb\rc\nd é"
        XCTAssertEqual(XcodeReporter().report([violation], context: context),
                       "Sources/Feed Manager.swift:3:7: warning: a  b c d é (controller_naming)\n")
    }

    func testJSONReporterMatchesSwiftLintsShape() throws {
        let expected = """
            [
              {
                "character" : 7,
                "file" : "/work/app/Sources/Feed Manager.swift",
                "line" : 3,
                "reason" : "`FeedManager` ends in \\"Manager\\"\\nsecond line",
                "rule_id" : "controller_naming",
                "severity" : "Warning",
                "type" : "Controller Naming"
              },
              {
                "character" : 1,
                "file" : "/elsewhere/Ünïcode.swift",
                "line" : 10,
                "reason" : "tab\\there \\\\ slash",
                "rule_id" : "class_length",
                "severity" : "Error",
                "type" : "Class Length"
              }
            ]

            """
        let output = JSONReporter().report(violations, context: context)
        XCTAssertEqual(output, expected)
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.first?["reason"] as? String, violations[0].message)
    }

    func testJSONStringsEscapeControlCharactersAndKeepOtherText() throws {
        let text = "a\u{1}b\u{1F}\u{7F} \"q\" \\ é🐶\r\n\t"
        let literal = JSON.string(text)
        XCTAssertEqual(literal, #""a\u0001b\u001f\#u{7F} \"q\" \\ é🐶\r\n\t""#)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String, text)
        XCTAssertEqual(JSON.string(""), #""""#)
    }

    func testEmptyReports() throws {
        XCTAssertEqual(XcodeReporter().report([], context: context), "")
        let empty = JSONReporter().report([], context: context)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(empty.utf8)) as? [Any])?.count, 0)
    }

    func testPathsAreResolvedAgainstTheCurrentDirectory() {
        XCTAssertEqual(context.relativePath("/work/app/a/../b.swift"), "b.swift")
        XCTAssertEqual(context.relativePath("./x.swift"), "x.swift")
        XCTAssertEqual(context.absolutePath("x/./y.swift"), "/work/app/x/y.swift")
        XCTAssertEqual(context.relativePath("/work/application/z.swift"), "../application/z.swift")
        XCTAssertEqual(context.relativePath("/etc/x.swift"), "/etc/x.swift", "no shared directory: absolute")
        XCTAssertEqual(context.relativePath("Sources/...swift/a.b.swift"), "Sources/...swift/a.b.swift")
        XCTAssertEqual(context.relativePath("a//b.swift"), "a/b.swift")
        XCTAssertEqual(context.relativePath("a/./b.swift"), "a/b.swift")
        XCTAssertEqual(context.relativePath("a/../../b.swift"), "../b.swift")
        XCTAssertEqual(context.relativePath("a/.."), ".")
    }

    func testAbsolutePathsJoinCleanPathsAndNormalizeTheRest() {
        XCTAssertEqual(context.absolutePath("Sources/App/Feed.swift"), "/work/app/Sources/App/Feed.swift")
        XCTAssertEqual(context.absolutePath("/etc/../x.swift"), "/x.swift")
        XCTAssertEqual(ReportContext(currentDirectory: "/").absolutePath("a/b.swift"), "/a/b.swift")
        XCTAssertEqual(ReportContext(currentDirectory: "/work/./app/../lib").absolutePath("a.swift"), "/work/lib/a.swift")
        XCTAssertEqual(ReportContext(currentDirectory: "/work//app").absolutePath("a.swift"), "/work/app/a.swift")
    }
}
