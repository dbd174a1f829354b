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

    func testFirstLinesGiveTheTwoFreshMachineCommands() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let head = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").prefix(15).joined(separator: "\n")
        XCTAssertTrue(head.contains("swift run -c release lint Sources/"))
        XCTAssertTrue(head.contains("swift test"))
    }
}
