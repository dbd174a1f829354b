/// Which rules run, built with their options: SwiftLint's `only_rules`, `disabled_rules`
/// and `opt_in_rules` (where `all` names every opt-in rule), or the command line's
/// `--enable-all-rules` and `--only-rule`. Unknown identifiers and keys are warnings, with
/// their place in the file; an `only_rules` that names no known rule is an error.
public struct RuleSelection: Sendable {
    public var rules: [ConfiguredRule]
    public var warnings: [ConfigurationWarning]

    /// In `opt_in_rules` (and `only_rules`), every rule, as SwiftLint reads it since 0.51.
    public static let allRules = "all"

    public static func resolve(
        _ configuration: Configuration, factories: [RuleFactory]
    ) throws(ConfigurationError) -> RuleSelection {
        var warnings: [ConfigurationWarning] = []
        let identifiers = factories.map(\.identifier)
        var swiftLint = SwiftLintNames(configuration: configuration, rules: factories.map(\.description))
        func checkKnown(_ names: [String], key: String, allowingAll: Bool) {
            let unknown = names.filter { !identifiers.contains($0) && !(allowingAll && $0 == allRules) }
            for name in swiftLint.sortRuleNames(unknown, key: key) {
                warnings.append(ConfigurationWarning(
                    message: "`\(key)` names unknown rule `\(name)`" + NameSuggestion.hint(for: name, in: identifiers),
                    file: configuration.path, location: configuration.ruleNameLocations[name], namesUnknownRule: true
                ))
            }
        }
        checkKnown(configuration.disabledRules, key: "disabled_rules", allowingAll: false)
        checkKnown(configuration.optInRules, key: "opt_in_rules", allowingAll: true)
        checkKnown(configuration.onlyRules ?? [], key: "only_rules", allowingAll: true)
        try checkOnlyRulesNameARule(configuration, factories: factories)
        let unknownKeys = configuration.ruleConfigurations.keys.sorted().filter { !identifiers.contains($0) }
        for key in swiftLint.sortKeys(unknownKeys) {
            warnings.append(ConfigurationWarning(
                message: "unknown key `\(key)`" + NameSuggestion.hint(for: key, in: Configuration.topLevelKeys + identifiers),
                file: configuration.path, location: configuration.ruleKeyLocations[key]
            ))
        }
        warnings += swiftLint.warnings.sorted {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        var rules: [ConfiguredRule] = []
        for factory in factories {
            // A rule's options are checked whether or not it runs: a mistake under a rule
            // that is off today stops the run the day it is turned on, far from the edit.
            let rule = try factory.makeRule(
                configuration: configuration.ruleConfigurations[factory.identifier], file: configuration.path,
                warnings: &warnings
            )
            if isEnabled(factory, in: configuration) { rules.append(rule) }
        }
        return RuleSelection(rules: rules, warnings: warnings)
    }

    public static func isEnabled(_ factory: RuleFactory, in configuration: Configuration) -> Bool {
        switch configuration.commandLineRules {
        case .all: return true
        case .only(let identifiers): return identifiers.contains(factory.identifier)
        case nil: break
        }
        if let only = configuration.onlyRules {
            return only.contains(factory.identifier) || only.contains(allRules)
        }
        if configuration.disabledRules.contains(factory.identifier) { return false }
        return !factory.description.isOptIn || configuration.optInRules.contains(factory.identifier)
            || configuration.optInRules.contains(allRules)
    }

    /// `only_rules` that names no rule would run nothing and pass every file: a typo, not a
    /// choice. (The command line's choice of rules replaces it, so then it does not matter.)
    private static func checkOnlyRulesNameARule(
        _ configuration: Configuration, factories: [RuleFactory]
    ) throws(ConfigurationError) {
        let identifiers = factories.map(\.identifier)
        guard configuration.commandLineRules == nil, let only = configuration.onlyRules,
              !only.contains(where: { identifiers.contains($0) || $0 == allRules }) else { return }
        let hint = only.first.map { name in
            SwiftLintRules.describe(name, among: factories.map(\.description)).map { " (`\(name)` is SwiftLint's rule: \($0))" }
                ?? NameSuggestion.hint(for: name, in: identifiers)
        } ?? ""
        let named = only.isEmpty ? "no rule" : "no known rule (\(only.map { "`\($0)`" }.joined(separator: ", ")))"
        throw ConfigurationError(
            "`only_rules` names \(named), so nothing would be checked\(hint); `lint rules` lists the identifiers",
            file: configuration.path, at: configuration.onlyRulesLocation
        )
    }
}

/// The command line's choice of rules.
public enum CommandLineRules: Sendable, Equatable {
    /// `--enable-all-rules`: every rule, default and opt-in, whatever the file enables.
    case all
    /// `--only-rule RULE`, repeated: these rules alone, with their options from the file.
    case only([String])
}
