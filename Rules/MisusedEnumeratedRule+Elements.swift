import LintCore

/// Whether a collection's elements are objects, so `xs[i].font = …` changes an object the
/// collection only refers to, and `zip` hands over the same object; or values, so the write
/// changes the collection and wants its indices.
extension MisusedEnumeratedRule {
    enum ElementKind {
        case objects, values, unknown
    }

    /// Framework types that are values though their prefix is a framework's.
    private static let valueSuffixes = ["Insets", "Range", "Point", "Size", "Rect", "Offset", "Vector", "Transform"]

    /// From the declaration of the collection read at `position` (`var labels: [UILabel?]`,
    /// `let rows = [Row]()`) and, for its element type, this file's declarations and the
    /// frameworks' naming.
    static func elementKind(of collection: String, at position: Int, in file: SourceFile) -> ElementKind {
        guard let declared = file.declaredType(ofName: collection, at: position),
              let array = declared.unwrapped.arrayElement else { return .unknown }
        let element = array.unwrapped.baseName
        if let kind = file.typeDeclarations(named: element).first(where: { $0.kind != .extension })?.kind {
            switch kind {
            case .class, .actor: return .objects
            case .struct, .enum: return .values
            default: return .unknown
            }
        }
        if FrameworkNames.valueTypes.contains(element) { return .values }
        guard FrameworkNames.prefix(of: element) != nil, !element.hasPrefix("CG"),
              !valueSuffixes.contains(where: element.hasSuffix) else { return .unknown }
        return .objects
    }
}
