import Foundation
import LintCore
import Rules
import XCTest

/// The history page's table fits a page 1,100 pixels wide, whatever its rules and paths: its
/// columns have fixed widths that add up to the table's, and long cells wrap or clip.
final class HistoryPageWidthTests: CLITestCase {
    private static let pageWidth = 1100

    override func setUpWithError() throws {
        try super.setUpWithError()
        try git("init", "-q")
    }

    func testTheTableOfARealHistoryFitsTheWidth() throws {
        let folder = "Sources/Playback/Synchronization/Sessions/Coordinators/Background/"
        try write(folder + "Everything.swift", """
            class DataManager {}

            func total(_ values: [Int]) -> Int {
                var sum = 0
                for (index, value) in values.enumerated() {
                    sum += values[index] + value
                }
                return sum
            }

            // TODO(2020-01-01): drop the old feed
            struct Feed {
                // lint:disable:next controller_naming
                var count = 0
            }

            """ + Source.longClass("AudiobookPlaybackSessionSynchronizationCoordinator", lines: 260))
        try commit("2024-01-10", "A subject far longer than any column could hold, to see that nothing on the page depends on it")
        try write("Sources/Point.swift", Source.clean)
        try commit("2024-02-10")
        let page = try lint("history", "--reporter", "html")
        assertStatus(page, 0)
        let table = try TableLayout(page: page.stdout)
        assertFits(table)
        XCTAssertGreaterThanOrEqual(table.ruleHeaders.count, 4, "the rules that fired have a column each: \(table.headers)")
        XCTAssertFalse(table.headers.contains("stale_comment"), "a rule at zero throughout has no column: \(table.headers)")
        XCTAssertTrue(page.stdout.contains("<span class=\"path\">Sources/<wbr>Playback/<wbr>Synchronization/<wbr>"),
                      "the path may break after each folder")
        XCTAssertNotNil(page.stdout.range(of: #"<td title="[0-9a-f]{40}"><code>[0-9a-f]{10}</code></td>"#, options: .regularExpression),
                        "the commit abbreviated, its full hash on hover")
    }

    /// More rules than the registry has, each firing, with long names: the rule columns narrow.
    func testTheTableFitsTheWidthWithManyRules() throws {
        let rules = (1...14).map { "rule_number_\($0)_with_a_rather_long_identifier" }
        XCTAssertGreaterThan(rules.count, RuleRegistry.all.count)
        let longest = TypeLength(name: String(repeating: "Long", count: 20), path: String(repeating: "Folder/", count: 20) + "File.swift",
                                 line: 1, lines: 900)
        let snapshots = (0..<3).map { index in
            HistoryReport.Snapshot(
                commit: String(repeating: "\(index)", count: 40), time: 1_700_000_000 + index * 86_400,
                configuration: .snapshot(".swiftlint-style.yml"), counts: Dictionary(uniqueKeysWithValues: rules.map { ($0, 999) }),
                fileCount: 12_345, lineCount: 1_234_567, longestType: longest
            )
        }
        let page = try XCTUnwrap(HistoryReporters.report(HistoryReport(rules: rules, snapshots: snapshots, branch: "main"), as: "html"))
        let table = try TableLayout(page: page)
        assertFits(table)
        XCTAssertEqual(table.ruleHeaders, rules)
        XCTAssertGreaterThanOrEqual(table.columnWidths[5..<19].min() ?? 0, 24, "wide enough for a vertical header")
    }

    private func assertFits(_ table: TableLayout, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(table.isFixedLayout, "table-layout: fixed, so no cell can widen its column", file: file, line: line)
        XCTAssertEqual(table.columnWidths.count, table.headers.count, "a width for every column", file: file, line: line)
        XCTAssertEqual(table.columnWidths.reduce(0, +), table.width, "the columns fill the table exactly", file: file, line: line)
        XCTAssertEqual(table.containerMaxWidth, table.width, file: file, line: line)
        XCTAssertLessThanOrEqual(table.width + 2 * table.bodyMargin, Self.pageWidth, file: file, line: line)
        XCTAssertTrue(table.clipsCells, "a cell too long for its column is cut with an ellipsis", file: file, line: line)
        XCTAssertTrue(table.wrapsLongestType, "the longest type and its path wrap", file: file, line: line)
    }
}

/// What a history page's markup and style say about its table's width.
private struct TableLayout {
    var bodyMargin: Int
    var containerMaxWidth: Int
    var width: Int
    var isFixedLayout: Bool
    var clipsCells: Bool
    var wrapsLongestType: Bool
    var columnWidths: [Int]
    var headers: [String]

    /// The headers between Lines and Longest type.
    var ruleHeaders: [String] { Array(headers.dropFirst(5).dropLast()) }

    init(page: String) throws {
        let style = try XCTUnwrap(Self.between("<style>", "</style>", in: page))
        let table = try XCTUnwrap(Self.declarations(of: "table", in: style))
        let cells = try XCTUnwrap(Self.declarations(of: "th, td", in: style))
        let longestType = try XCTUnwrap(Self.declarations(of: "td.type", in: style))
        bodyMargin = try XCTUnwrap(Self.pixels("margin", in: try XCTUnwrap(Self.declarations(of: "body", in: style))))
        containerMaxWidth = try XCTUnwrap(Self.pixels("max-width", in: try XCTUnwrap(Self.declarations(of: ".snapshots", in: style))))
        width = try XCTUnwrap(Self.pixels("width", in: table))
        isFixedLayout = table.contains("table-layout: fixed;")
        clipsCells = ["overflow: hidden;", "text-overflow: ellipsis;", "white-space: nowrap;"].allSatisfy(cells.contains)
        wrapsLongestType = ["white-space: normal;", "overflow-wrap: anywhere;"].allSatisfy(longestType.contains)
        let markup = try XCTUnwrap(Self.between("<table>", "</table>", in: page))
        columnWidths = markup.components(separatedBy: "<col style=\"width: ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        let head = try XCTUnwrap(Self.between("<thead>", "</thead>", in: markup))
        headers = head.components(separatedBy: "<th").dropFirst().map { cell in
            cell.replacingOccurrences(of: "<[^>]*>|^[^>]*>", with: "", options: .regularExpression)
        }
    }

    private static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let opening = text.range(of: start), let closing = text.range(of: end, range: opening.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[opening.upperBound..<closing.lowerBound])
    }

    /// The declarations of the rule whose selector is exactly `selector`, each ending in `;`.
    private static func declarations(of selector: String, in style: String) -> String? {
        let rules = style.components(separatedBy: "}").map { $0.components(separatedBy: "{") }
        return rules.first { $0.count == 2 && $0[0].trimmingCharacters(in: .whitespacesAndNewlines) == selector }.map { $0[1] + ";" }
    }

    /// `property: Npx`'s N, for a property spelled exactly so (not `max-width` for `width`).
    private static func pixels(_ property: String, in declarations: String) -> Int? {
        declarations.components(separatedBy: ";").lazy.compactMap { declaration -> Int? in
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == property, parts[1].hasSuffix("px") else { return nil }
            return Int(parts[1].dropLast(2))
        }.first
    }
}
