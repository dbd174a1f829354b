import LintCore
import XCTest

private typealias Y = YAMLTestSupport

/// Every rejected input names a human-readable reason and the 1-based line and column.
final class YAMLParserErrorTests: XCTestCase {
    private let unsupported = "not supported by the configuration parser"

    func testDescriptionIsLineColumnAndMessage() {
        let error = YAMLError(message: "tab character in indentation", location: Y.at(3, 4))
        XCTAssertEqual(error.description, "3:4: tab character in indentation")
    }

    func testTabsInIndentation() {
        Y.assertError("a:\n\tb: 1", "tab character in indentation", at: 2, 1)
        Y.assertError("a:\n  \tb: 1", "tab character in indentation", at: 2, 3)
        Y.assertError("\t- a", "tab character in indentation", at: 1, 1)
        Y.assertError("a: [x,\n\ty]", "tab character in indentation", at: 2, 1)
    }

    func testDuplicateKeys() {
        Y.assertError(
            "excluded: a\nother: 1\n\nexcluded: b", "duplicate key 'excluded' (first defined at line 1)", at: 4, 1
        )
        Y.assertError(
            "rule:\n  warning: 1\n  warning: 2", "duplicate key 'warning' (first defined at line 2)", at: 3, 3
        )
        Y.assertError("- a: 1\n  'a': 2", "duplicate key 'a' (first defined at line 1)", at: 2, 3)
        Y.assertError("r: {a: 1,\n  b: 2, a: 3}", "duplicate key 'a' (first defined at line 1)", at: 2, 9)
    }

    func testSameKeyInDifferentMappingsIsAllowed() {
        XCTAssertNotNil(Y.parse("a:\n  x: 1\nb:\n  x: 2\nc: {x: 3}"))
    }

    func testBadIndentation() {
        Y.assertError("a: 1\n  b: 2", "bad indentation of a mapping entry", at: 2, 3)
        Y.assertError("a:\n    b: 1\n  c: 2", "bad indentation of a mapping entry", at: 3, 3)
        Y.assertError("  a: 1\nb: 2", "bad indentation of a mapping entry", at: 2, 1)
        Y.assertError("- a\n  - b", "bad indentation of a list item", at: 2, 3)
        Y.assertError("key:\n  - a\n - b", "bad indentation of a list item", at: 3, 2)
        Y.assertError("a:\n  - x\n  b: 1", "bad indentation of a mapping entry", at: 3, 3)
        Y.assertError("a: [x]\n  y", "bad indentation", at: 2, 3)
    }

    func testLinesThatAreNotMappingEntries() {
        Y.assertError("a: 1\n- b", "expected a mapping key, found a list item", at: 2, 1)
        Y.assertError("a: 1\nb", "missing ':' after mapping key 'b'", at: 2, 1)
        Y.assertError("a: 1\nwarning:200", "missing space after ':' in 'warning:200'", at: 2, 1)
        Y.assertError("a: 1\n[b]: 2", "mapping keys must be plain or quoted scalars", at: 2, 1)
        Y.assertError("[b]: 2", "mapping keys must be plain or quoted scalars", at: 1, 4)
        Y.assertError("{[b]: 2}", "mapping keys must be plain or quoted scalars", at: 1, 2)
    }

    func testMultiLinePlainScalars() {
        let message = "multi-line plain scalars are \(unsupported); put the value on one line, in quotes if needed"
        Y.assertError("key: some\n  more text", message, at: 2, 3)
        Y.assertError("hello\nworld", message, at: 2, 1)
    }

    func testUnterminatedQuotes() {
        let single = "unterminated single-quoted string (a quoted string must end on the line it starts)"
        let double = "unterminated double-quoted string (a quoted string must end on the line it starts)"
        Y.assertError("a: 'abc", single, at: 1, 4)
        Y.assertError("a: 'it''s", single, at: 1, 4)
        Y.assertError("a: \"abc\n  def\"", double, at: 1, 4)
        Y.assertError("a: \"abc\\", double, at: 1, 4)
        Y.assertError("a: 1\n'b: 2", single, at: 2, 1)
        Y.assertError("[\"a]", double, at: 1, 2)
    }

    func testUnterminatedFlowCollections() {
        Y.assertError("a: [x, y", "unterminated flow sequence (missing ']')", at: 1, 4)
        Y.assertError("a: {x: 1,\n  # c\n", "unterminated flow mapping (missing '}')", at: 1, 4)
        Y.assertError("[[a]", "unterminated flow sequence (missing ']')", at: 1, 1)
        Y.assertError("a: [x,\nb: 2", "unterminated flow sequence (missing ']' before line 2)", at: 1, 4)
        Y.assertError("- {a: 1\n- b", "unterminated flow mapping (missing '}' before line 2)", at: 1, 3)
        Y.assertError("[a,\n---\n]", "unterminated flow sequence (missing ']' before line 2)", at: 1, 1)
    }

    func testMalformedFlowCollections() {
        Y.assertError("[a, , b]", "unexpected ','", at: 1, 5)
        Y.assertError("[,]", "unexpected ','", at: 1, 2)
        Y.assertError("[a}", "expected ',' or ']' in flow sequence, found '}'", at: 1, 3)
        Y.assertError("{a: 1]", "expected ',' or '}' in flow mapping, found ']'", at: 1, 6)
        Y.assertError("['a' b]", "expected ',' or ']' in flow sequence, found 'b'", at: 1, 6)
        Y.assertError("{a: 1 b: 2}", "expected ',' or '}' in flow mapping, found ':'", at: 1, 8)
        Y.assertError("]", "unexpected ']'", at: 1, 1)
        Y.assertError("a: }", "unexpected '}'", at: 1, 4)
        Y.assertError(
            "[a: 1]", "'key: value' pairs inside a flow sequence are \(unsupported); write them as '{key: value}'",
            at: 1, 3
        )
        Y.assertError("[- a]", "'- ' list items are not allowed inside flow collections", at: 1, 2)
        Y.assertError("[a,#c\n]", "a comment must be separated from the text before it by whitespace", at: 1, 4)
    }

    func testTextAfterAValue() {
        Y.assertError("[a] x", "unexpected 'x' after the value", at: 1, 5)
        Y.assertError("a: 'x' y", "unexpected 'y' after the value", at: 1, 8)
        Y.assertError("a: 'x'#c", "a comment must be separated from the value by whitespace", at: 1, 7)
        Y.assertError("'a' 'b'", "unexpected \"'\" after the value", at: 1, 5)
        Y.assertError("- 'a':b", "unexpected ':' after the value", at: 1, 6)
        Y.assertError(
            "key: a: b", "unexpected ':' after the value; a nested mapping must start on its own line", at: 1, 7
        )
        Y.assertError(
            "key: - a", "a list cannot start on the same line as its key; start it on the next line", at: 1, 6
        )
    }

    func testAnchorsAliasesAndTags() {
        Y.assertError("a: &x 1", "anchors ('&') are \(unsupported)", at: 1, 4)
        Y.assertError("&x a: 1", "anchors ('&') are \(unsupported)", at: 1, 1)
        Y.assertError("[a, &x b]", "anchors ('&') are \(unsupported)", at: 1, 5)
        Y.assertError("a: *x", "aliases ('*') are \(unsupported)", at: 1, 4)
        Y.assertError("- *x", "aliases ('*') are \(unsupported)", at: 1, 3)
        Y.assertError("a: !!str 1", "tags ('!') are \(unsupported)", at: 1, 4)
        Y.assertError("{a: !custom x}", "tags ('!') are \(unsupported)", at: 1, 5)
    }

    func testBlockScalars() {
        Y.assertError("a: |\n  text", "block scalars ('|' and '>') are \(unsupported)", at: 1, 4)
        Y.assertError("a:\n  - >-\n    text", "block scalars ('|' and '>') are \(unsupported)", at: 2, 5)
    }

    func testDocumentMarkersAndDirectives() {
        Y.assertError("a: 1\n---\nb: 2", "multiple documents are \(unsupported)", at: 2, 1)
        Y.assertError("---\na:\n  - x\n--- # next", "multiple documents are \(unsupported)", at: 4, 1)
        Y.assertError("---\n---", "multiple documents are \(unsupported)", at: 2, 1)
        Y.assertError("a: 1\n...", "the document end marker '...' is \(unsupported)", at: 2, 1)
        Y.assertError("%YAML 1.2\n---\na: 1", "directives ('%') are \(unsupported)", at: 1, 1)
        Y.assertError(
            "--- a: 1", "content on the '---' line is \(unsupported); start the document on the next line", at: 1, 5
        )
    }

    func testOtherUnsupportedSyntax() {
        Y.assertError("? a\n: b", "complex mapping keys ('?') are \(unsupported)", at: 1, 1)
        Y.assertError("a: @x", "a plain value cannot start with '@'; put the value in quotes", at: 1, 4)
        Y.assertError("a: `x`", "a plain value cannot start with '`'; put the value in quotes", at: 1, 4)
        Y.assertError(": a", "unexpected ':'", at: 1, 1)
    }

    func testInvalidEscapes() {
        Y.assertError(#"a: "x\qy""#, #"unsupported escape sequence '\q' in a double-quoted string"#, at: 1, 6)
        let invalidUnicode = #"invalid Unicode escape; expected '\u' and 4 hexadecimal digits"#
        Y.assertError(#"a: "\u12G4""#, invalidUnicode, at: 1, 5)
        Y.assertError(#"a: "\u12""#, invalidUnicode, at: 1, 5)
        Y.assertError(#"a: "\ud800\u00""#, invalidUnicode, at: 1, 5)
        let unpaired = "invalid Unicode escape; a UTF-16 surrogate must be followed by its pair"
        Y.assertError(#"a: "\ud800""#, unpaired, at: 1, 5)
        Y.assertError(#"a: "x\ud800\u0041""#, unpaired, at: 1, 6)
        Y.assertError(#"a: "\udc00""#, unpaired, at: 1, 5)
    }

    func testNestingLimit() {
        let message = "nesting deeper than 200 levels is \(unsupported)"
        Y.assertError(String(repeating: "[", count: 201), message, at: 1, 201)
        Y.assertError(String(repeating: "{a: ", count: 201), message, at: 1, 801)
        XCTAssertNotNil(Y.parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)))
    }
}
