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
        XCTAssertTrue(TestCode.isTestFile(SourceFile(path: "TestUtilities/Sources/Matchers/SessionMatcher.swift", contents: "")))
        XCTAssertTrue(TestCode.isTestFile(SourceFile(path: "Sources/AppTestSupport/Builders.swift", contents: "")))
        XCTAssertFalse(TestCode.isTestFile(SourceFile(path: "App/TestFlight/Banner.swift", contents: "")))
        XCTAssertFalse(TestCode.isTestFile(SourceFile(path: "App/Support/TestUtilities.swift", contents: "")), "a file's name is not its folder")
    }

    func testTestSuites() {
        let file = SourceFile(contents: """
            @Suite struct Parsing {}
            final class LoginTests: XCTestCase {}
            final class FeedSpec: QuickSpec {}
            final class CartTests: Base {}
            final class Cart: Store {}
            struct Rows {}
            """)
        XCTAssertEqual(file.declarations.types.map { TestCode.isSuite($0, in: file) }, [true, true, true, true, false, false])
        let importing = SourceFile(contents: "import XCTest\nfinal class Login: Test_Core {}\nstruct Fixture {}")
        XCTAssertEqual(importing.declarations.types.map { TestCode.isSuite($0, in: importing) }, [true, false],
                       "a subclass of the project's own base case in a file importing XCTest")
    }

    func testExtensionsByTheTypeTheyExtend() {
        let file = SourceFile(contents: """
            struct Outer {
                struct Inner {}
            }
            extension Outer.Inner {}
            extension Outer {}
            extension Inner {}
            extension String {}
            struct Inner {}
            """)
        let members = MembersByType(file)
        let types = file.declarations.types
        func position(_ kind: TypeKind, _ name: String, _ nth: Int = 0) -> Int {
            types.indices.filter { types[$0].kind == kind && types[$0].name == name }[nth]
        }
        XCTAssertEqual(members.extensionsByType[position(.struct, "Inner")], [position(.extension, "Outer.Inner")],
                       "`extension Outer.Inner` extends the nested type")
        XCTAssertEqual(members.extensionsByType[position(.struct, "Outer")], [position(.extension, "Outer")])
        XCTAssertEqual(members.extensionsByType[position(.struct, "Inner", 1)], [position(.extension, "Inner")],
                       "`extension Inner` extends the top-level one")
        XCTAssertEqual(members.foreignExtensions, [position(.extension, "String")])
    }
}
