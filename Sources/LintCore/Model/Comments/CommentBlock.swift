/// A comment as a reader takes it in: a run of `//` (or `///`) comments on consecutive lines,
/// each alone on its line, or one `/* */` (or `/** */`) comment over all its lines. A `//`
/// comment after code on its line is a block of its own.
public struct CommentBlock: Sendable {
    public enum Form: Sendable, Equatable {
        case lineComments
        case blockComment
    }

    public var form: Form
    /// `///` or `/** */`.
    public var isDocumentation: Bool
    /// Byte offset of the first line's `//` or `/*`.
    public var start: Int
    /// Its text, line by line; a blank line inside a block comment is an empty line.
    public var lines: ArraySlice<CommentLine>
    /// No code shares its first line.
    public var standsAlone: Bool
}

extension CommentBlock {
    /// A file's comments as blocks, in order, with fenced code marked. The blocks' lines share
    /// one buffer: a file has hundreds of comments, most of them one line long.
    static func blocks(of comments: [CommentSegment], lines fileLines: [LineInfo], in bytes: [UInt8]) -> [CommentBlock] {
        var lines: [CommentLine] = []
        lines.reserveCapacity(comments.count + comments.count / 8)
        var blocks: [CommentBlock] = []
        var firstLines: [Int] = []
        for segment in comments {
            let line = Int(segment.line)
            let isDocumentation = segment.kind.isDocComment
            if let block = blocks.last, block.isDocumentation == isDocumentation,
               continues(block.form, standingAlone: block.standsAlone, lastLine: lines[lines.count - 1].line,
                         with: segment, fileLines) {
                if block.form == .blockComment {
                    for blank in (lines[lines.count - 1].line + 1)..<line {
                        let start = Int(fileLines[blank].start)
                        lines.append(CommentLine(start: start, end: start, line: blank))
                    }
                }
                lines.append(CommentLine(segment, in: bytes, lines: fileLines))
                continue
            }
            let form: Form = segment.kind == .lineComment || segment.kind == .docLineComment ? .lineComments : .blockComment
            blocks.append(CommentBlock(
                form: form, isDocumentation: isDocumentation, start: Int(segment.start), lines: [],
                standsAlone: !fileLines[line].hasCode
            ))
            firstLines.append(lines.count)
            lines.append(CommentLine(segment, in: bytes, lines: fileLines))
        }
        for position in blocks.indices {
            let range = firstLines[position]..<(position + 1 < blocks.count ? firstLines[position + 1] : lines.count)
            CommentLine.markFences(&lines, range, in: bytes)
        }
        // Sliced once every line is in: a slice taken earlier would make each append copy the buffer.
        for position in blocks.indices {
            blocks[position].lines = lines[firstLines[position]..<(position + 1 < blocks.count ? firstLines[position + 1] : lines.count)]
        }
        return blocks
    }

    /// A `//` comment alone on the line after a block of them; a line that starts inside the
    /// block comment.
    private static func continues(
        _ form: Form, standingAlone: Bool, lastLine: Int, with segment: CommentSegment, _ lines: [LineInfo]
    ) -> Bool {
        let line = Int(segment.line)
        switch segment.kind {
        case .lineComment, .docLineComment:
            return form == .lineComments && standingAlone && !lines[line].hasCode && lastLine == line - 1
        default:
            return form == .blockComment && lines[line].state.context == .blockComment
                && segment.start == lines[line].start
        }
    }
}
