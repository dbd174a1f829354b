/// The warnings for names a configuration takes from SwiftLint's (`.swiftlint.yml` copied, or
/// named with `--config`): each rule of SwiftLint's that lint has a counterpart for is told
/// apart, with that counterpart; the rest are counted in one warning per key, since lint is
/// not a style linter; anything else is an unknown name, as before.
struct SwiftLintNames {
    let configuration: Configuration
    let rules: [RuleDescription]
    private(set) var warnings: [ConfigurationWarning] = []

    init(configuration: Configuration, rules: [RuleDescription]) {
        self.configuration = configuration
        self.rules = rules
    }

    /// The unknown names of a rule list (`disabled_rules`) that are SwiftLint's, reported;
    /// the others are returned.
    mutating func sortRuleNames(_ names: [String], key: String) -> [String] {
        var unknown: [String] = []
        var withoutCounterpart: [String] = []
        for name in names {
            if let counterpart = SwiftLintRules.counterpart(of: name, among: rules) {
                warn("`\(key)` names SwiftLint's `\(name)`: \(counterpart)", at: configuration.ruleNameLocations[name])
            } else if SwiftLintRules.names.contains(name) {
                withoutCounterpart.append(name)
            } else {
                unknown.append(name)
            }
        }
        if let first = withoutCounterpart.first {
            warn("`\(key)` names \(Self.counted(withoutCounterpart)) of SwiftLint's that \(Self.noEquivalent)"
                 + ": " + Self.listed(withoutCounterpart), at: configuration.ruleNameLocations[first])
        }
        return unknown
    }

    /// The unknown top-level keys that are SwiftLint's, reported; the others are returned.
    mutating func sortKeys(_ keys: [String]) -> [String] {
        var unknown: [String] = []
        var withoutCounterpart: [String] = []
        var settings: [String] = []
        for key in keys {
            if SwiftLintRules.settings.contains(key) {
                settings.append(key)
            } else if let counterpart = SwiftLintRules.counterpart(of: key, among: rules) {
                warn("`\(key)` configures SwiftLint's rule: \(counterpart)", at: configuration.ruleKeyLocations[key])
            } else if SwiftLintRules.names.contains(key) {
                withoutCounterpart.append(key)
            } else {
                unknown.append(key)
            }
        }
        if let first = withoutCounterpart.first {
            warn("options of SwiftLint's rules that \(Self.noEquivalent) are not read: " + Self.listed(withoutCounterpart),
                 at: configuration.ruleKeyLocations[first])
        }
        if let first = settings.first {
            warn("SwiftLint's \(settings.count == 1 ? "setting" : "settings") \(Self.listed(settings)) "
                 + "\(settings.count == 1 ? "is" : "are") not read by lint", at: configuration.ruleKeyLocations[first])
        }
        return unknown
    }

    private static let noEquivalent = "lint has no equivalent for (it checks design, not style)"

    private static func counted(_ names: [String]) -> String {
        names.count == 1 ? "a rule" : "\(names.count) rules"
    }

    private static func listed(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    private mutating func warn(_ message: String, at location: YAMLLocation?) {
        warnings.append(ConfigurationWarning(message: message, file: configuration.path, location: location))
    }
}
