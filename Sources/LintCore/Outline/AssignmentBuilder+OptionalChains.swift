/// Optional chains, and nil comparisons outside the condition lists and ternaries that read
/// their own.
extension AssignmentBuilder {
    /// Every optional chaining mark with its chain. A chain is walked once, from its first
    /// mark: its later marks take that walk's end, so `a?.b?.c?.d` is not walked from each.
    mutating func readOptionalChains() {
        let reading = OutlineReading(reader: reader, outline: outline)
        var chains: [OptionalChainingExpr] = []
        // Marks an earlier walk passed, with the first mark of their chain.
        var laterMarks: [Int: Int] = [:]
        for position in 0..<reader.count where reader.kind(position) == .question {
            guard expressions.isAdjacent(position - 1, position), reading.endsPostfixExpression(at: position - 1) else { continue }
            switch reader.kind(position + 1) {
            case .dot?, .leftBracket?, .leftParen?: guard expressions.isAdjacent(position, position + 1) else { continue }
            default: continue
            }
            if let head = laterMarks[position] {
                let first = chains[head]
                chains.append(OptionalChainingExpr(
                    base: first.base.lowerBound..<position, questionMark: position, chainEnd: first.chainEnd, isInsideOptionalChain: true
                ))
                continue
            }
            let head = chains.count
            let end = expressions.postfixEnd(from: position) { mark in
                if mark != position, reader.kind(mark) == .question { laterMarks[mark] = head }
            }
            let start = expressions.postfixStart(endingBefore: position)
            chains.append(OptionalChainingExpr(
                base: start..<position, questionMark: position, chainEnd: end, isInsideOptionalChain: false
            ))
        }
        outline.optionalChains = chains
    }

    /// `x == nil`, `nil != x` wherever they are (`isLoaded = x != nil`, an operand of `||`),
    /// but for those a condition list or a ternary already reads as its element.
    mutating func readNilComparisons() {
        for position in 0..<reader.count where reader.kind(position) == .operator && !nilTestOperators.contains(position) {
            guard reader.isOperator(position, "==") || reader.isOperator(position, "!=") else { continue }
            let tested: Range<Int>
            if reader.keyword(position + 1) == .nil {
                tested = expressions.postfixStart(endingBefore: position)..<position
            } else if reader.keyword(position - 1) == .nil {
                tested = position + 1..<expressions.postfixEnd(from: position + 1)
            } else {
                continue
            }
            guard !tested.isEmpty else { continue }
            let range = min(tested.lowerBound, position - 1)..<max(tested.upperBound, position + 2)
            conditions.append(ConditionElement(
                kind: .nilComparison, range: range, tested: tested, testedPath: expressions.path(of: tested),
                boundToken: nil, bindsVariable: false, castType: nil, guardedBlock: nil, introducer: position,
                isNegated: reader.isOperator(position, "==")
            ))
        }
    }
}
