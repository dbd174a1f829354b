/// String operations Foundation would provide, for code that imports only FoundationEssentials.
extension String {
    /// Without the leading and trailing characters `drop` matches: Foundation's
    /// `trimmingCharacters(in:)` for `.whitespacesAndNewlines` is `trimming(\.isWhitespace)`
    /// (both are Unicode's White_Space), `.newlines` is `trimming(\.isNewline)`.
    public func trimming(_ drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The first occurrence of `other`, compared as UTF-8 bytes.
    func firstRange(ofBytes other: String) -> Range<String.Index>? {
        let text = Array(utf8)
        let needle = Array(other.utf8)
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        for start in 0...(text.count - needle.count) where text[start..<start + needle.count].elementsEqual(needle) {
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            return lower..<utf8.index(lower, offsetBy: needle.count)
        }
        return nil
    }
}
