import LintCore
import XCTest

final class GlobTests: XCTestCase {
    func testPlainPathsMatchThemselvesAndEverythingBelow() {
        assert(
            Glob("Sources/Generated", root: "/p"),
            matches: ["/p/Sources/Generated", "/p/Sources/Generated/A.swift"],
            doesNotMatch: ["/p/Sources/GeneratedCode/A.swift", "/p/Sources"]
        )
    }

    /// `...` is a name, not a parent.
    func testPlainPathsMatchPathsThatAreNotInNormalForm() {
        assert(
            Glob("Sources/Generated", root: "/p"),
            matches: [
                "/p/./Sources/Generated/A.swift", "/p/x/../Sources/Generated", "/p//Sources/Generated/",
                "/p/Sources/Generated/.", "/p/Sources/Generated/.../A.swift",
            ],
            doesNotMatch: ["/p/Sources/Generated/..", "/p/Sources/Generated2/A.swift", "/p/Sources/.Generated/A.swift"]
        )
        XCTAssertFalse(Glob("/", root: "/p").matches("/p/A.swift"))
    }

    func testSingleStarStaysInOneComponent() {
        let glob = Glob("Sources/*.generated.swift", root: "/p")
        XCTAssertTrue(glob.matches("/p/Sources/Models.generated.swift"))
        XCTAssertFalse(glob.matches("/p/Sources/Deep/Models.generated.swift"))
        XCTAssertTrue(Glob("Sources/?.swift", root: "/p").matches("/p/Sources/A.swift"))
        XCTAssertFalse(Glob("Sources/?.swift", root: "/p").matches("/p/Sources/AB.swift"))
    }

    func testDoubleStarSpansComponents() {
        let glob = Glob("**/*.generated.swift", root: "/p")
        XCTAssertTrue(glob.matches("/p/A.generated.swift"))
        XCTAssertTrue(glob.matches("/p/a/b/c/A.generated.swift"))
        XCTAssertFalse(glob.matches("/p/a/b/c/A.swift"))
        XCTAssertTrue(Glob("Sources/**/Mocks", root: "/p").matches("/p/Sources/x/y/Mocks/M.swift"))
        XCTAssertTrue(Glob("Sources/**", root: "/p").matches("/p/Sources/x.swift"))
        XCTAssertFalse(Glob("Sources/**", root: "/p").matches("/p/Tests/x.swift"))
    }

    func testAbsoluteAndDotPatterns() {
        XCTAssertTrue(Glob("/abs/Vendor", root: "/p").matches("/abs/Vendor/x.swift"))
        XCTAssertTrue(Glob("./Vendor/", root: "/p").matches("/p/Vendor/x.swift"))
    }

    private func assert(
        _ glob: Glob, matches: [String], doesNotMatch: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        for path in matches { XCTAssertTrue(glob.matches(path), "\(glob.pattern) should match \(path)", file: file, line: line) }
        for path in doesNotMatch {
            XCTAssertFalse(glob.matches(path), "\(glob.pattern) should not match \(path)", file: file, line: line)
        }
    }
}
