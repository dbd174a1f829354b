/// Why configuration text could not be parsed, and where.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let location: YAMLLocation

    public init(message: String, location: YAMLLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location.line):\(location.column): \(message)" }

    /// The wording shared by every construct that YAML has but this subset does not;
    /// `subject` ends with its verb, e.g. "anchors ('&') are".
    static func unsupported(_ subject: String, hint: String? = nil, at location: YAMLLocation) -> YAMLError {
        let message = "\(subject) not supported by the configuration parser"
        return YAMLError(message: hint.map { "\(message); \($0)" } ?? message, location: location)
    }
}
