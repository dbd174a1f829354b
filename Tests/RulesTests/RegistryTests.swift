import Foundation
import LintCore
import Rules
import XCTest

/// Adding a rule is one file in Rules/ plus one registry line; these keep that true.
final class RegistryTests: XCTestCase {
    private var rulesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Rules")
    }

    func testIdentifiersAreUniqueSnakeCase() {
        let identifiers = RuleRegistry.all.map(\.identifier)
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
        for identifier in identifiers {
            XCTAssertNotNil(identifier.range(of: "^[a-z]+(_[a-z]+)*$", options: .regularExpression), identifier)
        }
    }

    func testEveryRuleHasBothKindsOfExampleAndDocumentation() {
        for factory in RuleRegistry.all {
            let description = factory.description
            XCTAssertFalse(description.triggeringExamples.isEmpty, description.identifier)
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, description.identifier)
            XCTAssertFalse(description.summary.isEmpty, description.identifier)
            XCTAssertFalse(description.rationale.isEmpty, description.identifier)
            XCTAssertFalse(description.name.isEmpty, description.identifier)
        }
    }

    /// The engine runs a rule by the kind its factory decided, not by casting; each must
    /// agree with what the rule conforms to.
    func testEveryFactoryKnowsItsRulesKind() throws {
        var warnings: [ConfigurationWarning] = []
        let rules = try RuleRegistry.all.map { try $0.makeRule(configuration: nil, warnings: &warnings) }
        for configured in rules {
            XCTAssertEqual(configured.isProjectWide, configured.rule is any ProjectWideRule, configured.identifier)
            let isAuditor = if case .commandAuditor = configured.role { true } else { false }
            XCTAssertEqual(isAuditor, configured.rule is any CommandAuditingRule, configured.identifier)
        }
    }

    /// What `lint explain` and `lint init` show as each option's default, written back as
    /// configuration, builds the very rule that no configuration builds, without a warning.
    func testDocumentedDefaultsAreTheDefaultsInUse() throws {
        for factory in RuleRegistry.all where !factory.options.isEmpty {
            let yaml = factory.documentedOptions.map { "\($0.key): \($0.defaultValue)" }.joined(separator: "\n")
            var warnings: [ConfigurationWarning] = []
            let documented = try factory.makeRule(configuration: YAMLParser.parse(yaml), warnings: &warnings)
            let builtIn = try factory.makeRule(configuration: nil, warnings: &warnings)
            XCTAssertEqual(warnings, [], factory.identifier)
            XCTAssertEqual(String(describing: documented.rule), String(describing: builtIn.rule), factory.identifier)
        }
    }

    func testEveryRuleFileIsRegisteredUnderItsTypeName() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)
        let ruleFiles = files.filter { $0.hasSuffix("Rule.swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
        let registered = RuleRegistry.all.map { factory in
            factory.description.identifier.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined() + "Rule"
        }.sorted()
        XCTAssertEqual(ruleFiles, registered, "each Rules/XRule.swift is registered, named after its identifier")
        for file in ruleFiles {
            let text = try String(contentsOf: rulesDirectory.appendingPathComponent(file + ".swift"), encoding: .utf8)
            let conformances = ["Rule", "ProjectWideRule", "CommandAuditingRule", "RevisionRule", "DayDependentRule"].map { "struct \(file): \($0) {" }
            XCTAssertTrue(conformances.contains(where: text.contains), file)
        }
    }
}
