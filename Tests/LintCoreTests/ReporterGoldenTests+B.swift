import Foundation
@testable import LintCore
import XCTest

/// Reporters render the shared fixture exactly as the files under Golden/ say; those files
/// were written by hand from each format's definition.
final class ReporterGoldenTestsB: XCTestCase {
    private let violations = ReporterFixtures.violations
    private let context = ReporterFixtures.context

    private func golden(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/" + name)
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @discardableResult
    private func assertGolden(
        _ reporter: any Reporter, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let output = reporter.report(violations, context: context)
        XCTAssertEqual(output, try golden(name), "\(name) differs", file: file, line: line)
        return output
    }
    // MARK: gitlab

    func testGitLab() throws {
        let output = try assertGolden(GitLabReporter(), "gitlab.json")
        let issues = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
        XCTAssertEqual(issues?[1]["description"] as? String, violations[1].message)
        XCTAssertEqual(GitLabReporter().report([], context: context), "[]\n")
    }

    private func fingerprints(_ violations: [Violation]) -> [String] {
        GitLabReporter.fingerprints(violations, context: context)
    }

    func testFingerprintSurvivesLinesInsertedAbove() {
        var moved = violations
        for index in moved.indices { moved[index].location.line += 1 }
        XCTAssertEqual(fingerprints(moved), fingerprints(violations))
        var reindented = violations[1]
        reindented.lineText = "    " + reindented.lineText + " "
        XCTAssertEqual(fingerprints([reindented]), fingerprints([violations[1]]))
    }

    func testFingerprintDiffersForOtherRulesLinesAndRepeats() {
        let original = violations[1]
        var otherRule = original
        otherRule.ruleIdentifier = "class_length"
        var otherLine = original
        otherLine.lineText = "class FeedKeeper {"
        var otherFile = original
        otherFile.path = "Sources/Other.swift"
        var repeated = original
        repeated.location.line += 10
        let all = fingerprints([original, otherRule, otherLine, otherFile]) + fingerprints([original, repeated])
        XCTAssertEqual(Set(all).count, all.count - 1, "only the original is there twice")
        XCTAssertEqual(all[0], all[4])
        XCTAssertTrue(all.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
    // MARK: sonarqube

    func testSonarQube() throws {
        let output = try assertGolden(SonarQubeReporter(), "sonarqube.json")
        let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        XCTAssertEqual((report?["issues"] as? [Any])?.count, violations.count)
        XCTAssertEqual(SonarQubeReporter().report([], context: context), "{\n  \"rules\": [],\n  \"issues\": []\n}\n")
    }

    func testSonarQubeColumnsAreZeroBasedUTF16Offsets() {
        var violation = violations[1]
        violation.lineText = "let 😀 = x"
        violation.location.column = 7
        XCTAssertEqual(SonarQubeReporter.startColumn(violation), 7, "the emoji takes two UTF-16 units")
        violation.location.column = 9
        XCTAssertEqual(SonarQubeReporter.startColumn(violation), 9)
        violation.location.column = 10
        XCTAssertNil(SonarQubeReporter.startColumn(violation), "past the end: the whole line")
        violation.lineText = ""
        violation.location.column = 1
        XCTAssertNil(SonarQubeReporter.startColumn(violation))
    }
    // MARK: csv

    func testCSV() throws {
        try assertGolden(CSVReporter(), "csv.csv")
        XCTAssertEqual(CSVReporter().report([], context: context), "file,line,column,severity,rule_id,message\r\n")
    }

    func testCSVQuotesOnlyWhatNeedsIt() {
        XCTAssertEqual(CSVReporter.field("plain text; fine"), "plain text; fine")
        XCTAssertEqual(CSVReporter.field("a\rb"), "\"a\rb\"")
        XCTAssertEqual(CSVReporter.field("say \"hi\""), "\"say \"\"hi\"\"\"")
    }
    // MARK: markdown

    func testMarkdown() throws {
        try assertGolden(MarkdownReporter(), "markdown.md")
        XCTAssertEqual(MarkdownReporter().report([], context: context), "No violations.\n")
    }

    func testCodeSpansFollowCommonMark() {
        XCTAssertEqual(CodeSpans.split("a `b` c"), [.text("a "), .code("b"), .text(" c")])
        XCTAssertEqual(CodeSpans.split("``` ``T/m(_:)`` ```"), [.code("``T/m(_:)``")])
        XCTAssertEqual(CodeSpans.split("`` `x` `` and `y"), [.code("`x`"), .text(" and `y")])
        XCTAssertEqual(CodeSpans.split("``a`b``"), [.code("a`b")])
    }

    func testMarkdownCellsStayOneCell() {
        XCTAssertEqual(MarkdownReporter.cell("a | b `c | d`\r\ne"), "a \\| b `c \\| d`<br>e")
        XCTAssertEqual(MarkdownReporter.code("x`y"), "``x`y``")
        XCTAssertEqual(MarkdownReporter.code("`x"), "`` `x ``")
    }
    // MARK: summary

    func testSummary() throws {
        try assertGolden(SummaryReporter(), "summary.txt")
        XCTAssertEqual(SummaryReporter().report([], context: context), """
            +-----------------+--------+----------+--------+------------------+-----------------+
            | rule identifier | opt-in | warnings | errors | total violations | number of files |
            +-----------------+--------+----------+--------+------------------+-----------------+
            | Total           |        |        0 |      0 |                0 |               0 |
            +-----------------+--------+----------+--------+------------------+-----------------+

            """)
    }
    // MARK: html

    func testHTML() throws {
        try assertGolden(HTMLReporter(), "html.html")
        XCTAssertEqual(HTMLReporter().report([], context: context), try golden("html-empty.html"))
    }

    /// A page of 86 violations weighed 230 KB when each carried its rule's whole explanation:
    /// each rule is explained once, and each violation links there.
    func testHTMLExplainsEachRuleOnce() throws {
        let page = HTMLReporter().report(violations, context: context)
        let rationale = "Name it for what it does: a <code>Library</code>, a <code>Player</code>."
        XCTAssertEqual(violations.filter { $0.ruleIdentifier == "controller_naming" }.count, 2)
        XCTAssertEqual(page.components(separatedBy: rationale).count - 1, 1, page)
        XCTAssertEqual(page.components(separatedBy: "id=\"rule-controller_naming\"").count - 1, 1, page)
        let links = page.components(separatedBy: "<article").dropFirst().map { $0.contains("href=\"#rule-controller_naming\"") }
        XCTAssertEqual(links, [false, true, true], "each controller_naming violation links to the explanation")
    }
}
