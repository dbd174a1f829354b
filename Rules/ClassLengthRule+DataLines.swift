import LintCore

extension ClassLengthRule {
    /// The lines of a file that hold data rather than behaviour: a type's enum cases, its
    /// constants (`static let title = "Title"`, `let inset: CGFloat = 16`), getters and functions
    /// that only give back a constant, and switch arms that only map a case to one. A table of
    /// them grows with what it lists, not with what its type does: it gives the type no job.
    ///
    /// Found in one pass over the tokens and one over the declarations; each region of data is
    /// read once more to check that it holds nothing but constants.
    struct DataLines {
        private(set) var isData: [Bool]

        init(_ file: SourceFile) {
            var finder = RegionFinder(file)
            finder.findSwitchArmsAndCases()
            finder.findConstantDeclarations()
            finder.findListedConstants()
            isData = finder.dataLines()
        }
    }

    /// Collects token ranges that hold only data, then resolves them to whole lines.
    fileprivate struct RegionFinder {
        let file: SourceFile
        let tokens: [Token]
        var regions: [ClosedRange<Int>] = []

        init(_ file: SourceFile) {
            self.file = file
            tokens = file.tokens
        }

        // MARK: Switch arms and enum cases

        private enum Scope { case typeBody, switchBody, other }

        /// One open switch: the first token of its current arm's label, if any.
        private struct OpenSwitch {
            var depth: Int
            var armStart: Int?
        }

        mutating func findSwitchArmsAndCases() {
            let typeBodies = Set(file.declarations.types.compactMap { $0.body?.open })
            var switchBodies = Set<Int>()
            var scopes: [Scope] = []
            var switches: [OpenSwitch] = []
            for index in tokens.indices {
                let token = tokens[index]
                switch token.kind {
                case .leftBrace:
                    let scope: Scope = typeBodies.contains(index) ? .typeBody : switchBodies.contains(index) ? .switchBody : .other
                    scopes.append(scope)
                    if scope == .switchBody { switches.append(OpenSwitch(depth: scopes.count)) }
                case .rightBrace:
                    if scopes.last == .switchBody, let open = switches.popLast(), let start = open.armStart {
                        addArm(start..<index)
                    }
                    _ = scopes.popLast()
                case .identifier:
                    switch token.keyword {
                    case .switch:
                        if let brace = file.bodyBrace(from: index + 1) { switchBodies.insert(brace) }
                    case .case, .default:
                        if scopes.last == .typeBody, token.keyword == .case {
                            addCaseDeclaration(at: index)
                        } else if scopes.last == .switchBody, var open = switches.last, open.depth == scopes.count,
                                  isArmLabel(index) {
                            if let start = open.armStart { addArm(start..<armLabelStart(index)) }
                            open.armStart = armLabelStart(index)
                            switches[switches.count - 1] = open
                        }
                    default: break
                    }
                default: break
                }
            }
        }

        /// `case` opening an arm, not `if case`, `guard case`, `for case` or `while case`.
        private func isArmLabel(_ index: Int) -> Bool {
            guard index > 0 else { return false }
            switch tokens[index - 1].keyword {
            case .if, .guard, .for, .while: return false
            default: return tokens[index - 1].kind != .comma
            }
        }

        /// `@unknown default` starts at its attribute.
        private func armLabelStart(_ index: Int) -> Int {
            index > 0 && tokens[index - 1].kind == .attribute ? index - 1 : index
        }

        /// An arm is data when, after its label's colon, it holds one constant (`case .a: return "A"`).
        private mutating func addArm(_ arm: Range<Int>) {
            guard let colon = labelColon(in: arm), isConstant(colon + 1..<arm.upperBound, allowsReturn: true) else { return }
            regions.append(arm.lowerBound...arm.upperBound - 1)
        }

        /// The colon ending an arm's label, outside the parentheses of its patterns.
        private func labelColon(in arm: Range<Int>) -> Int? {
            var depth = 0
            for index in arm {
                switch tokens[index].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .colon where depth == 0: return index
                case .leftBrace: return nil
                default: break
                }
            }
            return nil
        }

        /// `case a, b(Int), c = "c"` in a type's body, up to the end of its declaration.
        private mutating func addCaseDeclaration(at index: Int) {
            let end = expressionEnd(from: index + 1)
            guard end > index + 1 else { return }
            regions.append(index...end - 1)
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
                addConstantBody(from: property.nameToken, declarationStart: property.firstToken)
                continue
            }
            let isStatic = property.modifiers.contains(.static) || property.modifiers.contains(.class)
            guard property.hasInitializer, property.isLet || isStatic, property.accessors == .none,
                  let equals = file.initializerStart(after: property.nameToken) else { continue }
            let end = expressionEnd(from: equals + 1)
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

    private mutating func addConstantBody(from nameToken: Int, declarationStart: Int) {
        guard let open = file.bodyBrace(from: nameToken + 1), let close = file.matchingClose(open),
              isConstant(open + 1..<close, allowsReturn: true) else { return }
        regions.append(declarationStart...close)
    }

    /// A line that lists one constant by its qualified name, as a result builder's table does
    /// (`AudioCodec.aac` in `DirectPlayProfile(type: .video) { … }`).
    mutating func findListedConstants() {
        var index = 1
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].line > tokens[index - 1].line, !continues(before: index), isCapitalized(index),
                  index + 2 < tokens.count, tokens[index + 1].kind == .dot else { continue }
            var end = index + 1
            while end + 1 < tokens.count, tokens[end].kind == .dot, tokens[end + 1].kind == .identifier,
                  tokens[end + 1].keyword == nil, tokens[end + 1].line == tokens[index].line {
                end += 2
            }
            if end > index + 1, end < tokens.count, end > index + 2 || tokens[end].kind != .dot,
               tokens[end].line > tokens[index].line, !continues(before: end) {
                regions.append(index...end - 1)
            }
        }
    }

    // MARK: Expressions

    /// The token after the expression or declaration that starts at `start`: it ends at a
    /// line break outside brackets that does not continue it (no trailing comma or operator,
    /// no leading dot or operator).
    func expressionEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, index > start, token.line > tokens[index - 1].line, !continues(before: index) { return index }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return index }
                depth -= 1
            case .semicolon where depth == 0: return index
            default: break
            }
            index += 1
        }
        return index
    }

    /// Whether the line break before `index` continues an expression.
    private func continues(before index: Int) -> Bool {
        switch tokens[index - 1].kind {
        case .comma, .operator, .leftParen, .leftBracket, .dot, .colon, .arrow: return true
        default: break
        }
        // A comma after a multi-line string literal starts on the literal's last line.
        switch tokens[index].kind {
        case .dot, .operator, .rightParen, .rightBracket, .comma: return true
        default: return false
        }
    }

    /// One expression made of literals, names, type constructors (`UIColor(white: 0.5, alpha: 1)`),
    /// implicit members (`.system(size: 14)`) and static calls on a type (`L10n.tr("key")`),
    /// optionally after `return`: no closure, no assignment, no call on an instance.
    func isConstant(
        _ range: Range<Int>, allowsReturn: Bool, allowsBareNames: Bool = false, parameters: [String] = []
    ) -> Bool {
        var start = range.lowerBound
        if allowsReturn, start < range.upperBound, tokens[start].keyword == .return { start += 1 }
        guard start < range.upperBound else { return false }
        for index in start..<range.upperBound {
            let token = tokens[index]
            if index > start, token.line > tokens[index - 1].line, !continues(before: index) { return false }
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon: return false
            case .operator:
                // An assignment changes state and a comparison tests it: neither lists a value.
                if file.isAssignment(at: index) || Self.comparisons.contains(file.text(of: token)) { return false }
            case .identifier:
                if let keyword = token.keyword {
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

    private static let comparisons: Set<String> = ["==", "!=", "===", "!=="]

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
