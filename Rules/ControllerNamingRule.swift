import LintCore

public struct ControllerNamingRule: CollectingRule {
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
            UIViewController`), also through the project's own base classes (`class Feed: BaseScreen` where \
            `BaseScreen: UIViewController`) and for framework protocols built on the word \
            (`struct ShareSheetController: UIViewControllerRepresentable`): the framework imposed the word. \
            So are test doubles named after a real type (`MockSessionManager` when `SessionManager` exists): \
            the warning belongs to the real type. A type declared in several `#if` branches is reported once.
            """,
        triggeringExamples: ControllerNamingExamples.triggering,
        nonTriggeringExamples: ControllerNamingExamples.nonTriggering
    )

    /// The types a file declares, with their first inherited type, so a subclass of a project
    /// class that is itself a view controller is recognised in any file.
    public func collect(_ file: SourceFile) -> [DeclaredType] {
        file.declaredTypes
    }

    public func index(_ summaries: [[DeclaredType]]) -> TypeHierarchy {
        TypeHierarchy(summaries)
    }

    /// Each type named with a role suffix, with the key that tells `#if` branches of one
    /// declaration apart from types of the same name elsewhere.
    public func findings(
        in file: SourceFile, summary _: [DeclaredType]
    ) -> [(type: DeclaredType, key: String, violation: Violation)] {
        file.declarations.types.compactMap { type in
            guard type.kind != .extension, let suffix = roleSuffix(of: type.name),
                  !options.allowedNames.contains(type.name) else { return nil }
            let message = "`\(type.name)` ends in '\(suffix)', a word that absolves a type of a single "
                + "responsibility; name it for the one role it plays (a Library, a Player, a Queue)"
            let key = "\(type.parent ?? -1) \(type.name)"
            return (DeclaredType(type), key, violation(in: file, at: file.tokens[type.nameToken], message: message))
        }
    }

    public func violations(
        from findings: [(type: DeclaredType, key: String, violation: Violation)], project hierarchy: TypeHierarchy
    ) -> [Violation] {
        var reported = Set<String>()
        return findings.compactMap { finding in
            guard !inheritsRole(finding.type, hierarchy), !isTestDouble(finding.type.name, hierarchy),
                  reported.insert(finding.key).inserted else { return nil }
            return finding.violation
        }
    }

    private func roleSuffix(of name: String) -> String? {
        options.suffixes.first { !$0.isEmpty && name.hasSuffix($0) }
    }

    /// The framework imposed the word: the superclass position holds a type ending in a suffix
    /// (directly, or through project classes up the chain), or a framework protocol built on
    /// one (`UIViewControllerRepresentable`).
    private func inheritsRole(_ type: DeclaredType, _ hierarchy: TypeHierarchy) -> Bool {
        guard let first = type.firstInherited else { return false }
        if FrameworkNames.looksLikeFramework(first) && options.suffixes.contains(where: { !$0.isEmpty && first.containsBytes($0) }) {
            return true
        }
        return hierarchy.ancestors(startingAt: first).contains { $0 != type.name && roleSuffix(of: $0) != nil }
    }

    /// `MockSessionManager` copies the name of the real `SessionManager`, which carries the warning.
    private func isTestDouble(_ name: String, _ hierarchy: TypeHierarchy) -> Bool {
        Self.testDoublePrefixes.contains { prefix in
            name.hasPrefix(prefix) && hierarchy.declares(String(name.dropFirst(prefix.count)))
        }
    }

    static let testDoublePrefixes = ["Mock", "Mocked", "Fake", "Stub", "Stubbed", "Spy", "Dummy", "Null", "Noop",
                                     "Testable", "Test", "Preview"]
}
