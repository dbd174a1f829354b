/// A parsed YAML value and where it starts.
public struct YAMLNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case null
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        /// Entries in document order.
        case mapping([YAMLEntry])
    }

    public let value: Value
    public let location: YAMLLocation

    public init(value: Value, location: YAMLLocation) {
        self.value = value
        self.location = location
    }

    /// The text of any scalar, quoted or plain.
    public var string: String? {
        guard case .scalar(let text, _) = value else { return nil }
        return text
    }

    /// A plain scalar that is a decimal integer with an optional sign.
    public var int: Int? {
        plainText.flatMap { Int($0) }
    }

    /// A plain `true` or `false`, in lower, capitalized or upper case.
    public var bool: Bool? {
        switch plainText {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    public var sequence: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    public var mapping: [YAMLEntry]? {
        guard case .mapping(let entries) = value else { return nil }
        return entries
    }

    /// An empty value, or a plain `null` (also `Null`, `NULL`) or `~`.
    public var isNull: Bool {
        if case .null = value { return true }
        switch plainText {
        case "null", "Null", "NULL", "~": return true
        default: return false
        }
    }

    /// The kind of value, for messages such as "expected a list, found a string".
    public var kindDescription: String {
        if isNull { return "nothing" }
        if int != nil { return "an integer" }
        if bool != nil { return "a boolean" }
        switch value {
        case .null: return "nothing"
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Quoting opts a value out of integer, boolean and null interpretation.
    private var plainText: String? {
        guard case .scalar(let text, quoted: false) = value else { return nil }
        return text
    }
}
