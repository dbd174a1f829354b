@testable import LintCore
import XCTest

/// `SourceFile.boundPattern(ofValueAt:)`, `ConditionElement.pattern` and
/// `SourceFile.trailingMember(of:)`: which pattern a value is bound to, and which member ends it.
final class BoundValueTests: XCTestCase {
    /// For each value marked by a `/*v*/` comment before it: `pattern = value`, or `nil`.
    private func boundPatterns(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let outline = file.outline
        XCTAssertNil(outline.brokenInvariant(in: file))
        return file.tokens.indices.filter { position in
            position > 0 && file.text(Int(file.tokens[position - 1].end)..<Int(file.tokens[position].start)).contains("/*v*/")
        }.map { position in
            file.boundPattern(ofValueAt: position).map { file.source($0.pattern) + " = " + file.source($0.value) } ?? "nil"
        }
    }

    func testLocalsAndOptionalBindingsWithNamesAndTuples() {
        XCTAssertEqual(boundPatterns("""
            func find() {
                let i = /*v*/rows.firstIndex(of: row), (a, b) = /*v*/pair
                let match = /*v*/rows.enumerated().first { $0.element.isOn }
                guard let (index, _) = /*v*/match else { return }
                if let found = /*v*/try? load() as? [Row], var (x, y) = /*v*/point { use(found, x, y) }
                while let next: Row = /*v*/queue.popLast() { use(next) }
                items.forEach { item in let copy = /*v*/item }
                count = /*v*/rows.count
                if case let (p, q)? = /*v*/optionalPair { use(p, q) }
                #if DEBUG
                let debug = /*v*/\"""
                    multi
                    \"""
                #endif
            }
            struct Stored { let value = /*v*/compute() }
            let top = /*v*/load()
            """), [
                "i = rows.firstIndex(of: row)", "(a, b) = pair", "match = rows.enumerated().first { $0.element.isOn }",
                "(index, _) = match", "found = try? load() as? [Row]", "(x, y) = point", "next = queue.popLast()",
                "copy = item", "nil", "nil", "debug = \"\"\"\n        multi\n        \"\"\"", "value = compute()", "top = load()",
            ])
    }

    func testConditionPatterns() {
        let file = SourceFile(contents: """
            if let x = a, let (i, _) = b, let c, case .some(let d) = e, f != nil { }
            """)
        let patterns = file.outline.conditions.map { $0.pattern.map(file.source) ?? "-" }
        XCTAssertEqual(patterns, ["x", "(i, _)", "c", "-", "-"])
        XCTAssertEqual(file.outline.conditions.map { $0.boundToken.map { file.source($0..<$0 + 1) } ?? "-" }, ["x", "-", "c", "-", "-"])
    }

    func testTrailingMembers() {
        let file = SourceFile(contents: """
            func values() {
            let a = xs.enumerated().first(where: { $0.element > 1 })?.offset
            let b = pair.0
            let c = xs.count + 1
            let d = load()
            let e = rows[0]
            let f = (x as? T)!.name
            let g = self.items
            }
            """)
        let values = file.outline.locals.compactMap { $0.bindings.first?.initializer }
        let members = values.map { value in
            file.trailingMember(of: value).map { file.source($0.member..<$0.member + 1) + " of " + file.source($0.base) } ?? "nil"
        }
        XCTAssertEqual(members, [
            "offset of xs.enumerated().first(where: { $0.element > 1 })?", "0 of pair", "nil", "nil", "nil",
            "name of (x as? T)!", "items of self",
        ])
    }
}
