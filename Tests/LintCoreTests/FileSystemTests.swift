import Foundation
import LintCore
import XCTest

final class FileSystemTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func testReplaceWritesWholeFilesWithNewFilePermissionsAndLeavesNoTemporaryFile() throws {
        let path = directory.appendingPathComponent("report.txt").path
        try FileSystem.replace(path, with: Array("first\n".utf8))
        let large = [UInt8](repeating: UInt8(ascii: "y"), count: 300_000)
        try FileSystem.replace(path, with: large)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map([UInt8].init), large)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.txt"])
        let mask = umask(0)
        umask(mask)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o666 & ~Int(mask))
    }

    func testReplaceInAMissingDirectorySaysWhyAndWritesNothing() {
        let path = directory.appendingPathComponent("missing/report.txt").path
        XCTAssertThrowsError(try FileSystem.replace(path, with: [1, 2, 3])) { error in
            XCTAssertEqual((error as? FileSystem.WriteError)?.reason, "No such file or directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testIsDirectoryFollowsLinks() throws {
        let link = directory.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.path)
        XCTAssertEqual(FileSystem.isDirectory(link), true)
        XCTAssertEqual(FileSystem.isDirectory(directory.appendingPathComponent("none").path), nil)
        XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("f").path, contents: Data()))
        XCTAssertEqual(FileSystem.isDirectory(directory.appendingPathComponent("f").path), false)
    }

    func testTrimmingMatchesFoundationsCharacterSets() {
        let text = "\u{3000}\r\n\t a b \u{A0}\u{2029}"
        XCTAssertEqual(text.trimming(\.isWhitespace), text.trimmingCharacters(in: .whitespacesAndNewlines))
        XCTAssertEqual("\n\nx y\n".trimming(\.isNewline), "x y")
        XCTAssertEqual(" \t".trimming(\.isWhitespace), "")
    }

    func testContainsBytesFindsEveryPlaceAndNeverPastTheEnd() {
        XCTAssertTrue("UIViewControllerRepresentable".containsBytes("Controller"))
        XCTAssertTrue("Controller".containsBytes("Controller"))
        XCTAssertTrue("NSManager".containsBytes("Manager"))
        XCTAssertTrue("ÉcranController".containsBytes("Controller"))
        XCTAssertTrue("Anything".containsBytes(""))
        XCTAssertFalse("Controlle".containsBytes("Controller"))
        XCTAssertFalse("ControlleR".containsBytes("Controller"))
        XCTAssertFalse("".containsBytes("x"))
    }

    func testPrecedesInUTF8IsTheOrderOfUTF8Bytes() {
        let paths = ["b/a.swift", "a/b.swift", "a.swift", "a", "", "a/é.swift", "a/z.swift", "A/z.swift", "a/e\u{301}.swift"]
        let expected = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(paths.sorted { $0.precedesInUTF8($1) }, expected)
        XCTAssertEqual(expected.first, "")
        XCTAssertFalse("a".precedesInUTF8("a"))
        XCTAssertTrue("a/e\u{301}.swift".precedesInUTF8("a/é.swift"))
    }
}
