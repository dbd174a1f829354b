@testable import LintCore
import XCTest

/// `!=`, `!==` and `??` are one operator token each, as Swift reads them, so that no rule
/// rebuilds them from `!`, `?` and `=`.
final class CompoundOperatorTests: XCTestCase {
    private func operators(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        return file.tokens.filter { $0.kind == .operator }.map { file.text(of: $0) }
    }

    func testComparisonsAreOneToken() {
        XCTAssertEqual(tokenTexts("a != nil"), ["a", "!=", "nil"])
        XCTAssertEqual(tokenTexts("a!==b"), ["a", "!==", "b"])
        XCTAssertEqual(operators("if user != nil, left !== right {}"), ["!=", "!=="])
    }

    func testAnUnwrapBeforeAnAssignmentStaysTwo() {
        XCTAssertEqual(tokenTexts("user! = other"), ["user", "!", "=", "other"])
        XCTAssertEqual(tokenTexts("!isHidden"), ["!", "isHidden"])
    }

    func testNilCoalescingIsOneTokenWhereverSpacedEvenly() {
        XCTAssertEqual(tokenTexts("a ?? b"), ["a", "??", "b"])
        XCTAssertEqual(tokenTexts("a??b"), ["a", "??", "b"])
        XCTAssertEqual(operators("let x = items?.first\n    ?? fallback"), ["=", "??"])
    }

    func testDoubleOptionalsAndTheirChainsStayTwoQuestionMarks() {
        XCTAssertEqual(tokenTexts("var value: Int?? = nil"), ["var", "value", ":", "Int", "?", "?", "=", "nil"])
        XCTAssertEqual(tokenTexts("value??.name"), ["value", "?", "?", ".", "name"])
        XCTAssertEqual(operators("var cache: [String: Int??] = [:]"), ["="])
        XCTAssertEqual(operators("let pair: (Int??, Int) = (nil, 0)"), ["="])
        XCTAssertEqual(operators("foo(a??b, c ?? d)"), ["??", "??"])
        XCTAssertEqual(tokenTexts("try? load()"), ["try", "?", "load", "(", ")"])
    }
}
