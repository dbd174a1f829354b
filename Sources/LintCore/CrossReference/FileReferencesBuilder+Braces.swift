/// What each `{` of the file opens, as the syntax outline reads it, and what the declaration
/// index tells the project before the walk: initializers, factories and the tokens that
/// declare functions.
extension FileReferencesBuilder {
    /// The initializers and factories the declaration index found, and the names of functions
    /// in their declarations.
    mutating func readDeclarations() {
        let declarations = file.declarations
        if parts.contains(.creations) {
            for type in declarations.types where type.kind == .class { references.declaredClasses.append(type.name) }
            // `var node: Node!` is there whenever it is used: read and passed on, it is no maybe.
            for property in declarations.properties where property.type?.isOptional == true && property.type?.isImplicitlyUnwrapped == false {
                let owner = property.parent.map { NameSet.hash(of: declarations.types[$0].name) } ?? 0
                references.optionalProperties.append((owner, reader.nameHash(property.nameToken)))
            }
        }
        for function in declarations.functions {
            if parts.contains(.creations), function.kind == .function, let parent = function.parent {
                references.declaredMethods.append(NameSet.hash(of: declarations.types[parent].name + "." + function.signature))
            }
            declaresFunction[function.keywordToken] = true
            if function.keywordToken + 1 < declaresFunction.count { declaresFunction[function.keywordToken + 1] = true }
            if parts.contains(.creations), function.kind == .initializer, let parent = function.parent {
                var declared: [InitializerParameter] = []
                for parameter in function.parameters { declared.append(initializerParameter(parameter)) }
                references.initializers.append(InitializerDeclaration(
                    type: declarations.types[parent].name, signature: function.signature, parameters: declared
                ))
            }
            if parts.contains(.creations), function.kind == .function, function.returnType?.isOptional == true {
                references.optionalReturning.append(NameSet.hash(of: function.name))
            }
            if parts.contains(.creations), function.kind == .function, let returned = function.returnType,
               !returned.isOptional || returned.wrapped != nil {
                // `func title() -> String` makes no screen: its calls are not followed as creations.
                let name = returned.unwrapped.baseName
                if name.first?.isUppercase == true, !FrameworkNames.isPlatformType(name) {
                    references.factories.append(Factory(
                        name: function.name, returnType: name, owner: function.parent.map { declarations.types[$0].name },
                        signature: function.signature, labels: function.parameters.map { $0.externalName ?? "_" }
                    ))
                }
            }
        }
    }

    private func initializerParameter(_ parameter: Parameter) -> InitializerParameter {
        // `= nil` after the parameter's type: the first assignment after its name.
        let defaultsToNil = parameter.hasDefault
            && file.initializerStart(after: parameter.nameToken).map { reader.keyword($0 + 1) == .nil } == true
        return InitializerParameter(
            label: parameter.externalName ?? "_", name: parameter.internalName, hasDefault: parameter.hasDefault,
            defaultsToNil: defaultsToNil, isOptional: parameter.type.isOptional
        )
    }
}

/// What each `{` of a file opens, as its syntax outline's blocks say. A class, so that asking
/// copies neither the walk's state nor the outline.
final class BraceRoles {
    private let file: SourceFile
    let reader: TokenReader
    let blocks: [CodeBlock]

    init(file: SourceFile, reader: TokenReader) {
        self.file = file
        self.reader = reader
        blocks = file.outline(.blocks).blocks
    }

    /// The block whose `{` is at `position`. Blocks are in the order they open.
    func blockIndex(openingAt position: Int) -> Int? {
        let index = blocks.partitionPoint { $0.open >= position }
        return index < blocks.count && blocks[index].open == position ? index : nil
    }

    /// The statement's body that the keyword at `position` introduces (`if` of `else if`):
    /// the first block opening after it so introduced, past any closure in its condition.
    func blockIndex(introducedBy position: Int) -> Int? {
        var index = blocks.partitionPoint { $0.open > position }
        while index < blocks.count, blocks[index].introducer != position {
            guard blocks[index].role == .closure else { return nil }
            index += 1
        }
        return index < blocks.count ? index : nil
    }

    /// The role of the `{` at `position`, from the outline's block it opens: nil for a
    /// closure's (and for braces of no declaration or statement, which run as one does).
    func role(at position: Int) -> FileReferencesBuilder.BraceRole? {
        guard let index = blockIndex(openingAt: position) else { return nil }
        let block = blocks[index]
        switch (block.role, block.declaration) {
        case (.type, .type(let type)?):
            let kind = file.declarations.types[type].kind
            return .type(file.declarations.types[type].name, isValueType: kind == .struct || kind == .enum || kind == .protocol)
        case (.function, .function(let function)?):
            return .function(function)
        case (.accessorBlock, _), (.accessor, _):
            // `get {`, `didSet {`; else the property's own braces, named after it.
            if reader.kind(block.introducer) != .leftBrace, let keyword = reader.keyword(block.introducer),
               [.get, .set, .willSet, .didSet].contains(keyword) {
                return .accessor(reader.text(block.introducer))
            }
            guard case .property(let property)? = block.declaration else { return nil }
            return .accessor(file.declarations.properties[property].name)
        case (let role, _) where role.isStatementBody:
            return .statement(branch: [.do, .repeat, .defer].contains(role) ? nil : block.introducer)
        default:
            return nil
        }
    }
}
