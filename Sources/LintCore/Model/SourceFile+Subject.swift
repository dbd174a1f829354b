extension SourceFile {
    /// What a warning at `location` is about, by kind and qualified name: `class FeedManager`,
    /// `func FeedViewController.reload(animated:)`, `property FeedViewController.items`. A baseline
    /// and `--new-from-rev` recognise the warning by it, so that a modifier, an attribute, a
    /// conformance or a move within the file does not make an old warning new.
    ///
    /// The declaration named at the location, or starting at the first token from it (a
    /// documentation comment's is the declaration below); else, from the inside out, the
    /// declaration whose statement or body holds that token: a function's body, a property's
    /// accessors or initializer, a type's body. Nil at the top level outside any declaration.
    /// It costs the depth of the nesting, whatever the file's size.
    public func subject(at location: Location) -> String? {
        guard var position = firstToken(atOrAfter: location) else { return nil }
        let outline = outline(.blocks)
        var enclosing = outline.block(containing: position)
        while true {
            if let declaration = declarationTables.declaration(at: position, in: declarations) { return subject(of: declaration) }
            if let statement = outline.statement(containing: position),
               let declaration = declarationTables.declaration(at: outline.statements[statement].first, in: declarations) {
                return subject(of: declaration)
            }
            guard let block = enclosing else { return nil }
            enclosing = outline.blocks[block].parent
            // A closure's or a statement's block tells whose code it is, not what holds it: a
            // closure initialising a property is that property's.
            if Self.declaringRoles.contains(outline.blocks[block].role), let declaration = outline.blocks[block].declaration,
               let subject = subject(of: declaration) {
                return subject
            }
            position = outline.blocks[block].open
        }
    }

    /// The blocks that are a declaration's own body.
    private static let declaringRoles: Set<BlockRole> = [.type, .function, .accessorBlock, .accessor]

    private func subject(of declaration: DeclarationReference) -> String? {
        declarationTables.subject(of: declaration) { makeSubject(of: declaration) }
    }

    private func makeSubject(of declaration: DeclarationReference) -> String? {
        switch declaration {
        case .type(let index):
            return "\(declarations.types[index].kind.rawValue) \(qualifiedName(ofType: index))"
        case .function(let index):
            let function = declarations.functions[index]
            let kind = function.kind == .function ? "func" : function.kind.rawValue
            return "\(kind) " + (function.parent.map { qualifiedName(ofType: $0) + "." } ?? "") + function.signature
        case .property(let index):
            let property = declarations.properties[index]
            return "property " + (property.parent.map { qualifiedName(ofType: $0) + "." } ?? "") + property.name
        case .deinitializer:
            return nil
        }
    }

    private func qualifiedName(ofType index: Int) -> String {
        var names = [declarations.types[index].name]
        var parent = declarations.types[index].parent
        while let current = parent {
            names.append(declarations.types[current].name)
            parent = declarations.types[current].parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// The first token at or after `location`: the token there, or the one the comment holding
    /// the location precedes. Binary searches, by line and then by column: a line of thousands of
    /// warnings asks once for each.
    private func firstToken(atOrAfter location: Location) -> Int? {
        let line = location.line - 1
        guard line >= 0, line < lines.count else { return nil }
        let onLine = tokens.partitionPoint { Int($0.line) >= line }
        let afterLine = tokens[onLine...].partitionPoint { Int($0.line) > line }
        let index = tokens[onLine..<afterLine].partitionPoint { self.location(of: $0).column >= location.column }
        return index < tokens.count ? index : nil
    }
}
