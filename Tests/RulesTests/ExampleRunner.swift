import LintCore
import Rules
import Testing

/// Runs a rule's examples the way users meet them: from its factory and example options,
/// through the engine, inline commands included.
enum ExampleRunner {
    static func makeRule(_ factory: RuleFactory, for example: Example) throws -> ConfiguredRule {
        var warnings: [ConfigurationWarning] = []
        let yaml = example.configuration.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            .joined(separator: "\n")
        let node = yaml.isEmpty ? nil : try YAMLParser.parse(yaml)
        let rule = try factory.makeRule(configuration: node, warnings: &warnings)
        #expect(warnings == [], "example options must all be known", sourceLocation: example.sourceLocation)
        return rule
    }

    /// A rule about inline commands runs beside the other default rules and the opt-in rules its
    /// examples use as samples (a project that adopted them), whose violations the commands
    /// suppress; only the rule under test's violations are returned.
    static func violations(_ factory: RuleFactory, _ example: Example, code: String) throws -> [Violation] {
        let rule = try makeRule(factory, for: example)
        let file = SourceFile(path: "Example.swift", contents: code)
        let previous = example.previous.map { old in LintInput.PreviousVersion(revision: "HEAD") { Array(old.utf8) } }
        guard rule.rule is any CommandAuditingRule else { return Linter.validate(file, previous: previous, rules: [rule]) }
        var warnings: [ConfigurationWarning] = []
        let others = try RuleRegistry.all
            .filter { (!$0.description.isOptIn || sampleRules.contains($0.identifier)) && $0.identifier != factory.identifier }
            .map { try $0.makeRule(configuration: nil, warnings: &warnings) }
        return Linter.validate(file, rules: others + [rule]).filter { $0.ruleIdentifier == factory.identifier }
    }

    /// Opt-in rules whose violations the command examples suppress (`class UserManager {}`).
    static let sampleRules: Set<String> = ["controller_naming", "misused_enumerated"]

    /// The sample in a block comment, in a multi-line string, behind a disable command.
    static func wrappings(of code: String, ruleIdentifier: String) -> [(name: String, code: String)] {
        [
            ("block comment", "/*\n\(code)\n*/\n"),
            ("multi-line string", "let sample = \"\"\"\n\(code)\n\"\"\"\n"),
            ("disable command", "// lint:disable \(ruleIdentifier)\n\(code)\n"),
        ]
    }
}

extension Example {
    /// Where the example is written, for an issue the test records about it.
    var sourceLocation: SourceLocation {
        let path = "\(file)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SourceLocation(fileID: "Rules/\(name)", filePath: path, line: Int(line), column: 1)
    }
}
