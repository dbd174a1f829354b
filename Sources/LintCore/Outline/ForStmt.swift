/// A `for`-`in` loop (SwiftSyntax's `ForStmt`): its keywords, pattern, sequence, `where`
/// clause and body.
public struct ForStmt: Sendable, Equatable {
    public var forKeyword: Int
    /// `for try await line in`, `for case let .some(x) in`.
    public var tryKeyword: Int?
    public var awaitKeyword: Int?
    public var caseKeyword: Int?
    /// From after the keywords up to `in`: `(offset, row)`, `let .some(x)`, `x: Int`.
    public var pattern: Range<Int>
    /// The names the pattern binds, in order; empty for `for _ in`.
    public var names: [IdentifierPattern]
    public var inKeyword: Int
    /// After `in`, up to `where` or the body's `{`.
    public var sequence: Range<Int>
    public var whereKeyword: Int?
    /// The condition after `where`, up to the body's `{`.
    public var whereClause: Range<Int>?
    /// The body, by position in `SyntaxOutline.blocks`.
    public var body: Int
}

/// Reads each `for` block's header from its introducer to its `{`.
struct ForStmtFinder {
    let reader: TokenReader
    let outline: SyntaxOutline

    func find() -> [ForStmt] {
        var records: [ForStmt] = []
        for (index, block) in outline.blocks.enumerated() where block.role == .for && reader.keyword(block.introducer) == .for {
            if let record = loop(block, index) { records.append(record) }
        }
        return records
    }

    private func loop(_ block: CodeBlock, _ body: Int) -> ForStmt? {
        let reading = OutlineReading(reader: reader, outline: outline)
        var position = block.introducer + 1
        var record = ForStmt(
            forKeyword: block.introducer, pattern: 0..<0, names: [], inKeyword: 0, sequence: 0..<0, body: body
        )
        if reader.keyword(position) == .try { record.tryKeyword = position; position += 1 }
        if reader.keyword(position) == .await || reader.isWord(position, "await") { record.awaitKeyword = position; position += 1 }
        if reader.keyword(position) == .case { record.caseKeyword = position; position += 1 }
        let patternStart = position
        while position < block.open, reader.keyword(position) != .in { position = reading.skipping(position) + 1 }
        guard position < block.open else { return nil }
        record.inKeyword = position
        record.pattern = patternStart..<position
        record.names = PatternReader(reader: reader, outline: outline)
            .names(in: record.pattern, bindsByDefault: record.caseKeyword == nil)
        position += 1
        let sequenceStart = position
        while position < block.open, reader.keyword(position) != .where { position = reading.skipping(position) + 1 }
        record.sequence = sequenceStart..<min(position, block.open)
        if position < block.open {
            record.whereKeyword = position
            record.whereClause = position + 1..<block.open
        }
        return record
    }
}
