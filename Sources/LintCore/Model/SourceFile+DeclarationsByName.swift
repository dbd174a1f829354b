/// Declarations looked up by name through the index of where each identifier is written, so
/// that a rule asking about a few names does not walk, or index, every declaration.
extension SourceFile {
    /// The functions this file declares under the name `name`, methods and local functions
    /// alike, in source order: `func name(…)`, and its initializers for `init`, its subscripts
    /// for `subscript`.
    public func functionDeclarations(named name: String) -> [FunctionDeclaration] {
        let functions = declarations.functions
        return positions(ofName: name).compactMap { position in
            // The name follows `func`; `init` and `subscript` are their own keyword.
            let index = functions.partitionPoint { $0.keywordToken >= position - 1 }
            guard index < functions.count, functions[index].keywordToken <= position, functions[index].name == name else { return nil }
            return functions[index]
        }
    }

    /// The types this file declares under the name `name` (`struct Row`, `enum Row` nested in
    /// another type), with the extensions of `name`, in source order; not `extension Outer.Row`.
    public func typeDeclarations(named name: String) -> [TypeDeclaration] {
        let types = declarations.types
        return positions(ofName: name).compactMap { position in
            let index = types.partitionPoint { $0.nameToken >= position }
            guard index < types.count, types[index].nameToken == position, types[index].name == name else { return nil }
            return types[index]
        }
    }
}
