/// Reads the fields of documentation on its UTF-8 bytes: every function's documentation is
/// read, and almost all of it is prose that no field starts.
enum DocumentationFields {
    typealias Field = DocumentationComment.Field

    /// Items under `- Parameters:` count at the first item's indentation only (deeper items
    /// describe a closure's arguments).
    static func read(_ lines: [CommentLine], in bytes: [UInt8]) -> [Field] {
        var fields: [Field] = []
        var parametersIndent: Int?
        var itemIndent: Int?
        for line in lines where !line.isFencedCode {
            guard let bullet = Bullet(line, in: bytes) else { continue }
            if let section = parametersIndent, bullet.indent > section {
                if itemIndent == nil { itemIndent = bullet.indent }
                if bullet.indent == itemIndent, let name = Bullet.label(in: bullet.content, of: bytes) {
                    fields.append(Field(kind: .parameter(name), layout: .grouped, offset: bullet.content.lowerBound))
                }
                continue
            }
            parametersIndent = nil
            itemIndent = nil
            let content = bullet.content
            let keywordEnd = bytes[content].firstIndex(of: Byte.space) ?? content.upperBound
            let keyword = content.lowerBound..<keywordEnd
            if ASCIICase.matches(bytes[keyword], "parameters:") {
                parametersIndent = bullet.indent
            } else if ASCIICase.matches(bytes[keyword], "parameter") && keywordEnd + 1 < content.upperBound {
                // `- Parameter name: text`: the name runs from after the first space to the colon.
                let rest = keywordEnd + 1..<content.upperBound
                guard let name = Bullet.label(in: rest, of: bytes) else { continue }
                fields.append(Field(kind: .parameter(name), layout: .separate, offset: rest.lowerBound))
            } else if ASCIICase.matches(bytes[keyword], "returns:") {
                fields.append(Field(kind: .returns, offset: keyword.lowerBound))
            } else if ASCIICase.matches(bytes[keyword], "throws:") {
                fields.append(Field(kind: .throws, offset: keyword.lowerBound))
            }
        }
        return fields
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
            let backtick = UInt8(ascii: "`")
            if name.count > 2, bytes[name.lowerBound] == backtick, bytes[name.upperBound - 1] == backtick {
                name = name.lowerBound + 1..<name.upperBound - 1
            }
            return String(decoding: bytes[name], as: UTF8.self)
        }
    }
}
