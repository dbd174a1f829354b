/// Calls made where the walk meets their `(` or their first trailing closure's `{`.
extension CallOutlineBuilder {
    /// Records the call whose called expression ends just before `opening` (its `(`, or its
    /// first trailing closure's `{`).
    mutating func addCall(opening: Int, leftParen: Int?) -> Int {
        let end = opening - 1
        let start = Int(expressionStart[end])
        let name = calledName(endingAt: end)
        var receiver: Range<Int>?
        if let name, reader.kind(name - 1) == .dot, start < name - 1 { receiver = start..<memberBase(name) + 1 }
        result.calls.append(FunctionCallExpr(
            calledExpression: start..<opening, name: name, receiver: receiver, leftParen: leftParen,
            rightParen: leftParen.flatMap { outline.close(of: $0) }, arguments: [], trailingClosures: [], opening: opening
        ))
        return result.calls.count - 1
    }

    /// The name a called expression ends in (`did` in `delegate?.did`, `Array` in
    /// `Array<Int>`, `handler` in `handler?`), or nil (`f()`, `a[0]`).
    private func calledName(endingAt end: Int) -> Int? {
        var position = end
        while reader.kind(position) == .question || reader.kind(position) == .exclamation { position -= 1 }
        if reader.kind(position) == .rightAngle, let open = genericPartner[position] { position = open - 1 }
        return reader.isName(position) ? position : nil
    }

    /// The call the closure opening at `brace` trails: the call just closed (`load(x) { }`),
    /// the one whose trailing closure just closed (`} completion: {`), or a new call whose
    /// only arguments are trailing closures (`items.map { }`). -1 when it trails none.
    mutating func trailingClosureCall(at brace: Int, block: Int) -> Int32 {
        // A brace the closure reader found no closure at (a broken file) trails nothing.
        guard closureOfBlock[block] >= 0 else { return -1 }
        let previous = brace - 1
        var call: Int
        var label: Int?
        switch reader.kind(previous) {
        case .rightParen?:
            guard lastCallParen.close == previous, lastCallParen.call >= 0,
                  result.calls[lastCallParen.call].trailingClosures.isEmpty else { return -1 }
            call = lastCallParen.call
        case .colon?:
            guard reader.isName(previous - 1), lastTrailingBrace.close == previous - 2, lastTrailingBrace.call >= 0 else { return -1 }
            call = lastTrailingBrace.call
            label = previous - 1
        case .rightBracket?, .rightBrace?, nil:
            return -1
        default:
            guard isCallable(previous), !isVariableType(from: Int(expressionStart[previous])) else { return -1 }
            call = addCall(opening: brace, leftParen: nil)
        }
        result.calls[call].trailingClosures.append(block)
        let closure = Int(closureOfBlock[block])
        result.closures[closure].call = call
        result.closures[closure].label = label.map { reader.text($0) }
        result.closures[closure].isTrailing = true
        return Int32(call)
    }

    /// Whether the expression from `start` is the type of `var name: Type {`: a local computed
    /// property, which the declaration index does not list, so its braces read as a closure.
    private func isVariableType(from start: Int) -> Bool {
        var before = start - 1
        if reader.keyword(before) == .opaque || reader.keyword(before) == .existential { before -= 1 }
        return reader.kind(before) == .colon && reader.isName(before - 1) && reader.keyword(before - 2) == .var
    }
}
