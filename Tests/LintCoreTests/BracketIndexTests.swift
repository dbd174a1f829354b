@testable import LintCore
import XCTest

/// The table of closes answers as the walk from the opening does, for brackets closed far away,
/// mismatched, or never.
final class BracketIndexTests: XCTestCase {
    func testLongWalksAgreeWithWalkingFromTheOpening() {
        var generator = SeededGenerator(state: 5)
        let pieces = ["(", ")", "[", "]", "{", "}", "x", "x", "x", "x", "x", "x"]
        for _ in 0..<6 {
            let count = Int.random(in: 5_000..<20_000, using: &generator)
            let openers = String(repeating: "{", count: Int.random(in: 0..<5_000, using: &generator))
            let text = openers + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            let file = SourceFile(contents: text)
            let reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
            for open in stride(from: 0, to: file.tokens.count, by: 7) {
                XCTAssertEqual(file.matchingClose(open), reader.matchingClose(open), "at \(open)")
            }
        }
    }
}
