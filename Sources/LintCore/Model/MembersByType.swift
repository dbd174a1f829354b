/// A file's functions, properties and nested types by the type or extension that holds them,
/// and its extensions by the name they extend: indexed once per file, not once per type, so
/// that a file of many types stays linear. Positions are into `SourceFile.declarations`.
public struct MembersByType: Sendable {
    public private(set) var functionsByParent: [Int: [Int]] = [:]
    public private(set) var propertiesByParent: [Int: [Int]] = [:]
    public private(set) var typesByParent: [Int: [Int]] = [:]
    public private(set) var extensionsByName: [String: [Int]] = [:]

    public init(_ file: SourceFile) {
        let declarations = file.declarations
        for (index, function) in declarations.functions.enumerated() {
            if let parent = function.parent { functionsByParent[parent, default: []].append(index) }
        }
        for (index, property) in declarations.properties.enumerated() {
            if let parent = property.parent { propertiesByParent[parent, default: []].append(index) }
        }
        for (index, type) in declarations.types.enumerated() {
            if let parent = type.parent { typesByParent[parent, default: []].append(index) }
            if type.kind == .extension { extensionsByName[type.name, default: []].append(index) }
        }
    }
}
