import LintCore

extension ClassLengthRule {
    /// The lines of a file that hold data rather than behaviour: a type's enum cases, its
    /// constants (`static let title = "Title"`, `let inset: CGFloat = 16`), getters and functions
    /// that only give back a constant, switch arms that only map a case to one, and literals of
    /// data (a multi-line string, an array or dictionary of literals) wherever they are. A table of
    /// them grows with what it lists, not with what its type does: it gives the type no job.
    ///
    /// Read from the syntax outline: switch cases and statements come from it, and each region
    /// of data is read once more to check that it holds nothing but constants.
    struct DataLines {
        private(set) var isData: [Bool]

        init(_ file: SourceFile) {
            var finder = RegionFinder(file)
            finder.findSwitchArmsAndCases()
            finder.findConstantDeclarations()
            finder.findListedConstants()
            finder.findDataLiterals()
            isData = finder.dataLines()
        }
    }

    /// Collects token ranges that hold only data, then resolves them to whole lines.
    fileprivate struct RegionFinder {
        let file: SourceFile
        let tokens: [Token]
        let outline: SyntaxOutline
        var regions: [ClosedRange<Int>] = []

        init(_ file: SourceFile) {
            self.file = file
            tokens = file.tokens
            outline = file.outline(.blocks)
        }

        /// Switch arms that give back one constant (`case .a: return "A"`), and enum cases
        /// (`case a, b(Int), c = "c"`) in a type's body.
        mutating func findSwitchArmsAndCases() {
            for (index, block) in outline.blocks.enumerated() {
                switch block.role {
                case .switchCase:
                    let statements = outline.statements(in: index)
                    // `@unknown default` starts at its attribute.
                    let start = block.firstToken
                    guard statements.count == 1, let only = statements.first,
                          isConstant(only.range, allowsReturn: true) else { continue }
                    regions.append(start...block.close - 1)
                case .type:
                    for statement in outline.statements(in: index) where isCaseDeclaration(statement) {
                        regions.append(statement.first...statement.last)
                    }
                default:
                    break
                }
            }
        }

        /// `case a`, `indirect case b(Node)`, `@Ephemeral case c`: a statement of a type's body.
        private func isCaseDeclaration(_ statement: Statement) -> Bool {
            tokens[file.declarationKeyword(of: statement)].keyword == .case
        }
    }
}

fileprivate extension ClassLengthRule.RegionFinder {
    // MARK: Constant declarations

    /// Constants (`let`, or static stored properties) initialised with a constant expression, and
    /// getters or functions whose body is one constant expression.
    mutating func findConstantDeclarations() {
        let declarations = file.declarations
        for property in declarations.properties where property.parent != nil {
            if property.accessors == .computed {
                addConstantBody(of: property, declarationStart: property.firstToken)
                continue
            }
            let isStatic = property.modifiers.contains(.static) || property.modifiers.contains(.class)
            guard property.hasInitializer, property.isLet || isStatic, property.accessors == .none,
                  let equals = file.initializerStart(after: property.nameToken),
                  let end = outline.statementEnd(after: equals) else { continue }
            // A stored property's initializer cannot read the instance: its bare names are constants.
            if isConstant(equals + 1..<end, allowsReturn: false, allowsBareNames: true) {
                regions.append(property.firstToken...end - 1)
            }
        }
        for function in declarations.functions where function.parent != nil {
            guard let body = function.body, let close = body.close else { continue }
            let parameters = function.parameters.map(\.internalName)
            if isConstant(body.open + 1..<close, allowsReturn: true, parameters: parameters) {
                regions.append(function.firstToken...close)
            }
        }
    }

    /// A computed property whose getter, written alone, gives back a constant.
    private mutating func addConstantBody(of property: PropertyDeclaration, declarationStart: Int) {
        guard let brace = file.bodyBrace(from: property.nameToken + 1), let block = outline.block(openedAt: brace),
              outline.blocks[block].role == .accessor, outline.blocks[block].close < tokens.count,
              isConstant(outline.blocks[block].contents, allowsReturn: true) else { return }
        regions.append(declarationStart...outline.blocks[block].close)
    }

    /// A statement that lists one constant by its qualified name, as a result builder's table does
    /// (`AudioCodec.aac` in `DirectPlayProfile(type: .video) { … }`).
    mutating func findListedConstants() {
        for statement in outline.statements where !statement.isDirective {
            let start = statement.first
            guard statement.range.count >= 3, statement.range.count % 2 == 1, isCapitalized(start) else { continue }
            let isQualifiedName = stride(from: start + 1, to: statement.range.upperBound, by: 2).allSatisfy { dot in
                tokens[dot].kind == .dot && tokens[dot + 1].kind == .identifier && tokens[dot + 1].keyword == nil
                    && tokens[dot + 1].line == tokens[start].line
            }
            if isQualifiedName { regions.append(start...statement.last) }
        }
    }

    /// Literals that hold only data wherever they are (a JSON string in a closure that sets up
    /// a `static let`, a table of coordinates): their lines, less those shared with code.
    mutating func findDataLiterals() {
        for literal in file.outline(.literals).literals where literal.isData && literal.lines.count > 1 {
            guard literal.isString else {
                regions.append(literal.tokens.lowerBound...literal.tokens.upperBound - 1)
                continue
            }
            // The code of an interpolation is code, on the lines it is on.
            for segment in literal.tokens where tokens[segment].kind == .string { regions.append(segment...segment) }
        }
    }

    // MARK: Expressions

    /// One expression made of literals, names, type constructors (`UIColor(white: 0.5, alpha: 1)`),
    /// implicit members (`.system(size: 14)`) and static calls on a type (`L10n.tr("key")`),
    /// optionally after `return`: no closure, no assignment, no call on an instance.
    func isConstant(
        _ range: Range<Int>, allowsReturn: Bool, allowsBareNames: Bool = false, parameters: [String] = []
    ) -> Bool {
        var start = range.lowerBound
        if allowsReturn, start < range.upperBound, tokens[start].keyword == .return { start += 1 }
        guard start < range.upperBound, let statement = outline.statement(containing: start),
              outline.statements[statement].range.upperBound >= range.upperBound else { return false }
        for index in start..<range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon: return false
            case .operator:
                // An assignment changes state and a comparison tests it: neither lists a value.
                if let role = file.operatorRole(at: index), role.assigns || role == .equality { return false }
            case .identifier:
                // `.default`, `.self`: after a dot a keyword names a member.
                if let keyword = token.keyword, index == 0 || tokens[index - 1].kind != .dot {
                    if !Self.constantKeywords.contains(keyword) { return false }
                } else if !allowsBareNames && !isConstantName(index, parameters: parameters) {
                    return false
                }
                if index + 1 < range.upperBound, tokens[index + 1].kind == .leftParen, !isConstantCall(index) {
                    return false
                }
            default: break
            }
        }
        return true
    }

    /// A type's name, a member of one (`L10n.title`, `.red`), an argument label or one of the
    /// function's parameters; a bare lower-case name is the instance's state.
    private func isConstantName(_ index: Int, parameters: [String]) -> Bool {
        if isCapitalized(index) { return true }
        if index > 0, tokens[index - 1].kind == .dot { return true }
        if index + 1 < tokens.count, tokens[index + 1].kind == .colon { return true }
        return !parameters.isEmpty && parameters.contains(file.text(of: tokens[index]))
    }

    private static let constantKeywords: Set<Keyword> = [.true, .false, .nil, .selfType, .initializer, .as]

    /// A call that builds a value: a type's initializer, an implicit member or a static member
    /// of a type. `UIApplication.shared.open(url)` is none: `open` is called on an instance.
    private func isConstantCall(_ callee: Int) -> Bool {
        if isCapitalized(callee) || tokens[callee].keyword == .initializer { return true }
        guard callee >= 1, tokens[callee - 1].kind == .dot else { return false }
        guard callee >= 2 else { return true }
        let receiver = tokens[callee - 2]
        switch receiver.kind {
        case .identifier, .escapedIdentifier: return isCapitalized(callee - 2)
        case .rightParen, .rightBracket, .question, .exclamation: return false
        default: return true
        }
    }

    private func isCapitalized(_ index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .identifier && Byte.isUppercase(file.bytes[Int(token.start)])
    }

    // MARK: Lines

    /// A line is data when a region covers it and no token outside the regions starts on it.
    func dataLines() -> [Bool] {
        var covered = [Bool](repeating: false, count: file.lines.count)
        var inRegion = [Bool](repeating: false, count: tokens.count)
        for region in regions where region.upperBound < tokens.count {
            for index in region { inRegion[index] = true }
            let first = Int(tokens[region.lowerBound].line)
            let last = file.location(ofOffset: max(Int(tokens[region.upperBound].end) - 1, 0)).line - 1
            for line in first...max(first, last) where line < covered.count { covered[line] = true }
        }
        for index in tokens.indices where !inRegion[index] {
            let line = Int(tokens[index].line)
            if line < covered.count { covered[line] = false }
        }
        return covered
    }
}
