@testable import LintCore
import XCTest

/// The words the rules share, defined once.
final class VocabularyTests: XCTestCase {
    func testFrameworkPrefixesOfTwoAndThreeLetters() {
        XCTAssertEqual(FrameworkNames.prefix(of: "UIImage"), "UI")
        XCTAssertEqual(FrameworkNames.prefix(of: "SCNNode"), "SCN")
        XCTAssertEqual(FrameworkNames.prefix(of: "CGRect"), "CG")
        XCTAssertNil(FrameworkNames.prefix(of: "User"))
        XCTAssertNil(FrameworkNames.prefix(of: "NoteEditor"))
        XCTAssertNil(FrameworkNames.prefix(of: "UI"))
    }

    func testTestDoublesAndStandIns() {
        XCTAssertTrue(TestCode.isDouble("MockSession"))
        XCTAssertTrue(TestCode.isDouble("ClockFake"))
        XCTAssertFalse(TestCode.isDouble("Session"))
        XCTAssertTrue(TestCode.standInPrefixes.isSuperset(of: TestCode.doublePrefixes))
        XCTAssertTrue(TestCode.standInPrefixes.contains("Preview"))
    }

    func testTestFilesByPathAndImports() {
        XCTAssertTrue(TestCode.isTestFile(SourceFile(path: "App/LoginSpec.swift", contents: "")))
        XCTAssertTrue(TestCode.isTestFile(SourceFile(path: "AppTests/Login.swift", contents: "")))
        XCTAssertTrue(TestCode.isTestFile(SourceFile(path: "App/Login.swift", contents: "import XCTest\n")))
        XCTAssertFalse(TestCode.isTestFile(SourceFile(path: "App/Login.swift", contents: "import UIKit\n")))
    }
}
