import Foundation
import XCTest

/// `lint history --reporter html` over real git repositories: which rules get a chart, and
/// what the page says about the others.
final class HistoryPageTests: CLITestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try git("init", "-q")
    }

    /// The rules of the JSON report whose count is zero (or absent) in every snapshot, and the others.
    private func rulesByFiring() throws -> (zero: [String], fired: [String]) {
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try lint("history", "--reporter", "json").stdout.utf8)) as? [String: Any]
        )
        let rules = try XCTUnwrap(report["rules"] as? [String])
        let counts = try XCTUnwrap(report["snapshots"] as? [[String: Any]]).map { $0["counts"] as? [String: Int] ?? [:] }
        let fired = rules.filter { rule in counts.contains { ($0[rule] ?? 0) > 0 } }
        return (rules.filter { !fired.contains($0) }, fired)
    }

    /// The titles of the page's charts, in order.
    private func chartTitles(_ page: String) -> [String] {
        page.components(separatedBy: "<desc>").dropFirst().compactMap { $0.components(separatedBy: " per snapshot</desc>").first }
    }

    private func lines(of page: String, containing text: String) -> [String] {
        page.components(separatedBy: "\n").filter { $0.range(of: text, options: .caseInsensitive) != nil }
    }

    func testRulesAtZeroThroughoutShareOneLineInsteadOfCharts() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-01-10")
        try write("Sources/Point.swift", Source.clean)
        try commit("2024-02-10")
        let (zero, fired) = try rulesByFiring()
        XCTAssertEqual(fired, ["controller_naming"])
        XCTAssertGreaterThan(zero.count, 1)
        let page = try lint("history", "--reporter", "html")
        assertStatus(page, 0)
        XCTAssertEqual(chartTitles(page.stdout), ["controller_naming", "Lines of Swift"], "no flat chart")
        let summaries = lines(of: page.stdout, containing: "at zero in every snapshot")
        XCTAssertEqual(summaries.count, 1, page.stdout)
        let summary = summaries.first ?? ""
        XCTAssertTrue(summary.contains(": " + zero.map { "<code>\($0)</code>" }.joined(separator: ", ") + "."), summary)
        XCTAssertFalse(summary.contains("controller_naming"), summary)
        XCTAssertTrue(page.stdout.contains("Each chart counts one rule's violations"), "the charts are still explained")
    }

    func testAPageWhereNoRuleEverFiredSaysSoInOneLine() throws {
        try write("Sources/Point.swift", Source.clean)
        try commit("2024-01-10")
        try write("Sources/Other.swift", Source.clean)
        try commit("2024-02-10")
        let (zero, fired) = try rulesByFiring()
        XCTAssertEqual(fired, [])
        let page = try lint("history", "--reporter", "html")
        assertStatus(page, 0)
        XCTAssertEqual(chartTitles(page.stdout), ["Lines of Swift"])
        let summaries = lines(of: page.stdout, containing: "at zero in every snapshot")
        XCTAssertEqual(summaries, ["<p class=\"zero\">Every rule was at zero in every snapshot: "
            + zero.map { "<code>\($0)</code>" }.joined(separator: ", ") + ".</p>"])
        XCTAssertFalse(page.stdout.contains("Each chart counts one rule's violations"), "no rule has a chart")
        XCTAssertTrue(page.stdout.contains("The chart counts the lines of Swift in each snapshot"), page.stdout)
    }
}
