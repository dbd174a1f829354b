/// Where a function calls the closures it is given: in its own body, before it returns
/// (`completion(pin)` after reading a setting), or inside a closure of its own (a request's
/// response). A callback handed to a function that only ever calls it in place has run by the
/// time the call returns: what it sets is not late.
extension FileReferencesBuilder {
    /// `completion(result)`, `handler?(value)`: a call of a closure parameter of the function
    /// around, at the parameter's name.
    mutating func callOfClosureParameter(at position: Int) {
        var paren = position + 1
        if reader.kind(paren) == .question { paren += 1 }
        guard reader.kind(paren) == .leftParen, reader.kind(position - 1) != .dot, !scopes.isEmpty,
              scopes[scopes.count - 1].function >= 0 else { return }
        let function = file.declarations.functions[scopes[scopes.count - 1].function]
        let name = reader.nameHash(position)
        guard function.parameters.contains(where: { reader.nameHash($0.nameToken) == name && $0.type.text.contains("->") })
        else { return }
        let hash = NameSet.hash(of: function.name)
        if currentContext.contains(.closure) {
            references.callsBackLater.append(hash)
        } else {
            references.callsBackInPlace.append(hash)
        }
    }
}
