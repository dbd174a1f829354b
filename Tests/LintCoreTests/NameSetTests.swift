import LintCore
import XCTest

final class NameSetTests: XCTestCase {
    func testHoldsWhatWasInsertedOnceThroughGrowth() {
        var set = NameSet()
        let names = (0..<5_000).map { "name\($0)" }
        for name in names + names { set.insert(hash: NameSet.hash(of: name)) }
        XCTAssertEqual(set.count, 5_000)
        XCTAssertEqual(set.hashes.count, 5_000)
        XCTAssertTrue(names.allSatisfy(set.contains))
        XCTAssertFalse(set.contains("name5000"))
        XCTAssertFalse(set.contains(""))
    }

    func testUnionHoldsBothSetsOnceThroughGrowth() {
        var first = NameSet()
        for name in ["viewDidLoad", "tableView", "ÜberView", "_"] { first.insert(hash: NameSet.hash(of: name)) }
        var second = NameSet(minimumCapacity: 1)
        second.insert(hash: NameSet.hash(of: "tableView"))
        second.insert(hash: NameSet.hash(of: "reloadData"))
        second.formUnion(first)
        XCTAssertEqual(second.count, 5)
        XCTAssertEqual(second.hashes.count, 5)
        XCTAssertTrue(second.contains("ÜberView"))
        XCTAssertTrue(second.contains("reloadData"))
        XCTAssertFalse(second.contains("viewdidload"))
    }

    func testNoNameHashesToTheEmptySlotMarker() {
        XCTAssertNotEqual(NameSet.hash(of: ""), 0)
        XCTAssertEqual(NameSet.hash(of: "a"), 0xAF63_DC4C_8601_EC8C)
    }
}
