/// The typed options of a rule. Each rule declares its keys with defaults; the loader turns
/// the YAML mapping under the rule's identifier into these values.
public protocol RuleOptions: Sendable {
    init()
    var severity: Severity { get set }
    /// Whether `severity:` and the shorthand `rule_id: error` apply to this rule.
    static var acceptsSeverity: Bool { get }
    /// Every key besides `severity`, for `lint explain`, `lint init` and typo suggestions.
    static var documentation: [OptionDocumentation] { get }
    /// Reads the keys it knows; the loader reports the rest as unknown.
    mutating func apply(_ reader: inout OptionReader) throws(ConfigurationError)
    /// A value other than a mapping or a severity (e.g. `class_length: [200, 300]`).
    mutating func applyShorthand(_ node: YAMLNode, file: String?) throws(ConfigurationError)
}

public struct OptionDocumentation: Sendable {
    public var key: String
    /// The default as YAML text.
    public var defaultValue: String
    public var summary: String

    public init(key: String, defaultValue: String, summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

extension RuleOptions {
    public static var acceptsSeverity: Bool { true }

    public mutating func applyShorthand(_ node: YAMLNode, file: String?) throws(ConfigurationError) {
        throw ConfigurationError(
            "expected `warning`, `error` or a mapping of options, found \(node.kindDescription)",
            file: file, at: node.location
        )
    }
}

/// Options for a rule whose only setting is its severity.
public struct SeverityOption: RuleOptions {
    public var severity: Severity = .warning
    public static let documentation: [OptionDocumentation] = []

    public init() {}

    public mutating func apply(_ reader: inout OptionReader) throws(ConfigurationError) {}
}
