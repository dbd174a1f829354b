/// Which rules run, built with their options: SwiftLint's `only_rules`, `disabled_rules`
/// and `opt_in_rules`, with unknown identifiers and keys reported as warnings.
public struct RuleSelection: Sendable {
    public var rules: [ConfiguredRule]
    public var warnings: [ConfigurationWarning]

    public static func resolve(
        _ configuration: Configuration, factories: [RuleFactory]
    ) throws(ConfigurationError) -> RuleSelection {
        var warnings: [ConfigurationWarning] = []
        let identifiers = factories.map(\.identifier)
        func checkKnown(_ names: [String], key: String) {
            for name in names where !identifiers.contains(name) {
                warnings.append(ConfigurationWarning(
                    message: "`\(key)` names unknown rule `\(name)`" + NameSuggestion.hint(for: name, in: identifiers),
                    file: configuration.path, location: nil
                ))
            }
        }
        checkKnown(configuration.disabledRules, key: "disabled_rules")
        checkKnown(configuration.optInRules, key: "opt_in_rules")
        checkKnown(configuration.onlyRules ?? [], key: "only_rules")
        for key in configuration.ruleConfigurations.keys.sorted() where !identifiers.contains(key) {
            warnings.append(ConfigurationWarning(
                message: "unknown key `\(key)`" + NameSuggestion.hint(for: key, in: Configuration.topLevelKeys + identifiers),
                file: configuration.path, location: configuration.ruleKeyLocations[key]
            ))
        }
        var rules: [ConfiguredRule] = []
        for factory in factories where isEnabled(factory, in: configuration) {
            rules.append(try factory.makeRule(
                configuration: configuration.ruleConfigurations[factory.identifier], file: configuration.path,
                warnings: &warnings
            ))
        }
        return RuleSelection(rules: rules, warnings: warnings)
    }

    public static func isEnabled(_ factory: RuleFactory, in configuration: Configuration) -> Bool {
        if let only = configuration.onlyRules { return only.contains(factory.identifier) }
        if configuration.disabledRules.contains(factory.identifier) { return false }
        return !factory.description.isOptIn || configuration.optInRules.contains(factory.identifier)
    }
}
