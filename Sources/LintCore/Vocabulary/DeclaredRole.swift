/// What a type's own declaration says it is to a screen that holds one: **data** (an enum; a
/// struct or class the project makes `Codable`, `Hashable`, `Identifiable`…; a Core Data or
/// Realm object) or an **object** the screen works with (an actor; a subclass of a framework's
/// class such as a view, a view controller or a window). A plain class, a struct without such
/// conformances and a protocol refining none of them say neither: `undecided`, and the type's
/// name decides.
public enum DeclaredRole: Sendable, Equatable {
    case data, object, undecided

    /// What one declaration (a type or an extension adding conformances) says.
    public init(_ type: TypeDeclaration) {
        // Read for every type of a project: the names as written, without a copy of each.
        switch type.kind {
        case .enum: self = .data
        case .actor: self = .object
        case .protocol:
            // `protocol Container: Codable`: what adopts it is made to be a value.
            self = type.inheritedTypes.contains { Self.dataConformances.contains($0.text) } ? .data : .undecided
        case .class, .struct, .extension:
            if type.kind == .class, let first = type.inheritedTypes.first?.text {
                if Self.dataBaseClasses.contains(first) { self = .data; return }
                if first != "NSObject", FrameworkNames.prefix(of: first) != nil { self = .object; return }
            }
            self = type.inheritedTypes.contains { Self.dataConformances.contains($0.text) } ? .data : .undecided
        }
    }

    /// Two declarations of one type (a type and its extension): an object stays one.
    public func joined(with other: DeclaredRole) -> DeclaredRole {
        self == .object || other == .object ? .object : self == .data || other == .data ? .data : .undecided
    }

    /// Protocols a value is made to conform to, not a service.
    static let dataConformances: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Comparable", "NSCoding",
        "NSSecureCoding", "CaseIterable", "RawRepresentable",
    ]

    /// Base classes of stored records: Core Data's, Realm's, Parse's.
    static let dataBaseClasses: Set<String> = ["NSManagedObject", "Object", "EmbeddedObject", "PFObject", "RLMObject"]
}
