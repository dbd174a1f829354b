import Foundation
import XCTest

/// Linting one file (by name or on standard input) still uses what the rest of the project
/// declares, the project being what the configuration includes.
final class ProjectWideTests: CLITestCase {
    private func writeProject() throws {
        try writeConfig("# the project is the folder of this file\n")
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

    func testWithoutAConfigurationTheNamedFilesAreTheWholeProject() throws {
        try removeConfig()
        try write("Store.swift", "struct Store {\n    func reload() {}\n}\n")
        try write("Feed.swift", "// Call `relaod()` after login.\nstruct Feed {}\n")
        // Only Feed.swift is the project: `relaod` is no near-miss of anything it declares.
        XCTAssertEqual(try lint("Feed.swift").violations.map(\.description), [])
        XCTAssertEqual(try lint().violations.map(\.description), ["Feed.swift:1:10: warning stale_comment"])
    }

    func testStaleCommentNamesComeFromTheWholeProject() throws {
        try writeConfig("included: [Sources]\n")
        try write("Sources/Store.swift", "struct Store {\n    func reload() {}\n}\n")
        try write("Sources/Feed.swift", "// Call `reload()` after login, never `relaod()`.\nstruct Feed {}\n")
        let result = try lint("Sources/Feed.swift")
        XCTAssertEqual(result.violations.map(\.description), ["Sources/Feed.swift:1:40: warning stale_comment"])
    }

    /// A configuration named with `--config` may sit beside many projects: the project is the
    /// current directory, not every Swift file under the configuration's folder.
    func testANamedConfigurationMakesTheCurrentDirectoryTheProject() throws {
        try writeConfig("# shared by several projects\n", at: "shared/lint.yml")
        try write("shared/Other/Unrelated.swift", "func reloadAll() {}\n")
        try write("App/Store.swift", "struct Store {\n    func refresh() {}\n}\n")
        try write("App/Feed.swift", "// Call `refresh()`, never `reloadAl()` or `refesh()`.\nstruct Feed {}\n")
        let result = try lint("--config", "../shared/lint.yml", "Feed.swift", in: "App")
        XCTAssertEqual(result.violations.map(\.description), ["Feed.swift:1:45: warning stale_comment"])
    }

    /// `controller_naming` reports a type once where a preview's or a mock's folder repeats it
    /// for another target: the real one carries the warning.
    func testControllerNamingSkipsAStandInRepeatingAnotherTargetsType() throws {
        try writeConfig("only_rules: [controller_naming]\n")
        try write("App/SessionManager.swift", "final class SessionManager {\n    var user: String?\n}\n")
        try write("Preview Content/SessionManager.swift", "final class SessionManager {\n    var user: String? = \"Preview\"\n}\n")
        XCTAssertEqual(try lint().violations.map(\.description), ["App/SessionManager.swift:1:13: warning controller_naming"])
    }
}
