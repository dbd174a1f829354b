import LintCore

/// The message for an offset used as an index: what it reaches, and the `zip` or `indices` that
/// says it.
extension MisusedEnumeratedRule {
    func message(for subscripted: OffsetSubscript, _ reading: Reading) -> String {
        let receiver = reading.receiver
        let access = "`\(subscripted.access)`"
        var collection = Self.plain(subscripted.collection)
        // `imageView[offset - 1]` in a loop over `imageViews`: the element's neighbour is meant.
        if subscripted.shift != 0, collection == reading.element, !collection.isEmpty,
           Self.plain(receiver).split(separator: ".").last?.hasPrefix(collection) == true {
            collection = Self.plain(receiver)
        }
        let sameCollection = collection == Self.plain(receiver)
        if subscripted.isWrite && subscripted.writesMember && reading.elementsMayBeObjects && !sameCollection {
            return "\(access) reaches a partner by `enumerated()` offset, which is not an index: pair them with "
                + "`zip(\(receiver), \(collection))` if its elements are objects, or iterate "
                + "`zip(\(collection).indices, \(receiver))` if they are values the loop changes in place"
        }
        if subscripted.isWrite {
            let loop = sameCollection ? "`\(collection).indices`" : "`zip(\(collection).indices, \(receiver))`"
            return "\(access) writes through an `enumerated()` offset, which is not an index: iterate \(loop) to "
                + "change the collection in place"
        }
        if subscripted.shift != 0 {
            let skip = abs(subscripted.shift) == 1 ? "dropFirst()" : "dropFirst(\(abs(subscripted.shift)))"
            let end = subscripted.shift < 0 ? "first" : "last"
            let apart = reading.servesEnd ? ", and serve the \(end) element apart (`\(Self.plain(receiver)).\(end)`)" : ""
            if sameCollection {
                return "\(access) uses an `enumerated()` offset as an index to reach a neighbour: walk adjacent "
                    + "pairs with `zip(\(collection), \(collection).\(skip))`" + apart
            }
            let pairing = subscripted.shift < 0 ? "zip(\(receiver).\(skip), \(collection))"
                : "zip(\(receiver), \(collection).\(skip))"
            return "\(access) uses a shifted `enumerated()` offset as an index into another collection: pair them "
                + "with `\(pairing)`" + apart
        }
        if sameCollection {
            let inHand = reading.element.map { "`\($0)`" } ?? "the element"
            return "\(access) looks up by offset the element \(inHand) that `enumerated()` already gives: use it"
        }
        let pairing = "zip(\(receiver), \(collection))" + (reading.keepsOffset ? ".enumerated()" : "")
        if !reading.others.isEmpty {
            let names = reading.others.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                + (reading.others.count > 3 ? " and more" : "")
            return "\(access) uses an `enumerated()` offset as an index into another collection, as the body does "
                + "into \(names): pair the elements with `zip` (`\(pairing)`, nested for more), or iterate "
                + "`\(Self.plain(receiver)).indices` if they truly share its indices"
        }
        // The offset is a number elsewhere in the body too: keep it beside the pairs.
        var text = "\(access) uses an `enumerated()` offset as an index into another collection: pair them with "
            + "`\(pairing)`"
        if reading.keepsOffset { text += ", which keeps the offset for its other uses" }
        if reading.checksBounds {
            text += "; `zip` stops at the shorter one as the bounds check does, and elements past it, where the loop "
                + "still needs them, are `\(Self.plain(receiver)).dropFirst(\(collection).count)`"
        }
        return text
    }
}
