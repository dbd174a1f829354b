import Foundation
import XCTest

/// A team coming from SwiftLint: its rule names in lint's configuration (or its
/// `.swiftlint.yml` named with `--config`) are told apart, with lint's counterpart or none, and
/// `lint init` carries over what applies of a `.swiftlint.yml` beside it.
final class SwiftLintConfigurationTests: CLITestCase {
    func testSwiftLintRuleNamesNameLintsCounterpartOrNone() throws {
        try writeConfig("""
            disabled_rules:
              - type_body_length
              - line_length
              - trailing_whitespace
              - made_up_rule
            opt_in_rules: [unused_enumerated, todo]
            line_length: 120
            type_body_length: [300, 400]
            custom_rules: {}

            """)
        try write("Point.swift", Source.clean)
        let result = try lint("Point.swift")
        assertStatus(result, 0)
        XCTAssertEqual(result.stderrLines.dropLast().map { $0.replacingOccurrences(of: project.path + "/", with: "") }, [
            ".swiftlint-style.yml:5:5: warning: `disabled_rules` names unknown rule `made_up_rule`",
            ".swiftlint-style.yml:2:5: warning: `disabled_rules` names SwiftLint's `type_body_length`: lint's equivalent is `class_length`",
            ".swiftlint-style.yml:3:5: warning: `disabled_rules` names 2 rules of SwiftLint's that lint has no equivalent for "
                + "(it checks design, not style): `line_length`, `trailing_whitespace`",
            ".swiftlint-style.yml:6:55: warning: `opt_in_rules` names SwiftLint's `unused_enumerated`: lint's `misused_enumerated` "
                + "covers it in part, with its warnings that one half of the pair goes unused",
            ".swiftlint-style.yml:6:74: warning: `opt_in_rules` names SwiftLint's `todo`: lint has no equivalent; its nearest rule "
                + "is `expired_todo`, which warns only once a dated TODO's day has come",
            ".swiftlint-style.yml:7:1: warning: options of SwiftLint's rules that lint has no equivalent for (it checks design, "
                + "not style) are not read: `line_length`",
            ".swiftlint-style.yml:8:1: warning: `type_body_length` configures SwiftLint's rule: lint's equivalent is `class_length`",
            ".swiftlint-style.yml:9:1: warning: SwiftLint's setting `custom_rules` is not read by lint",
        ])
    }

    func testASwiftLintConfigurationNamedWithConfigSaysWhatItIs() throws {
        try write(".swiftlint.yml", "excluded: [Generated]\nopt_in_rules: [force_unwrapping]\n")
        try write("Generated/DataManager.swift", Source.manager())
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        let result = try lint("--config", ".swiftlint.yml")
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["App/SessionManager.swift:1:7: warning controller_naming"])
        XCTAssertEqual(Array(result.stderrLines.prefix(2)), [
            ".swiftlint.yml: warning: this is SwiftLint's configuration: lint reads the keys the two tools share, and the "
                + "limits `lint init` carries over, and says what it does not read; `lint init` writes a .swiftlint-style.yml "
                + "that carries over what applies",
            ".swiftlint.yml:2:16: warning: `opt_in_rules` names a rule of SwiftLint's that lint has no equivalent for (it "
                + "checks design, not style): `force_unwrapping`",
        ])
    }

    func testOnlyRulesOfSwiftLintsNamesPointToTheCounterpart() throws {
        try writeConfig("only_rules: [type_body_length]\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains(
            "`only_rules` names no known rule (`type_body_length`), so nothing would be checked (`type_body_length` is "
                + "SwiftLint's rule: lint's equivalent is `class_length`)"
        ), result.stderr)
    }

    /// A SwiftLint rule with a counterpart in lint is explained by it, as every counterpart is.
    func testExplainingASwiftLintRuleExplainsItsCounterpart() throws {
        let result = try lint("explain", "type_body_length")
        assertStatus(result, 0)
        XCTAssertEqual(Array(result.stdoutLines.prefix(2)), [
            "`type_body_length` is SwiftLint's rule: lint's equivalent is `class_length`.", "Class Length (class_length)",
        ])
        XCTAssertEqual(result.stdout, "`type_body_length` is SwiftLint's rule: lint's equivalent is `class_length`.\n\n"
            + (try lint("explain", "class_length").stdout))
        let partly = try lint("explain", "unused_enumerated")
        assertStatus(partly, 0)
        XCTAssertEqual(partly.stdoutLines.first, "`unused_enumerated` is SwiftLint's rule: lint's `misused_enumerated` covers it "
            + "in part, with its warnings that one half of the pair goes unused.")
        XCTAssertTrue(partly.stdout.contains("(misused_enumerated)\n"), partly.stdout)
        let nearest = try lint("explain", "todo")
        assertStatus(nearest, 1)
        let style = try lint("explain", "line_length")
        XCTAssertEqual(style.stderrLines, [
            "error: `line_length` is SwiftLint's rule: lint has no equivalent (it checks design, not style, and leaves this to SwiftLint)",
        ])
    }

    func testInitCarriesIncludedExcludedAndTypeBodyLengthLimits() throws {
        try removeConfig()
        try write(".swiftlint.yml", """
            included:
              - App
              - "Shared Code"
            excluded: Pods
            disabled_rules: [type_body_length, line_length]
            type_body_length:
              warning: 300
              error: 400
            line_length: 120

            """)
        let result = try lint("init")
        assertStatus(result, 0)
        XCTAssertEqual(result.stderrLines, [
            "Wrote .swiftlint-style.yml with every rule and its defaults. From .swiftlint.yml:",
            "  - `included` (2 paths)",
            "  - `excluded` (1 path)",
            "  - `type_body_length`'s limits as `class_length`'s (warning 300, error 400, extensions separate)",
            "Not carried over:",
            "  - `disabled_rules` turns off `type_body_length`: lint's `class_length` stays on (add it to `disabled_rules` "
                + "in .swiftlint-style.yml if the team means to turn it off)",
            "SwiftLint's other rules check style, which lint leaves to it; SwiftLint goes on reading .swiftlint.yml.",
        ])
        let written = try contents(of: ".swiftlint-style.yml")
        XCTAssertTrue(written.contains("included:\n  - \"App\"\n  - \"Shared Code\"\nexcluded:\n  - \"Pods\"\n"), written)
        XCTAssertTrue(written.contains("\n  warning: 300  # from .swiftlint.yml\n  error: 400  # from .swiftlint.yml\n"), written)
        // SwiftLint measures each extension on its own; so does the carried configuration.
        XCTAssertTrue(written.contains("\n  extensions: separate  # from .swiftlint.yml\n"), written)
        // The carried configuration is lint's own: a 301-line class warns, in App and not in Pods.
        try write("App/Cache.swift", Source.longClass(lines: 301))
        try write("Pods/Vendor.swift", Source.longClass(lines: 301))
        try write("Other/Big.swift", Source.longClass(lines: 301))
        try write("Shared Code/Point.swift", Source.clean)
        let run = try lint()
        assertWarnings(run, ["App/Cache.swift:1:7: warning class_length"], files: 2)
    }

    func testInitCarriesTheShorthandAndSaysWhenNothingApplies() throws {
        try removeConfig()
        try write(".swiftlint.yml", "type_body_length: [280, 420]\n")
        assertStatus(try lint("init"), 0)
        XCTAssertTrue(try contents(of: ".swiftlint-style.yml").contains("  warning: 280  # from .swiftlint.yml\n  error: 420"))
        try FileManager.default.removeItem(at: project.appendingPathComponent(".swiftlint-style.yml"))
        try write(".swiftlint.yml", "line_length: 120\n")
        let nothing = try lint("init")
        assertStatus(nothing, 0)
        XCTAssertEqual(nothing.stderrLines.first, "Wrote .swiftlint-style.yml with every rule and its defaults. .swiftlint.yml has nothing lint reads.")
        XCTAssertFalse(try contents(of: ".swiftlint-style.yml").contains("Carried over"))
    }

    func testInitStopsAtAMalformedSwiftLintConfiguration() throws {
        try removeConfig()
        try write(".swiftlint.yml", "excluded: [Pods\n")
        let result = try lint("init")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: .swiftlint.yml:"), result.stderr)
        XCTAssertFalse(exists(".swiftlint-style.yml"), "nothing is written")
    }

    /// `--config .swiftlint.yml` applies what `lint init` would carry over from it: SwiftLint's
    /// `type_body_length` limits are `class_length`'s, measuring extensions on their own.
    func testASwiftLintConfigurationNamedWithConfigAppliesTheCarriedLimits() throws {
        try write(".swiftlint.yml", "type_body_length:\n  warning: 300\n  error: 400\n")
        try write("App/Cache.swift", Source.longClass(lines: 301))
        try write("App/Store.swift", Source.longClass("Store", lines: 299))
        try write("App/Model.swift", Source.longClass("Model", lines: 401))
        let result = try lint("--config", ".swiftlint.yml")
        assertStatus(result, 2)
        XCTAssertEqual(result.violations.map(\.description), [
            "App/Cache.swift:1:7: warning class_length", "App/Model.swift:1:7: error class_length",
        ])
        XCTAssertTrue(result.stderrLines.contains(
            ".swiftlint.yml:1:1: warning: `type_body_length`'s limits apply as `class_length`'s (warning 300, error 400, "
                + "extensions separate), as `lint init` carries them over"
        ), result.stderr)
        XCTAssertFalse(result.stderr.contains("configures SwiftLint's rule"), result.stderr)
    }
}
