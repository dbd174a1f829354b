import LintCore

public struct ControllerNamingRule: Rule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var suffixes = ["Controller", "Manager"]
        public var allowedNames: [String] = []

        public static let documentation = [
            OptionDocumentation(
                key: "suffixes", defaultValue: "[Controller, Manager]",
                summary: "Name endings that say nothing about a type's role (case-sensitive)."
            ),
            OptionDocumentation(
                key: "allowed_names", defaultValue: "[]", summary: "Type names that may keep such an ending."
            ),
        ]

        public init() {}

        public mutating func apply(_ reader: inout OptionReader) throws(ConfigurationError) {
            suffixes = try reader.strings("suffixes") ?? suffixes
            allowedNames = try reader.strings("allowed_names") ?? allowedNames
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "controller_naming",
        name: "Controller Naming",
        summary: "Name types for their role: \"Controller\" and \"Manager\" absolve a type of a single responsibility.",
        rationale: """
            Nothing is out of scope for a thing that "controls" or "manages", so such a type collects every job \
            nobody else took. Name it for what it does: a `Library`, a `Player`, a `Queue`, a `Cache`, a \
            `Session`. A name that states the role keeps the type to that role.

            Types whose superclass already ends in the suffix are exempt (`class SettingsViewController: \
            UIViewController`): the framework imposed the word.
            """,
        triggeringExamples: ControllerNamingExamples.triggering,
        nonTriggeringExamples: ControllerNamingExamples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.declarations.types where type.kind != .extension {
            guard let suffix = roleSuffix(of: type.name), !options.allowedNames.contains(type.name),
                  !inheritsSuffix(type) else { continue }
            let message = "`\(type.name)` ends in '\(suffix)', a word that absolves a type of a single "
                + "responsibility; name it for the one role it plays (a Library, a Player, a Queue)"
            violations.append(violation(in: file, at: file.tokens[type.nameToken], message: message))
        }
        return violations
    }

    private func roleSuffix(of name: String) -> String? {
        options.suffixes.first { !$0.isEmpty && name.hasSuffix($0) }
    }

    /// The first inherited type (the superclass position) already ends with a suffix.
    private func inheritsSuffix(_ type: TypeDeclaration) -> Bool {
        guard let first = type.inheritedTypes.first else { return false }
        let withoutGenerics = first.prefix { $0 != "<" }
        let lastComponent = withoutGenerics.split(separator: ".").last.map(String.init) ?? ""
        return roleSuffix(of: lastComponent) != nil
    }
}
