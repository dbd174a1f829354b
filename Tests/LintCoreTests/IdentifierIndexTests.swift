@testable import LintCore
import XCTest

/// `SourceFile.positions(ofName:)`: where each identifier is written, from the file's index.
final class IdentifierIndexTests: XCTestCase {
    /// Each position of `name` as `line:text-of-the-token-before name`.
    private func places(of name: String, in source: String) -> [String] {
        let file = SourceFile(contents: source)
        return file.positions(ofName: name).map { position in
            XCTAssertEqual(file.text(of: file.tokens[position]), name)
            let before = position > 0 ? file.text(of: file.tokens[position - 1]) : ""
            return "\(file.tokens[position].line + 1):\(before)"
        }
    }

    func testFindsEveryPlaceInOrder() {
        let source = """
            let xs = [1, 2]
            if let first = xs.first as? Int, let ys = self.xs?.count { print(xs[0]) }
            items.map { xs in xs + 1 }
            #if DEBUG
            dump(xs!)
            #endif
            let text = \"\"\"
                xs \\(xs)
                \"\"\"
            """
        // In the multi-line string only the interpolated `xs` is a name; the text before it is the string's.
        let interpolated = "8:" + "\"\"\"\n    xs \\("
        XCTAssertEqual(places(of: "xs", in: source), ["1:let", "2:=", "2:.", "2:(", "3:{", "3:in", "5:(", interpolated])
    }

    func testPositionsWithinARangeAreTheOnesOfTheWholeFileInIt() {
        let file = SourceFile(contents: "let abc = 1; let adc = abc + adc; let a = abc.adc")
        let all = file.positions(ofName: "abc")
        XCTAssertEqual(file.positions(ofName: "abc", in: all[1]..<all[2]), [all[1]])
        XCTAssertEqual(file.positions(ofName: "abc", in: all[1]..<all[2] + 1), [all[1], all[2]])
        XCTAssertEqual(file.positions(ofName: "abc", in: 0..<0), [])
        XCTAssertEqual(file.positions(ofName: "abc", in: all[2] + 1..<file.tokens.count), [])
    }

    func testNamesOfTheSameBucketStayApart() {
        // Same length, same first and last bytes: one bucket, told apart by their spelling.
        let source = "let abc = 1; let adc = abc + adc; let a = abc.adc"
        XCTAssertEqual(places(of: "abc", in: source), ["1:let", "1:=", "1:="])
        XCTAssertEqual(places(of: "adc", in: source), ["1:let", "1:+", "1:."])
    }

    func testAbsentEmptyAndEscapedNames() {
        let source = "let `default` = 0\nlet y = `default` as Int"
        XCTAssertEqual(places(of: "default", in: source), [])
        XCTAssertEqual(places(of: "", in: source), [])
        XCTAssertEqual(places(of: "zz", in: source), [])
        XCTAssertEqual(places(of: "y", in: source), ["2:let"])
    }

    func testAnEmptyFile() {
        XCTAssertEqual(places(of: "x", in: ""), [])
    }
}
