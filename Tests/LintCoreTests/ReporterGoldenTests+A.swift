import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LintCore
import XCTest

/// The SARIF, GitHub Actions, Checkstyle and JUnit reporters render the shared fixture byte for
/// byte as their golden files in `Golden/`, which were written by hand from each format's
/// definition; the other tests read the output back as its consumers would.
final class ReporterGoldenTestsA: XCTestCase {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    func testSarifMatchesGolden() throws {
        try assertGolden(SarifReporter(), "sarif.sarif")
        try assertGolden(SarifReporter(), "sarif-empty.sarif", violations: [])
    }

    func testGitHubActionsMatchesGolden() throws {
        try assertGolden(GitHubActionsReporter(), "github-actions.txt")
        XCTAssertEqual(GitHubActionsReporter().report([], context: ReporterFixtures.context), "")
    }

    func testCheckstyleMatchesGolden() throws {
        try assertGolden(CheckstyleReporter(), "checkstyle.xml")
        try assertGolden(CheckstyleReporter(), "checkstyle-empty.xml", violations: [])
    }

    func testJUnitMatchesGolden() throws {
        try assertGolden(JUnitReporter(), "junit.xml")
        try assertGolden(JUnitReporter(), "junit-empty.xml", violations: [])
    }

    func testNewReportersAreRegistered() {
        for name in ["sarif", "github-actions", "checkstyle", "junit"] {
            XCTAssertNotNil(Reporters.named(name), name)
        }
    }

    func testSarifURIsResolveToTheFilesAndTextRoundTrips() throws {
        let run = try XCTUnwrap(try sarifRuns(rendered(SarifReporter())).first)
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
        let base = try XCTUnwrap(URL(string: try XCTUnwrap(bases["%SRCROOT%"]?["uri"])))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        for (result, violation) in zip(results, ReporterFixtures.violations) {
            let location = try XCTUnwrap(result["locations"] as? [[String: [String: Any]]]).first
            let artifact = try XCTUnwrap(location?["physicalLocation"]?["artifactLocation"] as? [String: String])
            let url = try XCTUnwrap(URL(string: try XCTUnwrap(artifact["uri"]), relativeTo: base))
            XCTAssertEqual(url.absoluteURL.path, ReporterFixtures.context.absolutePath(violation.path))
            XCTAssertEqual((result["message"] as? [String: String])?["text"], violation.message)
        }
    }

    func testSarifLocatesFilesOutsideTheCurrentDirectoryAbsolutelyAndDescribesUnknownRules() throws {
        let violation = Violation(
            ruleIdentifier: "made_up", ruleName: "Made Up", severity: .warning, path: "/other place/a:b.swift",
            location: Location(line: 1, column: 2), message: "m"
        )
        let run = try XCTUnwrap(try sarifRuns(rendered(SarifReporter(), [violation])).first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = (result["locations"] as? [[String: [String: Any]]])?.first?["physicalLocation"]
        let artifact = try XCTUnwrap(location?["artifactLocation"] as? [String: String])
        XCTAssertEqual(artifact, ["uri": "file:///other%20place/a%3Ab.swift"], "no base id for an absolute URI")
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = try XCTUnwrap(driver?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["class_length", "controller_naming", "made_up"])
        XCTAssertEqual(result["ruleIndex"] as? Int, 2)
    }

    func testGitHubActionsEscapesPropertiesMoreThanTheMessage() {
        let violation = Violation(
            ruleIdentifier: "rule", ruleName: "Rule", severity: .error, path: "/work/app/a,b:c%d.swift",
            location: Location(line: 1, column: 2), message: "x,y:z%\r\n"
        )
        XCTAssertEqual(
            rendered(GitHubActionsReporter(), [violation]),
            "::error file=a%2Cb%3Ac%25d.swift,line=1,col=2,title=rule::x,y:z%25%0D%0A\n"
        )
    }

    func testXMLReportsParseBackToTheOriginalText() throws {
        let files = ["Sources/Feed Manager.swift", "Sources/Ünïcode/Straße.swift"]
        let sortedByFile = [1, 2, 0].map { ReporterFixtures.violations[$0] }
        let checkstyle = try parsedXML(rendered(CheckstyleReporter()))
        XCTAssertEqual(checkstyle.attributes("file", "name"), files)
        XCTAssertEqual(checkstyle.attributes("error", "message"), sortedByFile.map(\.message))
        let junit = try parsedXML(rendered(JUnitReporter()))
        XCTAssertEqual(junit.attributes("testsuite", "name"), files)
        XCTAssertEqual(junit.attributes("failure", "message"), sortedByFile.map(\.message))
        let classNames = ["Sources/Feed Manager", "Sources/Feed Manager", "Sources/Ünïcode/Straße"]
        XCTAssertEqual(junit.attributes("testcase", "classname"), classNames)
    }

    func testXMLReportsReplaceCharactersXMLCannotHold() throws {
        let violation = Violation(
            ruleIdentifier: "rule", ruleName: "Rule", severity: .warning, path: "a.swift",
            location: Location(line: 1, column: 1), message: "nul\u{0} bell\u{7} end\u{FFFE}"
        )
        for reporter in [CheckstyleReporter(), JUnitReporter()] as [any Reporter] {
            let parsed = try parsedXML(rendered(reporter, [violation]))
            let messages = parsed.elements.compactMap { $0.attributes["message"] }
            XCTAssertEqual(messages, ["nul\u{FFFD} bell\u{FFFD} end\u{FFFD}"])
        }
    }

    // MARK: - Helpers

    private func assertGolden(
        _ reporter: any Reporter, _ name: String, violations: [Violation] = ReporterFixtures.violations,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = try Data(contentsOf: Self.golden.appendingPathComponent(name))
        let output = rendered(reporter, violations)
        // Strings compare equal under canonical equivalence; the bytes must match too.
        XCTAssertEqual(output, String(decoding: expected, as: UTF8.self), name, file: file, line: line)
        XCTAssertEqual(Data(output.utf8), expected, "\(name): bytes differ", file: file, line: line)
    }

    private func rendered(_ reporter: any Reporter, _ violations: [Violation] = ReporterFixtures.violations) -> String {
        reporter.report(violations, context: ReporterFixtures.context)
    }

    private func sarifRuns(_ output: String) throws -> [[String: Any]] {
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        return try XCTUnwrap(log["runs"] as? [[String: Any]])
    }

    private func parsedXML(_ text: String) throws -> XMLElements {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = XMLElements()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return collector
    }
}

/// Every element of a parsed document, in document order, with its attributes.
private final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append((elementName, attributeDict))
    }

    func attributes(_ element: String, _ attribute: String) -> [String] {
        elements.filter { $0.name == element }.map { $0.attributes[attribute] ?? "<missing>" }
    }
}
