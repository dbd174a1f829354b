/// The names code binds: local declarations, parameters, loop variables and closure
/// parameters, and the `=` of declarations and parameter defaults, which assign nothing.
extension AssignmentBuilder {
    /// `let vc = ShopViewController()`, `var a = 1, b = 2`, `let (x, y) = pair`,
    /// `let vc: ShopViewController = .init()` in code that runs, and each block's parameters,
    /// loop variables and closure parameters.
    mutating func readDeclarations() {
        for position in 0..<reader.count where reader.tokens[position].kind == .identifier {
            switch reader.keyword(position) {
            case .let?, .var?:
                guard !conditionKeywords.contains(position), runs(at: position), isDeclarationStart(position) else { continue }
                readDeclaration(from: position + 1)
            default:
                continue
            }
        }
        for index in outline.blocks.indices {
            switch outline.blocks[index].role {
            case .function: readParameters(of: index)
            case .closure: readClosureParameters(of: index)
            case .for: readLoopVariables(of: index)
            default: break
            }
        }
    }

    /// Whether the `let`/`var` at `position` starts a declaration, not a pattern's binding
    /// (`case .a(let x)`, `for case let x`, `catch let error`).
    private func isDeclarationStart(_ position: Int) -> Bool {
        switch reader.keyword(position - 1) {
        case .case?, .for?, .catch?, .in?: return false
        default: break
        }
        return reader.kind(position - 1) != .leftParen && reader.kind(position - 1) != .comma
    }

    /// One declaration's patterns from `start`, each with its value, to the list's end.
    private mutating func readDeclaration(from start: Int) {
        var pattern = start
        while pattern < reader.count {
            let names = patternNames(from: pattern)
            var position = names.end
            var annotation: ResolvedType?
            if reader.kind(position) == .colon {
                let typeStart = position + 1
                position = reader.typeEnd(from: typeStart)
                annotation = annotatedType(typeStart..<position)
            }
            var value: Range<Int>?
            var validFrom = position
            if reader.isOperator(position, "=") {
                bindingEquals[position] = true
                let end = expressions.expressionEnd(from: position + 1)
                value = position + 1..<max(position + 1, end)
                validFrom = end
            }
            let scope = outline.block(containing: start)
            for name in names.tokens {
                bindings.append(LocalBinding(
                    nameToken: name, value: names.tokens.count == 1 ? value : nil, type: annotation, scope: scope,
                    validFrom: validFrom, kind: .declaration
                ))
            }
            guard reader.kind(validFrom) == .comma, reader.isName(validFrom + 1) || reader.kind(validFrom + 1) == .leftParen else {
                return
            }
            pattern = validFrom + 1
        }
    }

    /// The names a pattern binds (`x`, `(a, b)`, `(a, (b, _))`) and where it ends.
    private func patternNames(from start: Int) -> (tokens: [Int], end: Int) {
        if reader.isName(start) { return ([start], start + 1) }
        guard reader.kind(start) == .leftParen, let close = outline.close(of: start) else { return ([], start) }
        var names: [Int] = []
        for position in start + 1..<close where reader.isName(position) && !reader.isWord(position, "_") {
            if reader.kind(position + 1) == .colon, reader.kind(position - 1) != .colon { continue }
            names.append(position)
        }
        return (names, close + 1)
    }

    /// A function's parameters, bound in its body.
    private mutating func readParameters(of block: Int) {
        guard case .function(let index)? = outline.blocks[block].declaration else { return }
        for parameter in declarations.functions[index].parameters {
            let type = parameter.type.unwrapped
            let base = type.baseName
            let resolved = base.first?.isUppercase == true
                ? ResolvedType(name: base, source: .parameter, origin: parameter.nameToken) : nil
            bindings.append(LocalBinding(
                nameToken: parameter.nameToken, value: nil, type: resolved, scope: block,
                validFrom: outline.blocks[block].open, kind: .parameter
            ))
        }
    }

    /// `{ vc in`, `{ [weak self] (vc: T, _) in`: names of unknown type that shadow outer ones.
    private mutating func readClosureParameters(of block: Int) {
        let open = outline.blocks[block].open
        guard let signatureEnd = reader.closureSignatureEnd(open) else { return }
        var position = open + 1
        if reader.kind(position) == .leftBracket, let close = outline.close(of: position) { position = close + 1 }
        while position < signatureEnd {
            if reader.kind(position) == .leftBracket || reader.kind(position) == .leftAngle { break }
            let previous = reader.kind(position - 1)
            if reader.isName(position), reader.keyword(position) == nil, !reader.isWord(position, "_"),
               previous == .leftParen || previous == .comma || position == open + 1 || previous == .rightBracket {
                bindings.append(LocalBinding(
                    nameToken: position, value: nil, type: nil, scope: block, validFrom: open, kind: .parameter
                ))
            }
            if reader.kind(position) == .colon {
                // A type annotation: skip to the next parameter.
                while position < signatureEnd, reader.kind(position) != .comma, reader.kind(position) != .rightParen {
                    if let close = outline.close(of: position) { position = close }
                    position += 1
                }
                continue
            }
            position += 1
        }
    }

    /// `for row in rows`, `for (offset, row) in …`: names of unknown type in the loop's body.
    private mutating func readLoopVariables(of block: Int) {
        var start = outline.blocks[block].introducer + 1
        if reader.keyword(start) == .case { start += 1 }
        if reader.keyword(start) == .let || reader.keyword(start) == .var { start += 1 }
        for name in patternNames(from: start).tokens {
            bindings.append(LocalBinding(
                nameToken: name, value: nil, type: nil, scope: block, validFrom: outline.blocks[block].open, kind: .loopVariable
            ))
        }
    }

    /// The `=` of each parameter's default value (`func load(page: Int = 1)`).
    mutating func readParameterDefaults() {
        for function in declarations.functions {
            for parameter in function.parameters where parameter.hasDefault {
                var position = parameter.nameToken + 1
                while position < reader.count {
                    let kind = reader.tokens[position].kind
                    if kind == .comma || kind == .rightParen { break }
                    if kind == .leftParen || kind == .leftBracket, let close = outline.close(of: position) {
                        position = close + 1
                        continue
                    }
                    if reader.isOperator(position, "=") {
                        bindingEquals[position] = true
                        break
                    }
                    position += 1
                }
            }
        }
    }
}
