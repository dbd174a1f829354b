/// A `// MARK: - Networking` comment: the name of the section it opens, and its line (0-based).
public struct SectionMark: Sendable, Equatable {
    public var name: String
    public var line: Int
}

extension SourceFile {
    /// The `// MARK:` comments that stand on lines of their own among `lines`, in order, with
    /// the dashes and spaces after `MARK:` trimmed; a mark with no name is left out. Read from
    /// the scanner's comments: a `// MARK:` inside a block comment or a string is none.
    public func sectionMarks(inLines lines: Range<Int>) -> [SectionMark] {
        var marks: [SectionMark] = []
        let first = comments.partitionPoint { Int($0.line) >= lines.lowerBound }
        for comment in comments[first...] {
            let line = Int(comment.line)
            guard line < lines.upperBound else { break }
            let (start, end) = (Int(comment.start), Int(comment.end))
            guard comment.kind == .lineComment, !self.lines[line].hasCode, ByteText.equals(bytes, start..<min(start + 8, end), "// MARK:"),
                  bytes[Int(self.lines[line].start)..<start].allSatisfy({ $0 == Byte.space || $0 == Byte.tab }) else { continue }
            let name = bytes[(start + 8)..<end].drop { $0 == Byte.space || $0 == UInt8(ascii: "-") }
            if !name.isEmpty { marks.append(SectionMark(name: String(decoding: name, as: UTF8.self), line: line)) }
        }
        return marks
    }
}
