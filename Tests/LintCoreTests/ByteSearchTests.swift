import LintCore
import XCTest

final class ByteSearchTests: XCTestCase {
    /// Words are tested eight bytes at a time: a target must be found at every position of a
    /// word, at the end of the range, and never past it.
    func testFindsTheFirstTargetAtEveryPositionAndNothingPastTheRange() {
        let search = ByteSearch(UInt8(ascii: "/"), UInt8(ascii: "T"))
        for length in 0...24 {
            for target in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length + 8)
                bytes[target] = UInt8(ascii: "T")
                bytes[length] = UInt8(ascii: "/")
                XCTAssertEqual(search.firstIndex(in: bytes, 0..<length), target, "\(target) of \(length)")
                XCTAssertEqual(search.firstIndex(in: bytes, target + 1..<length), length, "after \(target) of \(length)")
            }
        }
    }

    func testBytesNextToATargetAreNoTarget() {
        let search = ByteSearch(UInt8(ascii: "`"))
        let bytes: [UInt8] = [0x5F, 0x61, 0x00, 0xFF, 0xE0, 0x60 ^ 0x80, 0x5F, 0x61, 0x60]
        XCTAssertEqual(search.firstIndex(in: bytes, 0..<bytes.count), 8)
        XCTAssertEqual(search.firstIndex(in: bytes, 0..<8), 8)
    }

    /// A byte one above a target, just past a target byte, is flagged by the borrow of the
    /// word arithmetic; the search must still stop at the true target below it, whichever of
    /// several targets comes first.
    func testTheFirstTargetWinsOverBorrowedLookAlikes() {
        let search = ByteSearch(UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "T"))
        for position in 0..<8 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
            bytes[position] = UInt8(ascii: "T")
            if position + 1 < 16 { bytes[position + 1] = UInt8(ascii: "T") ^ 0x01 }
            bytes[15] = UInt8(ascii: "*")
            XCTAssertEqual(search.firstIndex(in: bytes, 0..<16), position)
            XCTAssertEqual(search.firstIndex(in: bytes, position + 1..<16), 15)
        }
    }
}
