/// Builds a file's `SyntaxOutline` in one walk over its tokens with a stack of the brackets
/// open. What each `{` opens is known before the walk reaches it: declaration bodies from the
/// declaration index, statement bodies from the keyword that introduces them; any other `{` is a
/// closure's.
struct OutlineBuilder {
    let reader: TokenReader
    let declarations: DeclarationIndex
    var outline = SyntaxOutline()
    /// For each `{` given a role before the walk reaches it: the role's position in `pending` + 1.
    private let pendingSlot: Int32Table
    /// Each token's block and each bracket's partner, as the walk finds them (see `SyntaxOutline`).
    private let blockOfToken: Int32Table
    private let partner: Int32Table
    private var pending: [(role: BlockRole, introducer: Int, declaration: DeclarationReference?)] = []
    private var stack: [Open] = []
    /// Each `#if` branch starts from the brackets open at `#if`; after `#endif` those open at the
    /// end of the first branch go on, as the declaration index reads them. A body opened in two
    /// branches (`func a() {` / `func a(x: Int) {`) closes once; the other stays unclosed.
    private var conditionals = ConditionalBranches<[Open]>()

    private struct Open {
        enum Kind { case paren, bracket, brace, switchCase }
        var kind: Kind
        var position: Int
        /// The innermost block inside this bracket: its own for a brace or case, else the enclosing one.
        var block: Int32
    }

    init(reader: TokenReader, declarations: DeclarationIndex) {
        self.reader = reader
        self.declarations = declarations
        let count = reader.count
        pendingSlot = Int32Table(count: count, repeating: 0)
        blockOfToken = Int32Table(count: count, repeating: -1)
        partner = Int32Table(count: count, repeating: -1)
        markDeclarationBodies()
    }

    mutating func build() -> SyntaxOutline {
        // A block still open when the file ends keeps `close == tokens.count`.
        for position in 0..<reader.count { visit(position) }
        // `#if` branches can leave a block open past its parent's close, or open it after its
        // parent closed in another branch: such a block belongs to the nearest block still open
        // where it opens, and ends by that one's end (parents come first, so are mended first).
        for index in outline.blocks.indices {
            var parent = outline.blocks[index].parent
            while let enclosing = parent, outline.blocks[enclosing].close <= outline.blocks[index].open {
                parent = outline.blocks[enclosing].parent
            }
            outline.blocks[index].parent = parent
            if let parent, outline.blocks[index].close > outline.blocks[parent].close {
                outline.blocks[index].close = outline.blocks[parent].close
            }
        }
        outline.blockOfToken = blockOfToken
        outline.partner = partner
        findStatements()
        return outline
    }

    private var currentBlock: Int32 { stack.isEmpty ? -1 : stack[stack.count - 1].block }

    private mutating func visit(_ position: Int) {
        let token = reader.tokens[position]
        switch token.kind {
        case .leftParen:
            blockOfToken[position] = currentBlock
            stack.append(Open(kind: .paren, position: position, block: currentBlock))
        case .leftBracket:
            blockOfToken[position] = currentBlock
            stack.append(Open(kind: .bracket, position: position, block: currentBlock))
        case .leftBrace:
            blockOfToken[position] = currentBlock
            openBrace(at: position)
        case .rightParen, .rightBracket, .rightBrace:
            closeBracket(at: position)
            blockOfToken[position] = currentBlock
        case .identifier:
            if let keyword = token.keyword { visitKeyword(keyword, at: position) }
            blockOfToken[position] = currentBlock
        case .pound:
            blockOfToken[position] = currentBlock
            var discarded: [Open]?
            conditionals.apply(at: position, in: reader, to: &stack) { discarded = $0 }
            if let discarded { endBlocks(of: discarded, notIn: stack, at: position) }
        default:
            blockOfToken[position] = currentBlock
        }
    }

    // MARK: Blocks

    /// The blocks a branch after the first opened and left open end with the branch, at the
    /// directive that ends it: nothing goes on from them (their braces stay without partner).
    private mutating func endBlocks(of discarded: [Open], notIn resumed: [Open], at position: Int) {
        var shared = 0
        while shared < min(discarded.count, resumed.count), discarded[shared].position == resumed[shared].position { shared += 1 }
        for open in discarded[shared...] where open.kind == .brace || open.kind == .switchCase {
            if outline.blocks[Int(open.block)].close == reader.count { outline.blocks[Int(open.block)].close = position }
        }
    }

    private mutating func openBrace(at position: Int) {
        let slot = pendingSlot[position]
        let parent = currentBlock
        var block = CodeBlock(
            role: .closure, open: position, close: reader.count, parent: parent < 0 ? nil : Int(parent),
            declaration: parent < 0 ? nil : outline.blocks[Int(parent)].declaration, introducer: position,
            firstToken: position
        )
        if slot > 0 {
            let known = pending[Int(slot) - 1]
            block.role = known.role
            block.introducer = known.introducer
            if let declaration = known.declaration { block.declaration = declaration }
        }
        let index = Int32(outline.blocks.count)
        outline.blocks.append(block)
        stack.append(Open(kind: .brace, position: position, block: index))
    }

    private mutating func closeBracket(at position: Int) {
        // A case region ends where its switch's brace does.
        while let last = stack.last, last.kind == .switchCase {
            if outline.blocks[Int(last.block)].close == reader.count { outline.blocks[Int(last.block)].close = position }
            stack.removeLast()
        }
        guard let open = stack.popLast() else { return }
        // A bracket closed in two `#if` branches keeps its first close.
        guard partner[open.position] < 0 else { return }
        partner[open.position] = Int32(position)
        partner[position] = Int32(open.position)
        if open.kind == .brace { outline.blocks[Int(open.block)].close = position }
    }

    private mutating func visitKeyword(_ keyword: Keyword, at position: Int) {
        switch keyword {
        case .if, .guard, .while, .for, .switch, .catch:
            // `repeat { … } while ready` has no body of its own.
            if keyword == .while, reader.kind(position - 1) == .rightBrace, partner[position - 1] >= 0,
               pendingRole(of: Int(partner[position - 1])) == .repeat { return }
            if let brace = reader.statementBody(from: position + 1) { setPending(Self.role(of: keyword), introducer: position, at: brace) }
        case .else, .do, .repeat, .defer:
            var brace = position + 1
            // `do throws(ParseError) {`
            if keyword == .do, reader.isWord(brace, "throws") {
                brace += 1
                if reader.kind(brace) == .leftParen, let close = reader.matchingClose(brace) { brace = close + 1 }
            }
            if reader.kind(brace) == .leftBrace { setPending(Self.role(of: keyword), introducer: position, at: brace) }
        case .get, .set, .didSet, .willSet:
            accessorClause(at: position)
        case .deinit:
            if reader.kind(position + 1) == .leftBrace {
                setPending(.function, introducer: position, at: position + 1, declaration: .deinitializer(position))
            }
        case .case, .default:
            switchCaseLabel(at: position, keyword)
        default:
            break
        }
    }

    private static func role(of keyword: Keyword) -> BlockRole {
        switch keyword {
        case .if: .if
        case .guard: .guard
        case .while: .while
        case .for: .for
        case .switch: .switch
        case .catch: .catch
        case .else: .else
        case .do: .do
        case .repeat: .repeat
        case .defer: .defer
        default: .other
        }
    }

    /// `case .a, .b:` and `default:` directly in a switch's body open a case region, closing
    /// the one before; `if case`, `for case` and a `case` after a condition's comma are patterns.
    private mutating func switchCaseLabel(at position: Int, _ keyword: Keyword) {
        guard let top = stack.last, top.block >= 0 else { return }
        let inSwitch = top.kind == .switchCase || top.kind == .brace && outline.blocks[Int(top.block)].role == .switch
        guard inSwitch else { return }
        if keyword == .default {
            guard reader.kind(position + 1) == .colon else { return }
        } else {
            switch reader.keyword(position - 1) {
            case .if?, .guard?, .while?, .for?: return
            default: if reader.kind(position - 1) == .comma { return }
            }
        }
        // `@unknown default:` ends the case before at its attribute.
        let labelStart = reader.kind(position - 1) == .attribute ? position - 1 : position
        if top.kind == .switchCase {
            outline.blocks[Int(top.block)].close = labelStart
            stack.removeLast()
        }
        let parent = currentBlock
        let index = Int32(outline.blocks.count)
        outline.blocks.append(CodeBlock(
            role: .switchCase, open: position, close: reader.count, parent: Int(parent),
            declaration: outline.blocks[Int(parent)].declaration, introducer: position, firstToken: labelStart
        ))
        stack.append(Open(kind: .switchCase, position: position, block: index))
        for label in labelStart..<position { blockOfToken[label] = index }
    }

    /// `get {`, `mutating set(value) {`, `get async throws {` in a property's accessor block.
    private mutating func accessorClause(at position: Int) {
        guard let top = stack.last, top.kind == .brace, top.block >= 0,
              outline.blocks[Int(top.block)].role == .accessorBlock else { return }
        var brace = position + 1
        if reader.kind(brace) == .leftParen, let close = reader.matchingClose(brace) { brace = close + 1 }
        while reader.isWord(brace, "async") || reader.isWord(brace, "throws") {
            brace += 1
            if reader.kind(brace) == .leftParen, let close = reader.matchingClose(brace) { brace = close + 1 }
        }
        if reader.kind(brace) == .leftBrace { setPending(.accessor, introducer: position, at: brace) }
    }

    private func pendingRole(of brace: Int) -> BlockRole? {
        let slot = pendingSlot[brace]
        return slot > 0 ? pending[Int(slot) - 1].role : nil
    }

    /// Gives the `{` at `brace` its role unless it has one: a declaration's role, set first, stands.
    private mutating func setPending(_ role: BlockRole, introducer: Int, at brace: Int, declaration: DeclarationReference? = nil) {
        guard pendingSlot[brace] == 0 else { return }
        pending.append((role, introducer, declaration))
        pendingSlot[brace] = Int32(pending.count)
    }

    /// Types', functions' and properties' bodies, from the declaration index.
    private mutating func markDeclarationBodies() {
        for (index, type) in declarations.types.enumerated() {
            if let body = type.body { setPending(.type, introducer: type.keywordToken, at: body.open, declaration: .type(index)) }
        }
        for (index, function) in declarations.functions.enumerated() {
            if let body = function.body {
                setPending(.function, introducer: function.keywordToken, at: body.open, declaration: .function(index))
            }
        }
        for (index, property) in declarations.properties.enumerated() where property.accessors != .none {
            guard let brace = reader.bodyBrace(from: property.nameToken + 1) else { continue }
            let role: BlockRole = startsAccessorClause(brace + 1) ? .accessorBlock : .accessor
            setPending(role, introducer: property.keywordToken, at: brace, declaration: .property(index))
        }
    }

    /// Whether the tokens from `start` begin an accessor clause (`get`, `@MainActor set`,
    /// `nonmutating set`, `_modify`): the braces before are an accessor block.
    private func startsAccessorClause(_ start: Int) -> Bool {
        var position = start
        while reader.kind(position) == .attribute {
            position += 1
            if reader.kind(position) == .leftParen, let close = reader.matchingClose(position) { position = close + 1 }
        }
        if reader.keyword(position) == .mutating || reader.keyword(position) == .nonmutating { position += 1 }
        switch reader.keyword(position) {
        case .get?, .set?, .didSet?, .willSet?: return true
        default: return reader.isWord(position, "_modify") || reader.isWord(position, "_read")
        }
    }
}
