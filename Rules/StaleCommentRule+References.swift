import LintCore

extension StaleCommentRule {
    /// A symbol a comment points at: a DocC link to a symbol, or a backticked call such as
    /// `find(in:)` or `SymbolReferences.find(in:)`.
    public struct SymbolReference: Sendable {
        var written: String
        /// Written between double backticks rather than single ones.
        var isDocLink: Bool
        /// The name the reference stands for: the last path component, before its `(`.
        var baseName: String
        /// Byte offset of `baseName` in the file.
        var offset: Int
    }

    /// The hashes of a file's own names. A file's first few references are looked up by
    /// scanning the list, cheaper than sorting it; past them it is sorted once and searched:
    /// scanned for each, thousands of references took time growing with their square.
    struct KnownNames {
        private var hashes: [UInt64]
        private var lookups = 0

        init(_ hashes: [UInt64]) { self.hashes = hashes }

        mutating func contains(_ hash: UInt64) -> Bool {
            lookups += 1
            if lookups <= 16 { return hashes.contains(hash) }
            if lookups == 17 { hashes.sort() }
            let found = hashes.partitionPoint { $0 >= hash }
            return found < hashes.count && hashes[found] == hash
        }
    }

    enum SymbolReferences {
        /// The references on one comment line to names `known` does not hold: the file's own
        /// names, which are never stale; most references are to them, and they are left before
        /// any String is made. Plain backticked words (`count`) are not references.
        /// DocC links are read in doc comments only: elsewhere double backticks quote anything (a C
        /// file of the upstream project in a license header).
        static func find(
            in line: CommentLine, of file: [UInt8], skipping known: inout KnownNames, readingLinks: Bool
        ) -> [SymbolReference] {
            var references: [SymbolReference] = []
            let bytes = Array(file[line.start..<line.end])
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "`") else {
                    index += 1
                    continue
                }
                let ticks = bytes[index + 1 < bytes.count ? index + 1 : index] == UInt8(ascii: "`") ? 2 : 1
                let contentStart = index + ticks
                guard let close = closing(ticks: ticks, in: bytes, from: contentStart) else { break }
                let content = Array(bytes[contentStart..<close])
                if let name = ticks == 2 ? (readingLinks ? docLink(content) : nil) : call(content), startsName(content[name]),
                   !known.contains(NameSet.hash(of: name, in: content)) {
                    references.append(SymbolReference(
                        written: String(decoding: content, as: UTF8.self), isDocLink: ticks == 2,
                        baseName: String(decoding: content[name], as: UTF8.self), offset: line.start + contentStart + name.lowerBound
                    ))
                }
                index = close + ticks
            }
            return references
        }

        private static func closing(ticks: Int, in bytes: [UInt8], from start: Int) -> Int? {
            var index = start
            while index + ticks <= bytes.count {
                if bytes[index] == UInt8(ascii: "`") && (ticks == 1 || bytes[index + 1] == UInt8(ascii: "`")) {
                    return index
                }
                index += 1
            }
            return nil
        }

        /// ``Type/member(_:)`` → `member`; ``Type`` → `Type`; a `-swift.class` disambiguation is
        /// dropped; `doc:` article links and operators are not symbols here.
        private static func docLink(_ content: [UInt8]) -> Range<Int>? {
            guard !content.isEmpty, !content.starts(with: Array("doc:".utf8)) else { return nil }
            var componentStart = 0
            for (index, byte) in content.enumerated() where byte == UInt8(ascii: "/") {
                if content[..<index].contains(UInt8(ascii: "(")) { break }
                componentStart = index + 1
            }
            return identifier(in: content, from: componentStart)
        }

        /// `name()`, `name(label:)`, `object.name(x)`: identifiers joined by dots, then `(…)`.
        private static func call(_ content: [UInt8]) -> Range<Int>? {
            guard let open = content.firstIndex(of: UInt8(ascii: "(")), content.last == UInt8(ascii: ")"), open > 0 else {
                return nil
            }
            guard isSignature(content[(open + 1)..<(content.count - 1)]) else { return nil }
            var start = open
            while start > 0 && Byte.isWord(content[start - 1]) { start -= 1 }
            guard start < open, start == 0 || content[start - 1] == UInt8(ascii: "."),
                  content[..<start].allSatisfy({ Byte.isWord($0) || $0 == UInt8(ascii: ".") }) else { return nil }
            return start..<open
        }

        /// What a call names a function by: nothing, `…`, or argument labels (`_:count:`, `at deadline:`); a call
        /// with values (`foo(a: 1)`, `unmask(key)`, `renameat2(2)`) is an example, not a name.
        private static func isSignature(_ arguments: ArraySlice<UInt8>) -> Bool {
            if arguments.isEmpty || arguments.elementsEqual("...".utf8) || arguments.elementsEqual("…".utf8) { return true }
            guard arguments.last == UInt8(ascii: ":") else { return false }
            var labelLength = 0
            for byte in arguments {
                if byte == UInt8(ascii: ":") {
                    guard labelLength > 0 else { return false }
                    labelLength = 0
                } else if Byte.isWord(byte) || (byte == Byte.space && labelLength > 0) {
                    labelLength += 1 // `at deadline:` names the label and the parameter
                } else {
                    return false
                }
            }
            return true
        }

        private static func identifier(in content: [UInt8], from start: Int) -> Range<Int>? {
            var end = start
            while end < content.count && Byte.isWord(content[end]) { end += 1 }
            return end > start ? start..<end : nil
        }

        /// A name starts with a letter or `_` (a Character is decoded only past ASCII).
        private static func startsName(_ bytes: ArraySlice<UInt8>) -> Bool {
            guard let first = bytes.first else { return false }
            if first < 0x80 { return Byte.isWord(first) && !Byte.isDigit(first) }
            return String(decoding: bytes, as: UTF8.self).first?.isLetter == true
        }
    }
}
