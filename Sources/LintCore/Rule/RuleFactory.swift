/// A rule type, erased: its description and how to build it from its configuration node.
public struct RuleFactory: Sendable {
    public let description: RuleDescription
    public let acceptsSeverity: Bool
    /// The rule compares files with their versions at a revision, so it reports only with
    /// `--new-from-rev` or `--staged`.
    public let comparesRevisions: Bool
    /// Rendered only when asked: most runs never show an option.
    let documentation: @Sendable () -> [OptionDocumentation]
    let make: @Sendable (YAMLNode?, String?, inout [ConfigurationWarning]) throws(ConfigurationError) -> ConfiguredRule

    public var identifier: String { description.identifier }

    /// Whether a run without configuration has it: what `lint rules` and the README show.
    public var defaultState: String {
        if description.isOptIn { return "opt-in" }
        return comparesRevisions ? "on, with a revision" : "on"
    }

    /// Every option key besides `severity`, with its default.
    public var options: [OptionDocumentation] { documentation() }

    /// Every option key with its default, `severity` first where it applies.
    public var documentedOptions: [OptionDocumentation] {
        let severity = OptionDocumentation(key: "severity", defaultValue: "warning", summary: "`warning` or `error`.")
        return (acceptsSeverity ? [severity] : []) + options
    }

    /// Builds the rule from the YAML under its identifier (nil: all defaults). Unknown option
    /// keys become warnings; wrong value types throw.
    public func makeRule(
        configuration: YAMLNode?, file: String? = nil, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) -> ConfiguredRule {
        try make(configuration, file, &warnings)
    }
}

// The rule's kind is decided here, where its type is known: the most refined extension's
// `factory` is the one a rule type gets.
extension Rule {
    public static var factory: RuleFactory {
        makeFactory { ConfiguredRule($0) }
    }

    static func makeFactory(
        comparesRevisions: Bool = false, _ configure: @escaping @Sendable (Self) -> ConfiguredRule
    ) -> RuleFactory {
        RuleFactory(
            description: description, acceptsSeverity: Options.acceptsSeverity, comparesRevisions: comparesRevisions,
            documentation: { Options.documentation }
        ) { node, file, warnings throws(ConfigurationError) in
            try configure(Self(options: makeOptions(node, file: file, warnings: &warnings)))
        }
    }

    static func makeOptions(
        _ node: YAMLNode?, file: String?, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) -> Options {
        var options = Options()
        guard let node, !node.isNull else { return options }
        let identifier = description.identifier
        switch node.value {
        case .scalar(let text, _) where Options.acceptsSeverity && Severity(rawValue: text) != nil:
            options.severity = Severity(rawValue: text) ?? .warning
        case .mapping(let entries):
            var reader = OptionReader(ruleIdentifier: identifier, file: file, entries: entries)
            if Options.acceptsSeverity, let severity = try reader.severity("severity") { options.severity = severity }
            try options.apply(&reader)
            let known = Options.declarations.map(\.key) + (Options.acceptsSeverity ? ["severity"] : [])
            for entry in entries where !reader.readKeys.contains(entry.key) {
                warnings.append(ConfigurationWarning(
                    message: "unknown option `\(entry.key)` for rule `\(identifier)`"
                        + NameSuggestion.hint(for: entry.key, in: known),
                    file: file, location: entry.keyLocation
                ))
            }
        default:
            try options.applyShorthand(node, file: file)
        }
        return options
    }
}

extension ProjectWideRule {
    public static var factory: RuleFactory {
        makeFactory { ConfiguredRule($0) }
    }
}

extension CommandAuditingRule {
    public static var factory: RuleFactory {
        makeFactory { ConfiguredRule($0) }
    }
}

extension RevisionRule {
    public static var factory: RuleFactory {
        makeFactory(comparesRevisions: true) { ConfiguredRule($0) }
    }
}
