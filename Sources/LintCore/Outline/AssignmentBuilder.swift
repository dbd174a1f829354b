/// Fills a finished outline's assignments, conditions and local bindings. First the
/// conditions and declarations say which `=` bind rather than assign and which names they
/// bind where; then one walk in token order keeps the bindings in scope (a table of each
/// name's bindings, opened and closed with their blocks) and reads every assignment with its
/// receiver resolved against that table.
struct AssignmentBuilder {
    let reader: TokenReader
    let declarations: DeclarationIndex
    var outline: SyntaxOutline
    let expressions: ExpressionReader
    /// Per block: whether its code runs (a function's, accessor's or closure's body, or a
    /// statement's inside one).
    var runs: [Bool]
    /// Per block: the type or extension around it (its position in the declaration index), or -1.
    var enclosingType: [Int32]
    /// `=` tokens that bind or initialise: declarations, patterns, parameter defaults.
    var bindingEquals: [Bool]
    /// `let`/`var` tokens a condition has read.
    var conditionKeywords: Set<Int> = []
    /// The `==` and `!=` of the nil comparisons condition lists and ternaries have read.
    var nilTestOperators: Set<Int> = []
    var bindings: [LocalBinding] = []
    var conditions: [ConditionElement] = []
    /// The bindings in scope, by name hash: the innermost last.
    var active: [UInt64: [Int32]] = [:]
    /// The bindings in scope in the order they came in, with their scope (-1 at the top level).
    var activeStack: [(scope: Int, binding: Int32, name: UInt64)] = []
    /// The file's stored properties declared with a type, by the name of the type that holds
    /// each, then by name hash. Made when first asked.
    var storedTypes: [String: [UInt64: Int]]?

    init(reader: TokenReader, declarations: DeclarationIndex, outline: SyntaxOutline) {
        self.reader = reader
        self.declarations = declarations
        self.outline = outline
        expressions = ExpressionReader(reader: reader, outline: outline)
        bindingEquals = [Bool](repeating: false, count: reader.count)
        runs = []
        enclosingType = []
        runs.reserveCapacity(outline.blocks.count)
        enclosingType.reserveCapacity(outline.blocks.count)
        for block in outline.blocks {
            let parent = block.parent
            let role = block.role
            runs.append(role.isExecutableRoot || role.isStatementBody && parent.map { runs[$0] } == true)
            if role == .type, case .type(let index)? = block.declaration {
                enclosingType.append(Int32(index))
            } else {
                enclosingType.append(parent.map { enclosingType[$0] } ?? -1)
            }
        }
    }

    /// `outline`, whose blocks and partners are done, with its assignments, conditions and bindings.
    static func adding(to outline: SyntaxOutline, reader: TokenReader, declarations: DeclarationIndex) -> SyntaxOutline {
        var builder = AssignmentBuilder(reader: reader, declarations: declarations, outline: outline)
        return builder.build()
    }

    /// `outline` with its conditions and optional chains only.
    static func addingConditions(to outline: SyntaxOutline, reader: TokenReader, declarations: DeclarationIndex) -> SyntaxOutline {
        var builder = AssignmentBuilder(reader: reader, declarations: declarations, outline: outline)
        builder.readConditions()
        builder.readTernariesAndNilCoalescing()
        builder.readNilComparisons()
        builder.readOptionalChains()
        builder.outline.conditions = builder.conditions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        return builder.outline
    }

    private mutating func build() -> SyntaxOutline {
        readConditions()
        readDeclarations()
        readParameterDefaults()
        readTernariesAndNilCoalescing()
        readNilComparisons()
        readOptionalChains()
        walk()
        outline.conditions = conditions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        outline.bindings = bindings.sorted { ($0.scope ?? -1, $0.validFrom) < ($1.scope ?? -1, $1.validFrom) }
        for (index, binding) in outline.bindings.enumerated() {
            outline.bindingsByName[nameHash(binding.nameToken), default: []].append(Int32(index))
        }
        return outline
    }

    func runs(at position: Int) -> Bool {
        outline.block(containing: position).map { runs[$0] } ?? false
    }

    func nameHash(_ position: Int) -> UInt64 {
        let token = reader.tokens[position]
        let range = token.kind == .escapedIdentifier ? token.range.dropFirst().dropLast() : token.range
        return NameSet.hash(of: range, in: reader.bytes)
    }

    // MARK: The walk

    private mutating func walk() {
        let order = bindings.indices.sorted { bindings[$0].validFrom < bindings[$1].validFrom }
        var nextActivation = 0
        var openBlocks: [Int] = []
        var nextBlock = 0
        let blocks = outline.blocks
        for position in 0..<reader.count {
            while let top = openBlocks.last, blocks[top].close <= position {
                closeScope(top)
                openBlocks.removeLast()
            }
            while nextBlock < blocks.count, blocks[nextBlock].open <= position {
                openBlocks.append(nextBlock)
                nextBlock += 1
            }
            while nextActivation < order.count, bindings[order[nextActivation]].validFrom <= position {
                activate(order[nextActivation])
                nextActivation += 1
            }
            if reader.tokens[position].kind == .operator, !bindingEquals[position] { assignment(at: position) }
        }
    }

    private mutating func activate(_ index: Int) {
        let binding = bindings[index]
        if let scope = binding.scope, outline.blocks[scope].close <= binding.validFrom { return }
        if binding.type == nil, let value = binding.value {
            bindings[index].type = typeOfValue(value)
        } else if binding.type == nil, binding.kind == .optionalBinding {
            // `if let vc`: the outer `vc`'s type.
            bindings[index].type = resolveName(binding.nameToken)
        }
        let name = nameHash(binding.nameToken)
        active[name, default: []].append(Int32(index))
        activeStack.append((binding.scope ?? -1, Int32(index), name))
    }

    private mutating func closeScope(_ block: Int) {
        while let last = activeStack.last, last.scope == block {
            activeStack.removeLast()
            active[last.name]?.removeLast()
            if active[last.name]?.isEmpty == true { active[last.name] = nil }
        }
    }

    // MARK: Assignments

    private mutating func assignment(at position: Int) {
        guard let block = outline.block(containing: position), runs[block],
              let found = expressions.assignmentOperator(at: position) else { return }
        let (operatorTokens, kind) = (found.tokens, found.kind)
        let start = expressions.postfixStart(endingBefore: operatorTokens.lowerBound)
        guard start < operatorTokens.lowerBound else { return }
        // Declarations' `=` are marked; a `let` or `typealias` right before is one all the same.
        switch reader.keyword(start - 1) {
        case .let?, .var?, .case?, .typealias?: return
        default: break
        }
        let last = operatorTokens.lowerBound - 1
        let valueEnd = expressions.expressionEnd(from: position + 1)
        var record = AssignmentExpr(
            target: start..<operatorTokens.lowerBound, operatorTokens: operatorTokens, kind: kind,
            value: position + 1..<max(position + 1, valueEnd), memberToken: nil, receiver: nil, receiverType: nil,
            targetsLocal: false, block: block
        )
        if reader.isName(last), expressions.isOperandWord(last), reader.keyword(last) != .selfValue {
            if last == start {
                record.memberToken = last
                if active[nameHash(last)] != nil {
                    record.targetsLocal = true
                } else {
                    record.receiverType = enclosingTypeReference(at: position)
                }
            } else if reader.kind(last - 1) == .dot {
                record.memberToken = last
                record.receiver = start..<last - 1
                record.receiverType = resolveReceiver(start..<last - 1, at: position)
            }
        }
        outline.assignments.append(record)
    }
}
