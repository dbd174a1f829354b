@testable import LintCore
import XCTest

/// `SyntaxOutline.locals(declaredIn:)`, `conditions(startingIn:)`, `condition(holding:)` and
/// `SourceFile.tupleElements(destructuring:)`.
final class OutlineRangeQueryTests: XCTestCase {
    private let source = """
        func f(rows: [Int]?, pair: (Int, String)) {
            let before = 0
            for i in 0..<3 {
                let (a, _) = pair
                if let rows, i > 0, let cast = rows.first as? Int {
                    var inner = rows?.count ?? cast
                }
                rows?.forEach { row in
                    guard let (b, c) = Optional(pair) else { return }
                    let text = \"\"\"
                        \\(b) \\(row)
                        \"\"\"
                }
                #if DEBUG
                let debug = i
                #endif
            }
            let after = 1
        }
        """

    /// The loop's body, from its `{` to its `}`.
    private func loopBody(_ file: SourceFile) -> Range<Int> {
        let outline = file.outline
        let body = outline.blocks[outline.forLoops[0].body]
        return body.open..<body.close + 1
    }

    func testLocalsAndConditionsOfABody() {
        let file = SourceFile(contents: source)
        let outline = file.outline
        let body = loopBody(file)
        XCTAssertEqual(outline.locals(declaredIn: body).map { file.source($0.bindings[0].pattern) },
                       ["(a, _)", "inner", "text", "debug"])
        XCTAssertEqual(outline.conditions(startingIn: body).map { file.source($0.range) },
                       ["let rows", "i > 0", "let cast = rows.first as? Int", "rows?.count ??", "let (b, c) = Optional(pair)"])
        XCTAssertEqual(outline.locals(declaredIn: body.upperBound..<file.tokens.count).map { file.source($0.bindings[0].pattern) },
                       ["after"])
    }

    func testTheInnermostConditionHoldingAToken() {
        let file = SourceFile(contents: source)
        let outline = file.outline
        let found = file.positions(ofName: "i").map { outline.condition(holding: $0).map { file.source($0.range) } ?? "-" }
        XCTAssertEqual(found, ["-", "i > 0", "-"])
        let cast = file.positions(ofName: "Int").last!
        XCTAssertEqual(outline.condition(holding: cast).map { file.source($0.range) }, "let cast = rows.first as? Int")
    }

    func testTheTuplePatternTakingAValueApart() {
        let file = SourceFile(contents: source + """

            let g = { (p: (Int, Int)) in
                var (x, y) = p
                let (u, v) = p.self
                let whole = p
            }
            """)
        let found = (file.positions(ofName: "pair") + file.positions(ofName: "p")).map { position in
            file.tupleElements(destructuring: position).map { $0.map { file.source($0) }.joined(separator: " ") } ?? "-"
        }
        XCTAssertEqual(found, ["-", "a _", "-", "-", "x y", "-", "-"])
    }

    /// A `case` pattern (`if case let (k, y) = pair`) is matched, not bound as a whole: nil.
    func testTheNamesATuplePatternBindsAndWhereTheyHold() {
        let file = SourceFile(contents: """
            func f(pair: (Int, String), x: ((Int, Int), Int)) {
                let (i, _) = pair
                guard let (j, element) = pair else { return }
                if case let (k, y) = pair { use(k, y) }
                let ((a, b), c) = x
                var (m, _) = pair
                let (`n`, `default`) = pair
                #if DEBUG
                let (_, o) = pair
                #endif
                let (p: Int, q) = pair
                // let (r, s) = pair
                let text = "let (t, u) = pair"
                let whole = pair
            }
            """)
        let found = (file.positions(ofName: "pair") + file.positions(ofName: "x")).map { position -> String in
            guard let pattern = file.tupleDestructuring(of: position) else { return "-" }
            let names = pattern.names.map { $0.map { file.cursor(at: $0).text } ?? "nil" }.joined(separator: " ")
            return names + " @" + file.cursor(at: pattern.end).text
        }
        XCTAssertEqual(found, [
            "-", "i _ @guard", "j element @else", "-", "m _ @let", "n default @#if", "_ o @#endif", "nil q @let",
            "-", "-", "nil c @var",
        ])
    }

    func testTheStatementsAfterAToken() {
        let file = SourceFile(contents: """
            func f() {
                for (i, row) in rows.enumerated() where row.isDone {
                    if row.isLast { rows.remove(at: i); return }
                    let text = \"\"\"
                        return
                        \"\"\"
                    #if DEBUG
                    print(row as? Int ?? 0)
                    #endif
                    break
                }
            }
            """)
        let outline = file.outline(.blocks)
        let found = (file.positions(ofName: "row") + file.positions(ofName: "remove")).map { position in
            outline.statements(after: position).map { file.tokens[$0.first].line.description + ":" + file.source($0.first..<$0.first + 1) }
                .joined(separator: " ")
        }
        XCTAssertEqual(found, [
            "", "", "3:let 6:#if 7:print 8:#endif 9:break", "8:#endif 9:break", "2:return",
        ])
    }

    func testTheBindingAShorthandUnwraps() {
        let file = SourceFile(contents: """
            func f(x: Int?) {
                if let x { print(x) }
                guard let x else { return }
                let g = { (x: Int) in x }
                if let x = Optional(x) as? Int { use(x) }
                for x in [1] { _ = x }
                let s = \"\"\"
                    \\(x)
                    \"\"\"
                #if DEBUG
                if let x { use(x) }
                #endif
                if let items { use(items) }
            }
            """)
        let outline = file.outline(.expressions)
        let found = (file.positions(ofName: "x") + file.positions(ofName: "items")).map { position in
            outline.originalBinding(named: file.cursor(at: position).text, at: position, in: file)
                .map { "\(file.tokens[$0.nameToken].line):\($0.kind)" } ?? "-"
        }
        // Each name token itself is read before its own binding holds.
        XCTAssertEqual(found, [
            "-", "0:parameter", "0:parameter", "0:parameter", "3:parameter", "3:parameter", "0:parameter", "0:parameter",
            "4:optionalBinding", "0:parameter", "5:loopVariable", "0:parameter", "0:parameter", "0:parameter", "-", "-",
        ])
    }
}

