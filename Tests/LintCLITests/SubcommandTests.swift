import Foundation
import Rules
import XCTest

/// `lint rules`, `lint explain RULE`, `lint init`, `lint version`, `--help`.
final class SubcommandTests: CLITestCase {
    /// The cells of the `lint rules` row for `identifier`: identifier, default, enabled, summary...
    private func row(_ identifier: String, in result: RunResult) throws -> [String] {
        let line = try XCTUnwrap(
            result.stdoutLines.first { $0.split(separator: " ").first.map(String.init) == identifier },
            "no row for \(identifier) in:\n\(result.stdout)"
        )
        return line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    func testRulesListsEveryRuleWithDefaultAndEnabledState() throws {
        try removeConfig()
        let result = try lint("rules")
        assertStatus(result, 0)
        for (identifier, byDefault, enabled) in [
            ("stale_comment", "on", "yes"), ("class_length", "on", "yes"), ("optional_collection", "opt-in", "no"),
        ] {
            let cells = try row(identifier, in: result)
            XCTAssertEqual(Array(cells.prefix(3)), [identifier, byDefault, enabled])
            XCTAssertGreaterThan(cells.count, 4, "has a one-line summary")
        }
        XCTAssertEqual(result.stderr, "")
    }

    /// The README's table is this command's output; `--markdown` belongs to `lint rules` alone.
    func testRulesPrintsTheReadmeTableAsMarkdown() throws {
        let result = try lint("rules", "--markdown")
        assertStatus(result, 0)
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(result.stdout.hasPrefix("| Rule | Default | What it checks |\n"), result.stdout)
        XCTAssertTrue(readme.contains("<!-- rules:begin -->\n" + result.stdout + "<!-- rules:end -->"))
        let misplaced = try lint("--markdown")
        assertStatus(misplaced, 1)
        XCTAssertTrue(misplaced.stderr.contains("`--markdown` goes with `lint rules`"), misplaced.stderr)
    }

    /// `lint rules --json` gives every rule with every example as written, the previous version
    /// and the options included: the scaling benchmark builds its inputs from it.
    func testRulesPrintsEveryRuleWithItsExamplesAsJSON() throws {
        try writeConfig("opt_in_rules: [optional_collection]\n")
        let result = try lint("rules", "--json")
        assertStatus(result, 0)
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["identifier"] as? String }, RuleRegistry.all.map(\.identifier))
        for (rule, factory) in zip(rules, RuleRegistry.all) {
            let triggering = try XCTUnwrap(rule["triggering_examples"] as? [[String: Any]])
            XCTAssertEqual(triggering.compactMap { $0["code"] as? String }, factory.description.triggeringExamples.map(\.code))
            XCTAssertEqual(triggering.compactMap { $0["configuration"] as? [String: String] },
                           factory.description.triggeringExamples.map(\.configuration))
            XCTAssertEqual(triggering.map { $0["previous"] as? String }, factory.description.triggeringExamples.map(\.previous))
            let nonTriggering = try XCTUnwrap(rule["non_triggering_examples"] as? [[String: Any]])
            XCTAssertEqual(nonTriggering.count, factory.description.nonTriggeringExamples.count)
            XCTAssertEqual(rule["default"] as? String, factory.defaultState)
        }
        let optionalCollection = try XCTUnwrap(rules.first { $0["identifier"] as? String == "optional_collection" })
        XCTAssertEqual(optionalCollection["enabled"] as? Bool, true)
        let misplaced = try lint("explain", "class_length", "--json")
        assertStatus(misplaced, 1)
        XCTAssertTrue(misplaced.stderr.contains("`--json` goes with `lint rules`"), misplaced.stderr)
    }

    func testRulesReflectsTheEffectiveConfiguration() throws {
        try writeConfig("disabled_rules: [stale_comment]\nopt_in_rules: [optional_collection]\n")
        let result = try lint("rules")
        assertStatus(result, 0)
        XCTAssertEqual(Array(try row("stale_comment", in: result).prefix(3)), ["stale_comment", "on", "no"])
        XCTAssertEqual(Array(try row("controller_naming", in: result).prefix(3)), ["controller_naming", "on", "yes"])
        XCTAssertEqual(Array(try row("optional_collection", in: result).prefix(3)), ["optional_collection", "opt-in", "yes"])
        XCTAssertEqual(Array(try row("commented_out_code", in: result).prefix(3)), ["commented_out_code", "opt-in", "no"])
    }

    /// doc_comment_not_updated compares with a revision: on by default, it reports only with one.
    func testRulesSaysWhichRuleNeedsARevision() throws {
        try removeConfig()
        let rules = try lint("rules")
        let line = try XCTUnwrap(rules.stdoutLines.first { $0.hasPrefix("doc_comment_not_updated ") })
        XCTAssertTrue(line.contains(" on, with a revision "), line)
        XCTAssertFalse(try XCTUnwrap(rules.stdoutLines.first { $0.hasPrefix("stale_comment ") }).contains("revision"))
        let explained = try lint("explain", "doc_comment_not_updated")
        XCTAssertTrue(explained.stdout.contains("`--new-from-rev REV` or `--staged`"), explained.stdout)
    }

    /// Each opt-in rule is a commented-out item of `opt_in_rules`: deleting its `#` enables it.
    func testInitListsOptInRulesCommentedOutSoEnablingOneIsDeletingAHash() throws {
        try removeConfig()
        assertStatus(try lint("init"), 0)
        let written = try contents(of: ".swiftlint-style.yml")
        let item = try XCTUnwrap(written.split(separator: "\n").first { $0.hasPrefix("#  - optional_collection ") })
        XCTAssertTrue(item.contains("# An optional collection has two kinds of emptiness"), String(item))
        XCTAssertTrue(written.contains("#  - commented_out_code "), written)
        XCTAssertEqual(Array(try row("optional_collection", in: try lint("rules")).prefix(3)), ["optional_collection", "opt-in", "no"])

        try write(".swiftlint-style.yml", written.replacingOccurrences(of: "#  - optional_collection", with: "   - optional_collection"))
        let enabled = try lint("rules")
        XCTAssertEqual(enabled.stderr, "")
        XCTAssertEqual(Array(try row("optional_collection", in: enabled).prefix(3)), ["optional_collection", "opt-in", "yes"])
        XCTAssertEqual(Array(try row("commented_out_code", in: enabled).prefix(3)), ["commented_out_code", "opt-in", "no"])
    }

    /// `lint explain RULE` fits a screen or two: rationale, options and a few examples, then how to
    /// see the rest; `--examples` prints them all, and goes with `lint explain` alone.
    func testExplainIsShortAndExamplesAreAskedFor() throws {
        // Every rule with more examples than a screen shows.
        for rule in RuleRegistry.all.map(\.identifier) where try lint("explain", rule, "--examples").stdoutLines.count > 150 {
            let short = try lint("explain", rule)
            assertStatus(short, 0)
            XCTAssertLessThanOrEqual(short.stdoutLines.count, 120, "\(rule):\n\(short.stdout)")
            XCTAssertTrue(short.stdoutLines.last?.hasSuffix("`lint explain \(rule) --examples`") == true, short.stdout)
            let whole = try lint("explain", rule, "--examples")
            assertStatus(whole, 0)
            XCTAssertGreaterThan(whole.stdoutLines.count, short.stdoutLines.count + 100, rule)
            XCTAssertFalse(whole.stdout.contains("--examples`"), whole.stdout)
        }
        let misplaced = try lint("--examples")
        assertStatus(misplaced, 1)
        XCTAssertTrue(misplaced.stderr.contains("`--examples` goes with `lint explain RULE`"), misplaced.stderr)
    }

    func testExplainPrintsOptionsWithDefaultsAndExamples() throws {
        let result = try lint("explain", "class_length")
        assertStatus(result, 0)
        let text = result.stdout
        XCTAssertTrue(text.contains("class_length"), text)
        for option in ["warning: 250", "error: 500", "extensions: same_file", "kinds:"] {
            XCTAssertTrue(text.contains(option), "option \(option) with its default in:\n\(text)")
        }
        XCTAssertTrue(text.lowercased().contains("triggering examples"), text)
        XCTAssertTrue(text.lowercased().contains("non-triggering examples"), text)
        XCTAssertTrue(text.contains("↓"), "shows example code:\n\(text)")
        let all = try lint("explain", "class_length", "--examples").stdout
        XCTAssertTrue(all.contains("class Foo {"), "shows every example:\n\(all)")
    }

    func testExplainUnknownRuleExitsOneWithASuggestion() throws {
        let unknown = try lint("explain", "nope")
        assertStatus(unknown, 1)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertTrue(unknown.stderr.contains("nope"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("lint rules"), "points to the list of rules: \(unknown.stderr)")

        let typo = try lint("explain", "class_lenght")
        assertStatus(typo, 1)
        XCTAssertTrue(typo.stderr.contains("did you mean `class_length`"), typo.stderr)
    }

    func testExplainWithoutARuleIsAUsageError() throws {
        let result = try lint("explain")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("explain"), result.stderr)
    }

    func testInitWritesAConfigurationThatLintAcceptsWithoutWarnings() throws {
        try removeConfig()
        let result = try lint("init")
        assertStatus(result, 0)
        let written = try contents(of: ".swiftlint-style.yml")
        XCTAssertTrue(written.contains("#"), "the file is commented")
        for key in ["class_length:", "controller_naming:", "warning: 250", "error: 500", "suffixes:"] {
            XCTAssertTrue(written.contains(key), "\(key) in:\n\(written)")
        }

        try write("Point.swift", Source.clean)
        let run = try lint()
        assertStatus(run, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, [summary(warnings: 0, errors: 0, files: 1)], "no configuration warnings")

        try write("Feed.swift", "struct Feed {\n    func reload() {}\n}\n// Call `relaod()` after login.\n")
        let defaults = try lint()
        XCTAssertEqual(defaults.violations.map(\.description), ["Feed.swift:4:10: warning stale_comment"])

        let rules = try lint("rules")
        assertStatus(rules, 0)
        XCTAssertEqual(rules.stderr, "")
    }

    func testInitRefusesToOverwrite() throws {
        try removeConfig()
        assertStatus(try lint("init"), 0)
        let edited = try contents(of: ".swiftlint-style.yml") + "# my own edits\n"
        try writeConfig(edited)
        let again = try lint("init")
        assertStatus(again, 1)
        XCTAssertTrue(again.stderr.contains(".swiftlint-style.yml"), again.stderr)
        XCTAssertEqual(try contents(of: ".swiftlint-style.yml"), edited)
    }

    func testVersion() throws {
        let subcommand = try lint("version")
        let option = try lint("--version")
        assertStatus(subcommand, 0)
        assertStatus(option, 0)
        let version = subcommand.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(version.range(of: #"^\d+\.\d+\.\d+"#, options: .regularExpression), version)
        XCTAssertEqual(option.stdout, subcommand.stdout)
    }

    /// `lint lint PATH`, as SwiftLint users type it, lints PATH; a folder named `lint` is `./lint`.
    func testLintAsASubcommandLintsThePaths() throws {
        try write("Sources/Feed.swift", Source.manager("FeedManager"))
        try write("lint/Tool.swift", Source.manager("ToolManager"))
        let expected = ["Sources/Feed.swift:1:7: warning controller_naming"]
        assertWarnings(try lint("lint", "Sources"), expected, files: 1)
        assertWarnings(try lint("Sources"), expected, files: 1)
        assertWarnings(try lint("./lint"), ["lint/Tool.swift:1:7: warning controller_naming"], files: 1)
    }

    func testHelpPrintsUsageToStandardOutput() throws {
        for flag in ["--help", "-h"] {
            let result = try lint(flag)
            assertStatus(result, 0)
            for option in ["--config", "--reporter", "--output", "--strict", "--quiet", "--use-stdin", "--force-exclude"] {
                XCTAssertTrue(result.stdout.contains(option), "\(flag) mentions \(option)")
            }
        }
    }
}
