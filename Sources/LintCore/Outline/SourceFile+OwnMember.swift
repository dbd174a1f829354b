extension SourceFile {
    /// Whether the name at `position` reads a member of the instance its code runs in: a name
    /// written alone that no local binding declares (`items`, `$query`, and `if let items`
    /// unwrapping the property), or a member read on `self` (`self.items`, `self?.items`,
    /// `self!.items`) or on a local bound to it (`guard let strongSelf = self` then
    /// `strongSelf.items`). Another value's member (`model.items`), an implicit member
    /// (`.items`), a key path's (`\.items`) and a local (`let items = …`, a closure's `items in`)
    /// are none. A label spelled like the member (`load(items: x)`) counts as reading it: the
    /// answer errs toward the instance. Local bindings are read only where the answer needs
    /// them: a member read on `self` asks for no more than the blocks.
    public func readsOwnMember(at position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .identifier else { return false }
        guard isMember(at: position) else {
            let outline = outline(.expressions)
            let name = cursor(at: position).text
            // A local's own name where it is declared (`let items = …`) reads nothing; `if let
            // items` reads what it unwraps.
            let declares = outline.bindingsByName[NameSet.hash(of: name)]?.contains { index in
                let binding = outline.bindings[Int(index)]
                return binding.nameToken == position && !(binding.kind == .optionalBinding && binding.value == nil)
            }
            if declares == true { return false }
            return outline.originalBinding(named: name, at: position, in: self) == nil
        }
        return outline(.blocks).readsOwnMember(ofMemberAt: position, in: self)
    }
}

extension SyntaxOutline {
    /// `readsOwnMember(at:)` for the member named at `position` (after a dot), asked of an
    /// outline that has its blocks: whether the value it is read on is `self` or a local bound
    /// to it. Rules that ask of every member of a long type keep the outline rather than fetch
    /// it at each name.
    public func readsOwnMember(ofMemberAt position: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard file.isMember(at: position) else { return false }
        // `isMember` holds: the token before the name is its `.`.
        var base = postfixExpression(endingBefore: position - 1, in: file)
        while let last = base.last, tokens[last].kind == .question || tokens[last].kind == .exclamation {
            base = base.lowerBound..<last
        }
        guard base.count == 1 else { return false }
        if tokens[base.lowerBound].keyword == .selfValue { return true }
        guard tokens[base.lowerBound].kind == .identifier,
              let binding = file.outline(.expressions)
                .originalBinding(named: file.cursor(at: base.lowerBound).text, at: base.lowerBound, in: file),
              let value = binding.value, value.count == 1 else { return false }
        return tokens[value.lowerBound].keyword == .selfValue
    }
}
