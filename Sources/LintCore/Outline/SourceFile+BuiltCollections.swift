/// What a block builds: the collections it grows, shrinks or replaces.
extension SourceFile {
    /// The methods that change a collection's length or storage in place.
    private static let resizingMethods: Set<String> = ["append", "insert", "reserveCapacity"]

    /// The expressions `block` and the blocks nested in it grow, shrink or replace, in no
    /// particular order: the receivers of `append`, `insert`, `remove…` and `reserveCapacity`
    /// calls (`self.rows` of `self.rows.append(row)`), the targets of `=` and `+=`
    /// (`rows[i]`, `cache`), and the names bound to a value (`let rows = …`, `if let rows = …`,
    /// as their name token). A comparison (`i < rows.count`) changes nothing.
    public func builtExpressions(in block: Int) -> [Range<Int>] {
        let outline = outline([.calls, .expressions])
        var built: [Range<Int>] = []
        for call in outline.calls[outline.calls(in: block)] {
            guard let receiver = call.receiver, let name = call.nameText(in: self),
                  Self.resizingMethods.contains(name) || name.hasPrefix("remove") else { continue }
            built.append(receiver)
        }
        for assignment in outline.assignments(in: block) where [.assign, .add].contains(assignment.kind) {
            built.append(assignment.target)
        }
        let scopes = block..<outline.descendants(of: block).upperBound
        let bindings = outline.bindings
        let first = bindings.partitionPoint { ($0.scope ?? -1) >= scopes.lowerBound }
        for binding in bindings[first...].prefix(while: { scopes.contains($0.scope ?? -1) }) where binding.value != nil {
            built.append(binding.nameToken..<binding.nameToken + 1)
        }
        return built
    }
}
