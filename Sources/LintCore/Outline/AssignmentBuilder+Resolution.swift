/// What type a receiver or a bound value has, as the file names it: through casts, creations,
/// the bindings in scope, `self` and the stored properties of the type around the code.
extension AssignmentBuilder {
    /// The type around the code at `position`, by its declaration.
    func enclosingTypeReference(at position: Int) -> ResolvedType? {
        guard let block = outline.block(containing: position), enclosingType[block] >= 0 else { return nil }
        let type = declarations.types[Int(enclosingType[block])]
        return ResolvedType(name: type.name, source: .enclosingType, origin: type.nameToken)
    }

    /// The type of the receiver `range` (its `?` and `!` marks included): `self`, a name in
    /// scope or a stored property, `self.property`, `(x as? T)`, `(T())`.
    mutating func resolveReceiver(_ range: Range<Int>, at position: Int) -> ResolvedType? {
        var end = range.upperBound
        while end > range.lowerBound, reader.kind(end - 1) == .question || reader.kind(end - 1) == .exclamation { end -= 1 }
        let start = range.lowerBound
        guard start < end else { return nil }
        if end - start == 1 {
            if reader.keyword(start) == .selfValue { return enclosingTypeReference(at: position) }
            return reader.isName(start) && reader.keyword(start) == nil ? resolveName(start) : nil
        }
        if reader.kind(start) == .leftParen, outline.close(of: start) == end - 1 {
            return typeOfValue(start + 1..<end - 1)
        }
        // `self.viewer`, `self?.viewer`, `strongSelf.viewer`
        var dot = start + 1
        while reader.kind(dot) == .question || reader.kind(dot) == .exclamation { dot += 1 }
        guard reader.kind(dot) == .dot, dot + 2 == end, reader.isName(dot + 1) else { return nil }
        let owner = reader.keyword(start) == .selfValue ? enclosingTypeReference(at: position)
            : reader.isName(start) && reader.keyword(start) == nil ? resolveName(start) : nil
        guard owner?.source == .enclosingType else { return nil }
        return storedPropertyType(dot + 1, at: position)
    }

    /// The type of the name at `position`: its binding in scope (nil when that names none),
    /// else the stored property of that name of the type around the code.
    mutating func resolveName(_ position: Int) -> ResolvedType? {
        if let stack = active[nameHash(position)], let top = stack.last { return bindings[Int(top)].type }
        return storedPropertyType(position, at: position)
    }

    /// The type of a bound or parenthesized value: a cast's, a creation's, or what a name or
    /// `self.property` it passes on has.
    mutating func typeOfValue(_ range: Range<Int>) -> ResolvedType? {
        let value = expressions.droppingEffects(range)
        guard !value.isEmpty else { return nil }
        if let cast = expressions.lastCast(in: value) {
            guard let type = expressions.castTypeToken(after: cast), expressions.isUpperCase(type) else { return nil }
            return ResolvedType(name: reader.text(type), source: .cast, origin: type)
        }
        if let type = expressions.createdTypeToken(in: value) {
            return ResolvedType(name: reader.text(type), source: .creation, origin: type)
        }
        let receiver = value.lowerBound..<value.upperBound
        return resolveReceiver(receiver, at: value.lowerBound)
    }

    /// The declared type of the stored property named at `name`, of the type around `position`,
    /// when this file declares it with a type by name (`HistoryViewer`, `HistoryViewer?`).
    mutating func storedPropertyType(_ name: Int, at position: Int) -> ResolvedType? {
        guard let owner = enclosingTypeReference(at: position) else { return nil }
        if storedTypes == nil { storedTypes = makeStoredTypes() }
        guard let index = storedTypes?[owner.name]?[nameHash(name)],
              let type = declarations.properties[index].type else { return nil }
        return ResolvedType(name: type.unwrapped.baseName, source: .storedProperty, origin: declarations.properties[index].nameToken)
    }

    private func makeStoredTypes() -> [String: [UInt64: Int]] {
        var table: [String: [UInt64: Int]] = [:]
        for (index, property) in declarations.properties.enumerated() where property.isStored {
            guard let parent = property.parent, let type = property.type,
                  type.unwrapped.baseName.first?.isUppercase == true else { continue }
            table[declarations.types[parent].name, default: [:]][nameHash(property.nameToken)] = index
        }
        return table
    }

    /// A type annotation's type (`T`, `T?`, `Module.T!`) when it names one by an upper-case name.
    func annotatedType(_ range: Range<Int>) -> ResolvedType? {
        var end = range.upperBound
        while end > range.lowerBound, reader.kind(end - 1) == .question || reader.kind(end - 1) == .exclamation { end -= 1 }
        guard end > range.lowerBound, reader.isName(end - 1), expressions.isUpperCase(end - 1) else { return nil }
        var position = range.lowerBound
        while position < end - 1 {
            guard reader.isName(position), reader.kind(position + 1) == .dot else { return nil }
            position += 2
        }
        return ResolvedType(name: reader.text(end - 1), source: .annotation, origin: end - 1)
    }
}
