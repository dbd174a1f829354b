/// Reads the top-level keys into a `Configuration`; any other key configures a rule.
struct ConfigurationReader {
    let file: String?

    func apply(_ entry: YAMLEntry, to configuration: inout Configuration) throws(ConfigurationError) {
        let value = entry.value
        if Configuration.topLevelKeys.contains(entry.key) { configuration.writtenKeys[entry.key] = entry.keyLocation }
        switch entry.key {
        case "disabled_rules": configuration.disabledRules = try ruleNames(entry, into: &configuration)
        case "opt_in_rules", "enabled_rules": configuration.optInRules = try ruleNames(entry, into: &configuration)
        case "only_rules":
            configuration.onlyRules = try ruleNames(entry, into: &configuration)
            configuration.onlyRulesLocation = entry.keyLocation
        case "included": configuration.included = try strings(entry)
        case "excluded": configuration.excluded = try strings(entry)
        case "reporter": configuration.reporter = try string(entry)
        case "baseline": configuration.baseline = try string(entry)
        case "strict":
            guard let flag = value.bool else { throw mismatch(entry, expected: "true or false") }
            configuration.strict = flag
        case "lint_generated_files":
            guard let flag = value.bool else { throw mismatch(entry, expected: "true or false") }
            configuration.lintGeneratedFiles = flag
        case "honor_swiftlint_commands":
            guard let flag = value.bool else { throw mismatch(entry, expected: "true or false") }
            configuration.honorsSwiftLintCommands = flag
        case "warning_threshold":
            guard let threshold = value.int, threshold >= 1 else {
                throw mismatch(entry, expected: "a positive integer")
            }
            configuration.warningThreshold = threshold
        default:
            configuration.ruleConfigurations[entry.key] = value
            configuration.ruleKeyLocations[entry.key] = entry.keyLocation
        }
    }

    /// A list of rule identifiers, each one's place kept so that an unknown one is reported
    /// where it is written.
    private func ruleNames(
        _ entry: YAMLEntry, into configuration: inout Configuration
    ) throws(ConfigurationError) -> [String] {
        let names = try items(entry)
        for name in names where configuration.ruleNameLocations[name.text] == nil {
            configuration.ruleNameLocations[name.text] = name.location
        }
        return names.map(\.text)
    }

    private func strings(_ entry: YAMLEntry) throws(ConfigurationError) -> [String] {
        try items(entry).map(\.text)
    }

    private func items(_ entry: YAMLEntry) throws(ConfigurationError) -> [(text: String, location: YAMLLocation)] {
        if entry.value.isNull { return [] }
        if case .scalar(let text, _) = entry.value.value { return [(text, entry.value.location)] }
        guard let items = entry.value.sequence else { throw mismatch(entry, expected: "a list of strings") }
        var result: [(text: String, location: YAMLLocation)] = []
        for item in items {
            guard case .scalar(let text, _) = item.value else {
                throw ConfigurationError(
                    "`\(entry.key)` expects a list of strings, found \(item.kindDescription) in it", file: file,
                    at: item.location
                )
            }
            result.append((text, item.location))
        }
        return result
    }

    private func string(_ entry: YAMLEntry) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = entry.value.value else { throw mismatch(entry, expected: "a string") }
        return text
    }

    private func mismatch(_ entry: YAMLEntry, expected: String) -> ConfigurationError {
        ConfigurationError(
            "`\(entry.key)` expects \(expected), found \(entry.value.kindDescription)", file: file,
            at: entry.value.location
        )
    }
}
