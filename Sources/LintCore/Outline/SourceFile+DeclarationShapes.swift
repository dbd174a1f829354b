extension SourceFile {
    /// The attributes written on lines of their own (`@Published`, `@MainActor @objc`,
    /// `@available(iOS 15, *)`), each run by its tokens: they belong to the declaration on a
    /// following line. An attribute before a declaration on its own line (`@objc func f()`) is
    /// none.
    public var attributeOnlyLines: [ClosedRange<Int>] {
        let outline = outline(.blocks)
        var found: [ClosedRange<Int>] = []
        for index in tokens.indices where tokens[index].kind == .attribute && (index == 0 || tokens[index - 1].line < tokens[index].line) {
            var end = index
            while end + 1 < tokens.count, tokens[end + 1].line == tokens[index].line {
                guard tokens[end + 1].kind == .attribute || tokens[end + 1].kind == .leftParen,
                      let close = tokens[end + 1].kind == .leftParen ? outline.close(of: end + 1) : end + 1,
                      tokens[close].line == tokens[index].line else { break }
                end = close
            }
            if end + 1 == tokens.count || tokens[end + 1].line > tokens[index].line { found.append(index...end) }
        }
        return found
    }

    /// The `{` tokens on lines of their own, as Allman style writes them: where another brace
    /// style ends the line above. A comment beside one leaves it alone on its line.
    public var openingBracesOnLinesOfTheirOwn: [Int] {
        tokens.indices.filter { index in
            let line = tokens[index].line
            return tokens[index].kind == .leftBrace && (index == 0 || tokens[index - 1].line < line)
                && (index + 1 == tokens.count || tokens[index + 1].line > line)
        }
    }

    /// Whether `function`'s body does nothing but store its parameters in the instance's
    /// properties (`self.title = title`), as a memberwise initializer does; false for an empty
    /// body or one that computes (`self.title = title.uppercased()`).
    public func storesOnlyItsParameters(_ function: FunctionDeclaration) -> Bool {
        let outline = outline(.blocks)
        guard let body = function.body, let block = outline.block(openedAt: body.open) else { return false }
        let parameters = Set(function.parameters.map(\.internalName))
        let statements = outline.statements(in: block)
        return !statements.isEmpty && statements.allSatisfy { statement in
            let first = statement.range.lowerBound
            guard statement.range.count == 5, tokens[first].keyword == .selfValue, isMember(at: first + 2),
                  operatorRole(at: first + 3)?.assigns == true, tokens[first + 4].kind == .identifier else { return false }
            return parameters.contains(text(of: tokens[first + 4]))
        }
    }
}

extension SyntaxOutline {
    /// The initializer of a stored `property` (from its `=` to where its statement ends) when a
    /// closure opens in it: `let rule = FormatRule { … }`, `lazy var table = { … }()`. Nil for
    /// one without a closure, without an initializer, or with accessors.
    public func closureInitializer(of property: PropertyDeclaration, in file: SourceFile) -> Range<Int>? {
        guard property.accessors == .none, let equals = file.initializerStart(after: property.nameToken),
              let end = statementEnd(after: equals) else { return nil }
        // Blocks are in the order they start: the first one after the `=` is the one to look at.
        let first = blocks.partitionPoint { $0.firstToken >= equals }
        return first < blocks.count && blocks[first].open < end && blocks[first].role == .closure ? equals..<end : nil
    }
}
