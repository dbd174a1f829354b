/// Each closure's signature, read by its grammar with the outline's bracket partners, and its
/// shorthand parameters, told to the closure they belong to as the walk meets them.
extension CallOutlineBuilder {
    /// One `ClosureExpr` per closure block, with its signature; calls are linked by the walk.
    mutating func makeClosures() {
        let blocks = outline.blocks
        closureOfBlock = [Int32](repeating: -1, count: blocks.count)
        nearestClosureBlock = [Int32](repeating: -1, count: blocks.count)
        for index in blocks.indices {
            let block = blocks[index]
            if block.role == .closure {
                closureOfBlock[index] = Int32(result.closures.count)
                nearestClosureBlock[index] = Int32(index)
                result.closures.append(closure(of: index))
            } else if let parent = block.parent {
                nearestClosureBlock[index] = nearestClosureBlock[parent]
            }
        }
    }

    /// `{ @MainActor [weak self] (a: Int, b) async throws -> Int in`, `{ a, b in`, `{ _ in`.
    private func closure(of block: Int) -> ClosureExpr {
        var closure = ClosureExpr(
            block: block, signatureIn: nil, parameters: [], captures: [], highestShorthandParameter: nil,
            shorthandUses: [], call: nil, label: nil, isTrailing: false
        )
        var position = outline.blocks[block].open + 1
        while reader.kind(position) == .attribute {
            position += 1
            // `@available(…)` holds its arguments right after its name; `@MainActor (a: Int)` is the parameters.
            if reader.kind(position) == .leftParen, reader.tokens[position].start == reader.tokens[position - 1].end,
               let close = outline.close(of: position) { position = close + 1 }
        }
        var captureList: Range<Int>?
        if reader.kind(position) == .leftBracket {
            guard let close = outline.close(of: position) else { return closure }
            captureList = position + 1..<close
            position = close + 1
        }
        var clause: Range<Int>?
        var names: [Int] = []
        if reader.kind(position) == .leftParen {
            guard let close = outline.close(of: position) else { return closure }
            clause = position + 1..<close
            position = close + 1
        } else {
            while reader.isName(position), reader.keyword(position) != .in {
                names.append(position)
                position += 1
                guard reader.kind(position) == .comma else { break }
                position += 1
            }
        }
        while reader.isWord(position, "async") || reader.isWord(position, "throws") || reader.isWord(position, "rethrows") {
            position += 1
            if reader.kind(position) == .leftParen, let close = outline.close(of: position) { position = close + 1 }
        }
        if reader.kind(position) == .arrow { position = returnTypeEnd(from: position + 1) }
        guard reader.keyword(position) == .in else { return closure }
        closure.signatureIn = position
        if let captureList { closure.captures = captures(in: captureList) }
        if let clause {
            closure.parameters = parameters(in: clause)
        } else {
            closure.parameters = names.enumerated().map { index, token in
                ClosureParameter(name: reader.text(token), token: token, type: nil, indexPath: [index])
            }
        }
        return closure
    }

    /// The token after a closure's return type: its `in`, unless the type stops first at a
    /// brace, `=` or `;` (then no signature). Brackets inside are stepped over by their partners.
    private func returnTypeEnd(from start: Int) -> Int {
        var position = start
        while position < reader.count {
            switch reader.tokens[position].kind {
            case .leftParen, .leftBracket:
                guard let close = outline.close(of: position) else { return position }
                position = close
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return position
            case .identifier where reader.keyword(position) == .in:
                return position
            default:
                if reader.isOperator(position, "=") { return position }
            }
            position += 1
        }
        return position
    }

    /// The names a parenthesised parameter clause binds, those of tuple patterns included
    /// (`(a, (b, c))`), each with its type when it has one (`(a: Int, b)`).
    private func parameters(in clause: Range<Int>) -> [ClosureParameter] {
        var parameters: [ClosureParameter] = []
        var indexPath = [0]
        var position = clause.lowerBound
        while position < clause.upperBound {
            switch reader.tokens[position].kind {
            case .leftParen:
                indexPath.append(0)
            case .rightParen:
                if indexPath.count > 1 { indexPath.removeLast() }
            case .comma:
                indexPath[indexPath.count - 1] += 1
            case .identifier, .escapedIdentifier:
                // `_ name: Int` gives the name second.
                let name = reader.isName(position + 1) && position + 1 < clause.upperBound ? position + 1 : position
                var type: Range<Int>?
                position = name
                if reader.kind(name + 1) == .colon, name + 1 < clause.upperBound {
                    let end = typeElementEnd(from: name + 2, before: clause.upperBound)
                    type = name + 2..<end
                    position = end - 1
                }
                parameters.append(ClosureParameter(name: reader.text(name), token: name, type: type, indexPath: indexPath))
            default:
                break
            }
            position += 1
        }
        return parameters
    }

    /// The end of a parameter's type: the next `,` or `)` outside its own brackets and angle
    /// brackets (`[String: Int]`, `Result<A, B>`, `(Int) -> Void`), or `limit`.
    private func typeElementEnd(from start: Int, before limit: Int) -> Int {
        var position = start
        var angles = 0
        while position < limit {
            switch reader.tokens[position].kind {
            case .leftParen, .leftBracket:
                guard let close = outline.close(of: position), close < limit else { return limit }
                position = close
            case .leftAngle:
                angles += 1
            case .rightAngle:
                angles -= 1
            case .comma where angles <= 0, .rightParen:
                return position
            default:
                break
            }
            position += 1
        }
        return limit
    }

    /// `[weak self, unowned(unsafe) x = y, items]`: each entry up to its top-level comma.
    private func captures(in list: Range<Int>) -> [ClosureCaptureItem] {
        var items: [ClosureCaptureItem] = []
        var start = list.lowerBound
        var position = list.lowerBound
        while position <= list.upperBound {
            if position == list.upperBound || reader.kind(position) == .comma {
                if let item = captureItem(start..<position) { items.append(item) }
                start = position + 1
            } else if let kind = reader.kind(position), kind == .leftParen || kind == .leftBracket || kind == .leftBrace,
                      let close = outline.close(of: position), close < list.upperBound {
                position = close
            }
            position += 1
        }
        return items
    }

    private func captureItem(_ range: Range<Int>) -> ClosureCaptureItem? {
        var position = range.lowerBound
        var specifier: ClosureCaptureSpecifier?
        if reader.keyword(position) == .weak {
            specifier = .weak
            position += 1
        } else if reader.keyword(position) == .unowned {
            specifier = .unowned
            position += 1
            if reader.kind(position) == .leftParen, reader.kind(position + 2) == .rightParen {
                if reader.isWord(position + 1, "safe") { specifier = .unownedSafe }
                if reader.isWord(position + 1, "unsafe") { specifier = .unownedUnsafe }
                position += 3
            }
        }
        guard position < range.upperBound, reader.isName(position) else { return nil }
        let initializer = position + 1 < range.upperBound && reader.isOperator(position + 1, "=")
            ? position + 2..<range.upperBound : nil
        return ClosureCaptureItem(specifier: specifier, name: reader.text(position), nameToken: position, initializer: initializer)
    }

    // MARK: Shorthand parameters

    /// `$0`, `$12`: a `$` and digits only (`$viewModel` is a property wrapper's projection).
    func isShorthandParameter(_ token: Token) -> Bool {
        guard token.kind == .identifier, token.end - token.start >= 2, reader.bytes[Int(token.start)] == UInt8(ascii: "$") else {
            return false
        }
        return reader.bytes[Int(token.start) + 1..<Int(token.end)].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Tells the innermost closure around `position` that it uses the shorthand parameter there.
    mutating func recordShorthand(at position: Int) {
        guard let block = outline.block(containing: position), nearestClosureBlock[block] >= 0 else { return }
        let closure = Int(closureOfBlock[Int(nearestClosureBlock[block])])
        let token = reader.tokens[position]
        var number = 0
        for digit in reader.bytes[Int(token.start) + 1..<Int(token.end)] { number = number &* 10 &+ Int(digit - UInt8(ascii: "0")) }
        result.closures[closure].shorthandUses.append(position)
        result.closures[closure].highestShorthandParameter = max(result.closures[closure].highestShorthandParameter ?? 0, number)
    }
}
