/// Where each postfix expression starts, told to the token that ends it: a name, a member
/// (`items.filter`, across lines), a literal, an unwrap.
extension CallOutlineBuilder {
    /// `"\(count) rows".uppercased()`: a literal split by interpolations starts at its first
    /// segment; one ending in `\(` (`\#(`) opens an interpolation, one starting with `)` resumes it.
    mutating func stringSegment(at position: Int) {
        let token = reader.tokens[position]
        var start = position
        if reader.bytes[Int(token.start)] == UInt8(ascii: ")"), let open = interpolatedStringStarts.popLast() { start = open }
        let end = Int(token.end)
        if end - Int(token.start) > 1, reader.bytes[end - 1] == UInt8(ascii: "("),
           reader.bytes[end - 2] == UInt8(ascii: "\\") || reader.bytes[end - 2] == UInt8(ascii: "#") {
            interpolatedStringStarts.append(start)
        } else {
            expressionStart[position] = Int32(start)
        }
    }

    /// The start of the member expression whose name at `position` follows a `.`: the base's
    /// start (`items` for `items.filter`, also across lines), or the `.` of an implicit member.
    func memberStart(_ position: Int) -> Int32 {
        let base = memberBase(position)
        return base >= 0 && expressionStart[base] >= 0 ? expressionStart[base] : Int32(position - 1)
    }

    /// The last token of what the member named at `position` is read on: the token before its
    /// `.`, or, after the line of an `#if`, `#else` or `#endif`, the one before the `#if`
    /// (`Text("x")\n#if os(iOS)\n.padding()\n#endif`).
    func memberBase(_ position: Int) -> Int {
        let base = position - 2
        if base >= 0, reader.tokens[base].line == directiveBase.line { return directiveBase.base }
        return base
    }

    mutating func name(at position: Int) {
        let token = reader.tokens[position]
        if isShorthandParameter(token) { recordShorthand(at: position) }
        if reader.kind(position - 1) == .dot {
            expressionStart[position] = memberStart(position)
            return
        }
        if let keyword = token.keyword {
            if keyword == .case, let block = outline.block(containing: position), outline.blocks[block].role == .type {
                inEnumCaseList = true
            }
            guard Self.namesValue(keyword) || namesValue(keyword, at: position) else { return }
        }
        if declaresName(position) { return }
        expressionStart[position] = Int32(position)
    }

    /// Keywords that stand for a value where an expression is: `self.items`, `Self(…)`,
    /// `super.init()`, `true`, and contextual ones that also name things (`async { }`, `actor.run()`).
    static func namesValue(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .selfValue, .selfType, .super, .true, .false, .nil, .anyType, .async, .optional, .prefix, .actor: true
        default: false
        }
    }

    /// `get`, `set` and `open` name things except where they are an accessor's (`set(value) {`
    /// among a property's or subscript's accessors) or an access level (`open(set) var`).
    func namesValue(_ keyword: Keyword, at position: Int) -> Bool {
        switch keyword {
        case .get, .set:
            guard let block = outline.block(containing: position) else { return true }
            let role = outline.blocks[block].role
            return role != .accessorBlock && !(role == .function && reader.keyword(outline.blocks[block].introducer) == .subscript)
        case .open:
            return !(reader.kind(position + 1) == .leftParen && reader.isWord(position + 2, "set"))
        default:
            return false
        }
    }

    /// Whether the name at `position` is being declared: `func load`, `struct Box`, `let x`, an enum's case.
    func declaresName(_ position: Int) -> Bool {
        switch reader.keyword(position - 1) {
        case .func?, .macro?, .struct?, .class?, .enum?, .protocol?, .actor?, .typealias?, .associatedtype?, .let?, .var?:
            return true
        case .case?:
            return inEnumCaseList
        default:
            return inEnumCaseList && reader.kind(position - 1) == .comma
        }
    }

    /// Whether the expression ending at `end` can be called: not a literal.
    func isCallable(_ end: Int) -> Bool {
        guard expressionStart[end] >= 0 else { return false }
        let token = reader.tokens[end]
        switch token.kind {
        case .number, .string: return false
        default: return token.keyword != .true && token.keyword != .false && token.keyword != .nil
        }
    }
}
