/// Whether each subscript is read, written or written through, from what follows its `]`.
extension SubscriptFinder {
    func decideAccess(_ records: inout [SubscriptCallExpr]) {
        let reading = OutlineReading(reader: reader, outline: outline)
        var recordOfOpen: [Int: Int] = [:]
        for (index, record) in records.enumerated() { recordOfOpen[record.leftBracket] = index }
        for index in records.indices.reversed() {
            let chain = access(after: records[index], reading, records, recordOfOpen)
            records[index].access = chain.access
            records[index].member = chain.member
            records[index].calledMethod = chain.calledMethod
        }
    }

    /// Walks the postfix chain after the `]`: members, `?`, `!`, calls and trailing
    /// closures, up to the next subscript of the chain (whose access is known) or the chain's end.
    private func access(
        after record: SubscriptCallExpr, _ reading: OutlineReading, _ records: [SubscriptCallExpr], _ recordOfOpen: [Int: Int]
    ) -> (access: SubscriptAccess, member: Int?, calledMethod: Int?) {
        var member: Int?
        var calledMethod: Int?
        var sawCall = false
        var position = record.rightBracket + 1
        func result(_ access: SubscriptAccess) -> (access: SubscriptAccess, member: Int?, calledMethod: Int?) {
            (access, member, calledMethod)
        }
        while position < reader.count {
            let kind = reader.tokens[position].kind
            if (kind == .question || kind == .exclamation) && reading.isAttached(position) {
                position += 1
            } else if kind == .dot, reader.isName(position + 1) || reader.kind(position + 1) == .number {
                if member == nil { member = position + 1 }
                position += 2
            } else if kind == .leftParen || kind == .leftBrace, reading.sameLine(position - 1, position),
                      kind == .leftParen || outline.block(openedAt: position).map({ outline.blocks[$0].role == .closure }) == true,
                      let close = outline.close(of: position) {
                if !sawCall, reader.kind(position - 2) == .dot, reader.isName(position - 1) { calledMethod = position - 1 }
                sawCall = true
                position = close + 1
            } else if kind == .leftBracket, let next = recordOfOpen[position] {
                if sawCall { return result(.methodCall) }
                switch records[next].access {
                case .write, .writeThroughElement, .inoutArgument: return result(.writeThroughElement)
                case .methodCall: return result(.methodCall)
                case .read: return result(.read)
                }
            } else {
                break
            }
        }
        if reading.assignmentEnd(at: position) != nil {
            return result(sawCall ? .read : member != nil ? .writeThroughElement : .write)
        }
        if sawCall { return result(.methodCall) }
        if reader.isOperator(record.base.lowerBound - 1, "&") {
            return result(member != nil ? .writeThroughElement : .inoutArgument)
        }
        return result(.read)
    }
}
