@testable import LintCore
import XCTest

final class WordSetTests: XCTestCase {
    private func word(_ set: WordSet, _ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { set.word(spelledBy: $0) }
    }

    func testFindsEveryWordAndNothingElse() {
        let words = (0..<200).map { "word\($0)" } + ["", "a", "fileprivate", "ünïcode"]
        let set = WordSet(words + words)
        for text in words {
            XCTAssertEqual(word(set, text), text)
        }
        for text in ["word200", "Word1", "word", "b", "fileprivat", "ünïcodé"] {
            XCTAssertNil(word(set, text), text)
        }
    }

    func testAnEmptySetHoldsNothing() {
        XCTAssertNil(word(WordSet([]), "public"))
        XCTAssertNil(word(WordSet([]), ""))
    }
}
