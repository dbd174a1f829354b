import LintCore
import XCTest

private typealias Y = YAMLTestSupport

/// The typed conveniences that configuration readers use on parsed nodes.
final class YAMLNodeTests: XCTestCase {
    func testIntegers() {
        let cases: [(String, Int?)] = [
            ("42", 42), ("-7", -7), ("+3", 3), ("0", 0), ("007", 7), ("1.5", nil), ("0x10", nil), ("1_000", nil),
            ("", nil), ("-", nil), ("12a", nil), ("99999999999999999999", nil), ("١٢", nil),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Y.plain(text, 1, 1).int, expected, text)
        }
        XCTAssertNil(Y.quoted("5", 1, 1).int)
        XCTAssertNil(Y.null(1, 1).int)
        XCTAssertEqual(Y.parse("a: -12")?.mapping?.first?.value.int, -12)
    }

    func testBooleans() {
        for text in ["true", "True", "TRUE"] { XCTAssertEqual(Y.plain(text, 1, 1).bool, true, text) }
        for text in ["false", "False", "FALSE"] { XCTAssertEqual(Y.plain(text, 1, 1).bool, false, text) }
        for text in ["yes", "no", "on", "tRUE", "1", ""] { XCTAssertNil(Y.plain(text, 1, 1).bool, text) }
        XCTAssertNil(Y.quoted("true", 1, 1).bool)
        XCTAssertNil(Y.sequence(1, 1, []).bool)
    }

    func testNull() {
        XCTAssertTrue(Y.null(1, 1).isNull)
        for text in ["null", "Null", "NULL", "~"] { XCTAssertTrue(Y.plain(text, 1, 1).isNull, text) }
        XCTAssertFalse(Y.quoted("null", 1, 1).isNull)
        XCTAssertFalse(Y.plain("nil", 1, 1).isNull)
        XCTAssertFalse(Y.sequence(1, 1, []).isNull)
        XCTAssertEqual(Y.parse("a: ~")?.mapping?.first?.value.isNull, true)
    }

    func testString() {
        XCTAssertEqual(Y.plain("a b", 1, 1).string, "a b")
        XCTAssertEqual(Y.quoted("", 1, 1).string, "")
        XCTAssertEqual(Y.plain("null", 1, 1).string, "null")
        XCTAssertNil(Y.null(1, 1).string)
        XCTAssertNil(Y.sequence(1, 1, [Y.plain("a", 1, 2)]).string)
        XCTAssertNil(Y.mapping(1, 1, []).string)
    }

    func testCollections() {
        let item = Y.plain("a", 1, 2)
        let entry = Y.entry("k", 1, 2, item)
        XCTAssertEqual(Y.sequence(1, 1, [item]).sequence, [item])
        XCTAssertNil(Y.sequence(1, 1, [item]).mapping)
        XCTAssertEqual(Y.mapping(1, 1, [entry]).mapping, [entry])
        XCTAssertNil(Y.mapping(1, 1, [entry]).sequence)
        XCTAssertNil(item.sequence)
        XCTAssertNil(Y.null(1, 1).mapping)
    }

    func testKindDescription() {
        let cases: [(YAMLNode, String)] = [
            (Y.plain("text", 1, 1), "a string"),
            (Y.quoted("12", 1, 1), "a string"),
            (Y.quoted("true", 1, 1), "a string"),
            (Y.plain("1.5", 1, 1), "a string"),
            (Y.plain("12", 1, 1), "an integer"),
            (Y.plain("False", 1, 1), "a boolean"),
            (Y.sequence(1, 1, []), "a list"),
            (Y.mapping(1, 1, []), "a mapping"),
            (Y.null(1, 1), "nothing"),
            (Y.plain("~", 1, 1), "nothing"),
            (Y.plain("null", 1, 1), "nothing"),
        ]
        for (node, expected) in cases {
            XCTAssertEqual(node.kindDescription, expected, "\(node.value)")
        }
    }
}
