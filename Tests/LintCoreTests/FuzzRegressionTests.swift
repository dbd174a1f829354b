import LintCore
import XCTest

/// Inputs the fuzzers found (Fuzz/README.md), minimised: each once crashed or hung.
final class FuzzRegressionTests: XCTestCase {
    /// `// lint::` split into no parts at all, and reading the action trapped.
    func testInlineCommandMadeOfColonsIsNoCommand() {
        for source in ["// lint::", "// lint::::::: x", "let s = 1 // lint::\n// lint: :", "// lint:: disable all"] {
            let file = SourceFile(contents: source)
            XCTAssertEqual(InlineCommand.parse(file), [], source)
        }
        XCTAssertEqual(InlineCommand.parse(SourceFile(contents: "// lint:disable:next x")).map(\.rules), [["x"]])
    }

    /// The fuzzer's own input, as found: it goes through every rule and reporter.
    func testFuzzerCrashInputLintsCleanly() {
        let bytes: [UInt8] = Array("let s =// lint0:dager {}\n// lint".utf8) + Array(repeating: UInt8(ascii: ":"), count: 91)
            + [0x0A, 0, 0, 0, 0, 0, 0, 0] + Array(repeating: UInt8(ascii: ":"), count: 18)
            + Array("enable controllele\u{02}t".utf8) + [0xE0, 0x8C, 0xDF, 0xBB] + Array("// lint0: CCCfalse".utf8)
        let file = SourceFile(path: "crash.swift", bytes: bytes)
        XCTAssertEqual(InlineCommand.parse(file).count, 0)
        XCTAssertEqual(file.lines.count, 3)
    }
}
