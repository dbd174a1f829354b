@testable import LintCore
import XCTest

/// Statement bounds: continuation lines, trailing closures, bodies, directives.
final class OutlineStatementTests: XCTestCase {
    /// The statements of the block opened by the `index`-th block (nil: the top level), as code.
    private func statements(_ source: String, in block: Int? = 0) -> [String] {
        let file = SourceFile(contents: source)
        return file.outline.statements(in: block).map { Self.written($0.range, in: file) }
    }

    /// The statement as written, each run of white space one space.
    private static func written(_ range: Range<Int>, in file: SourceFile) -> String {
        file.source(range).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    func testLinesThatContinueAnExpressionStayInItsStatement() {
        XCTAssertEqual(statements("""
            func f() {
                let visible = items
                    .filter { $0.isVisible }
                    .map(\\.title)
                let total = a +
                    b
                let sum = a
                    + b
                call(x,
                     y)
                let t = ready
                    ? 1
                    : 2
                return try
                    load()
            }
            """), [
                "let visible = items .filter { $0.isVisible } .map(\\.title)",
                "let total = a + b",
                "let sum = a + b",
                "call(x, y)",
                "let t = ready ? 1 : 2",
                "return try load()",
            ])
    }

    func testBodiesTrailingClosuresAndElseBelongToTheirStatement() {
        XCTAssertEqual(statements("""
            func f() {
                if a {
                    x()
                }
                else {
                    y()
                }
                guard let b = c
                else { return }
                do { try z() } catch { log(error) }
                items.forEach
                { item in use(item) }
                repeat { step() }
                while running
                UIView.animate(withDuration: 0.3) {
                    fade()
                } completion: { _ in
                    done()
                }
            }
            """), [
                "if a { x() } else { y() }",
                "guard let b = c else { return }",
                "do { try z() } catch { log(error) }",
                "items.forEach { item in use(item) }",
                "repeat { step() } while running",
                "UIView.animate(withDuration: 0.3) { fade() } completion: { _ in done() }",
            ])
    }

    func testSemicolonsAttributesModifiersAndDirectives() {
        XCTAssertEqual(statements("""
            final class A {
                @objc
                @available(iOS 13, *)
                public
                func a() { x(); y() }
                #if DEBUG
                var debug = true
                #elseif os(iOS)
                var phone = true
                #else
                var other = true
                #endif
                private(set) var count = 0
            }
            """), [
                "@objc @available(iOS 13, *) public func a() { x(); y() }",
                "#if DEBUG",
                "var debug = true",
                "#elseif os(iOS)",
                "var phone = true",
                "#else",
                "var other = true",
                "#endif",
                "private(set) var count = 0",
            ])
        XCTAssertEqual(statements("func a() { x(); y() }"), ["x()", "y()"])
    }

    func testClosureSignaturesAndCaseLabelsAreNotStatementsOfTheirBlock() {
        let source = """
            func f() {
                items.map { (offset, row) in
                    let x = row
                    return x
                }
                switch mode {
                case .a, .b:
                    first()
                    second()
                default: third()
                }
            }
            """
        XCTAssertEqual(statements(source, in: 1), ["let x = row", "return x"])
        XCTAssertEqual(statements(source, in: 2), [], "a switch's code is its cases'")
        XCTAssertEqual(statements(source, in: 3), ["first()", "second()"])
        XCTAssertEqual(statements(source, in: 4), ["third()"])
        let file = SourceFile(contents: source)
        let outline = file.outline
        let offset = file.tokens.firstIndex { file.text(of: $0) == "offset" }!
        XCTAssertEqual(outline.statement(containing: offset).map { Self.written(outline.statements[$0].range, in: file) }?.prefix(9), "items.map",
                       "a closure's signature belongs to the statement that holds the closure")
        let second = file.tokens.firstIndex { file.text(of: $0) == "second" }!
        XCTAssertEqual(outline.statementEnd(after: second), second + 3)
    }

    func testMultiLineStringsAndCommentsDoNotSplitOrJoinStatements() {
        XCTAssertEqual(statements("""
            func f() {
                let json = \"""
                    { "a": [1,
                    2] }
                    \"""
                // a comment ending with an operator +
                let b = 1 // trailing +
                let c = [
                    1, 2,
                ]
            }
            """), ["let json = \"\"\" { \"a\": [1, 2] } \"\"\"", "let b = 1", "let c = [ 1, 2, ]"])
    }

    func testTopLevelStatementsAndTokensInArgumentsBelongToTheirStatement() {
        let file = SourceFile(contents: "import UIKit\nlet a = f(x: { y in y + 1 }, z: 2)\nprint(a)")
        let outline = file.outline
        XCTAssertEqual(outline.statements(in: nil).map { Self.written($0.range, in: file) },
                       ["import UIKit", "let a = f(x: { y in y + 1 }, z: 2)", "print(a)"])
        let z = file.tokens.firstIndex { file.text(of: $0) == "z" }!
        XCTAssertEqual(outline.statement(containing: z), 1)
        let inner = file.tokens.lastIndex { file.text(of: $0) == "y" }!
        XCTAssertEqual(outline.statements[outline.statement(containing: inner)!].block, 0, "the closure's own statement")
    }

    func testADeclarationsKeywordComesAfterItsAttributesAndModifiers() {
        let file = SourceFile(contents: "enum Tree {\n    @Ephemeral indirect case node(Tree)\n    @available(iOS 13, *) case leaf\n    case `default`\n}")
        let keywords = file.outline.statements(in: 0).map { file.text(of: file.tokens[file.declarationKeyword(of: $0)]) }
        XCTAssertEqual(keywords, ["case", "case", "case"])
    }
}
