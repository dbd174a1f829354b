import LintCore
import XCTest

final class BodySignatureTests: XCTestCase {
    private func signature(_ lines: [String]) -> BodySignature {
        BodySignature(lines: lines.map { Array($0.utf8) })
    }

    /// Bodies that keep most of their lines agree in most places; unrelated bodies in almost none.
    func testSimilarityFollowsTheLinesInCommon() {
        let body = (0..<300).map { "    func step\($0)() { run(\($0)) }" }
        let same = signature(body)
        XCTAssertEqual(same.similarity(to: signature(body)), 1)
        // Indentation and blank lines are no change.
        let reindented = body.map { "\t" + $0.trimmingCharacters(in: .whitespaces) + "  " } + ["", "   "]
        XCTAssertEqual(same.similarity(to: signature(reindented)), 1)
        XCTAssertGreaterThanOrEqual(same.similarity(to: signature(Array(body.dropFirst(20)))), BodySignature.sameDeclaration)
        let other = (0..<300).map { "    var other\($0) = \($0)" }
        XCTAssertLessThan(same.similarity(to: signature(other)), BodySignature.sameDeclaration)
    }

    /// An empty body agrees with nothing, not even another empty body.
    func testAnEmptyBodyMatchesNothing() {
        XCTAssertEqual(signature([]).similarity(to: signature(["", " "])), 0)
    }

    func testHexRoundTrips() {
        let original = signature(["let a = 1", "let b = 2"])
        XCTAssertEqual(BodySignature(hex: original.serialized), original)
        XCTAssertEqual(original.serialized.count, BodySignature.width * 8)
        XCTAssertNil(BodySignature(hex: "xyz"))
        XCTAssertNil(BodySignature(hex: String(repeating: "g", count: BodySignature.width * 8)))
    }
}
