@testable import LintCore
import XCTest

/// `SyntaxOutline.callArgument(startingAt:)`, `subscriptIndex(withFirstArgumentAt:)` and
/// `SourceFile.collectionBounds(in:)`: what an expression is the argument of, and which
/// collections' bounds an expression reads.
final class ArgumentPositionTests: XCTestCase {
    /// For each `i` of `source`: `callee#argument` of the call it starts an argument of, the
    /// subscript's base with `[`, or `-`.
    private func arguments(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let outline = file.outline([.calls, .records])
        return file.positions(ofName: "i").map { position in
            if let (call, argument) = outline.callArgument(startingAt: position) {
                return "\(outline.calls[call].nameText(in: file) ?? "?")#\(argument)"
            }
            if let index = outline.subscriptIndex(withFirstArgumentAt: position) {
                return file.source(outline.subscripts[index].base) + "["
            }
            return "-"
        }
    }

    func testTheCallOrSubscriptAnArgumentStarts() {
        XCTAssertEqual(arguments("""
            func f() {
                rows.remove(at: i)
                rows.swapAt(j, i + 1)
                print(rows[i], rows[safe: i - 1], grid[j, i], grid[i, j])
                let a = (rows as? [Int])?[i]
                let b = rows.element(at: i)?.name ?? f(x: 2 * i)
                rows.forEach { use(i) }
                let s = \"\"\"
                    \\(rows[i])
                    \"\"\"
                #if DEBUG
                let c = table?.rows[i].index(s.startIndex, offsetBy: i)
                #endif
            }
            """), [
            "remove#0", "swapAt#1", "rows[", "rows[", "-", "grid[", "(rows as? [Int])?[", "element#0", "-", "use#0", "rows[",
            "table?.rows[", "index#1",
        ])
    }

    /// Each bound's collection in the first statement after `let b =` of each line, or `-`.
    private func bounds(_ lines: [String]) -> [String] {
        let file = SourceFile(contents: "func f() {\n" + lines.map { "let b = " + $0 }.joined(separator: "\n") + "\n}")
        let outline = file.outline(.blocks)
        return file.positions(ofName: "b").map { position in
            guard let statement = outline.statement(containing: position) else { return "?" }
            let found = file.collectionBounds(in: outline.statements[statement].range).map { file.source($0) }
            return found.isEmpty ? "-" : found.joined(separator: ", ")
        }
    }

    func testCountEndIndexAndIndices() {
        XCTAssertEqual(bounds([
            "i < rows.count - 1",
            "i + 1 == self.rows.endIndex",
            "(0..<xs.count).contains(i)",
            "items?.indices.contains(i) ?? false",
            "(list as? [Int])?.count ?? 0",
            "rows.first.map { $0.count } == i",
            "rows.last",
            "\"\\(names.count)\"",
        ]), [
            "rows", "self.rows", "xs", "items?", "(list as? [Int])?", "$0", "-", "names",
        ])
    }

    func testTheFirstClosureACallTakes() {
        let file = SourceFile(contents: """
            func f() {
                rows.map { $0 }
                rows.sorted(by: { $0 < $1 }).forEach(print)
                rows.first(where: isDone)
                UIView.animate(withDuration: 1) { a() } completion: { _ in b() }
                let s = \"\"\"
                    \\(rows.filter({ $0 > 1 }))
                    \"\"\"
                #if DEBUG
                rows.compactMap { ($0 as? Int).map { $0 + 1 } }
                #endif
            }
            """)
        let outline = file.outline(.calls)
        let found = outline.calls.map { call in
            "\(call.nameText(in: file) ?? "?"):" + (outline.firstClosure(of: call).map { file.source($0..<$0 + 2) } ?? "-")
        }
        XCTAssertEqual(found, [
            "map:{ $0", "sorted:{ $0", "forEach:-", "first:-", "animate:{ a", "a:-", "b:-", "filter:{ $0", "compactMap:{ (", "map:{ $0",
        ])
    }

    func testTheCallMadeOnAnExpressionsResult() {
        let file = SourceFile(contents: """
            func f() {
                let a = xs.enumerated().map { $0 }
                let b = rows?.first?.map(f).filter(g)
                let c = (load() as? [Int])?.sorted(by: <)
                let d = list.enumerated().lazy.map(h)
                #if DEBUG
                let e = \"\"\"
                    \\(xs.reversed()
                        .map { $0 })
                    \"\"\"
                #endif
            }
            """)
        let outline = file.outline(.calls)
        let found = file.tokens.indices.filter { file.tokens[$0].kind == .dot }.map { dot in
            outline.call(onReceiverEndingBefore: dot).flatMap { outline.calls[$0].nameText(in: file) } ?? "-"
        }
        XCTAssertEqual(found, ["enumerated", "map", "-", "map", "filter", "sorted", "enumerated", "-", "map", "reversed", "map"])
    }

    /// For the first `i` of each line, with the literal shift after it: the collections
    /// bounding it, `nil`, or `none` for a comparison with no collection's bounds.
    private func bounding(_ lines: [String]) -> [String] {
        let file = SourceFile(contents: "func f() {\n" + lines.joined(separator: "\n") + "\n}")
        var seen = Set<Int32>()
        return file.positions(ofName: "i").filter { seen.insert(file.tokens[$0].line).inserted }.map { position in
            let operand = file.literalShift(after: position..<position + 1)?.expression ?? position..<position + 1
            guard let found = file.collectionsBounding(operand) else { return "nil" }
            return found.isEmpty ? "none" : found.map { "<" + file.source($0) + ">" }.joined(separator: " ")
        }
    }

    func testTheCollectionsACheckBoundsAnOperandBy() {
        XCTAssertEqual(bounding([
            "guard i < rows.count else { return }",
            "if i + 1 >= self.rows.endIndex, ready { }",
            "if let row = rows.first, i < limit { }",
            "let a = items?.indices.contains(i) ?? false",
            "let b = (0..<xs.count).contains(i - 1)",
            "let c = indices.contains(i)",
            "let d = (list as? [Int])?.count == i",
            "let e = rows.filter { i < $0.count }",
            "let g = names.contains(i)",
            "let s = \"\"\"\n    \\(i < xs.count)\n    \"\"\"",
            "#if DEBUG\nassert(i <= rows.count - 1)\n#endif",
        ]), [
            "<rows>", "<self.rows>", "none", "<items?>", "<xs>", "<>", "<(list as? [Int])?>", "<$0>", "nil", "<xs>",
            "<rows>",
        ])
    }
}

