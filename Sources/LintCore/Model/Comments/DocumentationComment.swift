/// A declaration's documentation, parsed as DocC reads it: its lines, its summary, and the
/// fields that describe the signature (`- Parameter x:`, items under `- Parameters:`,
/// `- Returns:`, `- Throws:`), each with its position. Fields in fenced code are not fields.
public struct DocumentationComment: Sendable {
    public struct Field: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case parameter(String)
            case returns
            case `throws`
        }

        /// How a parameter is documented: on its own (`- Parameter x:`) or as an item of a
        /// `- Parameters:` list.
        public enum Layout: Sendable, Equatable {
            case separate
            case grouped
        }

        public var kind: Kind
        public var layout: Layout?
        /// Byte offset of the name (a parameter) or of the keyword (`Returns:`, `Throws:`).
        public var offset: Int

        /// The section an item of a `- Parameters:` list named `returns` or `throws` (in any
        /// case, or singular) was meant to start: DocC reads it as a parameter of that name.
        public var misplacedSection: Kind? {
            guard layout == .grouped, case .parameter(let name) = kind else { return nil }
            switch name.lowercased() {
            case "return", "returns": return .returns
            case "throw", "throws": return .throws
            default: return nil
            }
        }
    }

    /// The comment's lines, in order; blank lines inside `/** */` are empty lines.
    public var lines: [CommentLine]
    /// Every field, in the order written.
    public var fields: [Field]

    public init(lines: [CommentLine], in bytes: [UInt8]) {
        var lines = lines
        CommentLine.markFences(&lines, lines.indices, in: bytes)
        self.lines = lines
        fields = DocumentationFields.read(lines, in: bytes)
    }

    /// The documented parameter names, in order.
    public var parameters: [String] {
        fields.compactMap { field in
            if case .parameter(let name) = field.kind { return name }
            return nil
        }
    }

    /// The first paragraph: the lines up to the first blank line, list item or code fence.
    public func summary(in bytes: [UInt8]) -> [CommentLine] {
        Array(lines.drop { $0.indentEnd(in: bytes) == $0.end }.prefix { line in
            let text = line.indentEnd(in: bytes)
            return text < line.end && !line.isFencedCode && DocumentationFields.Bullet(line, in: bytes) == nil
        })
    }
}

/// The documentation above each declaration of a file, found from one pass over its comments.
public struct DocumentationComments {
    private let file: SourceFile
    /// The first documentation segment of each line, by line.
    private var firstSegment: [Int32]

    public init(_ file: SourceFile) {
        self.file = file
        firstSegment = [Int32](repeating: -1, count: file.lines.count)
        var position = file.comments.count - 1
        while position >= 0 {
            let segment = file.comments[position]
            if segment.kind.isDocComment { firstSegment[Int(segment.line)] = Int32(position) }
            position -= 1
        }
    }

    /// The documentation directly above a declaration starting at token `firstToken`:
    /// consecutive `///` lines or one `/** */` block, with no blank line in between; nil
    /// when there is none.
    public func above(_ firstToken: Int) -> DocumentationComment? {
        let end = Int(file.tokens[firstToken].line)
        // Found upward, then read downward: most declarations have none, and the rest get one
        // array of the right size.
        var start = end
        while start > 0, !file.lines[start - 1].hasCode {
            let line = start - 1
            guard firstSegment[line] >= 0 || (start < end && file.lines[line].state.context == .blockComment) else { break }
            start = line
        }
        guard start < end else { return nil }
        var lines: [CommentLine] = []
        lines.reserveCapacity(end - start)
        for line in start..<end {
            if firstSegment[line] >= 0 {
                lines.append(CommentLine(file.comments[Int(firstSegment[line])], in: file.bytes, lines: file.lines))
            } else {
                // A blank line inside `/** … */` has no comment segment of its own.
                let lineStart = Int(file.lines[line].start)
                lines.append(CommentLine(start: lineStart, end: lineStart, line: line))
            }
        }
        return DocumentationComment(lines: lines, in: file.bytes)
    }
}
