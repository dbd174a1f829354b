import LintCore
import XCTest

private typealias Y = YAMLTestSupport

/// Scalars, comments, flow collections and the text around the document.
final class YAMLScalarAndFlowParserTests: XCTestCase {
    func testPlainScalarsKeepIndicatorsThatAreNotSeparated() {
        let values = ["a#b", "a:b", "http://example.com/x", "-1", ":x", "?x", "a, b [c] {d}", "x - y", "100%", "a'b\"c"]
        for value in values {
            Y.assertParses("k: \(value)", to: Y.mapping(1, 1, [Y.entry("k", 1, 1, Y.plain(value, 1, 4))]))
        }
        Y.assertParses("a#b: c", to: Y.mapping(1, 1, [Y.entry("a#b", 1, 1, Y.plain("c", 1, 6))]))
    }

    func testCommentsEndPlainScalars() {
        Y.assertParses(
            "# header\nkey: value # trailing\n# between\n  # indented\nother: x#y",
            to: Y.mapping(2, 1, [
                Y.entry("key", 2, 1, Y.plain("value", 2, 6)),
                Y.entry("other", 5, 1, Y.plain("x#y", 5, 8)),
            ])
        )
    }

    func testSingleQuotedScalars() {
        Y.assertParses(
            "a: 'it''s # not a comment'\n'b c': ''\n'': 'x: y'",
            to: Y.mapping(1, 1, [
                Y.entry("a", 1, 1, Y.quoted("it's # not a comment", 1, 4)),
                Y.entry("b c", 2, 1, Y.quoted("", 2, 8)),
                Y.entry("", 3, 1, Y.quoted("x: y", 3, 5)),
            ])
        )
    }

    func testDoubleQuotedScalarsAndEscapes() {
        Y.assertParses(
            #"a: "q\" b\\ n\n t\t r\r s\/ e\u00e9 g\ud83d\ude00 'x'""#,
            to: Y.mapping(1, 1, [Y.entry("a", 1, 1, Y.quoted("q\" b\\ n\n t\t r\r s/ eé g😀 'x'", 1, 4))])
        )
        Y.assertParses(#""k #1" : "v""#, to: Y.mapping(1, 1, [Y.entry("k #1", 1, 1, Y.quoted("v", 1, 10))]))
    }

    func testQuotedAndPlainKeysAreTheSameKey() {
        Y.assertError("a: 1\n\"a\": 2", "duplicate key 'a' (first defined at line 1)", at: 2, 1)
    }

    func testFlowSequences() {
        Y.assertParses(
            #"k: [a, b, "c d", 'e', x y]"#,
            to: Y.mapping(1, 1, [Y.entry("k", 1, 1, Y.sequence(1, 4, [
                Y.plain("a", 1, 5), Y.plain("b", 1, 8), Y.quoted("c d", 1, 11), Y.quoted("e", 1, 18),
                Y.plain("x y", 1, 23),
            ]))])
        )
        Y.assertParses("[]", to: Y.sequence(1, 1, []))
        Y.assertParses("[a,]", to: Y.sequence(1, 1, [Y.plain("a", 1, 2)]))
        Y.assertParses(
            "[[a], [], [b, [c]]]",
            to: Y.sequence(1, 1, [
                Y.sequence(1, 2, [Y.plain("a", 1, 3)]),
                Y.sequence(1, 7, []),
                Y.sequence(1, 11, [Y.plain("b", 1, 12), Y.sequence(1, 15, [Y.plain("c", 1, 16)])]),
            ])
        )
        Y.assertParses(
            "[a:b, http://x, -1]",
            to: Y.sequence(1, 1, [Y.plain("a:b", 1, 2), Y.plain("http://x", 1, 7), Y.plain("-1", 1, 17)])
        )
    }

    func testFlowSequenceSpanningLinesWithComments() {
        Y.assertParses(
            "included: [ # sources\n  Sources,\n\n  # tests too\n  \"Tests\"\n]\nnext: 1",
            to: Y.mapping(1, 1, [
                Y.entry("included", 1, 1, Y.sequence(1, 11, [Y.plain("Sources", 2, 3), Y.quoted("Tests", 5, 3)])),
                Y.entry("next", 7, 1, Y.plain("1", 7, 7)),
            ])
        )
    }

    func testFlowMappings() {
        Y.assertParses(
            "length: {warning: 200, error: 300}",
            to: Y.mapping(1, 1, [Y.entry("length", 1, 1, Y.mapping(1, 9, [
                Y.entry("warning", 1, 10, Y.plain("200", 1, 19)),
                Y.entry("error", 1, 24, Y.plain("300", 1, 31)),
            ]))])
        )
        Y.assertParses("{}", to: Y.mapping(1, 1, []))
        Y.assertParses(
            "{a: [1, {b: c}], 'd': {}, \"e\":f,}",
            to: Y.mapping(1, 1, [
                Y.entry("a", 1, 2, Y.sequence(1, 5, [
                    Y.plain("1", 1, 6), Y.mapping(1, 9, [Y.entry("b", 1, 10, Y.plain("c", 1, 13))]),
                ])),
                Y.entry("d", 1, 18, Y.mapping(1, 23, [])),
                Y.entry("e", 1, 27, Y.plain("f", 1, 31)),
            ])
        )
    }

    func testFlowMappingEntriesWithoutValuesAreNull() {
        Y.assertParses(
            "{a, b: , c:}",
            to: Y.mapping(1, 1, [
                Y.entry("a", 1, 2, Y.null(1, 3)),
                Y.entry("b", 1, 5, Y.null(1, 7)),
                Y.entry("c", 1, 10, Y.null(1, 12)),
            ])
        )
        // As in YAML, a plain `a:1` is one scalar: the colon needs a space after it.
        Y.assertParses("{a:1}", to: Y.mapping(1, 1, [Y.entry("a:1", 1, 2, Y.null(1, 5))]))
    }

    func testFlowMappingSpanningLines() {
        Y.assertParses(
            "rule: {\n  warning: 1,  # soft\n  error: [2,\n    3]\n}",
            to: Y.mapping(1, 1, [Y.entry("rule", 1, 1, Y.mapping(1, 7, [
                Y.entry("warning", 2, 3, Y.plain("1", 2, 12)),
                Y.entry("error", 3, 3, Y.sequence(3, 10, [Y.plain("2", 3, 11), Y.plain("3", 4, 5)])),
            ]))])
        )
    }

    func testTopLevelScalarsAndFlowCollections() {
        Y.assertParses("hello world", to: Y.plain("hello world", 1, 1))
        Y.assertParses("'quoted' # c", to: Y.quoted("quoted", 1, 1))
        Y.assertParses("\n\n  [a,\nb]", to: Y.sequence(3, 3, [Y.plain("a", 3, 4), Y.plain("b", 4, 1)]))
    }

    func testDocumentStartLine() {
        Y.assertParses("---\na: 1", to: Y.mapping(2, 1, [Y.entry("a", 2, 1, Y.plain("1", 2, 4))]))
        Y.assertParses("# c\n--- # start\n\na: 1", to: Y.mapping(4, 1, [Y.entry("a", 4, 1, Y.plain("1", 4, 4))]))
        Y.assertParses("a: ---", to: Y.mapping(1, 1, [Y.entry("a", 1, 1, Y.plain("---", 1, 4))]))
    }

    func testLineEndingsAndByteOrderMark() {
        let expected = Y.mapping(1, 1, [
            Y.entry("a", 1, 1, Y.plain("1", 1, 4)),
            Y.entry("b", 2, 1, Y.sequence(3, 3, [Y.plain("x", 3, 5)])),
        ])
        Y.assertParses("a: 1\r\nb:\r\n  - x\r\n", to: expected)
        Y.assertParses("a: 1\rb:\r  - x\r", to: expected)
        Y.assertParses("\u{FEFF}a: 1\nb:\n  - x", to: expected)
        Y.assertParses("\u{FEFF}", to: Y.null(1, 1))
    }

    func testColumnsCountUnicodeScalars() {
        Y.assertParses(
            "é: 'ü'\nb: [😀, x]",
            to: Y.mapping(1, 1, [
                Y.entry("é", 1, 1, Y.quoted("ü", 1, 4)),
                Y.entry("b", 2, 1, Y.sequence(2, 4, [Y.plain("😀", 2, 5), Y.plain("x", 2, 8)])),
            ])
        )
    }

    func testTabsAreAllowedInBlankAndCommentLines() {
        Y.assertParses("a: 1\n\t\n\t# c\nb: 2", to: Y.mapping(1, 1, [
            Y.entry("a", 1, 1, Y.plain("1", 1, 4)), Y.entry("b", 4, 1, Y.plain("2", 4, 4)),
        ]))
    }
}
