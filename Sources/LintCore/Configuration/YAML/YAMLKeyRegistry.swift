/// Remembers the keys of one mapping so that a repeated key is reported where it repeats.
struct YAMLKeyRegistry {
    private var firstLocations: [String: YAMLLocation] = [:]

    mutating func register(_ key: String, at location: YAMLLocation) throws(YAMLError) {
        if let first = firstLocations[key] {
            throw YAMLError(message: "duplicate key '\(key)' (first defined at line \(first.line))", location: location)
        }
        firstLocations[key] = location
    }
}
