import LintCore

extension StaleCommentRule {
    /// A line of comment text, markers (`///`, `*`) removed: a byte range of the file.
    struct CommentLine {
        var start: Int
        var end: Int
        var line: Int

        /// Where the text starts after its spaces and tabs.
        func indentEnd(in bytes: [UInt8]) -> Int {
            var index = start
            while index < end && Byte.isSpace(bytes[index]) { index += 1 }
            return index
        }
    }

    /// A `- Parameter x:`, `- x:` (under `- Parameters:`), `- Returns:` or `- Throws:` field.
    struct DocField {
        enum Kind: Equatable {
            case parameter(String)
            case returns
            case `throws`
        }

        var kind: Kind
        /// Byte offset of the name (parameter) or keyword (returns, throws).
        var offset: Int
    }

    /// Doc comments are read on their UTF-8 bytes: every function's documentation is read, and
    /// almost all of it is prose that no field starts.
    enum DocComment {
        /// The documentation lines directly above a declaration starting at `firstToken`:
        /// consecutive `///` lines or one `/** */` block, with no blank line in between.
        static func lines(above firstToken: Int, in file: SourceFile, docComments: DocCommentsByLine) -> [CommentLine] {
            var result: [CommentLine] = []
            var line = Int(file.tokens[firstToken].line) - 1
            while line >= 0, !file.lines[line].hasCode {
                if let doc = docComments[line, in: file] {
                    result.append(stripped(doc, in: file))
                } else if !result.isEmpty && file.lines[line].state.context == .blockComment {
                    // A blank line inside `/** … */` has no comment segment of its own.
                    let start = Int(file.lines[line].start)
                    result.append(CommentLine(start: start, end: start, line: line))
                } else {
                    break
                }
                line -= 1
            }
            return result.reversed()
        }

        /// The comment's text without `//`, `///`, `/**`, `*/` or a leading `*` decoration.
        static func stripped(_ segment: CommentSegment, in file: SourceFile) -> CommentLine {
            var start = Int(segment.start)
            var end = Int(segment.end)
            let bytes = file.bytes
            func skip(_ byte: UInt8) { while start < end && bytes[start] == byte { start += 1 } }
            let lineStart = Int(file.lines[Int(segment.line)].start)
            if segment.kind == .lineComment || segment.kind == .docLineComment {
                skip(UInt8(ascii: "/"))
            } else {
                if start + 1 < end && bytes[start] == UInt8(ascii: "/") && bytes[start + 1] == UInt8(ascii: "*") {
                    start += 2
                    skip(UInt8(ascii: "*"))
                } else if start == lineStart || bytes[lineStart..<start].allSatisfy({ $0 == 32 || $0 == 9 }) {
                    while start < end && (bytes[start] == 32 || bytes[start] == 9) { start += 1 }
                    if start < end && bytes[start] == UInt8(ascii: "*") && !(start + 1 < end && bytes[start + 1] == UInt8(ascii: "/")) {
                        start += 1
                    }
                }
                if end - start >= 2 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") {
                    end -= 2
                }
            }
            return CommentLine(start: start, end: max(start, end), line: Int(segment.line))
        }

        /// The fields of a doc comment, outside fenced code blocks. Items under `- Parameters:`
        /// count at the first item's indentation only (deeper items describe closure arguments).
        static func fields(in lines: [CommentLine], of bytes: [UInt8]) -> [DocField] {
            var fields: [DocField] = []
            var fence = FenceTracker()
            var parametersIndent: Int?
            var itemIndent: Int?
            for line in lines where !fence.isCode(line, in: bytes) {
                guard let bullet = Bullet(line, in: bytes) else { continue }
                if let section = parametersIndent, bullet.indent > section {
                    if itemIndent == nil { itemIndent = bullet.indent }
                    if bullet.indent == itemIndent, let name = Bullet.label(in: bullet.content, of: bytes) {
                        fields.append(DocField(kind: .parameter(name), offset: bullet.content.lowerBound))
                    }
                    continue
                }
                parametersIndent = nil
                itemIndent = nil
                let content = bullet.content
                let keywordEnd = bytes[content].firstIndex(of: Byte.space) ?? content.upperBound
                let keyword = content.lowerBound..<keywordEnd
                if ASCII.equalsIgnoringCase(bytes[keyword], "parameters:") {
                    parametersIndent = bullet.indent
                } else if ASCII.equalsIgnoringCase(bytes[keyword], "parameter") && keywordEnd + 1 < content.upperBound {
                    // `- Parameter name: text`: the name runs from after the first space to the colon.
                    let rest = keywordEnd + 1..<content.upperBound
                    guard let name = Bullet.label(in: rest, of: bytes) else { continue }
                    fields.append(DocField(kind: .parameter(name), offset: rest.lowerBound))
                } else if ASCII.equalsIgnoringCase(bytes[keyword], "returns:") {
                    fields.append(DocField(kind: .returns, offset: keyword.lowerBound))
                } else if ASCII.equalsIgnoringCase(bytes[keyword], "throws:") {
                    fields.append(DocField(kind: .throws, offset: keyword.lowerBound))
                }
            }
            return fields
        }
    }

    /// The first documentation comment segment of each line, found without hashing.
    struct DocCommentsByLine {
        private var firstSegment: [Int32]

        init(_ file: SourceFile) {
            firstSegment = [Int32](repeating: -1, count: file.lines.count)
            var position = file.comments.count - 1
            while position >= 0 {
                let segment = file.comments[position]
                if segment.kind.isDocComment { firstSegment[Int(segment.line)] = Int32(position) }
                position -= 1
            }
        }

        subscript(line: Int, in file: SourceFile) -> CommentSegment? {
            let position = firstSegment[line]
            return position < 0 ? nil : file.comments[Int(position)]
        }
    }

    /// A markdown list item: `- text`, `* text`, `+ text`.
    struct Bullet {
        /// Spaces and tabs before the marker.
        var indent: Int
        /// Bytes of the item's text, spaces after the marker skipped.
        var content: Range<Int>

        /// Most documentation lines are prose, rejected at their first byte.
        init?(_ line: CommentLine, in bytes: [UInt8]) {
            let index = line.indentEnd(in: bytes)
            guard index + 1 < line.end, bytes[index + 1] == Byte.space,
                  bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+")
            else { return nil }
            indent = index - line.start
            var contentStart = index + 2
            while contentStart < line.end && bytes[contentStart] == Byte.space { contentStart += 1 }
            content = contentStart..<line.end
        }

        /// `name` in `name: description` (the bytes of `text`), when it is one word.
        static func label(in text: Range<Int>, of bytes: [UInt8]) -> String? {
            guard let colon = bytes[text].firstIndex(of: UInt8(ascii: ":")), colon > text.lowerBound,
                  !bytes[text.lowerBound..<colon].contains(Byte.space) else { return nil }
            var name = text.lowerBound..<colon
            // ``- Parameter `index`:`` names `index`, as DocC reads it.
            if name.count > 2, bytes[name.lowerBound] == Byte.backtick, bytes[name.upperBound - 1] == Byte.backtick {
                name = name.lowerBound + 1..<name.upperBound - 1
            }
            return String(decoding: bytes[name], as: UTF8.self)
        }
    }

    /// Tracks fenced code blocks (``` or ~~~) across consecutive comment lines.
    struct FenceTracker {
        private var inside = false

        /// Whether the line is part of a fenced block, fence lines included.
        mutating func isCode(_ line: CommentLine, in bytes: [UInt8]) -> Bool {
            let index = line.indentEnd(in: bytes)
            if index + 3 <= line.end, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~"),
               bytes[index + 1] == bytes[index], bytes[index + 2] == bytes[index] {
                inside.toggle()
                return true
            }
            return inside
        }
    }

    private enum ASCII {
        /// Whether `bytes` spell `word` (lowercase ASCII), in any case.
        static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
            guard bytes.count == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { expected in
                zip(bytes, expected).allSatisfy { byte, letter in
                    byte == letter || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == letter)
                }
            }
        }
    }
}
