@testable import LintCore
import XCTest

final class SectionMarkTests: XCTestCase {
    private func marks(_ source: String, lines: Range<Int>? = nil) -> [String] {
        let file = SourceFile(contents: source)
        return file.sectionMarks(inLines: lines ?? 0..<file.lines.count).map { "\($0.line):\($0.name)" }
    }

    func testMarksOnLinesOfTheirOwnWithDashesTrimmed() {
        let source = """
            class A {
                // MARK: - Networking
                func load() {}
            \t// MARK: Layout
                //MARK: not spaced
                // MARK: -
            }
            """
        XCTAssertEqual(marks(source), ["1:Networking", "3:Layout"])
    }

    func testCommentsThatAreNoMarks() {
        let source = """
            let x = 1 // MARK: after code
            /// MARK: documentation
            //// MARK: four slashes
            /* c */ // MARK: after a block comment
            /*
            // MARK: inside a block comment
            */
            let s = \"""
            // MARK: inside a string
            \"""
            // MARK
            """
        XCTAssertEqual(marks(source), [])
    }

    func testOnlyTheLinesAskedAbout() {
        let source = "// MARK: One\nlet a = 1\n// MARK: Two\n// MARK: Three"
        XCTAssertEqual(marks(source, lines: 1..<3), ["2:Two"])
        XCTAssertEqual(marks(source, lines: 3..<10), ["3:Three"])
        XCTAssertEqual(marks("// MARK:"), [])
    }
}
