@testable import LintCore
import XCTest

/// `SourceFile.comparison(beside:)`: the comparison an operand is a whole side of.
final class ComparisonTests: XCTestCase {
    /// For the first `i` of each line: `operator | other side`, or `nil`.
    private func comparisons(_ lines: [String]) -> [String] {
        let file = SourceFile(contents: "func f() {\n" + lines.joined(separator: "\n") + "\n}")
        return file.positions(ofName: "i").reduce(into: [(Int32, Int)]()) { found, position in
            if found.last?.0 != file.tokens[position].line { found.append((file.tokens[position].line, position)) }
        }.map { _, position in
            var operand = position..<position + 1
            if file.tokens[position + 1].kind == .operator, file.tokens[position + 2].kind == .number { operand = position..<position + 3 }
            return file.comparison(beside: operand).map { file.source($0.operator) + " | " + file.source($0.otherSide) } ?? "nil"
        }
    }

    func testEitherSideUpToTheConditionsEnd() {
        XCTAssertEqual(comparisons([
            "if i < rows.count, ready { }",
            "guard i + 1 <= self.rows.count && ready else { return }",
            "if ready || rows.count > i { }",
            "let ok = (0 != i)",
            "while i >= limit(of: \"\"\"\n    text\n    \"\"\") { }",
            "let next = rows[i + 1]",
            "let chained = items?.count == i",
            "#if DEBUG\nlet b = i == other as? Int\n#endif",
        ]), [
            "< | rows.count", "<= | self.rows.count", "> | rows.count", "!= | 0", ">= | limit(of: \"\"\"\n    text\n    \"\"\")",
            "nil", "== | items?.count", "== | other as? Int",
        ])
    }

    func testASideEndsAtAGuardsElseATernaryAndItsBracket() {
        XCTAssertEqual(comparisons([
            "guard i != true else { return }",
            "let pick = i == limit ? a : b",
            "let other = flag ? i == b?.c : false",
            "if (i < rows.count) && ready { }",
            "if i < max(rows.count, columns.count), ready { }",
            "let found = i == [key: 1, other: 2]",
            "let inside = [i == b, true]",
        ]), [
            "!= | true", "== | limit", "== | b?.c", "< | rows.count", "< | max(rows.count, columns.count)",
            "== | [key: 1, other: 2]", "== | b",
        ])
    }
}
