@testable import LintCore
import XCTest

/// Each `for`-`in` loop's keywords, pattern, bound names, sequence and `where` clause.
final class OutlineForLoopTests: XCTestCase {
    private struct Loop: Equatable {
        var keywords: String
        var pattern: String
        var names: [String]
        var sequence: String
        var condition: String?
    }

    private func loops(_ source: String) -> [Loop] {
        let file = SourceFile(contents: source)
        let reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        return file.outline.forLoops.map { loop in
            let keywords = [loop.tryKeyword, loop.awaitKeyword, loop.caseKeyword].compactMap { $0 }.map(reader.text)
            for name in loop.names { XCTAssertEqual(reader.text(name.token), name.name) }
            XCTAssertEqual(file.outline.blocks[loop.body].introducer, loop.forKeyword)
            return Loop(
                keywords: keywords.joined(separator: " "), pattern: file.source(loop.pattern), names: loop.names.map(\.name),
                sequence: file.source(loop.sequence), condition: loop.whereClause.map(file.source)
            )
        }
    }

    func testPatternsAndTheNamesTheyBind() {
        XCTAssertEqual(loops("""
            func f() {
                for (offset, row) in rows.enumerated() where offset < 3 { use(row) }
                for (i, (a, b)) in zip(x, zip(y, z)) { }
                for case let .some(x) in optionals { }
                for case .some(let y) in optionals where y > [1, 2].count { }
                for _ in 0..<10 { }
                for `class` in classes { }
                for try await line in handle.bytes.lines { }
                for var item: Item in items { item.on = true }
                for case let (a, b?) in pairs { }
                for case .some(x) in optionals { }
            }
            """), [
                Loop(keywords: "", pattern: "(offset, row)", names: ["offset", "row"], sequence: "rows.enumerated()", condition: "offset < 3"),
                Loop(keywords: "", pattern: "(i, (a, b))", names: ["i", "a", "b"], sequence: "zip(x, zip(y, z))", condition: nil),
                Loop(keywords: "case", pattern: "let .some(x)", names: ["x"], sequence: "optionals", condition: nil),
                Loop(keywords: "case", pattern: ".some(let y)", names: ["y"], sequence: "optionals", condition: "y > [1, 2].count"),
                Loop(keywords: "", pattern: "_", names: [], sequence: "0..<10", condition: nil),
                Loop(keywords: "", pattern: "`class`", names: ["class"], sequence: "classes", condition: nil),
                Loop(keywords: "try await", pattern: "line", names: ["line"], sequence: "handle.bytes.lines", condition: nil),
                Loop(keywords: "", pattern: "var item: Item", names: ["item"], sequence: "items", condition: nil),
                Loop(keywords: "case", pattern: "let (a, b?)", names: ["a", "b"], sequence: "pairs", condition: nil),
                Loop(keywords: "case", pattern: ".some(x)", names: [], sequence: "optionals", condition: nil),
            ])
    }

    func testSequencesAcrossLinesWithClosuresInParenthesesAndStrings() {
        XCTAssertEqual(loops("""
            func f() {
                for name in names
                    .filter({ $0 != "{" })
                    .sorted() {
                    print(name)
                }
                #if os(iOS)
                for view in views { }
                #endif
            }
            """), [
                Loop(keywords: "", pattern: "name", names: ["name"], sequence: "names\n        .filter({ $0 != \"{\" })\n        .sorted()", condition: nil),
                Loop(keywords: "", pattern: "view", names: ["view"], sequence: "views", condition: nil),
            ])
    }

    func testTheBodyIsTheLoopsBlock() {
        let file = SourceFile(contents: "for x in xs where x > 0 {\n    for y in ys { }\n}")
        let loops = file.outline.forLoops
        XCTAssertEqual(loops.map(\.body), [0, 1])
        XCTAssertEqual(file.outline.blocks[loops[1].body].parent, loops[0].body)
        XCTAssertEqual(loops[0].whereKeyword, 4)
    }
}
