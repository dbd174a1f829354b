/// A change to a file's text that resolves a violation, and only offered where the result is
/// certain to be what the developer meant. Applied by `lint --fix`, offered by SARIF's `fixes`.
public struct Fix: Sendable, Hashable {
    /// One replacement: the bytes of `range` become `replacement`.
    public struct Edit: Sendable, Hashable {
        public var range: Range<Int>
        public var replacement: String
        /// Where `range` starts and ends, for reports.
        public var start: Location
        public var end: Location

        public init(range: Range<Int>, replacement: String, in file: SourceFile) {
            self.range = range
            self.replacement = replacement
            start = file.location(ofOffset: range.lowerBound)
            end = file.location(ofOffset: range.upperBound)
        }

        /// The source of the tokens `tokens` becomes `replacement`: from the first token's start
        /// to the last one's end, the comments and spaces between them included.
        public init(tokens: Range<Int>, replacement: String, in file: SourceFile) {
            self.init(range: file.byteRange(ofTokens: tokens), replacement: replacement, in: file)
        }
    }

    /// What the fix does, in a few words ("remove the command", "write `text`").
    public var description: String
    public var edits: [Edit]

    public init(_ description: String, edits: [Edit]) {
        self.description = description
        self.edits = edits
    }

    /// `bytes` with every fix applied that overlaps none applied before it, in the order given;
    /// the same edit offered twice (one command removed for each of its rules) counts once.
    /// Returns the new bytes and the fixes applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [Fix]) {
        var accepted: [Edit] = []
        var applied: [Fix] = []
        for fix in fixes {
            let new = fix.edits.filter { !accepted.contains($0) }
            guard !new.isEmpty, fix.edits.allSatisfy({ $0.range.upperBound <= bytes.count }),
                  !new.contains(where: { edit in accepted.contains { Self.overlap(edit.range, $0.range) } }) else { continue }
            accepted += new
            applied.append(fix)
        }
        var result = bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Two ranges share a byte, or are both insertions at one place.
    private static func overlap(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        lhs.overlaps(rhs) || (lhs.isEmpty && rhs.isEmpty && lhs.lowerBound == rhs.lowerBound)
            || (lhs.isEmpty && rhs.contains(lhs.lowerBound)) || (rhs.isEmpty && lhs.contains(rhs.lowerBound))
    }
}
