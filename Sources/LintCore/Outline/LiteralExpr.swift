/// A literal written in code: a string with all its segments (SwiftSyntax's
/// `StringLiteralExpr`), an array (`ArrayExpr`) or a dictionary (`DictionaryExpr`). Types
/// spelled with brackets (`[String: Int]`), capture lists and subscripts are no literals.
public struct LiteralExpr: Sendable, Equatable {
    public enum Kind: String, Sendable, Hashable {
        /// `"…"` or `#"…"#` on one line.
        case string
        /// `"""` … `"""`, raw or not.
        case multilineString
        case array
        case dictionary
    }

    public var kind: Kind
    /// From the literal's first token (its opening segment, or `[`) to its last (the closing
    /// segment, or `]`); an interpolation's code lies inside.
    public var tokens: Range<Int>
    /// The first and last line the literal covers, 0-based: a multi-line string's last line is
    /// its closing delimiter's.
    public var lines: ClosedRange<Int>
    /// A string written with `#`: `#"…"#`.
    public var isRaw: Bool
    /// A string with `\(…)` in it.
    public var hasInterpolation: Bool
    /// Data rather than code: a multi-line string, a single-line string without
    /// interpolation, or an array or dictionary whose elements are all data literals (nested
    /// arrays, dictionaries and tuples of literals too; numbers may carry a sign;
    /// `true`, `false` and `nil` count). `[]` and `[:]` are data.
    public var isData: Bool

    /// The lines a data literal holds past the line it starts on (which it shares with the
    /// code that holds it); empty when the literal is code or fits one line.
    public var dataLines: Range<Int> { isData ? lines.lowerBound + 1..<lines.upperBound + 1 : lines.lowerBound..<lines.lowerBound }

    public var isString: Bool { kind == .string || kind == .multilineString }

    /// `[]` or `[:]`: a collection literal without elements.
    public var isEmptyCollection: Bool { kind == .array ? tokens.count == 2 : kind == .dictionary && tokens.count == 3 }
}

/// A file's literals in the order they start, with the lines data literals cover.
public struct LiteralExprs: RandomAccessCollection, Sendable, Equatable {
    var records: [LiteralExpr] = []
    /// The lines of data literals' `dataLines`, merged where they overlap or nest, in order.
    var dataRuns: [Range<Int>] = []
    /// `dataRunLineCounts[i]`: lines in `dataRuns[..<i]`.
    var dataRunLineCounts: [Int] = [0]

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }
    public subscript(position: Int) -> LiteralExpr { records[position] }

    init() {}

    init(_ records: [LiteralExpr]) {
        self.records = records.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
        for literal in self.records where !literal.dataLines.isEmpty {
            let lines = literal.dataLines
            if let last = dataRuns.last, lines.lowerBound <= last.upperBound {
                dataRuns[dataRuns.count - 1] = last.lowerBound..<Swift.max(last.upperBound, lines.upperBound)
            } else {
                dataRuns.append(lines)
            }
        }
        for run in dataRuns { dataRunLineCounts.append(dataRunLineCounts[dataRunLineCounts.count - 1] + run.count) }
    }

    /// How many of `lines` (0-based) are data lines of some literal: what a length rule can
    /// leave out of a body's count (a 490-line JSON string in a closure initialising a `static
    /// let` is one declaration, not 490 lines of code). A binary search, whatever the range.
    public func dataLineCount(in lines: Range<Int>) -> Int {
        guard !lines.isEmpty else { return 0 }
        let first = dataRuns.partitionPoint { $0.upperBound > lines.lowerBound }
        let last = dataRuns.partitionPoint { $0.lowerBound >= lines.upperBound }
        guard first < last else { return 0 }
        var total = dataRunLineCounts[last] - dataRunLineCounts[first]
        total -= Swift.max(0, lines.lowerBound - dataRuns[first].lowerBound)
        total -= Swift.max(0, dataRuns[last - 1].upperBound - lines.upperBound)
        return total
    }

    /// The literal whose first token is `position`, if any.
    public func literal(startingAt position: Int) -> Int? {
        let index = records.partitionPoint { $0.tokens.lowerBound >= position }
        return index < records.count && records[index].tokens.lowerBound == position ? index : nil
    }
}
