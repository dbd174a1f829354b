import LintCore

/// Offsets the loop's text shows to be positions, or buffers filled slot by slot: where `zip`
/// would not say the same thing.
extension MisusedEnumeratedRule {
    /// `flags: UnsafePointer<…>`, `let values = UnsafeMutablePointer<T>.allocate(…)`,
    /// `let table = allocator.allocateCatchTable(…)`, `withUnsafeMutableBufferPointer { buffer in`:
    /// C hands parallel arrays as pointers, and memory just allocated is filled slot by slot from
    /// zero; `zip` can pair neither. Asked only of a collection about to be reported.
    /// The nearest declaration before `end` that says either way decides; each name's deciding
    /// declarations are found once per file, from an index of where each identifier is: walking
    /// back to the file's start for every subscript made a file of such loops quadratic.
    static func isBuffer(_ name: String, declaredBefore end: Int, in file: SourceFile, facts: FileFacts) -> Bool {
        let limit = min(end, file.tokens.count - 2)
        let declarations = bufferDeclarations(of: name, in: file, facts: facts)
        let after = declarations.partitionPoint { $0.position >= limit }
        return after > 0 && declarations[after - 1].isBuffer
    }

    private static func bufferDeclarations(
        of name: String, in file: SourceFile, facts: FileFacts
    ) -> [(position: Int, isBuffer: Bool)] {
        if let known = facts.bufferDeclarations[name] { return known }
        let found = positions(of: name, in: file, facts: facts).compactMap { position in
            bufferDeclaration(at: position, in: file).map { (position: position, isBuffer: $0) }
        }
        facts.bufferDeclarations[name] = found
        return found
    }

    /// Where the identifier `name` is written in the file, in order.
    static func positions(of name: String, in file: SourceFile, facts: FileFacts) -> [Int] {
        if let known = facts.positionsByName[name] { return known }
        if facts.identifierPositions == nil {
            var positions: [UInt64: [Int]] = [:]
            for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
                positions[NameSet.hash(of: token.range, in: file.bytes), default: []].append(position)
            }
            facts.identifierPositions = positions
        }
        let bytes = Array(name.utf8)
        let found = (facts.identifierPositions?[NameSet.hash(of: 0..<bytes.count, in: bytes)] ?? []).filter { position in
            file.bytes[file.tokens[position].range].elementsEqual(bytes)
        }
        facts.positionsByName[name] = found
        return found
    }

    /// Whether the identifier `name` is written within `range`: a binary search of where it is.
    static func isWritten(_ name: String, in range: Range<Int>, file: SourceFile, facts: FileFacts) -> Bool {
        let found = positions(of: name, in: file, facts: facts)
        let first = found.partitionPoint { $0 >= range.lowerBound }
        return first < found.count && found[first] < range.upperBound
    }

    /// Whether the name at `position` is declared there as a buffer; nil when it is not declared there.
    private static func bufferDeclaration(at position: Int, in file: SourceFile) -> Bool? {
        let tokens = file.tokens
        guard position + 2 < tokens.count else { return nil }
        let next = tokens[position + 1]
        if next.kind == .colon, tokens[position + 2].kind == .identifier {
            return isPointerType(file.text(of: tokens[position + 2]))
        }
        if next.kind == .operator, file.text(of: next) == "=", position > 0,
           tokens[position - 1].keyword == .let || tokens[position - 1].keyword == .var {
            return allocates(from: position + 2, line: next.line, in: file)
        }
        if let call = closureCall(ofParameterAt: position, in: file) {
            return file.text(of: tokens[call]).hasPrefix("withUnsafe")
                || (tokens[call + 1].kind == .leftParen && call + 2 < tokens.count
                    && file.text(of: tokens[call + 2]).hasPrefix("unsafeUninitialized"))
        }
        return nil
    }

    private static func isPointerType(_ type: String) -> Bool {
        type.hasPrefix("Unsafe") && type.hasSuffix("Pointer")
    }

    /// The value bound on this line is a pointer or comes from an allocation.
    private static func allocates(from start: Int, line: Int32, in file: SourceFile) -> Bool {
        var position = start
        while position < file.tokens.count, file.tokens[position].line == line {
            if file.tokens[position].kind == .identifier {
                let word = file.text(of: file.tokens[position])
                if isPointerType(word) || word.hasPrefix("allocate") { return true }
            }
            position += 1
        }
        return false
    }

    /// `{ offset in`, `{ offset, x in`, `{ (offset, x) in`: the `{` of the closure whose parameter
    /// list holds the name at `position`; nil when the name is not a closure parameter.
    static func closureOpening(ofParameterAt position: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        var back = position - 1
        while back >= 0, [.comma, .leftParen, .identifier].contains(tokens[back].kind) { back -= 1 }
        guard back >= 0, tokens[back].kind == .leftBrace else { return nil }
        var forward = position + 1
        while forward < tokens.count, [.comma, .rightParen, .identifier].contains(tokens[forward].kind) {
            if tokens[forward].keyword == .in { return back }
            forward += 1
        }
        return nil
    }

    /// `call { name in`, `call(…) { (name, count) in`: the token naming the call whose trailing
    /// closure binds the parameter at `position`.
    private static func closureCall(ofParameterAt position: Int, in file: SourceFile) -> Int? {
        guard let brace = closureOpening(ofParameterAt: position, in: file) else { return nil }
        var call = brace - 1
        if call >= 0, file.tokens[call].kind == .rightParen, let open = file.matchingOpen(call) { call = open - 1 }
        return call >= 0 && file.tokens[call].kind == .identifier ? call : nil
    }

    /// `if i > 0 { … xs[i - 1] … }` or `if i > 0 && x == xs[i - 1] { continue }`: the bounds check
    /// does not skip the first element's iteration, so the loop works on it too, which
    /// `zip(xs, xs.dropFirst())` would never visit. A `guard … else { continue }`, or an
    /// `if i == 0 { …; continue }` that serves the first element apart, leaves the pairs.
    static func servesFirstElement(
        _ name: String, neighbourAt neighbour: Int, in range: Range<Int>, file: SourceFile
    ) -> Bool {
        let tokens = file.tokens
        let spelling = Array(name.utf8)
        for position in range where tokens[position].kind == .identifier
            && file.bytes[tokens[position].range].elementsEqual(spelling) {
            guard isComparison(position - 1, in: file) || isComparison(position + 1, in: file)
                || (isShift(position + 1, in: file) && isComparison(position + 3, in: file)) else { continue }
            if !skipsIteration(conditionHolding: position, neighbour: neighbour, in: file) { return true }
        }
        return false
    }

    /// `for (index, row) in rows.enumerated() { XCTAssertEqual(expected[index], row) }`: a test
    /// comparing two collections element by element, which `zip` would let pass when one is
    /// shorter; comparing them whole checks the lengths too. The loop must be that one assertion.
    static func assertsPairs(
        of use: EnumeratedUse, element: String, subscriptAt position: Int, body: Range<Int>, in file: SourceFile
    ) -> Bool {
        let tokens = file.tokens
        guard use.form == .forLoop, body.count > 2, file.isWord(tokens[body.lowerBound], "XCTAssertEqual"),
              tokens[body.lowerBound + 1].kind == .leftParen, file.matchingClose(body.lowerBound + 1) == body.upperBound - 1,
              !(use.enumeratedToken..<use.open).contains(where: { tokens[$0].keyword == .where })
        else { return false }
        var arguments: [Range<Int>] = []
        var start = body.lowerBound + 2
        var depth = 0
        for index in start..<body.upperBound {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { arguments.append(start..<index) }
                depth -= 1
            case .comma where depth == 0:
                arguments.append(start..<index)
                start = index + 1
            default: break
            }
        }
        guard arguments.count >= 2 else { return false }
        let pair = arguments.prefix(2)
        let elementAlone = pair.contains { $0.count == 1 && file.text(of: tokens[$0.lowerBound]) == element }
        return elementAlone && pair.contains { $0.contains(position) }
    }

    /// How much code outside the statement that reads the neighbour the end element would still
    /// need: serving it apart copies those lines. The essay's `if offset == 0 { … } else { … }`
    /// copies none; a long body shared by every element is not worth copying.
    static let servedApartLimit = 2

    /// Whether the lines of code in `body` outside the top-level `if`/`guard` statement holding
    /// `position` are few enough to serve the end element apart.
    static func endServedCheaply(_ body: Range<Int>, holding position: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        var holder: ClosedRange<Int>?
        var depth = 0
        var cursor = body.lowerBound
        while cursor < body.upperBound, holder == nil {
            switch tokens[cursor].kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            default:
                if depth == 0, tokens[cursor].keyword == .if || tokens[cursor].keyword == .guard,
                   let end = statementEnd(from: cursor, before: body.upperBound, in: file) {
                    if (cursor...end).contains(position) { holder = cursor...end }
                    cursor = end
                }
            }
            cursor += 1
        }
        guard let holder else { return false }
        var lines = Set<Int32>()
        for index in body where !holder.contains(index) { lines.insert(tokens[index].line) }
        for index in holder { lines.remove(tokens[index].line) }
        return lines.count <= servedApartLimit
    }

    /// The last token of the `if … { } else if … { } else { }` or `guard … else { }` opening at `start`.
    private static func statementEnd(from start: Int, before limit: Int, in file: SourceFile) -> Int? {
        var cursor = start
        while true {
            guard let open = blockOpen(after: cursor, in: file), open < limit, let close = file.matchingClose(open)
            else { return nil }
            guard close + 1 < limit, file.tokens[close + 1].keyword == .else,
                  file.tokens[start].keyword == .if else { return close }
            cursor = close + 1
        }
    }

    private static let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!="]

    private static func isComparison(_ position: Int, in file: SourceFile) -> Bool {
        guard position >= 0, position < file.tokens.count else { return false }
        let token = file.tokens[position]
        guard [.operator, .leftAngle, .rightAngle].contains(token.kind) else { return false }
        return comparisons.contains(file.text(of: token))
    }

    private static func isShift(_ position: Int, in file: SourceFile) -> Bool {
        guard position + 1 < file.tokens.count, file.tokens[position].kind == .operator else { return false }
        return ["+", "-"].contains(file.text(of: file.tokens[position])) && file.tokens[position + 1].kind == .number
    }

    /// Whether the condition holding `position` ends the iteration before the neighbour is read:
    /// a `guard`, or an `if` apart from the neighbour whose block ends in `continue`.
    private static func skipsIteration(conditionHolding position: Int, neighbour: Int, in file: SourceFile) -> Bool {
        guard let keyword = conditionKeyword(before: position, in: file) else { return false }
        if file.tokens[keyword].keyword == .guard { return true }
        guard file.tokens[keyword].keyword == .if, let open = blockOpen(after: position, in: file),
              !(keyword..<open).contains(neighbour), let close = file.matchingClose(open) else { return false }
        return file.tokens[close - 1].keyword == .continue
    }

    /// The `guard`, `if` or `while` that opens the condition holding `position`.
    private static func conditionKeyword(before position: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        var back = position - 1
        var depth = 0
        while back >= 0 && position - back < 64 {
            switch tokens[back].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket: depth = max(0, depth - 1)
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .identifier where depth == 0:
                if tokens[back].keyword == .guard || tokens[back].keyword == .if
                    || tokens[back].keyword == .while {
                    return back
                }
            default: break
            }
            back -= 1
        }
        return nil
    }

    /// The `{` that opens the block of the condition holding `position`.
    private static func blockOpen(after position: Int, in file: SourceFile) -> Int? {
        var forward = position + 1
        var depth = 0
        while forward < file.tokens.count && forward - position < 64 {
            switch file.tokens[forward].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBrace where depth == 0: return forward
            default: break
            }
            forward += 1
        }
        return nil
    }
}
