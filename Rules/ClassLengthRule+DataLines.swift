import LintCore

extension ClassLengthRule {
    /// Counts lines of code that are not data, in any range of lines in constant time (from
    /// prefix sums). Data are the lines that hold a type's enum cases, its constants (`static
    /// let title = "Title"`, `let inset: CGFloat = 16`), getters and functions that only give
    /// back a constant, switch arms that only map a case to one, literals of data (a
    /// multi-line string, an array or dictionary of literals) wherever they are, initializers
    /// that only store their parameters (`self.title = title`), and attributes on lines of their
    /// own (`@Published`), which belong to the declaration below. A table of them grows with what
    /// it lists, not with what its type does: it gives the type no job. Compiler directives
    /// (`#if DEBUG`) choose which code is compiled and are none, nor is a `{` on a line of its own.
    struct CodeLines {
        private let prefix: [Int]

        init(_ file: SourceFile) {
            var finder = RegionFinder(file)
            finder.findEnumCases()
            finder.findConstantBodies()
            finder.findConstantProperties()
            finder.findListedConstants()
            finder.findDataLiterals()
            finder.findAttributeLinesAndStoringInitializers()
            finder.findDirectives()
            finder.findBracesOnLinesOfTheirOwn()
            prefix = zip(file.lines, finder.dataLines()).reduce(into: [0]) { sums, line in
                sums.append(sums[sums.count - 1] + (line.0.hasCode && !line.1 ? 1 : 0))
            }
        }

        /// Code lines strictly between the body's brace lines; nil for bodies that never close.
        func bodyLines(_ body: Body?) -> Int? {
            guard let body, let closeLine = body.closeLine else { return nil }
            guard closeLine > body.openLine + 1 else { return 0 }
            return lines(from: body.openLine + 1, through: closeLine - 1)
        }

        /// Code lines from `first` through `last`, both included.
        func lines(from first: Int, through last: Int) -> Int {
            guard last >= first, first >= 0, last + 1 < prefix.count else { return 0 }
            return prefix[last + 1] - prefix[first]
        }
    }

    /// Collects token ranges that hold only data, then resolves them to whole lines. Switch
    /// cases, statements, bodies and literals come from the syntax outline; each region is read
    /// once more to check that it holds nothing but constants.
    fileprivate struct RegionFinder {
        let file: SourceFile
        let outline: SyntaxOutline
        var regions: [ClosedRange<Int>] = []
        var tokens: [Token] { file.tokens }

        init(_ file: SourceFile) {
            self.file = file
            outline = file.outline(.blocks)
        }

        /// Enum cases (`case a, b(Int), c = "c"`, `@Ephemeral indirect case d`) in a type's body.
        mutating func findEnumCases() {
            for (index, block) in outline.blocks.enumerated() where block.role == .type {
                for statement in outline.statements(in: index) where tokens[file.declarationKeyword(of: statement)].keyword == .case {
                    regions.append(statement.first...statement.last)
                }
            }
        }

        /// Bodies that give back one constant, with what they belong to: switch arms (`case .a:
        /// return "A"`, from `@unknown` in `@unknown default`), and a type's functions and getters
        /// written alone (`var title: String { L10n.title }`).
        mutating func findConstantBodies() {
            let declarations = file.declarations
            for (index, block) in outline.blocks.enumerated() where block.close < tokens.count {
                let region: ClosedRange<Int>
                var parameters: [String] = []
                switch (block.role, block.declaration) {
                case (.switchCase, _):
                    region = block.firstToken...block.close - 1
                case (.function, .function(let function)?) where declarations.functions[function].parent != nil:
                    region = declarations.functions[function].firstToken...block.close
                    parameters = declarations.functions[function].parameters.map(\.internalName)
                case (.accessor, .property(let property)?) where block.parent.map { outline.blocks[$0].role == .type } == true:
                    region = declarations.properties[property].firstToken...block.close
                default:
                    continue
                }
                if let value = outline.returnedExpression(of: index, in: file), isConstant(value, parameters: parameters) { regions.append(region) }
            }
        }

        /// Constants: `let`s, or static stored properties, of a type initialised with a constant expression.
        mutating func findConstantProperties() {
            for property in file.declarations.properties where property.parent != nil {
                let isStatic = property.modifiers.contains(.static) || property.modifiers.contains(.class)
                guard property.hasInitializer, property.isLet || isStatic, property.accessors == .none,
                      let equals = file.initializerStart(after: property.nameToken),
                      let end = outline.statementEnd(after: equals) else { continue }
                // A stored property's initializer cannot read the instance: its bare names are constants.
                if isConstant(equals + 1..<end, allowsBareNames: true) { regions.append(property.firstToken...end - 1) }
            }
        }

        /// A `{` on a line of its own is where another brace style ends the line above: the
        /// same code is no longer for being written in that style.
        mutating func findBracesOnLinesOfTheirOwn() {
            regions += file.openingBracesOnLinesOfTheirOwn.map { $0...$0 }
        }

        /// `#if`, `#elseif`, `#else` and `#endif` choose which code is compiled; they are none.
        mutating func findDirectives() {
            for statement in outline.statements where statement.isDirective { regions.append(statement.first...statement.last) }
        }

        /// A statement that lists one constant by its qualified name on one line, as a result
        /// builder's table does (`AudioCodec.aac` in `DirectPlayProfile(type: .video) { … }`).
        mutating func findListedConstants() {
            for statement in outline.statements where !statement.isDirective && isCapitalized(statement.first) {
                guard tokens[statement.first].line == tokens[statement.last].line,
                      file.memberPath(of: statement.range)?.utf8.contains(UInt8(ascii: ".")) == true else { continue }
                regions.append(statement.first...statement.last)
            }
        }

        /// `@Published` on a line of its own belongs to the declaration below; an initializer
        /// that only stores its parameters wires values in, as a memberwise one does: no job.
        mutating func findAttributeLinesAndStoringInitializers() {
            regions += file.attributeOnlyLines
            for function in file.declarations.functions where function.kind == .initializer && function.parent != nil {
                guard let close = function.body?.close, file.storesOnlyItsParameters(function) else { continue }
                regions.append(function.firstToken...close)
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
    }
}

fileprivate extension ClassLengthRule.RegionFinder {
    // MARK: Expressions

    /// One expression made of literals, names, type constructors (`UIColor(white: 0.5, alpha: 1)`),
    /// implicit members (`.system(size: 14)`) and static calls on a type (`L10n.tr("key")`): no
    /// closure, no assignment, no call on an instance.
    func isConstant(_ range: Range<Int>, allowsBareNames: Bool = false, parameters: [String] = []) -> Bool {
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon: return false
            case .operator:
                // An assignment changes state and a comparison tests it: neither lists a value.
                if let role = file.operatorRole(at: index), role.assigns || role == .equality { return false }
            case .identifier where !file.isMember(at: index):
                // After a dot a name or a keyword (`L10n.title`, `.red`, `.default`) names a member of a type.
                let listsValue = token.keyword.map(Self.constantKeywords.contains) ?? (allowsBareNames || isConstantName(index, parameters))
                if !listsValue { return false }
            default: break
            }
            if index + 1 < range.upperBound, tokens[index + 1].kind == .leftParen, !isConstantCall(index) { return false }
        }
        return !range.isEmpty
    }

    /// A type's name, an argument label or one of the function's parameters; a bare lower-case
    /// name is the instance's state.
    private func isConstantName(_ index: Int, _ parameters: [String]) -> Bool {
        if isCapitalized(index) { return true }
        if index + 1 < tokens.count, tokens[index + 1].kind == .colon { return true }
        return !parameters.isEmpty && parameters.contains(file.text(of: tokens[index]))
    }

    private static let constantKeywords: Set<Keyword> = [.true, .false, .nil, .selfType, .initializer, .as]

    /// A call that builds a value: a type's initializer, an implicit member (`.system(size: 14)`,
    /// also after `return`) or a static member of a type (`L10n.tr("key")`).
    /// `UIApplication.shared.open(url)` is none: `open` is called on an instance.
    private func isConstantCall(_ callee: Int) -> Bool {
        // `f()()`, `Set<Int>()`: only a name's call is read.
        guard tokens[callee].kind == .identifier else { return true }
        if isCapitalized(callee) || tokens[callee].keyword == .initializer { return true }
        guard file.isMember(at: callee) else { return false }
        // A literal's member (`"title".localized()`) is built of constants too.
        guard let last = outline.postfixExpression(endingBefore: callee - 1, in: file).last else { return true }
        return tokens[last].kind == .string || tokens[last].kind == .number || isCapitalized(last)
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
