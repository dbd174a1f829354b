/// Whether each subscript is read, written or written through, from what follows its `]`.
extension SubscriptFinder {
    func decideAccess(_ records: inout [SubscriptCallExpr]) {
        let reading = OutlineReading(reader: reader, outline: outline)
        var recordOfOpen: [Int: Int] = [:]
        for (index, record) in records.enumerated() { recordOfOpen[record.leftBracket] = index }
        for index in records.indices.reversed() {
            records[index].access = access(after: records[index], reading, records, recordOfOpen)
        }
    }

    /// Walks the postfix chain after the `]`: members, `?`, `!`, calls and trailing
    /// closures, up to the next subscript of the chain (whose access is known) or the chain's end.
    private func access(
        after record: SubscriptCallExpr, _ reading: OutlineReading, _ records: [SubscriptCallExpr], _ recordOfOpen: [Int: Int]
    ) -> SubscriptAccess {
        var sawMember = false
        var sawCall = false
        var position = record.rightBracket + 1
        while position < reader.count {
            let kind = reader.tokens[position].kind
            if (kind == .question || kind == .exclamation) && reading.isAttached(position) {
                position += 1
            } else if kind == .dot, reader.isName(position + 1) || reader.kind(position + 1) == .number {
                sawMember = true
                position += 2
            } else if kind == .leftParen || kind == .leftBrace, reading.sameLine(position - 1, position),
                      kind == .leftParen || outline.block(openedAt: position).map({ outline.blocks[$0].role == .closure }) == true,
                      let close = outline.close(of: position) {
                sawCall = true
                position = close + 1
            } else if kind == .leftBracket, let next = recordOfOpen[position] {
                if sawCall { return .methodCall }
                switch records[next].access {
                case .write, .writeThroughElement, .inoutArgument: return .writeThroughElement
                case .methodCall: return .methodCall
                case .read: return .read
                }
            } else {
                break
            }
        }
        if reading.assignmentEnd(at: position) != nil {
            return sawCall ? .read : sawMember ? .writeThroughElement : .write
        }
        if sawCall { return .methodCall }
        if reader.isOperator(record.base.lowerBound - 1, "&") {
            return sawMember ? .writeThroughElement : .inoutArgument
        }
        return .read
    }
}
