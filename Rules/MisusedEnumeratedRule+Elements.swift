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

    /// From the collection's declaration in this file (`var labels: [UILabel?]`,
    /// `let rows = [Row]()`) and, for its element type, this file's declarations and the
    /// frameworks' naming.
    static func elementKind(of collection: String, facts: FileFacts, in file: SourceFile) -> ElementKind {
        guard let element = facts.elementType(of: collection, in: file) else { return .unknown }
        if let kind = facts.kind(ofTypeNamed: element, in: file) {
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
