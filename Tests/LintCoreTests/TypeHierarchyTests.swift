import LintCore
import XCTest

final class TypeHierarchyTests: XCTestCase {
    func testBaseNameDropsModulesAndGenericArguments() {
        XCTAssertEqual(DeclaredType.baseName("UIKit.UIViewController<T>"), "UIViewController")
        XCTAssertEqual(DeclaredType.baseName("UIViewController"), "UIViewController")
        XCTAssertEqual(DeclaredType.baseName("Base<Swift.Int>"), "Base")
        XCTAssertEqual(DeclaredType.baseName("A.B.C"), "C")
        XCTAssertEqual(DeclaredType.baseName("Café.Ünïcode"), "Ünïcode")
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
            XCTAssertEqual(DeclaredType.baseName(text), expected, text)
        }
    }

    func testHierarchyKeepsTheFirstDeclarationOfAName() {
        let hierarchy = TypeHierarchy([
            [DeclaredType(name: "A", firstInherited: "B")],
            [DeclaredType(name: "B", firstInherited: "UIViewController"), DeclaredType(name: "A", firstInherited: nil)],
        ])
        XCTAssertEqual(hierarchy.ancestors(startingAt: "A"), ["A", "B", "UIViewController"])
        XCTAssertTrue(hierarchy.declares("B"))
        XCTAssertFalse(hierarchy.declares("UIViewController"))
        XCTAssertEqual(hierarchy.ancestors(startingAt: "UIViewController"), ["UIViewController"])
    }

    func testAncestorsStopAtCyclesAndDepth() {
        let cycle = TypeHierarchy([[DeclaredType(name: "A", firstInherited: "B"), DeclaredType(name: "B", firstInherited: "A")]])
        XCTAssertEqual(cycle.ancestors(startingAt: "A"), ["A", "B"])
        let chain = TypeHierarchy([(0..<40).map { DeclaredType(name: "T\($0)", firstInherited: "T\($0 + 1)") }])
        XCTAssertEqual(chain.ancestors(startingAt: "T0"), (0..<16).map { "T\($0)" })
        let many = TypeHierarchy([(0..<5_000).map { DeclaredType(name: "Type\($0)", firstInherited: nil) }])
        XCTAssertTrue((0..<5_000).allSatisfy { many.declares("Type\($0)") })
        XCTAssertFalse(many.declares("Type5000"))
    }
}
