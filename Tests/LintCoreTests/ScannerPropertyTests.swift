@testable import LintCore
import XCTest

/// Invariants that hold for any input, checked on generated Swift-like text and on random bytes.
final class ScannerPropertyTests: XCTestCase {
    private let fragments = [
        "class A {", "}", "{", "(", ")", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/*", "*/", "//", "///",
        "#/", "/#", "/", "`", "#if X", "#else", "#elseif Y", "#endif", "\n", "\r", "\r\n", " ", "x", "let", "=",
        "func f(a: Int) -> Int", "var p: String?", "for (i, x) in xs.enumerated() {", "\\", "#", "@objc",
    ]

    func testGeneratedSwiftLikeInputsKeepInvariants() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
            checkInvariants(Array(text.utf8), text)
        }
    }

    /// A file denser than the first guess of one token per four bytes is scanned again with
    /// room for what the first pass counted: it gets the tokens the same text gets when a long
    /// comment after it leaves room enough the first time.
    func testADenseFileGetsTheTokensItWouldGetWithRoomToSpare() {
        var generator = SeededGenerator(state: 11)
        let dense = ["1", ",", ";", "/", "a", "(", ")", "?", "!", ".", "x/y/", "<", ">", "[", "]", " ", "\n", "{", "}"]
        for _ in 0..<500 {
            let count = Int.random(in: 1..<400, using: &generator)
            let text = (0..<count).map { _ in dense.randomElement(using: &generator)! }.joined()
            let roomy = text + "\n//" + String(repeating: " ", count: text.utf8.count * 4)
            let tokens = Scanner.scan(Array(text.utf8)).tokens
            XCTAssertEqual(tokens, Array(Scanner.scan(Array(roomy.utf8)).tokens.prefix(tokens.count)), text)
            XCTAssertEqual(tokens.count, Scanner.scan(Array(roomy.utf8)).tokens.count, text)
        }
    }

    func testRandomBytesNeverTrap() {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            checkInvariants(bytes, "random bytes")
        }
    }

    func testDeepNestingDoesNotOverflowTheStack() {
        let depth = 100_000
        let inputs = [
            String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
            String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth),
            String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
            String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth),
            String(repeating: "[", count: depth),
            String(repeating: "class A { func f() { ", count: depth / 10),
        ]
        for input in inputs {
            XCTAssertEqual(Scanner.scan(Array(input.utf8), recordingClasses: true).classes.count, input.utf8.count)
            XCTAssertFalse(SourceFile(contents: input).lines.isEmpty)
        }
    }

    private func checkInvariants(_ bytes: [UInt8], _ description: String) {
        let file = SourceFile(path: "p.swift", bytes: bytes)
        let classes = Scanner.scan(bytes, recordingClasses: true).classes
        XCTAssertEqual(classes.count, bytes.count, description)
        XCTAssertEqual(file.lines.map(\.hasCode), file.lines.map { hasCode($0, classes, bytes) }, description)
        var previousEnd = 0
        for line in file.lines {
            XCTAssertGreaterThanOrEqual(Int(line.start), previousEnd, description)
            XCTAssertLessThanOrEqual(line.start, line.end, description)
            XCTAssertGreaterThanOrEqual(line.state.braceDepth, 0, description)
            XCTAssertGreaterThanOrEqual(line.state.nesting, 0, description)
            previousEnd = Int(line.end)
        }
        XCTAssertLessThanOrEqual(previousEnd, bytes.count, description)
        var tokenEnd: Int32 = 0
        for token in file.tokens {
            XCTAssertLessThan(token.start, token.end, description)
            XCTAssertLessThanOrEqual(Int(token.end), bytes.count, description)
            XCTAssertLessThan(Int(token.line), file.lines.count, description)
            if token.kind != .string { XCTAssertGreaterThanOrEqual(token.start, tokenEnd, description) }
            tokenEnd = max(tokenEnd, token.end)
        }
        for comment in file.comments {
            XCTAssertLessThanOrEqual(Int(comment.end), bytes.count, description)
            for offset in Int(comment.start)..<Int(comment.end) {
                XCTAssertTrue(classes[offset].isComment, description)
            }
        }
        for token in file.tokens where token.kind != .string && token.kind != .regex {
            for offset in token.range {
                XCTAssertEqual(classes[offset], .code, description)
            }
        }
    }

    /// What `hasCode` means, read from the byte classes: some byte other than a space or tab
    /// is code or literal.
    private func hasCode(_ line: LineInfo, _ classes: [ByteClass], _ bytes: [UInt8]) -> Bool {
        (Int(line.start)..<Int(line.end)).contains { offset in
            bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") && !classes[offset].isComment
        }
    }
}
