/// What must hold of any file's outline, whatever its bytes: the fuzzer (Fuzz/OutlineFuzzer.swift)
/// and the regression tests check it.
extension SyntaxOutline {
    /// The first invariant the outline of `file` breaks, described, or nil when all hold:
    /// blocks open before they close and nest in their parents; bracket partners are mutual;
    /// every record's tokens lie in the file and, for records in code, inside their block.
    public func brokenInvariant(in file: SourceFile) -> String? {
        let count = file.tokens.count
        for (index, block) in blocks.enumerated() {
            guard block.open >= 0, block.open < block.close, block.close <= count else { return "block \(index) spans \(block.open)..\(block.close)" }
            if let parent = block.parent {
                guard parent < index, blocks[parent].open < block.open, block.close <= blocks[parent].close else {
                    return "block \(index) is not inside its parent \(parent)"
                }
            }
        }
        for position in 0..<count {
            if let close = close(of: position), open(of: close) != position { return "partner of \(position) is not mutual" }
        }
        for (index, literal) in literals.enumerated() {
            guard isInFile(literal.tokens, count), isInOneBlock(literal.tokens) else { return "literal \(index) at \(literal.tokens)" }
            guard literal.lines.upperBound < max(1, file.lines.count) else { return "literal \(index) ends past the last line" }
        }
        for (index, record) in subscripts.enumerated() {
            let ranges = [record.base, record.index, record.tokens] + record.arguments.map(\.expression)
            guard ranges.allSatisfy({ isInFile($0, count) }), isInOneBlock(record.tokens),
                  record.arguments.allSatisfy({ $0.label.map { record.index.contains($0) } ?? true }) else { return "subscript \(index)" }
        }
        for (index, loop) in forLoops.enumerated() {
            let body = blocks[loop.body]
            let ranges = [loop.pattern, loop.sequence] + (loop.whereClause.map { [$0] } ?? [])
            guard loop.forKeyword < loop.inKeyword, loop.inKeyword < body.open, ranges.allSatisfy({ $0.upperBound <= body.open && $0.lowerBound > loop.forKeyword }),
                  loop.names.allSatisfy({ loop.pattern.contains($0.token) }) else { return "for loop \(index)" }
        }
        for (index, local) in locals.enumerated() {
            let block = blocks[local.block]
            for binding in local.bindings {
                let ranges = [binding.pattern] + [binding.type, binding.initializer].compactMap { $0 }
                guard ranges.allSatisfy({ $0.lowerBound > block.open && $0.upperBound <= block.close && isInFile($0, count) }),
                      binding.names.allSatisfy({ binding.pattern.contains($0.token) }) else { return "local \(index)" }
            }
        }
        for (index, enumCase) in enumCases.enumerated() {
            guard let open = file.declarations.types[enumCase.enumType].body?.open, let body = block(openedAt: open) else { return "enum case \(index) has no body" }
            let ranges = [enumCase.nameToken..<enumCase.nameToken + 1] + [enumCase.associatedValue, enumCase.rawValue].compactMap { $0 }
            guard ranges.allSatisfy({ $0.lowerBound > open && $0.upperBound <= blocks[body].close }) else { return "enum case \(index)" }
        }
        return expressionInvariant(count: count) ?? callInvariant(count: count)
    }

    /// Statements lie in their blocks and do not overlap; assignments and conditions lie in the
    /// file; optional chains are in order, each base right before its mark and its end after.
    private func expressionInvariant(count: Int) -> String? {
        for block in [nil] + blocks.indices.map(Optional.some) {
            var end = block.map { blocks[$0].open + 1 } ?? 0
            for statement in statements(in: block) {
                guard statement.first >= end, statement.range.upperBound <= (block.map { blocks[$0].close } ?? count) else {
                    return "statement at \(statement.range) overlaps the one before or leaves its block"
                }
                end = statement.range.upperBound
            }
        }
        for (index, assignment) in assignments.enumerated() {
            let ranges = [assignment.target, assignment.operatorTokens, assignment.value] + [assignment.receiver].compactMap { $0 }
            guard ranges.allSatisfy({ isInFile($0, count) }), assignment.target.upperBound <= assignment.operatorToken else {
                return "assignment \(index)"
            }
        }
        for (index, condition) in conditions.enumerated() {
            guard isInFile(condition.range, count), isInFile(condition.tested, count) else { return "condition \(index)" }
        }
        for (index, chain) in optionalChains.enumerated() {
            guard isInFile(chain.base, count), chain.base.upperBound == chain.questionMark, chain.chainEnd > chain.questionMark,
                  chain.chainEnd <= count else { return "optional chain \(index)" }
        }
        if zip(optionalChains, optionalChains.dropFirst()).contains(where: { $0.questionMark >= $1.questionMark }) {
            return "optional chains out of order"
        }
        return nil
    }

    /// Calls' parts lie in the file, arguments within their parentheses; each closure is a block's.
    private func callInvariant(count: Int) -> String? {
        for (index, call) in calls.enumerated() {
            guard isInFile(call.calledExpression, count), call.receiver.map({ isInFile($0, count) }) ?? true,
                  call.trailingClosures.allSatisfy({ $0 < blocks.count && blocks[$0].role == .closure }) else { return "call \(index)" }
            if let left = call.leftParen, let right = call.rightParen {
                guard left < right, call.arguments.allSatisfy({ $0.expression.lowerBound > left && $0.expression.upperBound <= right }) else {
                    return "call \(index)'s arguments leave its parentheses"
                }
            }
        }
        for (index, closure) in closures.enumerated() {
            guard closure.block < blocks.count, blocks[closure.block].role == .closure, closure.call.map({ $0 < calls.count }) ?? true,
                  closure.shorthandUses.allSatisfy({ $0 > blocks[closure.block].open && $0 < blocks[closure.block].close }) else {
                return "closure \(index)"
            }
        }
        return nil
    }

    private func isInFile(_ range: Range<Int>, _ count: Int) -> Bool { range.lowerBound >= 0 && range.upperBound <= count }

    /// Whether the last token of `range` lies in the first's block or one nested in it.
    private func isInOneBlock(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        let first = block(containing: range.lowerBound)
        guard let last = block(containing: range.upperBound - 1) else { return first == nil }
        guard let first else { return true }
        return isBlock(last, inside: first)
    }
}
