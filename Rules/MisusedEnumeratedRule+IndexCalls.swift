import LintCore

/// An offset handed to a method that takes an index: `remove(at:)`, `insert(_:at:)`, `swapAt`,
/// and `index(s.startIndex, offsetBy:)`, which turns it into a `String` index.
extension MisusedEnumeratedRule {
    enum IndexCall: Equatable {
        case remove, insert, swap
        /// `s.index(s.startIndex, offsetBy: offset)`.
        case stringIndex
    }

    /// The call's message; nil when the offset is not shown to be misused there.
    static func callMessage(_ subscripted: OffsetSubscript, use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        guard let call = subscripted.call else { return nil }
        let access = "`\(subscripted.access)`"
        let collection = plain(subscripted.collection)
        let walked = plain(receiver)
        let same = collection == walked
        let exits = use.form == .forLoop && exitsAfter(subscripted.position, in: file)
        switch call {
        case .remove where exits, .insert where exits:
            // Found in one collection, changed in another: the index found is not the other's.
            guard same else { return nil }
            let verb = call == .remove ? "removes" : "inserts"
            return "\(access) \(verb) at the `enumerated()` offset of the element the loop found, which is not an "
                + "index: `\(walked).firstIndex(where:)` finds its index"
        case .remove:
            let alternative = same ? "remove them in one pass with `\(walked).removeAll(where:)`"
                : "walk the pairs backwards (`\(receiver).enumerated().reversed()`), so a removal shifts only what the "
                    + "loop has passed"
            return "\(access) removes by an `enumerated()` offset while the loop goes on: each removal shifts the "
                + "elements after it, so later offsets miss theirs; " + alternative
        case .insert:
            // Inserting into a collection the loop builds is placing, not indexing.
            guard same else { return nil }
            return "\(access) inserts by an `enumerated()` offset while the loop goes on: each insertion shifts the "
                + "elements after it, so later offsets fall short of theirs; build the new array in one pass "
                + "(`\(walked).flatMap`)"
        case .swap:
            let loop = same ? "`\(walked).indices`" : "`zip(\(collection).indices, \(receiver))`"
            return "\(access) swaps through an `enumerated()` offset, which is not an index: iterate \(loop)"
        case .stringIndex:
            if same {
                return "\(access) walks `\(collection)` from its start, for each element, to turn an `enumerated()` "
                    + "offset into an index: iterate `zip(\(walked).indices, \(walked))`, which hands over each index "
                    + "in one pass"
            }
            return "\(access) turns an `enumerated()` offset into an index of `\(collection)`, walking from its start "
                + "for each element: pair them with `zip(\(receiver), \(collection).indices)`"
        }
    }

    /// A `break`, `return` or `throw` after the call, among the statements of the block that
    /// holds it: the loop stops at the element it found.
    private static func exitsAfter(_ position: Int, in file: SourceFile) -> Bool {
        file.outline(.blocks).statements(after: position).contains { later in
            [.break, .return, .throw].contains(file.tokens[later.first].keyword)
        }
    }
}
