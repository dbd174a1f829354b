/// Escaping and the little markdown the HTML report renders.
enum HTML {
    /// A whole self-contained page: its style inline, nothing fetched.
    static func document(title: String, style: String, body: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// Text safe in element content and in quoted attribute values. Control characters other
    /// than tab and line breaks are not allowed in HTML, so they show as U+FFFD.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// One line of markdown: code spans become `<code>`, everything else is escaped text, and
    /// line breaks become `<br>`.
    static func inline(_ markdown: String) -> String {
        render(markdown, lineBreak: "<br>")
    }

    /// Markdown paragraphs (separated by blank lines). Inside a paragraph a line break is
    /// markdown's soft break, which HTML shows as a space.
    static func paragraphs(_ markdown: String) -> String {
        var paragraphs: [String] = []
        var current: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(String(line))
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        return paragraphs.map { "<p>" + render($0, lineBreak: "\n") + "</p>" }.joined(separator: "\n")
    }

    private static func render(_ markdown: String, lineBreak: String) -> String {
        CodeSpans.split(markdown).map { piece in
            switch piece {
            case .code(let code): return "<code>" + escape(code) + "</code>"
            case .text(let text): return replacingLineBreaks(escape(text), with: lineBreak)
            }
        }.joined()
    }

    private static func replacingLineBreaks(_ text: String, with lineBreak: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\r\n", "\n", "\r": output += lineBreak
            default: output.append(character)
            }
        }
        return output
    }
}
