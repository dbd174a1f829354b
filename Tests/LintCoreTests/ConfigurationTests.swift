@testable import LintCore
import XCTest

final class ConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text, file: ".swiftlint-style.yml", rootDirectory: "/project")
    }

    func testTopLevelKeys() throws {
        let configuration = try parse("""
            disabled_rules: [controller_naming]
            opt_in_rules:
              - commented_out_code
            only_rules: [class_length]
            included: [Sources]
            excluded: ["Sources/Generated/**"]
            reporter: json
            strict: true
            warning_threshold: 10
            baseline: baseline.json
            lint_generated_files: true
            class_length:
              warning: 100
            """)
        XCTAssertEqual(configuration.disabledRules, ["controller_naming"])
        XCTAssertEqual(configuration.optInRules, ["commented_out_code"])
        XCTAssertEqual(configuration.onlyRules, ["class_length"])
        XCTAssertEqual(configuration.included, ["Sources"])
        XCTAssertEqual(configuration.excluded, ["Sources/Generated/**"])
        XCTAssertEqual(configuration.reporter, "json")
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.warningThreshold, 10)
        XCTAssertEqual(configuration.baseline, "baseline.json")
        XCTAssertTrue(configuration.lintGeneratedFiles)
        XCTAssertEqual(configuration.ruleConfigurations.keys.sorted(), ["class_length"])
        XCTAssertEqual(configuration.ruleKeyLocations["class_length"], YAMLLocation(line: 12, column: 1))
    }

    func testEmptyFileIsTheDefaultConfiguration() throws {
        let configuration = try parse("# nothing yet\n")
        XCTAssertEqual(configuration.disabledRules, [])
        XCTAssertFalse(configuration.strict)
    }

    func testWrongTypesStopWithLineAndColumn() {
        XCTAssertThrowsError(try parse("strict: maybe")) { error in
            XCTAssertEqual("\(error)", ".swiftlint-style.yml:1:9: `strict` expects true or false, found a string")
        }
        XCTAssertThrowsError(try parse("disabled_rules:\n  - {a: 1}")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.location, YAMLLocation(line: 2, column: 5))
        }
        XCTAssertThrowsError(try parse("- a\n- b")) { error in
            XCTAssertTrue("\(error)".contains("expected a mapping of keys at the top level, found a list"))
        }
        XCTAssertThrowsError(try parse("warning_threshold: 0"))
    }

    func testYAMLErrorsCarryTheFileAndPosition() {
        XCTAssertThrowsError(try parse("a: 1\na: 2")) { error in
            XCTAssertTrue("\(error)".hasPrefix(".swiftlint-style.yml:2:1: "), "\(error)")
        }
    }
}

final class RuleSelectionTests: XCTestCase {
    private struct OptInRule: Rule {
        struct Options: RuleOptions {
            var severity: Severity = .warning
            var limit = 3
            static let declarations: [OptionDeclaration<Self>] = [.int("limit", \.limit, summary: "A limit.")]
            init() {}
        }

        static let description = RuleDescription(
            identifier: "sample_opt_in", name: "Sample", summary: "s", rationale: "r", isOptIn: true,
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: Options
        func validate(_ file: SourceFile) -> [Violation] { [] }
    }

    private struct DefaultRule: Rule {
        static let description = RuleDescription(
            identifier: "sample_default", name: "Default", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption
        func validate(_ file: SourceFile) -> [Violation] { [] }
    }

    private let factories = [OptInRule.factory, DefaultRule.factory]

    private func select(_ yaml: String) throws -> RuleSelection {
        let configuration = try Configuration.parse(yaml, file: "c.yml", rootDirectory: "/")
        return try RuleSelection.resolve(configuration, factories: factories)
    }

    private func identifiers(_ selection: RuleSelection) -> [String] {
        selection.rules.map(\.identifier)
    }

    func testDefaultsOptInsDisabledAndOnly() throws {
        XCTAssertEqual(identifiers(try select("")), ["sample_default"])
        XCTAssertEqual(identifiers(try select("opt_in_rules: [sample_opt_in]")), ["sample_opt_in", "sample_default"])
        XCTAssertEqual(identifiers(try select("disabled_rules: [sample_default]")), [])
        XCTAssertEqual(identifiers(try select("only_rules: [sample_opt_in]")), ["sample_opt_in"])
    }

    func testUnknownNamesAreWarningsWithSuggestions() throws {
        let selection = try select("""
            disabled_rules: [sample_defualt]
            disabled_rule: []
            sample_opt_in:
              limt: 4
            """)
        // The options of a rule that does not run are checked too.
        XCTAssertEqual(selection.warnings.map(\.message), [
            "`disabled_rules` names unknown rule `sample_defualt` (did you mean `sample_default`?)",
            "unknown key `disabled_rule` (did you mean `disabled_rules`?)",
            "unknown option `limt` for rule `sample_opt_in` (did you mean `limit`?)",
        ])
        XCTAssertEqual(selection.warnings.map(\.namesUnknownRule), [true, false, false], "only the rule name fails a strict run")
        let withOption = try select("opt_in_rules: [sample_opt_in]\nsample_opt_in:\n  limt: 4")
        XCTAssertEqual(withOption.warnings.map(\.description), [
            "c.yml:3:3: unknown option `limt` for rule `sample_opt_in` (did you mean `limit`?)",
        ])
    }

    /// A nested file over its parent: opt-ins add (and re-enable), disables remove, only_rules
    /// replace or, in the parent, take the child's opt-ins; a rule's options are the child's.
    func testANestedConfigurationOverItsParent() throws {
        func merged(_ parent: String, _ child: String) throws -> RuleSelection {
            let merged = NestedConfigurations.merged(
                try Configuration.parse(parent, file: "p.yml", rootDirectory: "/p"),
                try Configuration.parse(child, file: "c.yml", rootDirectory: "/p/c")
            )
            return try RuleSelection.resolve(merged, factories: factories)
        }
        let reenabled = try merged(
            "disabled_rules: [sample_default]\nsample_opt_in: {limit: 4}", "opt_in_rules: [sample_default, sample_opt_in]\nsample_opt_in: {limit: 5}"
        )
        XCTAssertEqual(identifiers(reenabled), ["sample_opt_in", "sample_default"])
        XCTAssertEqual((reenabled.rules.first?.rule as? OptInRule)?.options.limit, 5)
        XCTAssertEqual(identifiers(try merged("opt_in_rules: [sample_opt_in]", "disabled_rules: [sample_opt_in]")), ["sample_default"])
        XCTAssertEqual(identifiers(try merged("opt_in_rules: [sample_opt_in]", "only_rules: [sample_default]")), ["sample_default"])
        XCTAssertEqual(
            identifiers(try merged("only_rules: [sample_default]", "opt_in_rules: [sample_opt_in]")), ["sample_opt_in", "sample_default"]
        )
        XCTAssertEqual(identifiers(try merged("only_rules: [sample_default]", "disabled_rules: [sample_default]\nopt_in_rules: [sample_opt_in]")), [
            "sample_opt_in",
        ])
        XCTAssertEqual(identifiers(try merged("sample_opt_in: {limit: 4}", "")), ["sample_default"], "options alone enable nothing")
    }

    func testSeverityShorthandAndWrongOptionTypes() throws {
        let selection = try select("sample_default: error")
        XCTAssertEqual((selection.rules.first?.rule as? DefaultRule)?.options.severity, .error)
        XCTAssertThrowsError(try select("opt_in_rules: [sample_opt_in]\nsample_opt_in:\n  limit: many")) { error in
            XCTAssertEqual("\(error)", "c.yml:3:10: `sample_opt_in.limit` expects an integer, found a string")
        }
        XCTAssertThrowsError(try select("sample_default: loud")) { error in
            XCTAssertTrue("\(error)".contains("expected `warning`, `error` or a mapping of options"), "\(error)")
        }
        XCTAssertThrowsError(try select("sample_default:\n  severity: fatal")) { error in
            XCTAssertTrue("\(error)".contains("expects one of `warning`, `error`"), "\(error)")
        }
    }
}
