import LintCore

extension OptionalCollectionRule.UseReader {
    /// The ends of the chains a file's uses start, remembered: in `a?.b?.c?.d` every `?.` is a use
    /// whose chain ends where the first one's does, and walking from each again grew with the square
    /// of the links. A walk passes the same states from wherever on it it starts, so a start it passed
    /// ends where it ended.
    struct ChainEnds {
        /// The states of walks that may still hold a later start, outermost first (a chain inside
        /// another's brackets ends before it), one after another: they keep one buffer for the file.
        private var states: [Int] = []
        /// Each of those walks: where its states begin, and where it ended.
        private var walks: [(first: Int, end: TokenCursor)] = []

        /// The token after the postfix chain (`?.a.b(c)?[d]`) that starts at `start`.
        mutating func end(from start: TokenCursor) -> TokenCursor {
            // Uses come in order: a walk that ended before this start holds no later one.
            while let last = walks.last, last.end.position <= start.position {
                states.removeLast(states.count - last.first)
                walks.removeLast()
            }
            var upper = states.count
            for walk in walks.reversed() {
                if Self.contains(states[walk.first..<upper], start.position) { return walk.end }
                upper = walk.first
            }
            let first = states.count
            var cursor = start
            while true {
                states.append(cursor.position)
                if cursor.is(.question) || cursor.is(.exclamation) {
                    cursor = cursor.next
                } else if cursor.is(.dot) && cursor.next.isName {
                    cursor = cursor.advanced(by: 2)
                } else if cursor.is(.leftParen) || cursor.is(.leftBracket), let close = cursor.matchingBracket {
                    cursor = close.next
                } else {
                    break
                }
            }
            walks.append((first, cursor))
            return cursor
        }

        private static func contains(_ sorted: ArraySlice<Int>, _ position: Int) -> Bool {
            let found = sorted.partitionPoint { $0 >= position }
            return found < sorted.endIndex && sorted[found] == position
        }
    }
}
