@testable import LintCore
import XCTest

final class OperatorRoleTests: XCTestCase {
    func testEachSpellingHasItsRole() {
        let expected: [(String, OperatorRole)] = [
            ("=", .assignment), ("+=", .compoundAssignment), ("??=", .compoundAssignment), ("<<=", .compoundAssignment),
            ("&+=", .compoundAssignment), ("==", .equality), ("!=", .equality), ("===", .equality), ("!==", .equality),
            ("<", .ordering), (">=", .ordering), ("<=", .ordering), ("&&", .logical), ("||", .logical),
            ("??", .nilCoalescing), ("..<", .range), ("...", .range), ("+", .other), ("<<", .other), ("<==>", .other),
        ]
        for (spelling, role) in expected {
            XCTAssertEqual(OperatorRole(spelling: Array(spelling.utf8)), role, spelling)
        }
        XCTAssertTrue(OperatorRole.compoundAssignment.assigns)
        XCTAssertFalse(OperatorRole.equality.assigns)
        XCTAssertTrue(OperatorRole.ordering.compares)
    }

    func testOnlyOperatorTokensHaveARole() {
        let file = SourceFile(contents: "a += b == c ? d : e")
        XCTAssertEqual(file.tokens.indices.map { file.operatorRole(at: $0) }, [nil, .compoundAssignment, nil, .equality, nil, nil, nil, nil, nil])
    }

    func testAnglesAreOrderingsWhereTheyCompareAndNothingInGenerics() {
        let file = SourceFile(contents: "if a <= b, c >= d, e < f, g > h { x <<= 1; y >>= 2; let z: Array<Int> = [] }")
        let roles = file.tokens.indices.compactMap { position in file.operatorRole(at: position).map { (file.text(of: file.tokens[position]), $0) } }
        XCTAssertEqual(roles.map(\.0), ["=", "=", "<", ">", "=", "=", "="])
        XCTAssertEqual(roles.map(\.1), [.ordering, .ordering, .ordering, .ordering, .compoundAssignment, .compoundAssignment, .assignment])
    }
}
