/// A file's syntax as the rules need it, read once from its tokens: each block with its role,
/// parent and owning declaration, and where each bracket closes. Named after the Swift grammar
/// (SwiftSyntax's `CodeBlock`, `ClosureExpr`, `SwitchCase`) so that a later move to a full
/// parser stays open. Built the first time a rule asks (`SourceFile.outline`), then shared.
///
/// Positions are token indexes into `SourceFile.tokens`.
///
/// A class, so that asking a file for its outline hands over one reference: as a struct of some
/// twenty arrays, every ask retained and released each of them. Built and given its families
/// under `OutlineCache`'s lock, on a copy of the one readers hold (`copy()`); never changed after,
/// so no access can overlap a write and the runtime's exclusivity checks (a third of the cost
/// of reading it) are left out.
public final class SyntaxOutline: @unchecked Sendable {
    // Blocks and statements are always built; each family of expression facts only for the
    // rules that ask for it, since building them all cost more than scanning the file.
    /// Every block of the file in the order their first tokens appear: braces' bodies and the
    /// case regions of `switch` statements.
    @exclusivity(unchecked) public internal(set) var blocks: [CodeBlock] = []
    /// For each token, the block it lies in (its innermost, by position in `blocks`), or -1 at
    /// the top level. A block's own opening and closing tokens lie in its parent.
    @exclusivity(unchecked) var blockOfToken = Int32Table(count: 0, repeating: -1)
    /// For each `(`, `[` and `{`, the token that closes it, or -1 when the file ends first; for
    /// each closer, the opener it closes, or -1. Any closer closes the latest opener.
    @exclusivity(unchecked) var partner = Int32Table(count: 0, repeating: -1)
    /// The statements of the top level, then of each block in turn.
    @exclusivity(unchecked) public internal(set) var statements: [Statement] = []
    /// For each token, its innermost statement, or -1.
    @exclusivity(unchecked) var statementOfToken = Int32Table(count: 0, repeating: -1)
    /// For each block, where its statements start in `statements`.
    @exclusivity(unchecked) var firstStatementOfBlock: [Int32] = []
    /// The families of facts this outline holds besides its blocks and statements: a family a
    /// rule did not ask for (`SourceFile.outline(_:)`) is empty.
    @exclusivity(unchecked) public internal(set) var parts: OutlineParts = .blocks
    /// Every assignment in code that runs, in the order of their operators. With `.expressions`.
    @exclusivity(unchecked) public internal(set) var assignments: [AssignmentExpr] = []
    /// Every condition element, ternary condition and `??` left side, and every nil comparison
    /// elsewhere (`isLoaded = x != nil`, an operand of `||`), in the order they start. With
    /// `.conditions` (or `.expressions`).
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionElement] = []
    /// Every optional chaining mark (`items?.count`), in order. With `.conditions` (or `.expressions`).
    @exclusivity(unchecked) public internal(set) var optionalChains: [OptionalChainingExpr] = []
    /// Every local binding (declarations, optional bindings, parameters, loop variables), by
    /// scope (top level first), then by where each starts to hold. With `.expressions`.
    @exclusivity(unchecked) public internal(set) var bindings: [LocalBinding] = []
    /// For each bound name's `NameSet` hash, where its bindings are in `bindings`, in that order:
    /// `binding(named:at:in:)` reads these, not every binding of each enclosing scope.
    @exclusivity(unchecked) var bindingsByName: [UInt64: [Int32]] = [:]
    /// String, array and dictionary literals, and the lines data literals hold. With `.literals`;
    /// the four families below with `.records`.
    @exclusivity(unchecked) public internal(set) var literals = LiteralExprs()
    /// Every `base[index]` in code, in the order their `[` appear.
    @exclusivity(unchecked) public internal(set) var subscripts: [SubscriptCallExpr] = []
    /// Every `for`-`in` loop, in the order their bodies appear.
    @exclusivity(unchecked) public internal(set) var forLoops: [ForStmt] = []
    /// Local `let`s and `var`s, with `local(named:before:)` to find the one a name refers to.
    @exclusivity(unchecked) public internal(set) var locals = LocalVariables()
    /// The cases enums declare, enum by enum.
    @exclusivity(unchecked) public internal(set) var enumCases: [EnumCaseDecl] = []
    /// The calls and closures, with their lookups (`SyntaxOutline+Calls.swift`). With `.calls`.
    @exclusivity(unchecked) var callsAndClosures = CallsAndClosures()

    init() {}

    /// A copy to add families to, leaving this one as its readers see it.
    func copy() -> SyntaxOutline {
        let copy = SyntaxOutline()
        copy.blocks = blocks
        copy.blockOfToken = blockOfToken
        copy.partner = partner
        copy.statements = statements
        copy.statementOfToken = statementOfToken
        copy.firstStatementOfBlock = firstStatementOfBlock
        copy.parts = parts
        copy.assignments = assignments
        copy.conditions = conditions
        copy.optionalChains = optionalChains
        copy.bindings = bindings
        copy.bindingsByName = bindingsByName
        copy.literals = literals
        copy.subscripts = subscripts
        copy.forLoops = forLoops
        copy.locals = locals
        copy.enumCases = enumCases
        copy.callsAndClosures = callsAndClosures
        return copy
    }

    /// The innermost block holding the token at `position` (not counting a block whose brace
    /// is the token itself), or nil at the top level.
    public func block(containing position: Int) -> Int? {
        guard position >= 0, position < blockOfToken.count else { return nil }
        let block = blockOfToken[position]
        return block < 0 ? nil : Int(block)
    }

    /// The block the `{` at `position` opens (or the switch case whose label starts there), or
    /// nil when the token opens none: a binary search, blocks being in the order they open.
    public func block(openedAt position: Int) -> Int? {
        let index = blocks.partitionPoint(where: { $0.open >= position })
        return index < blocks.count && blocks[index].open == position ? index : nil
    }

    /// The token closing the bracket opened at `open` (`(`, `[` or `{`), or nil when the file
    /// ends first or the token opens nothing.
    public func close(of open: Int) -> Int? {
        guard open >= 0, open < partner.count, partner[open] >= 0, partner[open] > Int32(open) else { return nil }
        return Int(partner[open])
    }

    /// The token opening the bracket closed at `close`, or nil.
    public func open(of close: Int) -> Int? {
        guard close >= 0, close < partner.count, partner[close] >= 0, partner[close] < Int32(close) else { return nil }
        return Int(partner[close])
    }

    /// The blocks from the innermost one holding `position` outwards.
    public func enclosingBlocks(of position: Int) -> EnclosingBlocks {
        EnclosingBlocks(outline: self, current: block(containing: position))
    }

    /// The nearest block holding `position` whose role is one of `roles`.
    public func nearestBlock(of position: Int, in roles: Set<BlockRole>) -> Int? {
        enclosingBlocks(of: position).first { roles.contains(blocks[$0].role) }
    }

    /// The blocks nested in `block` at any depth: those after it, up to its close.
    public func descendants(of block: Int) -> Range<Int> {
        let end = blocks[block].close
        var last = block + 1
        while last < blocks.count, blocks[last].open < end { last += 1 }
        return block + 1..<last
    }

    /// Whether `inner` is `outer` or lies inside it.
    public func isBlock(_ inner: Int, inside outer: Int) -> Bool {
        var current: Int? = inner
        while let block = current {
            if block == outer { return true }
            if block < outer { return false }
            current = blocks[block].parent
        }
        return false
    }
}

/// The blocks around a position, innermost first.
public struct EnclosingBlocks: Sequence, IteratorProtocol {
    let outline: SyntaxOutline
    var current: Int?

    public mutating func next() -> Int? {
        guard let block = current else { return nil }
        current = outline.blocks[block].parent
        return block
    }
}

/// A `{ … }` body, or a case of a `switch` (from its `case` or `default` to the next).
public struct CodeBlock: Sendable, Equatable {
    public var role: BlockRole
    /// The `{`, or the `case`/`default` keyword of a switch case (after any `@unknown`).
    public var open: Int
    /// The `}`; for a switch case, the token that ends it (the next case's keyword, or the
    /// switch's `}`), which is not part of it. `tokens.count` when the file ends first; the
    /// directive that ends its `#if` branch when a branch after the first opens it and leaves it open.
    public var close: Int
    /// The enclosing block, by position in `SyntaxOutline.blocks`.
    public var parent: Int?
    /// The declaration this block belongs to: its own for a type's, function's or property's
    /// body, else the nearest enclosing one's. Nil for top-level code.
    public var declaration: DeclarationReference?
    /// The token that says what the block is: `if`, `for`, `func`, `get`, a closure's `{`.
    public var introducer: Int
    /// The block's first token: its `{`, or the first of a switch case's label (the `@unknown`
    /// before `default`).
    public var firstToken: Int

    /// The tokens inside: after the `{` (after the `:` of a switch case's label) up to the close.
    public var contents: Range<Int> { open + 1..<max(open + 1, close) }
}

/// What a block is the body of.
public enum BlockRole: String, Sendable, Hashable, CaseIterable {
    /// A type's or extension's member block.
    case type
    /// A function's, initializer's, deinitializer's or subscript's body.
    case function
    /// The braces after a property's name holding `get`/`set`/`willSet`/`didSet` clauses.
    case accessorBlock
    /// A body that runs as an accessor: a computed property's getter written alone, or one
    /// `get`/`set`/`willSet`/`didSet` clause.
    case accessor
    case closure
    case `if`, `else`, `guard`, `switch`, switchCase, `for`, `while`, `repeat`, `do`, `catch`, `defer`
    /// A brace no other role fits (`precedencegroup`, an `#if` macro's braces).
    case other

    /// Bodies of statements: they run as part of the code around them.
    public var isStatementBody: Bool {
        switch self {
        case .if, .else, .guard, .switch, .switchCase, .for, .while, .repeat, .do, .catch, .defer: true
        default: false
        }
    }

    /// Bodies whose code runs when the block itself is entered: functions, accessors, closures.
    public var isExecutableRoot: Bool { self == .function || self == .accessor || self == .closure }
}

/// A declaration in `DeclarationIndex`, by kind and position.
public enum DeclarationReference: Sendable, Hashable {
    case type(Int)
    case function(Int)
    case property(Int)
    /// A `deinit`, which the declaration index does not list: its keyword's token.
    case deinitializer(Int)
}
