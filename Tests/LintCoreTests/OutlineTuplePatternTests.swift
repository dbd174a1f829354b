@testable import LintCore
import XCTest

/// `SyntaxOutline.tuplePatternElements(of:in:)`: a tuple pattern's elements, wildcards and nested
/// tuples included, for loops' and locals' patterns.
final class OutlineTuplePatternTests: XCTestCase {
    /// Each loop's pattern's elements as written, or nil when it is no tuple.
    private func loopElements(_ source: String) -> [[String]?] {
        let file = SourceFile(contents: source)
        let outline = file.outline(.records)
        XCTAssertNil(outline.brokenInvariant(in: file))
        return outline.forLoops.map { loop in
            outline.tuplePatternElements(of: loop.pattern, in: file)?.map { file.source($0) }
        }
    }

    func testLoopPatterns() {
        XCTAssertEqual(loopElements("""
            func f() {
                for (offset, row) in rows.enumerated() { }
                for (_, row) in rows.enumerated() where row.isOn { }
                for (i, (key, value)) in zip(x, dictionary) { }
                for (let i, var x) in pairs { x += i }
                for var (i, x) in pairs { x += i }
                for pair in rows.enumerated() { }
                for (a, b): (Int, Int) in pairs { }
                for case let (a, b?) in pairs { }
                for case .some(let y) in optionals { }
                for _ in 0..<3 { }
            }
            """), [
                ["offset", "row"], ["_", "row"], ["i", "(key, value)"], ["i", "x"], ["i", "x"], nil, nil,
                ["a", "b?"], nil, nil,
            ])
    }

    func testLoopsInClosuresConditionalsAndStrings() {
        XCTAssertEqual(loopElements("""
            let text = \"\"\"
                for (a, b) in pairs { }
                \"\"\"
            items.forEach { item in
                #if DEBUG
                for (index, (x as Int?, y)) in item.enumerated() { }
                #endif
                if let rows = item as? [Row] { for (_, _) in rows.enumerated() { } }
            }
            """), [["index", "(x as Int?, y)"], ["_", "_"]])
    }

    func testLocalPatterns() {
        let file = SourceFile(contents: """
            func f(pair: (Int, String)) {
                let (i, _) = pair
                var (count, (name, kind)): (Int, (String, Int)) = (1, ("a", 2))
                let single = pair?.0
            }
            """)
        let outline = file.outline(.records)
        let elements = outline.locals.flatMap(\.bindings).map { binding in
            outline.tuplePatternElements(of: binding.pattern, in: file)?.map { file.source($0) }
        }
        XCTAssertEqual(elements, [["i", "_"], ["count", "(name, kind)"], nil])
    }
}
