/// The type a name is declared with, read where the name is used.
extension SourceFile {
    /// The type the name `name` has where `position` reads it, as this file writes it: the
    /// annotation of what the name means there (`let rows: [Row]`, `func show(_ rows: [Row])`,
    /// `{ (rows: [Row]) in`, `var rows: [Row]?` in the type around), else the type the
    /// declaration's initialiser creates (`let rows = [Row]()`, `var code = String(cString: p)`,
    /// `let set = Set<Int>()`).
    ///
    /// The local or parameter in scope at `position` decides (SwiftSyntax's `VariableDecl`,
    /// `FunctionParameter`, `ClosureParameter`, found by `SyntaxOutline.binding(named:at:in:)`);
    /// when there is none, the stored property of that name of the type around `position` (its
    /// extensions in this file read the type's), else a global variable. Nil when the name is
    /// bound without a written type there (`if let rows`, `for rows in`, `{ rows in`,
    /// `let rows = load()`) or is not declared in this file.
    public func declaredType(ofName name: String, at position: Int) -> TypeReference? {
        let outline = outline(.expressions)
        if let binding = outline.binding(named: name, at: position, in: self) {
            guard binding.kind == .declaration || binding.kind == .parameter else { return nil }
            return annotation(after: binding.nameToken) ?? binding.value.flatMap { createdType(by: $0, outline) }
        }
        return property(named: name, at: position, outline).flatMap { propertyType($0, outline) }
    }

    /// Whether the name `name`, where `position` reads it, means memory handed over as a
    /// pointer, filled or read slot by slot: declared with an `Unsafe…Pointer` type
    /// (`flags: UnsafePointer<Flags>`, `let p = UnsafeMutablePointer<T>(…)`), bound to a value
    /// that allocates (`UnsafeMutablePointer<T>.allocate(capacity: n)`,
    /// `allocator.allocateTable(…)`), or a parameter of the closure a `withUnsafe…` call or an
    /// `unsafeUninitializedCapacity:` initialiser lends memory to. Found as
    /// `declaredType(ofName:at:)` finds the declaration.
    public func isPointerMemory(named name: String, at position: Int) -> Bool {
        if let type = declaredType(ofName: name, at: position) { return Self.isPointerType(type.unwrapped.baseName) }
        let outline = outline([.expressions, .calls])
        let value: Range<Int>?
        if let binding = outline.binding(named: name, at: position, in: self) {
            if binding.kind == .parameter, let block = outline.block(containing: binding.nameToken),
               let closure = outline.closure(ofBlock: block), let call = outline.closures[closure].call.map({ outline.calls[$0] }) {
                return call.nameText(in: self)?.hasPrefix("withUnsafe") == true
                    || call.arguments.first?.label?.hasPrefix("unsafeUninitialized") == true
            }
            value = binding.value
        } else {
            value = property(named: name, at: position, outline).flatMap { initializer(of: $0, outline) }
        }
        return value?.contains { tokens[$0].kind == .identifier && Self.allocates(text(of: tokens[$0])) } == true
    }

    private static func isPointerType(_ type: String) -> Bool {
        type.hasPrefix("Unsafe") && type.hasSuffix("Pointer")
    }

    private static func allocates(_ word: String) -> Bool {
        isPointerType(word) || word.hasPrefix("allocate")
    }

    /// The type annotation after the name token at `name`: `[Row]` of `rows: [Row] = []`.
    private func annotation(after name: Int) -> TypeReference? {
        guard name + 2 < tokens.count, tokens[name + 1].kind == .colon else { return nil }
        let end = typeEnd(from: name + 2)
        return end > name + 2 ? TypeReference(code(name + 2..<end)) : nil
    }

    /// The type `value` creates when it is one call of a type, with or without a trailing
    /// closure: `[Row]()`, `[Row](repeating: row, count: 3)`, `[String: Int]()`, `Row()`,
    /// `Row.init()`, `Set<Row>()`, `UIKit.UILabel()`; nil for any other value (`[Row]().count`).
    private func createdType(by value: Range<Int>, _ outline: SyntaxOutline) -> TypeReference? {
        let reader = TokenReader(bytes: bytes, tokens: tokens)
        let start = value.lowerBound
        var typeEnd: Int
        if tokens[start].kind == .leftBracket {
            guard let close = outline.close(of: start) else { return nil }
            typeEnd = close + 1
            var end = typeEnd
            guard end < value.upperBound, tokens[end].kind == .leftParen, let paren = outline.close(of: end) else { return nil }
            end = paren + 1
            if end < value.upperBound, tokens[end].kind == .leftBrace, let brace = outline.close(of: end) { end = brace + 1 }
            guard end == value.upperBound else { return nil }
        } else {
            guard let type = ExpressionReader(reader: reader, outline: outline).createdTypeToken(in: value) else { return nil }
            typeEnd = type + 1
            if tokens[typeEnd].kind == .leftAngle, let close = reader.walkToClose(typeEnd, angles: true).close {
                typeEnd = close + 1
            }
        }
        return TypeReference(code(start..<typeEnd))
    }

    /// The stored property `name` of the type around `position`, else the global variable `name`.
    /// A type's stored properties are in its own body (no extension holds one): those named
    /// `name` are looked up by name (`DeclarationTables`), then by where that body lies, so
    /// asking at every use stays linear.
    private func property(named name: String, at position: Int, _ outline: SyntaxOutline) -> PropertyDeclaration? {
        let properties = declarations.properties
        let owner = outline.enclosingBlocks(of: position).first { outline.blocks[$0].role == .type }
            .flatMap { typeName(bodyOpen: outline.blocks[$0].open) }
        let types = owner.map(typeDeclarations(named:)) ?? []
        let stored = types.isEmpty ? [] : declarationTables.storedProperties(named: name, in: self)
        for type in types where type.kind != .extension {
            guard let open = type.body?.open else { continue }
            let body = open..<(outline.close(of: open) ?? tokens.count)
            let first = stored.partitionPoint { $0.token >= body.lowerBound }
            for entry in stored[first...].prefix(while: { $0.token < body.upperBound }) {
                let property = properties[Int(entry.index)]
                guard let parent = property.parent, declarations.types[parent].name == owner else { continue }
                return property
            }
        }
        return declarationTables.globalVariable(named: name, in: declarations).map { properties[$0] }
    }

    /// Its annotation, else the type its initialiser creates.
    private func propertyType(_ property: PropertyDeclaration, _ outline: SyntaxOutline) -> TypeReference? {
        property.type ?? initializer(of: property, outline).flatMap { createdType(by: $0, outline) }
    }

    /// The value after `name =`, when the property has no annotation before it.
    private func initializer(of property: PropertyDeclaration, _ outline: SyntaxOutline) -> Range<Int>? {
        let equals = property.nameToken + 1
        guard property.hasInitializer, equals + 1 < tokens.count, tokens[equals].kind == .operator else { return nil }
        let reader = TokenReader(bytes: bytes, tokens: tokens)
        let end = ExpressionReader(reader: reader, outline: outline).expressionEnd(from: equals + 1)
        return end > equals + 1 ? equals + 1..<end : nil
    }

    /// The name of the type whose body opens at `open`; for an extension, the last part of the
    /// name it extends (`Inner` of `extension Outer.Inner`).
    private func typeName(bodyOpen open: Int) -> String? {
        let types = declarations.types
        let after = types.partitionPoint { $0.keywordToken >= open }
        guard after > 0, types[after - 1].body?.open == open else { return nil }
        let name = types[after - 1].name
        return types[after - 1].kind == .extension ? name.split(separator: ".").last.map(String.init) : name
    }
}
