@testable import LintCore
import XCTest

/// The cross-reference an editor and `lint history` keep: each changed file's records replace its
/// old ones, and a file that cannot be read makes the answers unknown.
final class WarmCrossReferenceTests: XCTestCase {
    private let screen = Array("final class Screen {}".utf8)

    func testTheLanguageServersProjectFollowsEachEdit() {
        let project = WarmProject(rules: [ConfiguredRule(CreationCountRule())])
        project.update(path: "Maker.swift", bytes: Array("let screen = Screen()".utf8))
        XCTAssertEqual(project.lint(path: "Screen.swift", bytes: screen).map(\.message), ["made in [\"Maker.swift\"]"])
        project.update(path: "Maker.swift", bytes: Array("let screen = 1".utf8))
        XCTAssertEqual(project.lint(path: "Screen.swift", bytes: screen).map(\.message), ["made in []"])
        project.update(path: "Other.swift", bytes: Array("let other = Screen()".utf8))
        project.update(path: "Maker.swift", bytes: nil)
        XCTAssertEqual(project.lint(path: "Screen.swift", bytes: screen).map(\.message), ["made in [\"Other.swift\"]"])
    }

    func testEachSnapshotOfAHistoryHasItsOwn() {
        let linter = SnapshotLinter(rules: [ConfiguredRule(CreationCountRule())], jobs: 2, skipsGeneratedFiles: false)
        let day = Day(year: 2024, month: 3, day: 1)!
        func snapshot(maker: String?, key: String) -> [String] {
            let screenFile = SnapshotLinter.File(path: "Screen.swift", key: "s") { [screen] in screen }
            let makerFile = SnapshotLinter.File(path: "Maker.swift", key: key) {
                guard let maker else { throw FileReadError(path: "Maker.swift", reason: "gone") }
                return Array(maker.utf8)
            }
            return linter.lint([screenFile, makerFile], on: day).violations.map(\.message)
        }
        XCTAssertEqual(snapshot(maker: "let screen = Screen()", key: "m1"), ["made in [\"Maker.swift\"]"])
        XCTAssertEqual(snapshot(maker: "let screen = 1", key: "m2"), ["made in []"])
        XCTAssertEqual(snapshot(maker: nil, key: "m3"), ["unknown"], "a file that cannot be read may make one")
        XCTAssertEqual(snapshot(maker: "let screen = Screen()", key: "m1"), ["made in [\"Maker.swift\"]"])
    }
}
