import LintCore
import XCTest

final class TokenByteRangeTests: XCTestCase {
    func testTheBytesFromTheFirstTokensStartToTheLastOnesEnd() {
        let file = SourceFile(contents: "for (_, x) in xs /* all */ .enumerated() {}")
        // `(_, x)` is tokens 1 to 5, `.enumerated()` 8 to 11: the comment before it is left out.
        XCTAssertEqual(file.text(file.byteRange(ofTokens: 1..<6)), "(_, x)")
        XCTAssertEqual(file.text(file.byteRange(ofTokens: 8..<12)), ".enumerated()")
        // Comments and line breaks between the tokens are part of the range.
        XCTAssertEqual(file.text(file.byteRange(ofTokens: 7..<9)), "xs /* all */ .")
        let lines = SourceFile(contents: "f(\n  a\n)")
        XCTAssertEqual(lines.text(lines.byteRange(ofTokens: 0..<4)), "f(\n  a\n)")
    }

    func testNoTokensIsAnEmptyRangeWhereTheyWouldStart() {
        let file = SourceFile(contents: "let a = 1")
        XCTAssertEqual(file.byteRange(ofTokens: 2..<2), 6..<6)
        XCTAssertEqual(file.byteRange(ofTokens: 4..<4), 9..<9)
    }

    func testAnEditOfTokensReplacesTheirSource() {
        let file = SourceFile(contents: "for (_, x) in xs.enumerated() {}")
        let fix = Fix("iterate", edits: [
            Fix.Edit(tokens: 1..<6, replacement: "x", in: file),
            Fix.Edit(tokens: 8..<12, replacement: "", in: file),
        ])
        XCTAssertEqual(fix.edits.map(\.range), [4..<10, 16..<29])
        XCTAssertEqual(String(decoding: Fix.apply([fix], to: file.bytes).bytes, as: UTF8.self), "for x in xs {}")
    }
}
