/// Declarations looked up by name through per-file tables made on the first ask
/// (`DeclarationTables`): a name is found by a hash, not by reading each of its mentions.
extension SourceFile {
    /// The functions this file declares under the name `name`, methods and local functions
    /// alike, in source order: `func name(…)`, and its initializers for `init`, its subscripts
    /// for `subscript`.
    public func functionDeclarations(named name: String) -> [FunctionDeclaration] {
        // The name follows `func`; `init` and `subscript` are their own keyword.
        let functions = declarations.functions
        return declarationTables.functions(named: name, in: self).map { functions[Int($0.index)] }.filter { $0.name == name }
    }

    /// The types this file declares under the name `name` (`struct Row`, `enum Row` nested in
    /// another type), with the extensions of `name`, in source order; not `extension Outer.Row`.
    public func typeDeclarations(named name: String) -> [TypeDeclaration] {
        let types = declarations.types
        return declarationTables.types(named: name, in: self).map { types[Int($0.index)] }.filter { $0.name == name }
    }
}
