/// Typed access to one rule's option mapping, remembering which keys were read.
public struct OptionReader {
    public let ruleIdentifier: String
    public let file: String?
    let entries: [YAMLEntry]
    private(set) var readKeys: Set<String> = []

    init(ruleIdentifier: String, file: String?, entries: [YAMLEntry]) {
        self.ruleIdentifier = ruleIdentifier
        self.file = file
        self.entries = entries
    }

    private mutating func node(_ key: String) -> YAMLNode? {
        readKeys.insert(key)
        guard let node = entries.last(where: { $0.key == key })?.value, !node.isNull else { return nil }
        return node
    }

    private func mismatch(_ key: String, _ node: YAMLNode, expected: String) -> ConfigurationError {
        ConfigurationError(
            "`\(ruleIdentifier).\(key)` expects \(expected), found \(node.kindDescription)", file: file, at: node.location
        )
    }

    public mutating func int(_ key: String, minimum: Int = Int.min) throws(ConfigurationError) -> Int? {
        guard let node = node(key) else { return nil }
        guard let value = node.int else { throw mismatch(key, node, expected: "an integer") }
        guard value >= minimum else { throw mismatch(key, node, expected: "an integer of at least \(minimum)") }
        return value
    }

    public mutating func bool(_ key: String) throws(ConfigurationError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard let value = node.bool else { throw mismatch(key, node, expected: "true or false") }
        return value
    }

    public mutating func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let value, _) = node.value else { throw mismatch(key, node, expected: "a string") }
        return value
    }

    /// A list of strings; a single string is read as a one-element list.
    public mutating func strings(_ key: String) throws(ConfigurationError) -> [String]? {
        guard let node = node(key) else { return nil }
        if case .scalar(let value, _) = node.value { return [value] }
        guard let items = node.sequence else { throw mismatch(key, node, expected: "a list of strings") }
        var values: [String] = []
        for item in items {
            guard case .scalar(let value, _) = item.value else { throw mismatch(key, item, expected: "a string") }
            values.append(value)
        }
        return values
    }

    public mutating func choice<T: RawRepresentable & CaseIterable>(
        _ key: String, as type: T.Type
    ) throws(ConfigurationError) -> T? where T.RawValue == String {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node.value, let value = T(rawValue: text) else {
            throw invalidChoice(key, node, allowed: T.allCases.map(\.rawValue))
        }
        return value
    }

    /// A list of values of `T`, each checked; a single value is a one-element list.
    public mutating func choices<T: RawRepresentable & CaseIterable>(
        _ key: String, as type: T.Type
    ) throws(ConfigurationError) -> [T]? where T.RawValue == String {
        guard let node = node(key) else { return nil }
        var values: [T] = []
        for item in node.sequence ?? [node] {
            guard case .scalar(let text, _) = item.value, let value = T(rawValue: text) else {
                throw invalidChoice(key, item, allowed: T.allCases.map(\.rawValue))
            }
            values.append(value)
        }
        return values
    }

    public mutating func severity(_ key: String) throws(ConfigurationError) -> Severity? {
        try choice(key, as: Severity.self)
    }

    private func invalidChoice(_ key: String, _ node: YAMLNode, allowed: [String]) -> ConfigurationError {
        let list = allowed.map { "`\($0)`" }.joined(separator: ", ")
        return ConfigurationError(
            "`\(ruleIdentifier).\(key)` expects one of \(list), found `\(node.string ?? node.kindDescription)`"
                + NameSuggestion.hint(for: node.string ?? "", in: allowed),
            file: file, at: node.location
        )
    }
}
