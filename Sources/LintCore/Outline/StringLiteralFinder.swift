/// A file's string literals, each one record however many segments its interpolations cut it
/// into, and which literal each segment belongs to.
struct StringLiterals {
    var records: [LiteralExpr] = []
    /// For each token: the string literal it is a segment of (by position in `records`), or -1.
    var literalOfSegment: [Int32]

    func literal(ofSegment position: Int) -> Int? {
        guard position >= 0, position < literalOfSegment.count, literalOfSegment[position] >= 0 else { return nil }
        return Int(literalOfSegment[position])
    }
}

/// Joins string segments into literals. The scanner cuts `"a\(x)b"` into `"a\(`, `x` and
/// `)b"`: a segment ending in an interpolation's `\(` is continued by the next segment that
/// starts with `)`, after the interpolation's code, which may hold literals of its own.
struct StringLiteralFinder {
    let reader: TokenReader
    let outline: SyntaxOutline

    private struct Open {
        var first: Int
        var last: Int
        var hashes: Int
        var segments: [Int]
    }

    func find() -> StringLiterals {
        var result = StringLiterals(literalOfSegment: [Int32](repeating: -1, count: reader.count))
        var open: [Open] = []
        for position in 0..<reader.count where reader.tokens[position].kind == .string {
            var literal: Open
            if startsWithCloseParen(position), var continued = open.last,
               outline.block(containing: continued.first) == outline.block(containing: position) {
                open.removeLast()
                continued.last = position
                continued.segments.append(position)
                literal = continued
            } else {
                literal = Open(first: position, last: position, hashes: leadingHashes(position), segments: [position])
            }
            if opensInterpolation(position, hashes: literal.hashes) {
                open.append(literal)
            } else {
                finish(literal, into: &result)
            }
        }
        // Literals the file ends inside of.
        for literal in open { finish(literal, into: &result) }
        return result
    }

    private func finish(_ literal: Open, into result: inout StringLiterals) {
        let index = Int32(result.records.count)
        for segment in literal.segments { result.literalOfSegment[segment] = index }
        let bytes = reader.bytes
        let start = Int(reader.tokens[literal.first].start) + literal.hashes
        let isMultiline = start + 2 < bytes.count && bytes[start] == UInt8(ascii: "\"")
            && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        let firstLine = Int(reader.tokens[literal.first].line)
        // The line of the segment's last byte: an unterminated string that runs to the end of
        // the file ends with its last line break, which starts no line of its own.
        let last = reader.tokens[literal.last].range
        let lastLine = Int(reader.tokens[literal.last].line) + lineBreaks(in: last.lowerBound..<max(last.lowerBound, last.upperBound - 1))
        result.records.append(LiteralExpr(
            kind: isMultiline ? .multilineString : .string, tokens: literal.first..<literal.last + 1,
            lines: firstLine...max(firstLine, lastLine), isRaw: literal.hashes > 0, hasInterpolation: literal.segments.count > 1,
            isData: isMultiline || literal.segments.count == 1
        ))
    }

    private func startsWithCloseParen(_ position: Int) -> Bool {
        let range = reader.tokens[position].range
        return !range.isEmpty && reader.bytes[range.lowerBound] == UInt8(ascii: ")")
    }

    private func leadingHashes(_ position: Int) -> Int {
        let range = reader.tokens[position].range
        var index = range.lowerBound
        while index < range.upperBound, reader.bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index - range.lowerBound
    }

    /// Whether the segment ends in `\(` (`\#(` in a raw string with one `#`): in a string
    /// that is not raw, a `\` escaped by another (`"\\("`) starts no interpolation.
    private func opensInterpolation(_ position: Int, hashes: Int) -> Bool {
        let range = reader.tokens[position].range
        let bytes = reader.bytes
        var index = range.upperBound - 1
        guard index > range.lowerBound, bytes[index] == UInt8(ascii: "(") else { return false }
        index -= 1
        for _ in 0..<hashes {
            guard index > range.lowerBound, bytes[index] == UInt8(ascii: "#") else { return false }
            index -= 1
        }
        guard index >= range.lowerBound, bytes[index] == UInt8(ascii: "\\") else { return false }
        if hashes > 0 { return true }
        var backslashes = 0
        while index >= range.lowerBound, bytes[index] == UInt8(ascii: "\\") {
            backslashes += 1
            index -= 1
        }
        return backslashes % 2 == 1
    }

    private func lineBreaks(in range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = reader.bytes[index]
            if byte == UInt8(ascii: "\n") {
                count += 1
            } else if byte == UInt8(ascii: "\r") {
                count += 1
                if index + 1 < range.upperBound, reader.bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            }
            index += 1
        }
        return count
    }
}
