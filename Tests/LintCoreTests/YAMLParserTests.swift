import LintCore
import XCTest

private typealias Y = YAMLTestSupport

/// Structures the configuration parser accepts, with the exact nodes and locations it builds.
final class YAMLParserTests: XCTestCase {
    func testEmptyAndCommentOnlyDocumentsAreNullAtTheStart() {
        let texts = ["", "\n\n", "# only a comment\n", "  # indented\n\n# another", "---\n", "--- # c\n# c\n", "\t\n"]
        for text in texts {
            Y.assertParses(text, to: Y.null(1, 1))
        }
    }

    func testBlockMapping() {
        Y.assertParses(
            "a: 1\nbee: two words\n",
            to: Y.mapping(1, 1, [
                Y.entry("a", 1, 1, Y.plain("1", 1, 4)),
                Y.entry("bee", 2, 1, Y.plain("two words", 2, 6)),
            ])
        )
    }

    func testNestedBlockMappings() {
        let text = "outer:\n  inner: x\n  other:\n    deep: y\nlast: z"
        Y.assertParses(
            text,
            to: Y.mapping(1, 1, [
                Y.entry("outer", 1, 1, Y.mapping(2, 3, [
                    Y.entry("inner", 2, 3, Y.plain("x", 2, 10)),
                    Y.entry("other", 3, 3, Y.mapping(4, 5, [Y.entry("deep", 4, 5, Y.plain("y", 4, 11))])),
                ])),
                Y.entry("last", 5, 1, Y.plain("z", 5, 7)),
            ])
        )
    }

    func testTopLevelMappingMayBeIndented() {
        Y.assertParses(
            "  a: 1\n  b: 2",
            to: Y.mapping(1, 3, [Y.entry("a", 1, 3, Y.plain("1", 1, 6)), Y.entry("b", 2, 3, Y.plain("2", 2, 6))])
        )
    }

    func testWhitespaceAroundTheColon() {
        Y.assertParses("a : 1", to: Y.mapping(1, 1, [Y.entry("a", 1, 1, Y.plain("1", 1, 5))]))
        Y.assertParses("a:\tb", to: Y.mapping(1, 1, [Y.entry("a", 1, 1, Y.plain("b", 1, 4))]))
        Y.assertParses("a:    b   ", to: Y.mapping(1, 1, [Y.entry("a", 1, 1, Y.plain("b", 1, 7))]))
    }

    func testBlockSequence() {
        Y.assertParses("- a\n- b c\n", to: Y.sequence(1, 1, [Y.plain("a", 1, 3), Y.plain("b c", 2, 3)]))
    }

    func testSequenceIndentedUnderKey() {
        Y.assertParses(
            "rules:\n  - a\n  - b\nnext: 1",
            to: Y.mapping(1, 1, [
                Y.entry("rules", 1, 1, Y.sequence(2, 3, [Y.plain("a", 2, 5), Y.plain("b", 3, 5)])),
                Y.entry("next", 4, 1, Y.plain("1", 4, 7)),
            ])
        )
    }

    func testSequenceAtTheKeysIndentation() {
        Y.assertParses(
            "rules:\n- a\n- b\nnext:\n- c",
            to: Y.mapping(1, 1, [
                Y.entry("rules", 1, 1, Y.sequence(2, 1, [Y.plain("a", 2, 3), Y.plain("b", 3, 3)])),
                Y.entry("next", 4, 1, Y.sequence(5, 1, [Y.plain("c", 5, 3)])),
            ])
        )
    }

    func testSequenceAtTheKeysIndentationInsideAListItem() {
        Y.assertParses(
            "- a:\n  - x\n  b: 1",
            to: Y.sequence(1, 1, [
                Y.mapping(1, 3, [
                    Y.entry("a", 1, 3, Y.sequence(2, 3, [Y.plain("x", 2, 5)])),
                    Y.entry("b", 3, 3, Y.plain("1", 3, 6)),
                ]),
            ])
        )
    }

    func testSequenceAtTheKeysIndentationInsideAnIndentedMapping() {
        Y.assertParses(
            "outer:\n  inner:\n  - a\n  next: 1\nlast:",
            to: Y.mapping(1, 1, [
                Y.entry("outer", 1, 1, Y.mapping(2, 3, [
                    Y.entry("inner", 2, 3, Y.sequence(3, 3, [Y.plain("a", 3, 5)])),
                    Y.entry("next", 4, 3, Y.plain("1", 4, 9)),
                ])),
                Y.entry("last", 5, 1, Y.null(5, 6)),
            ])
        )
    }

    func testNestedSequences() {
        Y.assertParses(
            "- - a\n  - b\n-\n  - c\n- d",
            to: Y.sequence(1, 1, [
                Y.sequence(1, 3, [Y.plain("a", 1, 5), Y.plain("b", 2, 5)]),
                Y.sequence(4, 3, [Y.plain("c", 4, 5)]),
                Y.plain("d", 5, 3),
            ])
        )
    }

    func testSequenceOfMappings() {
        Y.assertParses(
            "- name: a\n  value: 1\n- name: b\n-   spaced: c\n    more: d",
            to: Y.sequence(1, 1, [
                Y.mapping(1, 3, [
                    Y.entry("name", 1, 3, Y.plain("a", 1, 9)), Y.entry("value", 2, 3, Y.plain("1", 2, 10)),
                ]),
                Y.mapping(3, 3, [Y.entry("name", 3, 3, Y.plain("b", 3, 9))]),
                Y.mapping(4, 5, [
                    Y.entry("spaced", 4, 5, Y.plain("c", 4, 13)), Y.entry("more", 5, 5, Y.plain("d", 5, 11)),
                ]),
            ])
        )
    }

    func testEmptyValuesAreNullAfterTheIndicator() {
        Y.assertParses(
            "a:\nb:   # comment\nc:\n  # comment\nd: 1\ne:",
            to: Y.mapping(1, 1, [
                Y.entry("a", 1, 1, Y.null(1, 3)),
                Y.entry("b", 2, 1, Y.null(2, 3)),
                Y.entry("c", 3, 1, Y.null(3, 3)),
                Y.entry("d", 5, 1, Y.plain("1", 5, 4)),
                Y.entry("e", 6, 1, Y.null(6, 3)),
            ])
        )
        Y.assertParses(
            "-\n- x\n- # c\n-", to: Y.sequence(1, 1, [Y.null(1, 2), Y.plain("x", 2, 3), Y.null(3, 2), Y.null(4, 2)])
        )
    }

    func testValueOnTheNextLine() {
        Y.assertParses(
            "key:\n  value\nlist:\n  [a]",
            to: Y.mapping(1, 1, [
                Y.entry("key", 1, 1, Y.plain("value", 2, 3)),
                Y.entry("list", 3, 1, Y.sequence(4, 3, [Y.plain("a", 4, 4)])),
            ])
        )
    }

    func testMappingsKeepDocumentOrder() {
        let keys = Y.parse("z: 1\na: 2\nm: 3")?.mapping?.map(\.key)
        XCTAssertEqual(keys, ["z", "a", "m"])
    }

    func testRealisticConfiguration() {
        let text = """
            disabled_rules: # rule identifiers to exclude
              - controller_naming
            opt_in_rules:
            - commented_out_code
            included: [Sources, "Rules"]
            excluded:
              - Sources/Generated/**
            class_length:
              warning: 250
              error: 400
              extensions: same_file
            controller_naming:
              suffixes: [Controller, Manager, Helper]
            misused_enumerated: error        # severity shorthand
            strict: false
            warning_threshold: 10

            """
        Y.assertParses(text, to: Y.mapping(1, 1, [
            Y.entry("disabled_rules", 1, 1, Y.sequence(2, 3, [Y.plain("controller_naming", 2, 5)])),
            Y.entry("opt_in_rules", 3, 1, Y.sequence(4, 1, [Y.plain("commented_out_code", 4, 3)])),
            Y.entry("included", 5, 1, Y.sequence(5, 11, [Y.plain("Sources", 5, 12), Y.quoted("Rules", 5, 21)])),
            Y.entry("excluded", 6, 1, Y.sequence(7, 3, [Y.plain("Sources/Generated/**", 7, 5)])),
            Y.entry("class_length", 8, 1, Y.mapping(9, 3, [
                Y.entry("warning", 9, 3, Y.plain("250", 9, 12)),
                Y.entry("error", 10, 3, Y.plain("400", 10, 10)),
                Y.entry("extensions", 11, 3, Y.plain("same_file", 11, 15)),
            ])),
            Y.entry("controller_naming", 12, 1, Y.mapping(13, 3, [
                Y.entry("suffixes", 13, 3, Y.sequence(13, 13, [
                    Y.plain("Controller", 13, 14), Y.plain("Manager", 13, 26), Y.plain("Helper", 13, 35),
                ])),
            ])),
            Y.entry("misused_enumerated", 14, 1, Y.plain("error", 14, 21)),
            Y.entry("strict", 15, 1, Y.plain("false", 15, 9)),
            Y.entry("warning_threshold", 16, 1, Y.plain("10", 16, 20)),
        ]))
        let root = Y.parse(text)
        XCTAssertEqual(root?.mapping?.first { $0.key == "strict" }?.value.bool, false)
        XCTAssertEqual(root?.mapping?.first { $0.key == "warning_threshold" }?.value.int, 10)
        let classLength = root?.mapping?.first { $0.key == "class_length" }?.value
        XCTAssertEqual(classLength?.mapping?.map(\.key), ["warning", "error", "extensions"])
    }
}
