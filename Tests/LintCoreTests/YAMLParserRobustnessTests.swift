import LintCore
import XCTest

private typealias Y = YAMLTestSupport

/// Hostile or random input must end in a node or a located error: no crash, no hang.
final class YAMLParserRobustnessTests: XCTestCase {
    private let nestingMessage = "nesting deeper than 200 levels is not supported by the configuration parser"

    func testHundredThousandOpeningBracketsDoNotOverflowTheStack() {
        Y.assertError(String(repeating: "[", count: 100_000), nestingMessage, at: 1, 201)
        // The mapping holding the sequences is the first level.
        Y.assertError("a: " + String(repeating: "[", count: 100_000), nestingMessage, at: 1, 203)
        Y.assertError(String(repeating: "[{a: ", count: 50_000), nestingMessage, at: 1, 501)
        Y.assertError(String(repeating: "]", count: 100_000), "unexpected ']'", at: 1, 1)
    }

    func testDeeplyNestedBlockCollectionsDoNotOverflowTheStack() {
        Y.assertError(String(repeating: "- ", count: 100_000) + "a", nestingMessage, at: 1, 401)
        let mappings = (0..<300).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        Y.assertError(mappings, nestingMessage, at: 201, 201)
        let sequences = (0..<300).map { String(repeating: " ", count: $0 * 2) + "-" }.joined(separator: "\n")
        Y.assertError(sequences, nestingMessage, at: 201, 401)
    }

    func testTwoHundredLevelsParse() throws {
        let text = String(repeating: "- ", count: 199) + "[x]"
        var node = try XCTUnwrap(Y.parse(text))
        var depth = 1
        while let child = node.sequence?.first {
            node = child
            depth += 1
        }
        XCTAssertEqual(depth, 201)
        XCTAssertEqual(node, Y.plain("x", 1, 400))
    }

    func testLongDocumentsParse() {
        let text = (0..<10_000).map { "key\($0): [a, 'b', {c: \($0)}] # note" }.joined(separator: "\n")
        XCTAssertEqual(Y.parse(text)?.mapping?.count, 10_000)
    }

    func testRandomInputEitherParsesOrThrowsALocatedError() {
        let alphabet = Array("[]{}:,-#'\"\n \t|>&*!abc".unicodeScalars)
        var random = YAMLFuzzGenerator(seed: 0x5EED)
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...48, using: &random)
            let text = Y.text((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            assertParsesOrThrowsInsideTheText(text)
        }
    }

    func testRandomEditsOfARealisticConfigurationEitherParseOrThrow() {
        let base = Array("""
            disabled_rules: # exclude
              - controller_naming
            opt_in_rules:
            - commented_out_code
            included: [Sources, "Rules", 'x''y']
            class_length: {warning: 250, error: [400, "\\u00e9"]}
            strict: false

            """.unicodeScalars)
        let insertions = Array("[]{}:,-#'\"\n \t|>&*!\\a".unicodeScalars)
        var random = YAMLFuzzGenerator(seed: 42)
        for _ in 0..<2_000 {
            var scalars = base
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<scalars.count, using: &random)
                if Bool.random(using: &random) {
                    scalars.remove(at: index)
                } else {
                    scalars.insert(insertions.randomElement(using: &random)!, at: index)
                }
            }
            assertParsesOrThrowsInsideTheText(Y.text(scalars))
        }
    }

    func testRandomPrintableInputEitherParsesOrThrowsALocatedError() {
        let printable = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        let alphabet = printable + ["\t", "\n", "\r", "é", "\u{FEFF}"] + Array(repeating: " ", count: 8)
        var random = YAMLFuzzGenerator(seed: 7)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...64, using: &random)
            assertParsesOrThrowsInsideTheText(Y.text((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
        }
    }

    /// Node and error locations must point at a character of the text or just past the end of a line.
    private func assertParsesOrThrowsInsideTheText(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = Y.lines(of: text)
        func isInside(_ location: YAMLLocation) -> Bool {
            (1...lines.count).contains(location.line)
                && (1...(lines[location.line - 1].count + 1)).contains(location.column)
        }
        do {
            var pending = [try YAMLParser.parse(text)]
            while let node = pending.popLast() {
                let description = "\(node.location) is outside \(Y.describe(text))"
                XCTAssertTrue(isInside(node.location), description, file: file, line: line)
                pending += node.sequence ?? []
                for entry in node.mapping ?? [] {
                    let description = "key \(entry.keyLocation) is outside \(Y.describe(text))"
                    XCTAssertTrue(isInside(entry.keyLocation), description, file: file, line: line)
                    pending.append(entry.value)
                }
            }
        } catch {
            XCTAssertTrue(isInside(error.location), "\(error) is outside \(Y.describe(text))", file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        }
    }
}

/// SplitMix64, so that failures reproduce on every platform.
private struct YAMLFuzzGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
