/// The tests code branches on: `if`, `guard` and `while` condition lists, ternaries and `??`.
extension AssignmentBuilder {
    /// Each `if`, `guard` and `while` statement's condition elements, with the bindings they make.
    mutating func readConditions() {
        for index in outline.blocks.indices {
            let block = outline.blocks[index]
            let introducer = block.introducer
            let role = block.role
            guard role == .if || role == .guard || role == .while,
                  reader.keyword(introducer) == .if || reader.keyword(introducer) == .guard || reader.keyword(introducer) == .while
            else { continue }
            var end = block.open
            if role == .guard, reader.keyword(end - 1) == .else { end -= 1 }
            var start = introducer + 1
            var position = start
            while position <= end {
                if position == end || reader.kind(position) == .comma {
                    if start < position { readElement(start..<position, of: index) }
                    start = position + 1
                } else if let close = outline.close(of: position), close < end {
                    position = close
                }
                position += 1
            }
        }
    }

    private mutating func readElement(_ range: Range<Int>, of block: Int) {
        let first = range.lowerBound
        let isGuard = outline.blocks[block].role == .guard
        var element = ConditionElement(
            kind: .boolean, range: range, tested: range, testedPath: nil, boundToken: nil, bindsVariable: false,
            castType: nil, guardedBlock: block, introducer: outline.blocks[block].introducer, isNegated: false
        )
        switch reader.keyword(first) {
        case .let?, .var?:
            conditionKeywords.insert(first)
            let isName = reader.isName(first + 1)
            let tupleClose = reader.kind(first + 1) == .leftParen ? outline.close(of: first + 1) : nil
            guard isName || tupleClose != nil else { return }
            let end = tupleClose.map { $0 + 1 } ?? first + 2
            element.kind = .optionalBinding
            element.pattern = first + 1..<end
            element.boundToken = isName ? first + 1 : nil
            element.bindsVariable = reader.keyword(first) == .var
            var position = end
            var annotation: ResolvedType?
            if reader.kind(position) == .colon {
                position = reader.typeEnd(from: end + 1)
                annotation = annotatedType(end + 1..<position)
            }
            var value: Range<Int>?
            if reader.isOperator(position, "="), position + 1 < range.upperBound {
                bindingEquals[position] = true
                value = position + 1..<range.upperBound
                element.tested = value!
                if let cast = expressions.lastCast(in: value!), let type = expressions.castTypeToken(after: cast) {
                    element.castType = reader.text(type)
                }
            } else {
                // `if let x` alone unwraps `x`; a tuple needs a value.
                guard isName else { return }
                element.tested = first + 1..<first + 2
            }
            element.isNegated = isGuard
            let scope = isGuard ? outline.blocks[block].parent : block
            let validFrom = isGuard ? outline.blocks[block].close + 1 : outline.blocks[block].open
            // No binding for a tuple's names: one without a value would read as `if let x` shorthand.
            guard isName else { break }
            bindings.append(LocalBinding(
                nameToken: first + 1, value: value, type: annotation, scope: scope, validFrom: validFrom, kind: .optionalBinding
            ))
        case .case?:
            element.kind = .casePattern
            var position = first + 1
            while position < range.upperBound, !reader.isOperator(position, "=") {
                if let close = outline.close(of: position) { position = close }
                position += 1
            }
            guard position + 1 < range.upperBound else { return }
            bindingEquals[position] = true
            for inner in first + 1..<position where reader.keyword(inner) == .let || reader.keyword(inner) == .var {
                conditionKeywords.insert(inner)
            }
            element.tested = position + 1..<range.upperBound
            element.isNegated = isGuard
        default:
            if reader.kind(first) == .pound {
                element.kind = .availability
                element.isNegated = isGuard
            } else {
                readTest(&element, isGuard: isGuard)
            }
        }
        element.testedPath = expressions.path(of: element.tested)
        conditions.append(element)
    }

    /// A boolean test: a nil comparison on either side, a `!` negation, or any expression.
    private mutating func readTest(_ element: inout ConditionElement, isGuard: Bool) {
        let range = element.tested
        var comparison: Int?
        var position = range.lowerBound
        while position < range.upperBound {
            if let close = outline.close(of: position) {
                position = close + 1
                continue
            }
            if reader.isOperator(position, "==") || reader.isOperator(position, "!=") {
                if comparison != nil { comparison = nil; break }
                comparison = position
            } else if reader.isOperator(position, "&&") || reader.isOperator(position, "||") {
                comparison = nil
                break
            }
            position += 1
        }
        var isNegative = false
        if let comparison {
            let left = range.lowerBound..<comparison
            let right = comparison + 1..<range.upperBound
            let isEqual = reader.isOperator(comparison, "==")
            if right.count == 1, reader.keyword(right.lowerBound) == .nil {
                element.kind = .nilComparison
                element.tested = left
                isNegative = isEqual
                nilTestOperators.insert(comparison)
            } else if left.count == 1, reader.keyword(left.lowerBound) == .nil {
                element.kind = .nilComparison
                element.tested = right
                isNegative = isEqual
                nilTestOperators.insert(comparison)
            }
        } else if reader.kind(range.lowerBound) == .exclamation, range.count > 1,
                  expressions.postfixStart(endingBefore: range.upperBound) == range.lowerBound + 1 {
            element.tested = range.lowerBound + 1..<range.upperBound
            isNegative = true
        }
        element.isNegated = isNegative != isGuard
    }

    /// Ternaries' conditions and the left sides of `??`, anywhere in the file.
    mutating func readTernariesAndNilCoalescing() {
        for position in 0..<reader.count {
            let kind = reader.tokens[position].kind
            if kind == .operator, reader.isOperator(position, "??") {
                let start = expressions.postfixStart(endingBefore: position)
                guard start < position else { continue }
                var element = ConditionElement(
                    kind: .nilCoalescing, range: start..<position + 1, tested: start..<position, testedPath: nil,
                    boundToken: nil, bindsVariable: false, castType: nil, guardedBlock: nil, introducer: position,
                    isNegated: false
                )
                element.testedPath = expressions.path(of: element.tested)
                conditions.append(element)
            } else if kind == .question, position > 0, !expressions.isAdjacent(position - 1, position),
                      !expressions.isAdjacent(position, position + 1) {
                let start = expressions.ternaryConditionStart(before: position)
                guard start < position else { continue }
                var element = ConditionElement(
                    kind: .boolean, range: start..<position, tested: start..<position, testedPath: nil, boundToken: nil,
                    bindsVariable: false, castType: nil, guardedBlock: nil, introducer: position, isNegated: false
                )
                readTest(&element, isGuard: false)
                element.testedPath = expressions.path(of: element.tested)
                conditions.append(element)
            }
        }
    }
}
