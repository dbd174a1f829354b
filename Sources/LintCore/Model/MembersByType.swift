/// A file's functions, properties and nested types by the type or extension that holds them,
/// and its extensions by the name they extend and by the type they extend: indexed once per
/// file, not once per type, so that a file of many types stays linear. Positions are into
/// `SourceFile.declarations`.
public struct MembersByType: Sendable {
    public private(set) var functionsByParent: [Int: [Int]] = [:]
    public private(set) var propertiesByParent: [Int: [Int]] = [:]
    public private(set) var typesByParent: [Int: [Int]] = [:]
    public private(set) var extensionsByName: [String: [Int]] = [:]
    /// The extensions of each type the file declares, by the type's position: `extension Inner`
    /// of a top-level `Inner`, `extension Outer.Inner` of `Inner` declared in `Outer`.
    public private(set) var extensionsByType: [Int: [Int]] = [:]
    /// The extensions of types the file does not declare (`extension String`).
    public private(set) var foreignExtensions: Set<Int> = []

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
        if !extensionsByName.isEmpty { matchExtensions(declarations) }
    }

    /// Each extension's type, looked up among the types declared under the last part of its
    /// name (`Inner` for `Outer.Inner`), then checked against the names around them.
    private mutating func matchExtensions(_ declarations: DeclarationIndex) {
        let types = declarations.types
        let paths = Dictionary(uniqueKeysWithValues: extensionsByName.keys.map { name in
            (name, name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").map(String.init) : [name])
        })
        let extendedNames = Set(paths.values.compactMap(\.last))
        var typesByName: [String: [Int]] = [:]
        for (index, type) in types.enumerated() where type.kind != .extension && extendedNames.contains(type.name) {
            typesByName[type.name, default: []].append(index)
        }
        for (name, extensions) in extensionsByName {
            let path = paths[name] ?? []
            let extended = path.last.flatMap { typesByName[$0] }?.filter { declarations.type(at: $0, isNamed: path) } ?? []
            if extended.isEmpty { foreignExtensions.formUnion(extensions) }
            for type in extended { extensionsByType[type, default: []] += extensions }
        }
        extensionsByType = extensionsByType.mapValues { $0.sorted() }
    }
}
