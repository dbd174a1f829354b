@testable import LintCore
import XCTest

final class TokenTableTests: XCTestCase {
    func testValuesAreFoundByPositionWhateverOrderTheyCameIn() {
        var table = TokenTable()
        XCTAssertTrue(table.isEmpty)
        table.set(0, at: 10)
        table.set(1, at: 30)
        table.set(2, at: 20)
        table.set(3, at: 5)
        XCTAssertFalse(table.isEmpty)
        XCTAssertEqual([table[5], table[10], table[20], table[30]], [3, 0, 2, 1])
        XCTAssertNil(table[15])
        XCTAssertNil(table[31])
        XCTAssertNil(table[0])
    }

    func testALaterValueAtAPositionReplacesTheEarlierOne() {
        var table = TokenTable()
        table.set(0, at: 10)
        table.set(1, at: 20)
        table.set(2, at: 10)
        table.set(3, at: 20)
        XCTAssertEqual(table[10], 2)
        XCTAssertEqual(table[20], 3)
    }
}
