/// One option of a rule, declared once: its key, its summary and the property it sets. The
/// default that `lint explain` and `lint init` show is that property's value in `init()`, so it
/// can never differ from the default the rule uses.
///
///     static let declarations: [OptionDeclaration<Self>] = [
///         .int("warning", \.warning, minimum: 0, summary: "Warn above this many lines of code."),
///         .strings("suffixes", \.suffixes, summary: "Name endings that say nothing about a role."),
///     ]
public struct OptionDeclaration<Options: RuleOptions>: Sendable {
    public let key: String
    public let summary: String
    let read: @Sendable (inout Options, inout OptionReader) throws(ConfigurationError) -> Void
    /// The value as YAML text.
    let render: @Sendable (Options) -> String

    /// The option as `lint explain` documents it, its default read from `Options()`.
    func documentation(defaults: Options) -> OptionDocumentation {
        OptionDocumentation(key: key, defaultValue: render(defaults), summary: summary)
    }
}

extension OptionDeclaration {
    public static func int(
        _ key: String, _ property: WritableKeyPath<Options, Int> & Sendable, minimum: Int = Int.min, summary: String
    ) -> Self {
        Self(key: key, summary: summary, read: { options, reader throws(ConfigurationError) in
            if let value = try reader.int(key, minimum: minimum) { options[keyPath: property] = value }
        }, render: { String($0[keyPath: property]) })
    }

    public static func bool(_ key: String, _ property: WritableKeyPath<Options, Bool> & Sendable, summary: String) -> Self {
        Self(key: key, summary: summary, read: { options, reader throws(ConfigurationError) in
            if let value = try reader.bool(key) { options[keyPath: property] = value }
        }, render: { String($0[keyPath: property]) })
    }

    /// A list of strings; a single string is a one-element list.
    public static func strings(
        _ key: String, _ property: WritableKeyPath<Options, [String]> & Sendable, summary: String
    ) -> Self {
        Self(key: key, summary: summary, read: { options, reader throws(ConfigurationError) in
            if let value = try reader.strings(key) { options[keyPath: property] = value }
        }, render: { list($0[keyPath: property]) })
    }

    /// One of `Value`'s cases, by its raw value.
    public static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ property: WritableKeyPath<Options, Value> & Sendable, summary: String
    ) -> Self where Value.RawValue == String {
        Self(key: key, summary: summary, read: { options, reader throws(ConfigurationError) in
            if let value = try reader.choice(key, as: Value.self) { options[keyPath: property] = value }
        }, render: { $0[keyPath: property].rawValue })
    }

    /// A list of `Value`'s cases; a single case is a one-element list.
    public static func choices<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ property: WritableKeyPath<Options, [Value]> & Sendable, summary: String
    ) -> Self where Value.RawValue == String {
        Self(key: key, summary: summary, read: { options, reader throws(ConfigurationError) in
            if let value = try reader.choices(key, as: Value.self) { options[keyPath: property] = value }
        }, render: { list($0[keyPath: property].map(\.rawValue)) })
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}
