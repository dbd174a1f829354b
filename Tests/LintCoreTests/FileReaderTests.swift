@testable import LintCore
import XCTest

final class FileReaderTests: XCTestCase {
    /// Control bytes are counted eight at a time; every byte value, at every position of a
    /// word and in the tail, must count as one byte at a time would.
    func testCountsControlBytesAsOneByteAtATime() {
        var generator = SeededGenerator(state: 2026)
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200, 8200] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next() >> (generator.next() % 2 == 0 ? 59 : 56)) }
                let count = min(length, 8192)
                let expected = bytes.prefix(count).reduce(into: (nul: 0, control: 0)) { counts, byte in
                    if byte == 0 { counts.nul += 1 }
                    if byte < 0x09 || (byte > 0x0D && byte < 0x20) { counts.control += 1 }
                }
                let counted = FileReader.controlBytes(in: bytes, count: count)
                XCTAssertEqual(counted.nul, expected.nul, "\(bytes.prefix(16))")
                XCTAssertEqual(counted.control, expected.control, "\(bytes.prefix(16))")
            }
        }
        for value in 0...255 {
            let word = [UInt8](repeating: UInt8(value), count: 8)
            let counted = FileReader.controlBytes(in: word, count: 8)
            XCTAssertEqual(counted.nul, value == 0 ? 8 : 0, "\(value)")
            XCTAssertEqual(counted.control, value < 0x09 || (value > 0x0D && value < 0x20) ? 8 : 0, "\(value)")
        }
    }

    /// UTF-32's little-endian mark starts with UTF-16's: the longer one is looked for first.
    func testNamesTheUnicodeEncodingOfAByteOrderMark() {
        XCTAssertEqual(FileReader.wideEncoding([0xFF, 0xFE, 0x6C, 0x00]), "UTF-16 (little-endian)")
        XCTAssertEqual(FileReader.wideEncoding([0xFE, 0xFF, 0x00, 0x6C]), "UTF-16 (big-endian)")
        XCTAssertEqual(FileReader.wideEncoding([0xFF, 0xFE, 0x00, 0x00, 0x6C, 0, 0, 0]), "UTF-32 (little-endian)")
        XCTAssertEqual(FileReader.wideEncoding([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x6C]), "UTF-32 (big-endian)")
        XCTAssertNil(FileReader.wideEncoding([0xEF, 0xBB, 0xBF, 0x6C]), "UTF-8's mark is read past")
        XCTAssertNil(FileReader.wideEncoding(Array("// \u{FEFF}".utf8)))
        XCTAssertNil(FileReader.wideEncoding([0xFF]))
    }

    func testTextWithAStrayControlByteIsNoBinary() {
        let text = Array("let x = 1\n\tlet y = \"\u{1B}[0m\"\r\n".utf8) + [0]
        XCTAssertFalse(FileReader.looksBinary(text))
        XCTAssertTrue(FileReader.looksBinary([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
    }
}
