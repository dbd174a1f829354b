import LintCore

extension OptionalCollectionRule {
    /// Whether the type, or an extension of it in the same file, declares a wire-format conformance:
    /// its optional mirrors a payload, where a missing key is not an empty list (the essay's
    /// "getting a value out of a dictionary").
    static func mirrorsWireFormat(_ type: Int, in declarations: DeclarationIndex, _ options: Options) -> Bool {
        let name = declarations.types[type].name
        return declarations.types.contains { candidate in
            (candidate.name == name || candidate.name.hasSuffix("." + name))
                && candidate.inheritedTypes.contains { options.wireFormatProtocols.contains($0.baseName) }
        }
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
