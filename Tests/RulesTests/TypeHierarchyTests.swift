import LintCore
@testable import Rules
import XCTest

final class TypeHierarchyTests: XCTestCase {
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
