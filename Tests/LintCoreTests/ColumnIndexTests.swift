import LintCore
import XCTest

/// Columns count Unicode scalars from the line's start, whatever the line's length: the table
/// kept for long lines gives what counting from the start gives.
final class ColumnIndexTests: XCTestCase {
    func testColumnsOnALongLineOfManyScriptsMatchCountingFromTheStart() {
        let pieces = ["let a = 1; ", "let é = \"ü\"; ", "let 名前 = 2; ", "let 🙂 = 3; "]
        let line = (0..<400).map { pieces[$0 % pieces.count] }.joined()
        let text = "struct S {}\n" + line + "\nlet tail = 0\n"
        let file = SourceFile(contents: text)
        let bytes = Array(text.utf8)
        let lineStart = Array("struct S {}\n".utf8).count
        for offset in stride(from: lineStart, to: lineStart + Array(line.utf8).count, by: 7) {
            let expected = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
            XCTAssertEqual(file.location(ofOffset: offset), Location(line: 2, column: expected), "offset \(offset)")
        }
        XCTAssertEqual(file.location(ofOffset: 4), Location(line: 1, column: 5))
        XCTAssertEqual(file.location(ofOffset: bytes.count - 2), Location(line: 3, column: 12))
    }
}
