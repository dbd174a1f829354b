import Foundation
import XCTest

/// A `.swiftlint-style.yml` in a folder applies to the files below it, over its parent's, so
/// a project linted from outside uses its own file; `--config FILE` is the whole configuration.
final class NestedConfigurationTests: CLITestCase {
    /// Triggers controller_naming (on by default) and optional_collection (opt-in).
    private let sample = """
        class DataManager {}
        struct Feed {
            private var posts: [String]?
            var isEmpty: Bool { posts?.isEmpty ?? true }
        }

        """

    private func descriptions(_ result: RunResult) -> [String] {
        result.violations.map(\.description)
    }

    func testAProjectLintedFromOutsideUsesItsOwnConfiguration() throws {
        try removeConfig()
        try write("App/Sources/Feed.swift", sample)
        try write("App/Generated/Feed.swift", sample)
        try write("App/.swiftlint-style.yml", "opt_in_rules: [optional_collection]\nexcluded: [Generated]\nstrict: true\n")
        let outside = try lint("App")
        assertStatus(outside, 2)
        XCTAssertEqual(descriptions(outside), [
            "App/Sources/Feed.swift:1:7: warning controller_naming", "App/Sources/Feed.swift:3:17: warning optional_collection",
        ])
        let inside = try lint(in: "App")
        XCTAssertEqual(descriptions(inside), descriptions(outside).map { String($0.dropFirst("App/".count)) })
        assertStatus(inside, 2)
    }

    func testANestedFileAppliesBelowItsFolderOverItsParent() throws {
        try writeConfig("opt_in_rules: [optional_collection]\nclass_length: {warning: 3, error: 100}\n")
        try write("Sources/Feed.swift", sample)
        try write("Sources/Legacy/Feed.swift", sample + Source.longClass(lines: 4))
        try write("Sources/Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\nclass_length: {warning: 10}\n")
        XCTAssertEqual(descriptions(try lint()), [
            "Sources/Feed.swift:1:7: warning controller_naming",
            "Sources/Feed.swift:3:17: warning optional_collection",
            "Sources/Legacy/Feed.swift:3:17: warning optional_collection",
        ])
        // From inside the nested folder, its own file is the nearest: it is the run's configuration.
        XCTAssertEqual(descriptions(try lint(in: "Sources/Legacy")), [])
    }

    func testANestedFileIncludesAndExcludesRelativeToItsOwnFolder() throws {
        try write("Module/Sources/Feed.swift", sample)
        try write("Module/Tests/FeedTests.swift", sample)
        try write("Module/.swiftlint-style.yml", "included: [Sources]\n")
        try write("Other/Tests/Feed.swift", sample)
        XCTAssertEqual(descriptions(try lint()), [
            "Module/Sources/Feed.swift:1:7: warning controller_naming", "Other/Tests/Feed.swift:1:7: warning controller_naming",
        ])
        // A file named on the command line is linted, as the top file's `excluded` allows,
        // unless `--force-exclude` (pre-commit's way) applies it.
        XCTAssertEqual(descriptions(try lint("Module/Tests/FeedTests.swift")), ["Module/Tests/FeedTests.swift:1:7: warning controller_naming"])
        XCTAssertEqual(descriptions(try lint("./Module/Tests/FeedTests.swift", "--force-exclude")), [])
    }

    func testAConfigurationNamedWithConfigIsTheWholeConfiguration() throws {
        try write("Sources/Legacy/Feed.swift", sample)
        try write("Sources/Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\n")
        XCTAssertEqual(descriptions(try lint()), [])
        XCTAssertEqual(descriptions(try lint("--config", ".swiftlint-style.yml")), [
            "Sources/Legacy/Feed.swift:1:7: warning controller_naming",
        ])
    }

    /// A project-wide rule in a nested folder still learns from the rest of the run: the
    /// misspelt call (relaod) is reported because a file outside the folder declares `reload`.
    func testProjectWideRulesSeeEveryFileAcrossNestedConfigurations() throws {
        try write("Sources/Feed.swift", "struct Feed {\n    func reload() {}\n}\n")
        try write("Sources/Legacy/Login.swift", "// Call `reload()` after login.\nclass LoginManager {}\n")
        try write("Sources/Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\n")
        XCTAssertEqual(descriptions(try lint()), [])
        try write("Sources/Legacy/Login.swift", "// Call `relaod()` after login.\nclass LoginManager {}\n")
        let result = try lint()
        XCTAssertEqual(descriptions(result), ["Sources/Legacy/Login.swift:1:10: warning stale_comment"])
        XCTAssertTrue(result.violations.first?.message.contains("did you mean `reload`?") == true, result.stdout)
    }

    func testRunWideKeysInANestedFileAreReportedNotApplied() throws {
        try write("Sources/Feed.swift", sample)
        try write("Sources/.swiftlint-style.yml", "disabled_rules: [controller_naming]\nstrict: true\n")
        try writeConfig("opt_in_rules: [optional_collection]\n")
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(descriptions(result), ["Sources/Feed.swift:3:17: warning optional_collection"])
        XCTAssertTrue(result.stderrLines.contains {
            $0.hasPrefix(absolute("Sources/.swiftlint-style.yml") + ":2:1: warning: `strict` applies to the whole run")
        }, result.stderr)
    }

    func testAMistakeInANestedFileIsPlacedInIt() throws {
        try write("Sources/Feed.swift", sample)
        try write("Sources/.swiftlint-style.yml", "controller_naming: {severity: loud}\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains(absolute("Sources/.swiftlint-style.yml") + ":1:31:"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testVerboseSaysWhichFilesApplyAndWhere() throws {
        try write("Sources/Feed.swift", sample)
        try write("Sources/Legacy/Feed.swift", sample)
        try write("Sources/Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\n")
        let result = try lint("--verbose")
        XCTAssertEqual(Array(result.stderrLines.prefix(2)), [
            "configuration: .swiftlint-style.yml (found from the current directory)",
            "configuration: Sources/Legacy/.swiftlint-style.yml (nested: applies to Sources/Legacy/, over its parent; 1 file here)",
        ])
        let named = try lint("--verbose", "--config", ".swiftlint-style.yml")
        XCTAssertEqual(named.stderrLines.first, "configuration: .swiftlint-style.yml (given with --config; nested files are not read)")
        XCTAssertFalse(try lint().stderr.contains("configuration:"), "only with --verbose")
    }
}
