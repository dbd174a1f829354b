import LintCore

/// Whether a collection's elements are objects, so `xs[i].font = …` changes an object the
/// collection only refers to, and `zip` hands over the same object; or values, so the write
/// changes the collection and wants its indices.
extension MisusedEnumeratedRule {
    enum ElementKind {
        case objects, values, unknown
    }

    private static let standardValues: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "Decimal",
        "IndexPath", "CGFloat", "CGRect", "CGPoint", "CGSize", "Array", "Dictionary", "Set",
    ]

    /// Framework types that are values though their prefix is a framework's.
    private static let valueSuffixes = ["Insets", "Range", "Point", "Size", "Rect", "Offset", "Vector", "Transform"]

    /// From the collection's declaration in this file (`var labels: [UILabel?]`,
    /// `let rows = [Row]()`) and, for its element type, this file's declarations and the
    /// frameworks' naming.
    static func elementKind(of collection: String, in file: SourceFile) -> ElementKind {
        guard let element = declaredElement(of: collection, in: file) else { return .unknown }
        if let type = file.declarations.types.first(where: { $0.name == element && $0.kind != .extension }) {
            switch type.kind {
            case .class, .actor: return .objects
            case .struct, .enum: return .values
            default: return .unknown
            }
        }
        if standardValues.contains(element) { return .values }
        guard FrameworkNames.prefix(of: element) != nil, !element.hasPrefix("CG"),
              !valueSuffixes.contains(where: element.hasSuffix) else { return .unknown }
        return .objects
    }

    /// `name: [T]`, `name: [T?]`, `name = [T]()`: the element type's base name.
    private static func declaredElement(of name: String, in file: SourceFile) -> String? {
        let tokens = file.tokens
        for position in tokens.indices.dropLast(3) where tokens[position].kind == .identifier
            && file.text(of: tokens[position]) == name {
            let next = file.cursor(at: position + 1)
            let bracket: TokenCursor
            if next.is(.colon) {
                bracket = next.next
            } else if next.text == "=" {
                bracket = next.next
                guard let close = bracket.matchingBracket, close.next.is(.leftParen) else { continue }
            } else {
                continue
            }
            guard bracket.is(.leftBracket), bracket.next.isName else { continue }
            let after = bracket.next.next
            guard after.is(.rightBracket) || after.is(.question) || after.is(.exclamation) || after.is(.dot) else { continue }
            return TypeReference.baseName(bracket.next.text)
        }
        return nil
    }
}
