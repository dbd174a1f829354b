/// One `key: value` pair of a mapping.
public struct YAMLEntry: Sendable, Equatable {
    public let key: String
    public let keyLocation: YAMLLocation
    public let value: YAMLNode

    public init(key: String, keyLocation: YAMLLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
