@testable import LintCore
import XCTest

/// `SourceFile.subscriptsOrCalls(in:)` and `names(mentionedIn:)`, asked of the value of each
/// `let vN = …` of a sample.
final class ExpressionMentionsTests: XCTestCase {
    private let source = #"""
        func f(rows: [Row], found: Int, table: Table?) {
            let v0 = rows[found].title
            let v1 = table?.sections[0].rows
            let v2 = (table as? Grid)?.cells
            let v3 = load(found).first
            let v4 = rows.first { $0.id == found }
            let v5 = [found, 1] + (found, 2).0
            let v6 = "rows[found] and load(x)" + other // rows[found]
            let v7 = """
                \(self.make(found)) [a] (b)
                """
            let v8 = `default`.items as [Int]
            if let table { let v9 = table.rows.count }
            #if DEBUG
            let v10 = Optional(rows)?[found]
            #endif
            let v11 = \Row.cells[0]
        }
        """#

    private func values(_ file: SourceFile) -> [Range<Int>] {
        file.outline.locals(declaredIn: 0..<file.tokens.count).flatMap { $0.bindings.compactMap(\.initializer) }
    }

    func testWhetherAnExpressionSubscriptsOrCalls() {
        let file = SourceFile(contents: source)
        XCTAssertEqual(values(file).map(file.subscriptsOrCalls(in:)), [
            true, true, false, true, false, false, false, true, false, false, true, false,
        ])
    }

    func testTheNamesAnExpressionMentions() {
        let file = SourceFile(contents: source)
        XCTAssertEqual(values(file).map { file.names(mentionedIn: $0).joined(separator: " ") }, [
            "rows found title", "table sections rows", "table as Grid cells", "load found first",
            "rows first $0 id found", "found found", "other", "self make found", "items as Int",
            "table rows count", "Optional rows found", "Row cells",
        ])
    }
}
