import LintCore

extension MisusedEnumeratedRule {
    /// A loop or closure body as compact code, for asking how it treats a collection.
    struct BodyText {
        let text: [UInt8]

        /// Spacing is dropped except one space between words (`guard offset`), which keeps
        /// keywords from running into names.
        init(_ code: String) {
            var compact: [UInt8] = []
            var spaced = false
            for byte in code.utf8 {
                if byte == Byte.space || byte == Byte.lf || byte == Byte.cr || byte == 9 {
                    spaced = true
                    continue
                }
                if spaced, let last = compact.last, Byte.isWord(last), Byte.isWord(byte) { compact.append(Byte.space) }
                spaced = false
                compact.append(byte)
            }
            text = compact
        }

        /// Whether the lengths differ on purpose, so `zip` would silently drop elements or iterate
        /// nothing: the collection is optional (`captions?[i]`), or built in the body (`append`,
        /// `insert`, `+=`, reassigned).
        func pairsOnPurpose(_ subscripted: OffsetSubscript, receiver: String) -> Bool {
            if subscripted.collection.hasSuffix("?") { return true }
            let plain = MisusedEnumeratedRule.plain(subscripted.collection)
            // A write into another collection from a nested closure (a completion, a lock's body):
            // `zip(other.indices, xs)` would not reach what the closure captures.
            if subscripted.isWrite && subscripted.isNested && plain != MisusedEnumeratedRule.plain(receiver) { return true }
            let name = Array(plain.utf8.filter { $0 != Byte.space })
            // A bounds check (`i < notes.count`) is not among these: `zip` stops at the shorter
            // collection, which makes it unnecessary.
            let members = [".append(", ".insert(", ".remove", "+=", ".reserveCapacity("]
            if members.contains(where: { contains(name + Array($0.utf8)) }) { return true }
            return occurrences(of: name).contains { end in
                end + 1 < text.count && text[end] == UInt8(ascii: "=") && text[end + 1] != UInt8(ascii: "=")
            }
        }

        /// Whether the offset appears other than as a subscript's argument (`[i]`, `[i + 1]`).
        func usesAsNumber(_ offset: String) -> Bool {
            !numberUses(of: offset).isEmpty
        }

        /// Whether the offset is a number beyond the bounds checks (`i < xs.count`,
        /// `i == xs.endIndex - 1`) that pairing with `zip` makes unnecessary.
        func usesAsNumberBeyondBounds(_ offset: String) -> Bool {
            numberUses(of: offset).contains { !isBoundsCheck($0.start, $0.end) }
        }

        /// Whether the body checks the offset against `collection`'s bounds (`guard i < xs.count`),
        /// which `zip` with it would make unnecessary; a check against another collection's is not.
        func checksBounds(_ offset: String, of collection: String) -> Bool {
            numberUses(of: offset).contains { isBoundsCheck($0.start, $0.end, of: collection) }
        }

        /// Against any collection's bounds when `collection` is nil.
        private func isBoundsCheck(_ start: Int, _ end: Int, of collection: String? = nil) -> Bool {
            let membership = Array(((collection.map { $0 + "." } ?? "") + "indices.contains(").utf8)
            if start >= membership.count, text[start - membership.count..<start].elementsEqual(membership) { return true }
            // `(0..<code.count).contains(i)`.
            let rangeMembership = Array(".count).contains(".utf8)
            if start >= rangeMembership.count, text[start - rangeMembership.count..<start].elementsEqual(rangeMembership),
               boundNamed(before: start - ").contains(".utf8.count, of: collection) {
                return true
            }
            return (comparesAfter(end) && boundNamed(from: end, of: collection))
                || (comparesBefore(start) && boundNamed(before: start, of: collection))
        }

        /// The operand after the comparison that ends at `end` names a collection's bound.
        private func boundNamed(from end: Int, of collection: String?) -> Bool {
            var position = end
            while position < text.count, position - end < 80,
                  ![UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "|")].contains(text[position]) {
                position += 1
            }
            return namesBound(text[end..<position], of: collection)
        }

        /// The operand before the comparison that starts at `start` names a collection's bound.
        private func boundNamed(before start: Int, of collection: String?) -> Bool {
            var position = start
            while position > 0, start - position < 80,
                  ![UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "(")]
                    .contains(text[position - 1]) {
                position -= 1
            }
            return namesBound(text[position..<start], of: collection)
        }

        private func namesBound(_ operand: ArraySlice<UInt8>, of collection: String?) -> Bool {
            [".count", ".endIndex", ".indices"].contains { bound in
                let needle = Array(((collection ?? "") + bound).utf8.filter { $0 != Byte.space })
                return operand.count >= needle.count
                    && operand.indices.dropLast(needle.count - 1).contains { operand[$0..<$0 + needle.count].elementsEqual(needle) }
            }
        }

        /// Where the offset appears other than as a subscript's argument: each use's start and end.
        private func numberUses(of offset: String) -> [(start: Int, end: Int)] {
            let name = Array(offset.utf8)
            return occurrences(of: name).compactMap { end in
                let start = end - name.count
                return isAccessArgument(at: start) ? nil : (start, end)
            }
        }

        /// `[i`, `[safe:i`, `.element(at:i`, `.safeValue(i`: the offset opens an access's argument.
        private func isAccessArgument(at start: Int) -> Bool {
            var position = start
            if position > 0, text[position - 1] == UInt8(ascii: ":") {
                position -= 1
                while position > 0, Byte.isWord(text[position - 1]) { position -= 1 }
            }
            guard position > 0 else { return false }
            if text[position - 1] == UInt8(ascii: "[") { return true }
            guard text[position - 1] == UInt8(ascii: "(") else { return false }
            var word = position - 1
            while word > 0, Byte.isWord(text[word - 1]) { word -= 1 }
            return word > 0 && text[word - 1] == UInt8(ascii: ".")
                && OffsetScan.accessors.contains(String(decoding: text[word..<position - 1], as: UTF8.self))
        }

        /// Whether the offset is a position the body keeps or computes with (`start: i + 1`,
        /// `xs[..<i]`), beyond subscripts and the bounds checks (`i != 0`, `i + 1 < xs.count`)
        /// that walking pairs with `zip` makes unnecessary.
        func usesAsPosition(_ offset: String) -> Bool {
            numberUses(of: offset).contains { start, end in
                // `self.index(of:)` calls a method: an offset is never called.
                if end < text.count && text[end] == UInt8(ascii: "(") { return false }
                return !comparesAfter(end) && !comparesBefore(start)
            }
        }

        /// Whether the body also subscripts `collection` by something other than the offset
        /// (`lines[open.start]`): positions it keeps index the collection too.
        func indexesOtherwise(_ collection: String, offset: String) -> Bool {
            let name = Array(offset.utf8)
            return occurrences(of: Array((collection + "[").utf8)).contains { end in
                // `xs[0]`: a literal position is no position the body keeps.
                if end < text.count, text[end] >= UInt8(ascii: "0"), text[end] <= UInt8(ascii: "9") { return false }
                guard end + name.count < text.count, text[end..<end + name.count].elementsEqual(name) else { return true }
                return Byte.isWord(text[end + name.count])
            }
        }

        /// Whether the offset bounds a range (`rows[0..<i]`, `i...`): it marks a position.
        func usesAsRangeBound(_ offset: String) -> Bool {
            numberUses(of: offset).contains { start, end in
                let dot = UInt8(ascii: ".")
                if end + 1 < text.count && text[end] == dot && text[end + 1] == dot { return true }
                guard start >= 2 else { return false }
                return text[start - 2] == dot && (text[start - 1] == dot || text[start - 1] == UInt8(ascii: "<"))
            }
        }

        private func comparesAfter(_ end: Int) -> Bool {
            var position = end
            // `i + 1 < count`, `i - 1 >= 0`: a shifted bound is still a bound.
            if position + 2 < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-"),
               text[position + 1] == UInt8(ascii: "1") {
                position += 2
            }
            guard position + 1 < text.count else { return false }
            let first = text[position], second = text[position + 1]
            if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") { return true }
            return (first == UInt8(ascii: "=") || first == UInt8(ascii: "!")) && second == UInt8(ascii: "=")
        }

        private func comparesBefore(_ start: Int) -> Bool {
            guard start >= 2 else { return false }
            let last = text[start - 1], beforeLast = text[start - 2]
            // `..<i` is a range: the offset marks a position.
            if beforeLast == UInt8(ascii: ".") { return false }
            if last == UInt8(ascii: "<") || last == UInt8(ascii: ">") { return true }
            return last == UInt8(ascii: "=") && [UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")]
                .contains(beforeLast)
        }

        private func contains(_ needle: [UInt8]) -> Bool {
            !occurrences(of: needle).isEmpty
        }

        /// Not inside a word, and not another value's member (`self.rows` is this one's).
        private func startsWord(at start: Int) -> Bool {
            guard start > 0 else { return true }
            let previous = text[start - 1]
            if previous == UInt8(ascii: ".") { return start >= 5 && text[start - 5..<start].elementsEqual("self.".utf8) }
            return !Byte.isWord(previous)
        }

        /// Where each occurrence of `needle` that starts a word ends.
        private func occurrences(of needle: [UInt8]) -> [Int] {
            guard !needle.isEmpty, needle.count <= text.count else { return [] }
            var ends: [Int] = []
            for start in 0...(text.count - needle.count) where text[start] == needle[0] {
                guard startsWord(at: start), text[start..<start + needle.count].elementsEqual(needle) else { continue }
                let end = start + needle.count
                if Byte.isWord(needle[needle.count - 1]), end < text.count, Byte.isWord(text[end]) { continue }
                ends.append(end)
            }
            return ends
        }
    }
}
