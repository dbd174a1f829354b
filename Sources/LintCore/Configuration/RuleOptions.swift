/// The typed options of a rule: properties whose values in `init()` are the defaults, each
/// declared once in `declarations`; the loader turns the YAML mapping under the rule's
/// identifier into these values.
public protocol RuleOptions: Sendable {
    init()
    var severity: Severity { get set }
    /// Whether `severity:` and the shorthand `rule_id: error` apply to this rule.
    static var acceptsSeverity: Bool { get }
    /// Every key besides `severity`: what `lint explain` and `lint init` show, what the loader
    /// reads, and what typo suggestions choose from.
    static var declarations: [OptionDeclaration<Self>] { get }
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

    /// Every key besides `severity` with its default, read from `init()`.
    public static var documentation: [OptionDocumentation] {
        let defaults = Self()
        return declarations.map { $0.documentation(defaults: defaults) }
    }

    /// Reads the keys it declares; the loader reports the rest as unknown.
    mutating func apply(_ reader: inout OptionReader) throws(ConfigurationError) {
        for declaration in Self.declarations { try declaration.read(&self, &reader) }
    }

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
    public static let declarations: [OptionDeclaration<Self>] = []

    public init() {}
}
