extension SourceFile {
    /// The `=` starting the initializer of the declaration whose name is at `nameToken`
    /// (`let inset: CGFloat = 16`, `var rows: Dictionary<String, [Row]> = [:]`), or nil when
    /// its statement has none before a body (`var count: Int { … }`) or the next name (`var a, b: Int`).
    public func initializerStart(after nameToken: Int) -> Int? {
        let outline = outline(.blocks)
        guard let end = outline.statementEnd(after: nameToken) else { return nil }
        let reader = TokenReader(bytes: bytes, tokens: tokens)
        var position = nameToken + 1
        while position < end {
            switch tokens[position].kind {
            case .leftParen, .leftBracket:
                position = outline.close(of: position) ?? end
            case .leftAngle:
                position = reader.skipGenericClause(position) - 1
            case .leftBrace, .comma, .semicolon:
                return nil
            case .operator where operatorRole(at: position) == .assignment:
                return position
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Whether the declaration's initializer gives a value other than `nil` (`var label:
    /// String? = L10n.close`): there from the start.
    public func givesValueOtherThanNil(_ property: PropertyDeclaration) -> Bool {
        guard let equals = initializerStart(after: property.nameToken), equals + 1 < tokens.count else { return false }
        return tokens[equals + 1].keyword != .nil
    }
}

extension PropertyDeclaration {
    /// An `@IBOutlet`, set by the storyboard, or a property wrapper's (`@Binding`, `@Published`,
    /// any capitalised attribute but the compiler's own), whose storage is not the value declared.
    public var isOutletOrWrapped: Bool {
        attributes.contains { attribute in
            let name = attribute.dropFirst().prefix { $0 != "(" }
            if name.hasPrefix("IBOutlet") { return true }
            guard let first = name.first, first.isUppercase else { return false }
            return !["IBInspectable", "NSManaged", "NSCopying", "MainActor", "GKInspectable"].contains(String(name))
        }
    }
}
