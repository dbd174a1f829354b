@testable import LintCore
import XCTest

final class PartitionPointTests: XCTestCase {
    /// The first element at or past the value, on arrays and slices, with repeats, at both ends.
    func testItFindsTheFirstElementAtOrPastTheValue() {
        let sorted = [1, 3, 3, 3, 7, 9]
        for value in 0...10 {
            XCTAssertEqual(sorted.partitionPoint { $0 >= value }, sorted.firstIndex { $0 >= value } ?? sorted.endIndex, "\(value)")
        }
        let slice = sorted[2..<5]
        XCTAssertEqual(slice.partitionPoint { $0 >= 3 }, 2)
        XCTAssertEqual(slice.partitionPoint { $0 >= 8 }, 5)
        XCTAssertEqual([Int]().partitionPoint { $0 >= 1 }, 0)
    }
}
