@testable import LintCore
import XCTest

/// String, array and dictionary literals: their tokens, lines and whether they are data.
final class OutlineLiteralTests: XCTestCase {
    /// Each literal as `kind lines data: text`.
    private func literals(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        return file.outline.literals.map { literal in
            "\(literal.kind.rawValue) \(literal.lines.lowerBound)-\(literal.lines.upperBound) \(literal.isData ? "data" : "code"): "
                + file.source(literal.tokens)
        }
    }

    func testStringsWithInterpolationRawAndMultiLine() {
        XCTAssertEqual(literals(##"""
            let a = "plain [x]"
            let b = "hi \(name), \("nested \(deep)")!"
            let c = #"raw \(no) \#(yes)"#
            let d = """
                line \(x)
                """
            let e = "\\("
            """##), [
                #"string 0-0 data: "plain [x]""#,
                #"string 1-1 code: "hi \(name), \("nested \(deep)")!""#,
                #"string 1-1 code: "nested \(deep)""#,
                ##"string 2-2 code: #"raw \(no) \#(yes)"#"##,
                "multilineString 3-5 data: \"\"\"\n    line \\(x)\n    \"\"\"",
                #"string 6-6 data: "\\(""#,
            ])
    }

    func testArraysDictionariesAndTheirData() {
        XCTAssertEqual(literals("""
            let points = [(x: -1.5, y: 2), (x: 3, y: 4)]
            let table = [["name": "Ada", "url": "https://a.org"], ["name": "Bob", "url": nil]]
            let mixed = [.red, .blue]
            let computed = [a, b + 1]
            let types: [String: [Int]] = [:]
            let empty = [Int]()
            let pick = [ready ? 1 : 2]
            let flags = [true, false]
            let make = { [weak self] in [1] }
            let made = { [2] }
            """), [
                "array 0-0 data: [(x: -1.5, y: 2), (x: 3, y: 4)]",
                "array 1-1 data: [[\"name\": \"Ada\", \"url\": \"https://a.org\"], [\"name\": \"Bob\", \"url\": nil]]",
                "dictionary 1-1 data: [\"name\": \"Ada\", \"url\": \"https://a.org\"]",
                "string 1-1 data: \"name\"",
                "string 1-1 data: \"Ada\"",
                "string 1-1 data: \"url\"",
                "string 1-1 data: \"https://a.org\"",
                "dictionary 1-1 data: [\"name\": \"Bob\", \"url\": nil]",
                "string 1-1 data: \"name\"",
                "string 1-1 data: \"Bob\"",
                "string 1-1 data: \"url\"",
                "array 2-2 code: [.red, .blue]",
                "array 3-3 code: [a, b + 1]",
                "dictionary 4-4 data: [:]",
                "array 6-6 code: [ready ? 1 : 2]",
                "array 7-7 data: [true, false]",
                "array 8-8 data: [1]",
                "array 9-9 data: [2]",
            ])
    }

    func testALiteralAcrossLinesWithCommentsAndConditionalCompilation() {
        XCTAssertEqual(literals("""
            let primes = [
                2, // the even one
                3, /* odd */ 5,
            ]
            let urls = [
                #if DEBUG
                "http://localhost",
                #endif
                "https://example.org",
            ]
            """), [
                "array 0-3 data: [\n    2, // the even one\n    3, /* odd */ 5,\n]",
                "array 4-9 code: [\n    #if DEBUG\n    \"http://localhost\",\n    #endif\n    \"https://example.org\",\n]",
                "string 6-6 data: \"http://localhost\"",
                "string 8-8 data: \"https://example.org\"",
            ])
    }

    func testInterpolatedElementsAndClosuresAreCode() {
        let file = SourceFile(contents: "let a = [\"x\\(y)\", \"z\"]\nlet b = [{ 1 }]\nlet c = [f(1)]")
        XCTAssertEqual(file.outline.literals.filter { !$0.isString }.map(\.isData), [false, false, false])
        XCTAssertEqual(literals("let s = \"n: \\([1, 2].count)\""), [
            "string 0-0 code: \"n: \\([1, 2].count)\"",
            "array 0-0 data: [1, 2]",
        ])
    }

    func testDataLinesOfABody() {
        let json = (0..<490).map { "        {\"id\": \($0)}," }.joined(separator: "\n")
        let source = """
            final class Fixtures {
                static let json: String = {
                    let text = \"\"\"
            \(json)
                    \"\"\"
                    return text
                }()
                static let rows = [
                    [1, 2],
                    [3, 4],
                ]
                func code() {
                    let a = [
                        x,
                    ]
                }
            }
            """
        let file = SourceFile(contents: source)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        let literals = file.outline.literals
        // The string opens on line 2 and closes on 493; the rows open on 496 and close on 499.
        XCTAssertEqual(literals.dataLineCount(in: 0..<file.lines.count), 491 + 3)
        XCTAssertEqual(literals.dataLineCount(in: 3..<10), 7)
        XCTAssertEqual(literals.dataLineCount(in: 495..<498), 1)
        XCTAssertEqual(literals.dataLineCount(in: 500..<file.lines.count), 0, "an array of names is code")
        XCTAssertEqual(literals.dataLineCount(in: 5..<5), 0)
        XCTAssertNotNil(literals.literal(startingAt: literals[0].tokens.lowerBound))
    }
}
