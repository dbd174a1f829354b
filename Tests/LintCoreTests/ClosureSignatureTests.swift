@testable import LintCore
import XCTest

/// A closure's signature ends at its `in`, found by grammar and brackets, never by counting tokens.
final class ClosureSignatureTests: XCTestCase {
    /// The text of the token `closureSignatureEnd` finds for the first `{` of `code`, or nil.
    private func signatureEnd(_ code: String) -> (text: String, column: Int)? {
        let file = SourceFile(path: "a.swift", contents: code)
        guard let brace = file.tokens.firstIndex(where: { $0.kind == .leftBrace }),
              let end = file.closureSignatureEnd(brace) else { return nil }
        return (file.code(end..<end + 1), Int(file.tokens[end].start))
    }

    func testSignaturesOfEveryShapeEndAtTheirIn() {
        let shapes = [
            "xs.map { x in x }",
            "xs.map { offset, element in element }",
            "xs.map { (offset, element) in element }",
            "xs.map { (offset: Int, element: Row) -> Row? in element }",
            "xs.map { @MainActor [weak self, unowned owner = self.owner] (row: Row) async throws -> Void in }",
            "xs.map { (row) throws(ParseError) -> [String: (Int, Row)] in [:] }",
        ]
        for shape in shapes {
            XCTAssertEqual(signatureEnd(shape)?.text, "in", shape)
            XCTAssertEqual(signatureEnd(shape)?.column, shape.range(of: " in ")!.lowerBound.utf16Offset(in: shape) + 1, shape)
        }
    }

    func testALongReturnTypeStillEndsAtItsIn() {
        let fields = (0..<40).map { "field\($0): Int" }.joined(separator: ", ")
        XCTAssertEqual(signatureEnd("xs.map { pair -> (\(fields)) in pair }")?.text, "in")
    }

    func testClosuresWithoutASignatureHaveNone() {
        XCTAssertNil(signatureEnd("xs.map { $0 + 1 }"))
        XCTAssertNil(signatureEnd("xs.forEach { print(x) }"))
        XCTAssertNil(signatureEnd("xs.map { (x) }"))
        XCTAssertNil(signatureEnd("for x in xs { print(x) }".replacingOccurrences(of: "for x in xs ", with: "run ")))
    }
}
