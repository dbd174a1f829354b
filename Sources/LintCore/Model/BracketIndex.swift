/// Where each bracket closes, for brackets far from their close: a table built from one pass
/// over the file the first time a walk runs long. Rules ask for the close of every loop's and
/// closure's body; walked from the opening each time, bodies nested thousands deep made a file
/// take time growing with the square of its depth.
final class BracketIndex: @unchecked Sendable {
    /// Walks this short are done directly: the table would cost more than it saves.
    static let shortWalk = 4096

    private let lock = Lock()
    private var closeOfOpen: [Int32]?

    /// The token closing the `(`, `[` or `{` at `open` (any closer closes the latest opener), or
    /// nil when the file ends first; the token at `open` itself when it is no bracket.
    func matchingClose(_ open: Int, in reader: TokenReader) -> Int? {
        let walk = reader.walkToClose(open, limit: Self.shortWalk)
        guard walk.stopped else { return walk.close }
        let close = lock.withLock {
            if let known = closeOfOpen { return known[open] }
            let table = Self.table(of: reader.tokens)
            closeOfOpen = table
            return table[open]
        }
        return close >= 0 ? Int(close) : nil
    }

    private static func table(of tokens: [Token]) -> [Int32] {
        var closes = [Int32](repeating: -1, count: tokens.count)
        var opened: [Int32] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: opened.append(Int32(index))
            case .rightParen, .rightBracket, .rightBrace: if let open = opened.popLast() { closes[Int(open)] = Int32(index) }
            default: break
            }
        }
        return closes
    }
}
