@testable import LintCore
import XCTest

/// Each subscript's base, index, arguments, access and base path, on every shape rules read.
final class OutlineSubscriptTests: XCTestCase {
    /// Each subscript as `base[index] access path`, as the source spells them.
    private func subscripts(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        return file.outline.subscripts.map { record in
            "\(file.source(record.base))[\(file.source(record.index))] \(record.access.rawValue) \(record.basePath ?? "-")"
        }
    }

    func testBasesArePostfixExpressions() {
        XCTAssertEqual(subscripts("""
            func f() {
                let a = self.rows[0]
                let b = rows?[1]
                let c = rows![2]
                let d = table.sections[0].rows[i + 1]
                let e = load()[3]
                let g = items.filter { $0.isOn }[0]
                let h = "abc\\(x)"[range]
                let k = matrix[r][c]
                let m = (values as [Int])[0]
                let n = Array<Int>(repeating: 0, count: 2)[1]
                let o = cache?[key]?[0]
            }
            """), [
                "self.rows[0] read rows",
                "rows?[1] read rows",
                "rows![2] read rows",
                "table.sections[0] read table.sections",
                "table.sections[0].rows[i + 1] read -",
                "load()[3] read -",
                "items.filter { $0.isOn }[0] read -",
                "\"abc\\(x)\"[range] read -",
                "matrix[r] read matrix",
                "matrix[r][c] read -",
                "(values as [Int])[0] read -",
                "Array<Int>(repeating: 0, count: 2)[1] read -",
                "cache?[key] read cache",
                "cache?[key]?[0] read -",
            ])
    }

    func testLiteralsTypesCaptureListsAndKeyPathsAreNoSubscripts() {
        XCTAssertEqual(subscripts("""
            let table: [String: Int] = ["a": 1]
            func f(_ rows: [Row]) -> [[Int]] {
                let grid = [[1, 2], [3]]
                let casted = value as? [Int]
                let forced = value as! [String]
                let pick = ready ? [1] : [2]
                run { [weak self] in self?.go() }
                let path = \\Row.items[0]
                let implicit = rows.map(\\.[0])
                for x in [1, 2] { use(x) }
                return grid
            }
            """), [])
    }

    func testABracketOpeningALineIsNoSubscript() {
        XCTAssertEqual(subscripts("func f() {\n    let x = rows\n    [1, 2].forEach { print($0) }\n}"), [])
    }

    func testWritesAndWritesThroughTheElement() {
        XCTAssertEqual(subscripts("""
            func f() {
                rows[i] = x
                rows[i] += 1
                rows[i] <<= 2
                rows[i].title = x
                rows[i]?.title = x
                grid[r][c] = 0
                rows[i].append(x)
                swap(&rows[i], &rows[j])
                if rows[i] >= 3, rows[i] == x { }
                rows[i].count.description
            }
            """), [
                "rows[i] write rows",
                "rows[i] write rows",
                "rows[i] write rows",
                "rows[i] writeThroughElement rows",
                "rows[i] writeThroughElement rows",
                "grid[r] writeThroughElement grid",
                "grid[r][c] write -",
                "rows[i] methodCall rows",
                "rows[i] inoutArgument rows",
                "rows[j] inoutArgument rows",
                "rows[i] read rows",
                "rows[i] read rows",
                "rows[i] read rows",
            ])
    }

    func testLabeledArgumentsAndNestedBrackets() {
        let file = SourceFile(contents: "let v = counts[key, default: 0]\nlet w = a[b[0], f(1, 2)]\nlet z = m[\"x,]\"]")
        let reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
        let records = file.outline.subscripts
        XCTAssertEqual(records.count, 4, "`b[0]` is one too")
        XCTAssertEqual(records[0].arguments.map { $0.label.map(reader.text) ?? "-" }, ["-", "default"])
        XCTAssertEqual(records[0].arguments.map { reader.joined($0.expression) }, ["key", "0"])
        XCTAssertEqual(records[1].arguments.map { file.source($0.expression) }, ["b[0]", "f(1, 2)"])
        XCTAssertEqual(records[3].arguments.map { reader.joined($0.expression) }, ["\"x,]\""])
        XCTAssertEqual(file.outline.subscripts.map { reader.joined($0.base) }, ["counts", "a", "b", "m"])
    }

    func testChainsAcrossLinesCommentsAndConditionalCompilation() {
        XCTAssertEqual(subscripts("""
            func f() {
                let a = model
                    .sections /* first */ [0]
                #if DEBUG
                debugRows[0] = 1
                #else
                releaseRows[0] = 2
                #endif
                let s = "[not] a [subscript]"
                // rows[9] = 0
            }
            """), [
                "model\n        .sections[0] read model.sections",
                "debugRows[0] write debugRows",
                "releaseRows[0] write releaseRows",
            ])
    }

    func testSubscriptsInInterpolationsAndClosures() {
        XCTAssertEqual(subscripts(#"""
            let s = "row \(rows[0]) of \(items.map { $0["id"] }.count)"
            let t = [rows[1]: "x"]
            """#), [
                "rows[0] read rows",
                "$0[\"id\"] read $0",
                "rows[1] read rows",
            ])
    }

    /// The first member reached from the element and the first method called on it, through
    /// optional chains, casts, closures, `#if` and multi-line strings around them.
    func testTheMemberAndMethodAfterTheElement() {
        let file = SourceFile(contents: #"""
            func f() {
                rows[i].title = x
                rows[i]?.items.append(x)
                rows[i]!.append(x)
                grid[r][c] = 0
                (cells[i] as? Cell)?.reload()
                if let row = rows[i]?.first { use(row) }
                list[i]
                    .map { $0 }
                #if DEBUG
                logs[i].flush()
                #endif
                let text = """
                    \(names[i].uppercased())
                    """
            }
            """#)
        let described = file.outline.subscripts.map { record in
            let member = record.member.map { file.text(of: file.tokens[$0]) } ?? "-"
            let method = record.calledMethod.map { file.text(of: file.tokens[$0]) } ?? "-"
            return "\(file.source(record.tokens)) \(member) \(method)"
        }
        XCTAssertEqual(described, [
            "rows[i] title -",
            "rows[i] items append",
            "rows[i] append append",
            "grid[r] - -",
            "grid[r][c] - -",
            "cells[i] - -",
            "rows[i] first -",
            "list[i] map map",
            "logs[i] flush flush",
            "names[i] uppercased uppercased",
        ])
    }

    func testALongChainIsReadOnce() {
        let source = "let x = a" + String(repeating: "[0]", count: 3_000) + " = 1"
        let file = SourceFile(contents: source)
        let records = file.outline.subscripts
        XCTAssertEqual(records.count, 3_000)
        XCTAssertEqual(records.last?.access, .write)
        XCTAssertEqual(records.first?.access, .writeThroughElement)
        XCTAssertEqual(records.last?.base.lowerBound, 3, "every base starts at `a`")
    }
}

extension SourceFile {
    /// The source text from the first token of `range` to the end of its last.
    func source(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return text(Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end))
    }
}
