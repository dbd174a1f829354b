import LintCore

extension MisusedEnumeratedRule {
    /// What a loop or closure body does with the offset besides indexing, and with the
    /// collections it indexes, read from the outline: the numbers it computes or compares, the
    /// bounds it checks, the ranges it bounds, the collections it builds.
    struct BodyReading {
        let file: SourceFile
        let outline: SyntaxOutline
        let offset: OffsetMentions
        /// The mentions of the offset that are no access's argument: numbers.
        let numbers: [Range<Int>]

        init(_ range: Range<Int>, offset: OffsetMentions) {
            file = offset.file
            outline = offset.outline
            self.offset = offset
            numbers = offset.mentions(in: range).filter { !offset.startsAccessArgument($0) }
        }

        /// Whether the offset is a number beyond the bounds checks (`i < xs.count`,
        /// `i == xs.endIndex - 1`) that pairing with `zip` makes unnecessary.
        var keepsOffset: Bool {
            numbers.contains { !isBoundsCheck($0, of: nil) }
        }

        /// Whether the body checks the offset against `collection`'s bounds (`guard i < xs.count`),
        /// which `zip` with it would make unnecessary; a check against another collection's is not.
        func checksBounds(of collection: String) -> Bool {
            numbers.contains { isBoundsCheck($0, of: collection) }
        }

        /// Whether the offset is a position the body keeps or computes with (`start: i + 1`),
        /// beyond the comparisons (`i != 0`, `i + 1 < xs.count`) that walking pairs with `zip`
        /// makes unnecessary.
        var usesAsPosition: Bool {
            numbers.contains { mention in
                // `self.index(of:)` calls a method: an offset is never called.
                !file.cursor(at: mention.upperBound).is(.leftParen) && comparison(of: mention) == nil
            }
        }

        /// The numbers compared (`i > 0`, `i + 1 < n`) from `start` on.
        func comparedNumbers(from start: Int) -> [Range<Int>] {
            numbers.filter { $0.lowerBound >= start && comparison(of: $0) != nil }
        }

        /// Whether the offset bounds a range (`rows[0..<i]`, `i...`): it marks a position.
        var usesAsRangeBound: Bool {
            numbers.contains { file.operatorRole(at: $0.upperBound) == .range || file.operatorRole(at: $0.lowerBound - 1) == .range }
        }

        /// Whether the body also subscripts `collection` by something else than the offset or a
        /// literal (`lines[open.start]`): positions it keeps index the collection too.
        func indexesOtherwise(_ collection: String, in range: Range<Int>) -> Bool {
            outline.subscripts(openingIn: range).contains { record in
                let index = file.cursor(at: record.index.lowerBound)
                return plain(file.readable(record.base)) == collection && index.kind != .number
                    && !(index.isName && offset.mentions(in: index.position..<index.position + 1).count == 1)
            }
        }

        /// Against any collection's bounds when `collection` is nil: `i < xs.count`,
        /// `i + 1 >= xs.endIndex`, `xs.indices.contains(i)`, `(0..<xs.count).contains(i)`.
        private func isBoundsCheck(_ mention: Range<Int>, of collection: String?) -> Bool {
            let bounds = file.collectionsBounding(file.literalShift(after: mention)?.expression ?? mention) ?? []
            return bounds.contains { bounded in collection.map { plain(file.readable(bounded)) == plain($0) } ?? true }
        }

        /// The comparison the mention, or `mention + 1`, is a side of (`i + 1 < count`: a shifted
        /// bound is still a bound).
        private func comparison(of mention: Range<Int>) -> (operator: Range<Int>, otherSide: Range<Int>)? {
            file.comparison(beside: file.literalShift(after: mention)?.expression ?? mention)
        }

        /// Whether the lengths differ on purpose, so `zip` would silently drop elements or iterate
        /// nothing: the collection is optional (`captions?[i]`), or built in the body.
        func pairsOnPurpose(_ subscripted: OffsetSubscript, receiver: String, builds built: Set<String>) -> Bool {
            if subscripted.collection.hasSuffix("?") { return true }
            let plain = plain(subscripted.collection)
            // A write into another collection from a nested closure (a completion, a lock's body):
            // `zip(other.indices, xs)` would not reach what the closure captures.
            if subscripted.isWrite && subscripted.isNested && plain != MisusedEnumeratedRule.plain(receiver) { return true }
            return built.contains(plain)
        }

        /// The collections the body builds or replaces. A bounds check (`i < notes.count`) is not
        /// among these: `zip` stops at the shorter collection, which makes it unnecessary.
        func builtCollections(in block: Int) -> Set<String> {
            Set(file.builtExpressions(in: block).map { plain(file.readable($0)) })
        }

        private func plain(_ collection: String) -> String { MisusedEnumeratedRule.plain(collection) }
    }
}
