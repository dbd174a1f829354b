import LintCore

extension OptionalCollectionRule {
    /// The names a type may have for it, or an extension of it in the same file, to declare a
    /// wire-format conformance: its optional mirrors a payload, where a missing key is not an empty
    /// list (the essay's "getting a value out of a dictionary"). Each conforming declaration's name
    /// and every dotted suffix of it (`Feed.Item`, `Item`), gathered once per file: asking every
    /// type of the file for each property's type grew with the square of the types.
    static func wireFormatNames(in declarations: DeclarationIndex, _ options: Options) -> Set<String> {
        var names: Set<String> = []
        for type in declarations.types
        where type.inheritedTypes.contains(where: { options.wireFormatProtocols.contains($0.baseName) }) {
            let name = type.name
            names.insert(name)
            for index in name.indices where name[index] == "." {
                names.insert(String(name[name.index(after: index)...]))
            }
        }
        return names
    }

    /// Overrides, framework-filled properties (`@NSManaged`, `@IBOutlet`) and property wrappers
    /// other than a view's own `@State`: `@Published` hands the optional to subscribers, and
    /// `@Binding` or `@AppStorage` store it somewhere that decides its type.
    func isExempt(_ modifiers: [Modifier], _ attributes: [String]) -> Bool {
        modifiers.contains(.override) || attributes.contains { attribute in
            let name = attribute.dropFirst().prefix { $0 != "(" }
            return !Self.plainAttributes.contains(String(name))
        }
    }

    /// Attributes that leave a stored property a plain stored property.
    private static let plainAttributes: Set<String> = [
        "State", "objc", "nonobjc", "available", "MainActor", "IBInspectable", "GKInspectable", "NSCopying",
        "usableFromInline", "preconcurrency", "ObservationIgnored", "ObservationTracked", "_spi",
    ]
}
