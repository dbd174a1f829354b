import Foundation
import XCTest

/// Turning rules on (`opt_in_rules: [all]`, `--enable-all-rules`, `--only-rule`) and the
/// mistakes in choosing them that the configuration reports.
final class RuleChoiceTests: CLITestCase {
    /// Triggers optional_collection (opt-in) and controller_naming (on by default).
    private let sample = """
        class DataManager {}
        struct Feed {
            private var posts: [String]?
            var isEmpty: Bool { posts?.isEmpty ?? true }
        }

        """

    private func rules(of result: RunResult) -> Set<String> {
        Set(result.violations.map(\.rule))
    }

    func testAllInOptInRulesEnablesEveryOptInRuleLessTheDisabledOnes() throws {
        try write("Feed.swift", sample + "// let old = Feed()\n// old.reload()\n")
        try writeConfig("opt_in_rules: [all]\ndisabled_rules: [commented_out_code]\n")
        let result = try lint()
        XCTAssertEqual(rules(of: result), ["controller_naming", "optional_collection"], result.stdout)
        XCTAssertFalse(result.stderr.contains("unknown rule"), result.stderr)

        try writeConfig("opt_in_rules: [all]\n")
        let every = rules(of: try lint())
        XCTAssertTrue(every.isSuperset(of: rules(of: result)) && every.contains("commented_out_code"), "\(every)")
    }

    func testEnableAllRulesRunsEveryRuleWhateverTheFileSays() throws {
        try write("Feed.swift", sample)
        try writeConfig("disabled_rules: [controller_naming]\n")
        XCTAssertEqual(rules(of: try lint()), [])
        XCTAssertEqual(rules(of: try lint("--enable-all-rules")), ["controller_naming", "optional_collection"])
    }

    func testOnlyRuleRunsTheNamedRulesWithTheirConfiguredOptions() throws {
        try write("Feed.swift", sample)
        try writeConfig("optional_collection: error\n")
        let one = try lint("--only-rule", "optional_collection")
        XCTAssertEqual(one.violations.map(\.description), ["Feed.swift:3:17: error optional_collection"])
        assertStatus(one, 2)
        let two = try lint("--only-rule", "optional_collection", "--only-rule=controller_naming")
        XCTAssertEqual(rules(of: two), ["controller_naming", "optional_collection"])
    }

    func testOnlyRuleNamingNoRuleIsAUsageErrorWithASuggestion() throws {
        try write("Feed.swift", sample)
        let typo = try lint("--only-rule", "optional_colection")
        assertStatus(typo, 1)
        XCTAssertEqual(typo.stdout, "")
        XCTAssertTrue(typo.stderr.contains("did you mean `optional_collection`?"), typo.stderr)
        let both = try lint("--only-rule", "optional_collection", "--enable-all-rules")
        assertStatus(both, 1)
        XCTAssertTrue(both.stderr.contains("use one"), both.stderr)
    }

    func testOptionsOfARuleThatIsOffAreCheckedToo() throws {
        try write("Feed.swift", sample)
        try write(".swiftlint-style.yml", "disabled_rules: [controller_naming]\ncontroller_naming: {severity: loud}\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains(".swiftlint-style.yml:2:31: `controller_naming.severity` expects"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testUnknownRuleNamesArePlacedInTheFileWithASuggestion() throws {
        try write("Feed.swift", sample)
        try write(".swiftlint-style.yml", "opt_in_rules:\n  - optional_colection\ndisabled_rules: [stale_coment]\n")
        let result = try lint()
        assertStatus(result, 0)
        let file = absolute(".swiftlint-style.yml")
        XCTAssertTrue(result.stderrLines.contains(
            "\(file):2:5: warning: `opt_in_rules` names unknown rule `optional_colection` (did you mean `optional_collection`?)"
        ), result.stderr)
        XCTAssertTrue(result.stderrLines.contains(
            "\(file):3:18: warning: `disabled_rules` names unknown rule `stale_coment` (did you mean `stale_comment`?)"
        ), result.stderr)
    }

    func testOnlyRulesNamingNoKnownRuleStopsTheRun() throws {
        try write("Feed.swift", sample)
        try writeConfig("only_rules: [nonexistent]\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains(":1:1: `only_rules` names no known rule (`nonexistent`)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Found"), "no summary after a configuration error: \(result.stderr)")

        try writeConfig("only_rules: [nonexistent, controller_naming]\n")
        let partly = try lint()
        assertStatus(partly, 0)
        XCTAssertEqual(rules(of: partly), ["controller_naming"])
        XCTAssertTrue(partly.stderr.contains("`only_rules` names unknown rule `nonexistent`"), partly.stderr)
    }

    /// A misspelled rule leaves CI running less than asked while it passes: a strict run
    /// (`--strict` or `strict: true`) stops at it, naming the key and the name, with the exit
    /// code of a bad configuration. SwiftLint's rule names are told apart, and do not stop it.
    func testUnknownRuleNamesFailAStrictRun() throws {
        try write("Point.swift", Source.clean)
        try write(".swiftlint-style.yml", "opt_in_rules:\n  - optional_colection\n")
        let result = try lint("--strict", "Point.swift")
        assertStatus(result, 1)
        XCTAssertEqual(result.stdout, "")
        let file = absolute(".swiftlint-style.yml")
        XCTAssertEqual(result.stderrLines, [
            "\(file):2:5: error: `opt_in_rules` names unknown rule `optional_colection` (did you mean `optional_collection`?)",
            "error: a strict run stops at a rule name lint does not know: CI would check less than the configuration asks "
                + "(`lint rules` lists the identifiers)",
        ])
        try write(".swiftlint-style.yml", "strict: true\ndisabled_rules: [stale_coment]\n")
        let configured = try lint("Point.swift")
        assertStatus(configured, 1)
        XCTAssertTrue(configured.stderrLines.contains(
            "\(file):2:18: error: `disabled_rules` names unknown rule `stale_coment` (did you mean `stale_comment`?)"
        ), configured.stderr)
        try write(".swiftlint-style.yml", "only_rules: [class_length, nonexistent]\n")
        assertStatus(try lint("--strict", "Point.swift"), 1)
        try write(".swiftlint-style.yml", "disabled_rules: [line_length]\n")
        assertStatus(try lint("--strict", "Point.swift"), 0)
    }
}
