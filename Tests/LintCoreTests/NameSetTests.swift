@testable import LintCore
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
        second.formUnion(hashes: first.hashes)
        XCTAssertEqual(second.count, 5)
        XCTAssertEqual(second.hashes.count, 5)
        XCTAssertTrue(second.contains("ÜberView"))
        XCTAssertTrue(second.contains("reloadData"))
        XCTAssertFalse(second.contains("viewdidload"))
    }

    func testUnionWithACompactCopyOfAnotherSet() {
        var file = NameSet()
        let names = (0..<300).map { "name\($0)" }
        for name in names { file.insert(hash: NameSet.hash(of: name)) }
        var project = NameSet(minimumCapacity: 1)
        project.insert(hash: NameSet.hash(of: "name7"))
        project.formUnion(hashes: file.hashes)
        project.formUnion(hashes: file.hashes)
        XCTAssertEqual(project.count, 300)
        XCTAssertTrue(names.allSatisfy(project.contains))
        XCTAssertFalse(project.contains("name300"))
    }

    func testNoNameHashesToTheEmptySlotMarker() {
        XCTAssertNotEqual(NameSet.hash(of: ""), 0)
        XCTAssertNotEqual(NameSet.hash(of: "a"), 0)
    }

    /// Names are hashed eight bytes at a time, reading whole words where the file has them:
    /// the bytes around a name, and where its length crosses a word, must not matter.
    func testANameHashesAloneAsInsideAFile() {
        let names = (0...20).map { length in String((0..<length).map { Character(UnicodeScalar(97 + $0 % 26)!) }) }
        for name in names {
            let file = Array(("0123456789" + name + "!@#$%^&*()").utf8)
            let inFile = file.withUnsafeBufferPointer { NameSet.hash(10..<10 + name.utf8.count, in: $0) }
            XCTAssertEqual(inFile, NameSet.hash(of: name), "\(name.utf8.count) bytes")
        }
        XCTAssertEqual(Set(names.map(NameSet.hash(of:))).count, names.count)
        XCTAssertNotEqual(NameSet.hash(of: "abcdefgh"), NameSet.hash(of: "abcdefgh\u{0}"))
    }

    func testCollectsEveryIdentifierOfTheCodeOnly() {
        let file = SourceFile(contents: "let `class` = value // comment\nprint(\"text \\(interpolated)\")")
        let names = NameSet(identifiersIn: file)
        for name in ["let", "class", "value", "print", "interpolated"] { XCTAssertTrue(names.contains(name), name) }
        for word in ["`class`", "comment", "text"] { XCTAssertFalse(names.contains(word), word) }
        XCTAssertEqual(names.count, 5)
    }
}
