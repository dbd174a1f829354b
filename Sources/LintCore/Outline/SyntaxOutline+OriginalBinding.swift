extension SyntaxOutline {
    /// The binding `name` means at `position` once the `if let name` and `guard let name`
    /// shorthands that unwrap it again are looked through: the declaration, parameter, loop
    /// variable or `if let name = value` first binding the value. Nil when the name is no
    /// local there, nor is what a shorthand unwraps (a property's `if let items`).
    public func originalBinding(named name: String, at position: Int, in file: SourceFile) -> LocalBinding? {
        var binding = binding(named: name, at: position, in: file)
        while let found = binding, found.kind == .optionalBinding, found.value == nil {
            binding = self.binding(named: name, at: found.nameToken, in: file)
        }
        return binding
    }
}
