import LintCore
import XCTest

final class TypeReferenceTests: XCTestCase {
    func testBaseNameDropsModulesAndGenericArguments() {
        XCTAssertEqual(TypeReference.baseName("UIKit.UIViewController<T>"), "UIViewController")
        XCTAssertEqual(TypeReference.baseName("UIViewController"), "UIViewController")
        XCTAssertEqual(TypeReference.baseName("Base<Swift.Int>"), "Base")
        XCTAssertEqual(TypeReference.baseName("A.B.C"), "C")
        XCTAssertEqual(TypeReference.baseName("Café.Ünïcode"), "Ünïcode")
    }

    /// Names written oddly (empty components, a `<` first, only dots) read as splitting on
    /// `.` without empty pieces would: the last piece, or everything before `<` if none.
    func testBaseNameOfDegenerateTextsMatchesSplittingOnDots() {
        let pieces = ["", ".", "..", "A", "Bc", "<", "<T>", ".x", "é", "😀"]
        var generator = SeededGenerator(state: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let withoutGenerics = text.prefix { $0 != "<" }
            let expected = withoutGenerics.split(separator: ".").last.map(String.init) ?? String(withoutGenerics)
            XCTAssertEqual(TypeReference.baseName(text), expected, text)
        }
    }
}
