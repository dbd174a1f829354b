import Foundation
import Rules
import XCTest

/// The README's rule table is generated from the rule descriptions; this fails when the
/// committed table is stale. `swift run lint rules --markdown` prints the table to paste.
final class ReadmeTests: XCTestCase {
    func testRuleTableIsCurrent() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = "<!-- rules:begin -->\n"
        let end = "<!-- rules:end -->"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return XCTFail("README.md lacks the rules:begin/rules:end markers") }
        XCTAssertEqual(String(text[start.upperBound..<stop.lowerBound]), RuleRegistry.markdownTable,
                       "README rule table is stale; paste `swift run lint rules --markdown` between the markers")
    }

    /// The repository stands on its own: the README and the docs link only to its own files,
    /// whatever public projects they name (a placeholder host, `example.com`, stands for yours).
    func testTheReadmeAndTheDocsLinkOnlyInsideTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let documents = ["README.md", "docs/history.md", "docs/precision.md"]
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let links = text.components(separatedBy: "](http").count - 1
            XCTAssertEqual(links, 0, "\(document) links outside the repository")
        }
    }

    /// "Alongside SwiftLint" lists every rule that stands for one of SwiftLint's, as the rule
    /// declares it, and no other.
    func testSwiftLintCounterpartsTableIsCurrent() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "<!-- swiftlint-counterparts:begin -->\n"),
              let stop = text.range(of: "<!-- swiftlint-counterparts:end -->", range: start.upperBound..<text.endIndex)
        else { return XCTFail("README.md lacks the swiftlint-counterparts markers") }
        let rows = text[start.upperBound..<stop.lowerBound].split(separator: "\n").dropFirst(2).map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let listed = rows.filter { !$0[2].hasPrefix("none") }.map { row in
            [row[0], String(row[1].prefix { $0 != " " })].joined(separator: " ")
        }
        let declared = RuleRegistry.all.compactMap { factory in
            factory.description.swiftLintCounterpart.map { "`\($0.rule)` `\(factory.identifier)`" }
        }
        XCTAssertEqual(listed.sorted(), declared.sorted())
        for row in rows where row[2].hasPrefix("the warnings") {
            let identifier = row[1].prefix { $0 != " " }.dropFirst().dropLast()
            let part = RuleRegistry.all.first { $0.identifier == identifier }?.description.swiftLintCounterpart?.part
            XCTAssertEqual(row[2], part.map { "the " + $0 }, "the part of `\(identifier)` a SwiftLint command disables")
        }
    }

    func testFirstLinesGiveTheTwoFreshMachineCommands() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let head = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").prefix(15).joined(separator: "\n")
        XCTAssertTrue(head.contains("swift run -c release lint Sources/"))
        XCTAssertTrue(head.contains("swift test"))
    }
}
