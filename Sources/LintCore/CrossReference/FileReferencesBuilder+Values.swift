/// What a value given to an instance is, as written: whether it may be nil, and where it comes
/// from (a call, a read of another object's property), for the cross-reference to weigh.
extension FileReferencesBuilder {
    /// Whether the call at the name `position` passes an argument that may be nil, or `nil`.
    mutating func passesMaybeNil(inCallAt position: Int) -> Bool {
        for argument in argumentRanges(ofCallAt: position) ?? [] {
            let labeled = reader.isName(argument.lowerBound) && reader.kind(argument.lowerBound + 1) == .colon
            let valueStart = labeled ? argument.lowerBound + 2 : argument.lowerBound
            // `header: nil` gives it nothing: what the method sets from it, it sets maybe at most.
            if valueStart < argument.upperBound,
               reader.keyword(valueStart) == .nil || mayBeNil(from: valueStart, before: argument.upperBound) { return true }
        }
        return false
    }

    /// Where a value starting at `start` comes from, when it opens with a chain of names: the
    /// function it calls (`link(for: post)`, `self.link(for: post)`, `Post.link(for: post)`) or
    /// the member it reads (`order.shipping`, and through `.map`, which passes on an optional's
    /// nil: `key.mnemonic.map(Phrase.init)`). What follows (`?? fallback`, `!`) is not read: a
    /// value taken to be maybe nil makes a warning say less, never more.
    func valueSource(at start: Int, followingLocals: Bool = true) -> String? {
        var name = start
        while reader.isName(name) || reader.keyword(name) == .selfValue, reader.kind(name + 1) == .dot { name += 2 }
        guard reader.isName(name) else { return nil }
        let next = reader.kind(name + 1)
        if name > start, next == .leftParen || next == .leftBrace, reader.isWord(name, "map") || reader.isWord(name, "flatMap") {
            return reader.isName(name - 2) ? reader.text(name - 2) : nil
        }
        if next == .leftParen { return reader.text(name) }
        // A local passed on: where its value came from (`let selected = subEvent(for: path)`).
        if name == start, followingLocals, isLocal(at: start), let value = localValues[reader.nameHash(start)], value >= 0 {
            return valueSource(at: value, followingLocals: false)
        }
        // `self.user` is read as `user` is; `node.elements[i]` subscripts a value that is there.
        let isOwn = name == start + 2 && reader.keyword(start) == .selfValue
        return name > start && !isOwn && next != .leftBrace && next != .leftBracket ? reader.text(name) : nil
    }

    /// Whether the value starting at `start` (and ending before `end`, or with its line) may be
    /// nil: an optional parameter or property on its own, or an expression with an optional
    /// chain, `as?` or `try?`.
    mutating func mayBeNil(from start: Int, before end: Int? = nil, followingLocals: Bool = true) -> Bool {
        let line = reader.line(start)
        let endsThere = end.map { $0 == start + 1 } ?? (start + 1 >= reader.count || reader.line(start + 1) != line
            || [.semicolon, .rightBrace].contains(reader.kind(start + 1)))
        // `self.user` is the instance's own member, as `user` is.
        if end.map({ $0 == start + 3 }) ?? true, reader.keyword(start) == .selfValue, reader.kind(start + 1) == .dot,
           reader.isName(start + 2), end != nil || start + 3 >= reader.count || reader.line(start + 3) != line
            || [.semicolon, .rightBrace].contains(reader.kind(start + 3)) {
            return isOptionalProperty(reader.nameHash(start + 2))
        }
        if endsThere, reader.isName(start) {
            let name = reader.nameHash(start)
            // A local: what it was given, read once (a value naming another local is not followed).
            if isLocal(at: start) {
                guard followingLocals, let value = localValues[name] else { return false }
                return value < 0 || mayBeNil(from: value, followingLocals: false)
            }
            let function = (scopes.isEmpty ? -1 : scopes[scopes.count - 1].function)
            if function >= 0,
               let parameter = file.declarations.functions[function].parameters.first(where: { reader.nameHash($0.nameToken) == name }) {
                return parameter.type.isOptional
            }
            return isOptionalProperty(name)
        }
        // To the end of the statement: a line of many statements is read once, not once per statement.
        // `a ?? b` is nil only when `b` may be: what follows a `??` outside brackets decides.
        var position = start
        var depth = 0
        var sawOptional = false
        while position < (end ?? reader.count), end != nil || reader.line(position) == line {
            switch reader.kind(position) {
            case .semicolon, .leftBrace, .rightBrace: return sawOptional
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .question:
                if reader.kind(position + 1) == .dot || reader.keyword(position - 1) == .as
                    || reader.keyword(position - 1) == .try {
                    sawOptional = true
                }
            case .operator:
                if depth == 0, reader.isOperator(position, "??") {
                    return mayBeNil(from: position + 1, before: end, followingLocals: followingLocals)
                }
            default: break
            }
            position += 1
        }
        return sawOptional
    }

    mutating func isOptionalProperty(_ name: UInt64) -> Bool {
        if optionalProperties == nil {
            var names: Set<UInt64> = []
            // `var node: Node!` declares it there whenever it is used: passed on, it is no maybe.
            for property in file.declarations.properties
            where property.type?.isOptional == true && property.type?.isImplicitlyUnwrapped == false {
                names.insert(reader.nameHash(property.nameToken))
            }
            optionalProperties = names
        }
        return optionalProperties?.contains(name) ?? false
    }
}
