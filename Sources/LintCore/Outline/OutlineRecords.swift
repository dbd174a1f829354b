/// Fills the outline's records of expressions and local declarations (literals, subscripts,
/// `for`-`in` loops, locals, enum cases) from the finished blocks and bracket partners, each
/// family in one pass over the tokens.
enum OutlineRecords {
    /// String, array and dictionary literals (`OutlineParts.literals`).
    static func fillLiterals(_ outline: inout SyntaxOutline, reader: TokenReader) {
        let strings = StringLiteralFinder(reader: reader, outline: outline).find()
        outline.literals = LiteralFinder(reader: reader, outline: outline, strings: strings).find()
    }

    /// Subscripts, loops, locals and enum cases (`OutlineParts.records`).
    static func fill(_ outline: inout SyntaxOutline, reader: TokenReader, declarations: DeclarationIndex) {
        let strings = StringLiteralFinder(reader: reader, outline: outline).find()
        outline.subscripts = SubscriptFinder(reader: reader, outline: outline, strings: strings).find()
        outline.forLoops = ForStmtFinder(reader: reader, outline: outline).find()
        outline.locals = LocalFinder(reader: reader, outline: outline, strings: strings).find()
        outline.enumCases = EnumCaseFinder(reader: reader, outline: outline, declarations: declarations).find()
    }
}

/// Reading helpers the record finders share, answered from the outline's partners.
struct OutlineReading {
    let reader: TokenReader
    let outline: SyntaxOutline

    var count: Int { reader.count }

    /// The close of the bracket opening at `position`, or `position` itself when it opens none
    /// (or never closes): a walk that steps over nested brackets in one step.
    func skipping(_ position: Int) -> Int {
        switch reader.tokens[position].kind {
        case .leftParen, .leftBracket, .leftBrace: outline.close(of: position) ?? position
        default: position
        }
    }

    /// Whether the token at `position` touches the one before it (no space, comment or line break).
    func isAttached(_ position: Int) -> Bool {
        position > 0 && position < reader.count && reader.tokens[position].start == reader.tokens[position - 1].end
    }

    func sameLine(_ first: Int, _ second: Int) -> Bool { reader.tokens[first].line == reader.tokens[second].line }

    /// Whether the operator at `position` assigns: `=` or a compound assignment (`+=`, `<<=`
    /// spelled as `<`, `<`, `=`), not a comparison.
    func assignmentEnd(at position: Int) -> Int? {
        guard let kind = reader.kind(position) else { return nil }
        if kind == .leftAngle || kind == .rightAngle {
            // `<<=` and `>>=` are scanned as two angles and `=`; `<=` and `>=` compare.
            guard reader.kind(position + 1) == kind, isAttached(position + 1), reader.isOperator(position + 2, "="),
                  isAttached(position + 2) else { return nil }
            return position + 2
        }
        guard kind == .operator else { return nil }
        let range = reader.tokens[position].range
        guard reader.bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return nil }
        if range.count == 1 { return position }
        switch reader.bytes[range.upperBound - 2] {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "~"): return nil
        default: return position
        }
    }
}
