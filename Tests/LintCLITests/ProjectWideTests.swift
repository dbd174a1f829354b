import Foundation
import XCTest

/// Linting one file (by name or on standard input) still uses what the rest of the project
/// declares: here, that `BaseScreen` is a view controller.
final class ProjectWideTests: CLITestCase {
    private func writeProject() throws {
        try write("BaseScreen.swift", "class BaseScreen: UIViewController {}\n")
        try write("Feed.swift", "final class FeedViewController: BaseScreen {}\n")
    }

    func testNamedFileSeesTheRestOfTheProject() throws {
        try writeProject()
        let result = try lint("Feed.swift")
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
    }

    func testStandardInputSeesTheRestOfTheProject() throws {
        try writeProject()
        let clean = try lint("--use-stdin", "--stdin-path", "Feed.swift", stdin: "class FeedViewController: BaseScreen {}\n")
        XCTAssertEqual(clean.stdout, "")
        let changed = try lint("--use-stdin", "--stdin-path", "Feed.swift", stdin: "class FeedViewController: Other {}\n")
        XCTAssertEqual(changed.violations.map(\.description), ["Feed.swift:1:7: warning controller_naming"])
    }
}
