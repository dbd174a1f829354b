/// Reads the top-level keys into a `Configuration`; any other key configures a rule.
struct ConfigurationReader {
    let file: String?

    func apply(_ entry: YAMLEntry, to configuration: inout Configuration) throws(ConfigurationError) {
        let value = entry.value
        switch entry.key {
        case "disabled_rules": configuration.disabledRules = try strings(entry)
        case "opt_in_rules", "enabled_rules": configuration.optInRules = try strings(entry)
        case "only_rules": configuration.onlyRules = try strings(entry)
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

    private func strings(_ entry: YAMLEntry) throws(ConfigurationError) -> [String] {
        if entry.value.isNull { return [] }
        if case .scalar(let text, _) = entry.value.value { return [text] }
        guard let items = entry.value.sequence else { throw mismatch(entry, expected: "a list of strings") }
        var result: [String] = []
        for item in items {
            guard case .scalar(let text, _) = item.value else {
                throw ConfigurationError(
                    "`\(entry.key)` expects a list of strings, found \(item.kindDescription) in it", file: file,
                    at: item.location
                )
            }
            result.append(text)
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
