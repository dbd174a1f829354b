import LintCore

/// A line of comment text with where it starts in the file, markers (`///`, `*`) removed.
struct CommentLine {
    var text: Substring
    /// Byte offset in the file of `text`'s first character.
    var offset: Int
    var line: Int
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

enum DocComment {
    /// The documentation lines directly above a declaration starting at `firstToken`:
    /// consecutive `///` lines or one `/** */` block, with no blank line in between.
    static func lines(above firstToken: Int, in file: SourceFile, docComments: DocCommentsByLine) -> [CommentLine] {
        var result: [CommentLine] = []
        var line = Int(file.tokens[firstToken].line) - 1
        while line >= 0, !file.lines[line].hasCode, let doc = docComments[line, in: file] {
            result.append(stripped(doc, in: file))
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
        let text = file.text(start..<max(start, end))
        return CommentLine(text: Substring(text), offset: start, line: Int(segment.line))
    }

    /// The fields of a doc comment, outside fenced code blocks. Items under `- Parameters:`
    /// count at the first item's indentation only (deeper items describe closure arguments).
    static func fields(in lines: [CommentLine]) -> [DocField] {
        var fields: [DocField] = []
        var fence = FenceTracker()
        var parametersIndent: Int?
        var itemIndent: Int?
        for line in lines where !fence.isCode(line.text) {
            guard let bullet = Bullet(line.text) else { continue }
            if let section = parametersIndent, bullet.indent > section {
                if itemIndent == nil { itemIndent = bullet.indent }
                if bullet.indent == itemIndent, let name = bullet.label(), !name.contains(Character(" ")) {
                    fields.append(DocField(kind: .parameter(name), offset: line.offset + bullet.contentStart))
                }
                continue
            }
            parametersIndent = nil
            itemIndent = nil
            let words = bullet.content.split(separator: " ", maxSplits: 1)
            guard let keyword = words.first?.lowercased() else { continue }
            let keywordOffset = line.offset + bullet.contentStart
            switch keyword {
            case "parameters:":
                parametersIndent = bullet.indent
            case "parameter" where words.count == 2:
                let rest = words[1]
                let name = rest.prefix { $0 != ":" }
                guard name.count < rest.count, !name.isEmpty, !name.contains(Character(" ")) else { continue }
                let nameOffset = keywordOffset + bullet.content.utf8.count - rest.utf8.count
                fields.append(DocField(kind: .parameter(String(name)), offset: nameOffset))
            case "returns:":
                fields.append(DocField(kind: .returns, offset: keywordOffset))
            case "throws:":
                fields.append(DocField(kind: .throws, offset: keywordOffset))
            default:
                continue
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
    var indent: Int
    var content: Substring
    /// UTF-8 offset of `content` within the line text.
    var contentStart: Int

    /// Read on UTF-8 bytes: most documentation lines are prose, rejected at their first byte.
    init?(_ text: Substring) {
        let bytes = text.utf8
        let indent = bytes.prefix { $0 == 32 || $0 == 9 }.count
        let rest = bytes.dropFirst(indent)
        guard let marker = rest.first, marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"),
              rest.dropFirst().first == 32 else { return nil }
        let content = rest.dropFirst(2).drop { $0 == 32 }
        self.indent = indent
        self.content = Substring(content)
        contentStart = bytes.count - content.count
    }

    /// `name` in `name: description`.
    func label() -> String? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let name = content[..<colon]
        return name.isEmpty ? nil : String(name)
    }
}

/// Tracks fenced code blocks (``` or ~~~) across consecutive comment lines.
struct FenceTracker {
    private var inside = false

    /// Whether the line is part of a fenced block, fence lines included.
    mutating func isCode(_ text: Substring) -> Bool {
        let trimmed = text.utf8.drop { $0 == 32 || $0 == 9 }
        if trimmed.starts(with: "```".utf8) || trimmed.starts(with: "~~~".utf8) {
            inside.toggle()
            return true
        }
        return inside
    }
}
