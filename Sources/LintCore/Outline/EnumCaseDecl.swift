/// One case an enum declares (an element of SwiftSyntax's `EnumCaseDecl`): `a` and `b` in
/// `case a, b`, `c` in `case c(Int, label: String)`, `d` in `case d = "raw"`. The labels of a
/// `switch` are no declarations.
public struct EnumCaseDecl: Sendable, Equatable {
    /// The case's name, without backticks.
    public var name: String
    public var nameToken: Int
    /// The `case` keyword the case is listed after.
    public var caseKeyword: Int
    /// Written `indirect case`.
    public var isIndirect: Bool
    /// The associated values with their parentheses: `(Int, label: String)`.
    public var associatedValue: Range<Int>?
    /// The raw value after `=`: `"raw"`, `-1`.
    public var rawValue: Range<Int>?
    /// The enum, by position in `DeclarationIndex.types`.
    public var enumType: Int
}

/// Reads the `case` declarations directly in each enum's body, stepping over its members'
/// bodies and brackets in one step each.
struct EnumCaseFinder {
    let reader: TokenReader
    let outline: SyntaxOutline
    let declarations: DeclarationIndex

    func find() -> [EnumCaseDecl] {
        var records: [EnumCaseDecl] = []
        let reading = OutlineReading(reader: reader, outline: outline)
        for (index, type) in declarations.types.enumerated() where type.kind == .enum {
            guard let open = type.body?.open, outline.block(openedAt: open) != nil else { continue }
            let end = min(reader.count, outline.close(of: open) ?? reader.count)
            var position = open + 1
            while position < end {
                if reader.keyword(position) == .case {
                    position = cases(after: position, end: end, enumType: index, into: &records)
                } else {
                    position = reading.skipping(position) + 1
                }
            }
        }
        return records
    }

    /// The cases listed after the `case` at `keyword`; returns where the list ends.
    private func cases(after keyword: Int, end: Int, enumType: Int, into records: inout [EnumCaseDecl]) -> Int {
        let isIndirect = reader.keyword(keyword - 1) == .indirect
        var position = keyword + 1
        while position < end, reader.isName(position) {
            var record = EnumCaseDecl(
                name: reader.text(position), nameToken: position, caseKeyword: keyword, isIndirect: isIndirect, enumType: enumType
            )
            position += 1
            if reader.kind(position) == .leftParen, let close = outline.close(of: position), close < end {
                record.associatedValue = position..<close + 1
                position = close + 1
            }
            if reader.isOperator(position, "=") {
                let start = position + 1
                position = start
                // A literal, perhaps signed: `-1`, `"raw"`, `0x1F`.
                if reader.kind(position) == .operator { position += 1 }
                if position < end, reader.kind(position) != .comma, reader.kind(position) != .rightBrace { position += 1 }
                record.rawValue = start..<max(start, min(position, end))
            }
            records.append(record)
            guard position < end, reader.kind(position) == .comma else { break }
            position += 1
        }
        return max(position, keyword + 1)
    }
}
