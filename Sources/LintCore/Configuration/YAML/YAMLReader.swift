/// A cursor over configuration text split into lines of Unicode scalars, shared by the block,
/// flow and scalar parsing in the `YAMLReader+…` files.
struct YAMLReader {
    /// Far deeper than any real configuration, yet shallow enough that the recursive descent
    /// cannot exhaust the stack on hostile input.
    static let maximumNestingDepth = 200

    let lines: [[Unicode.Scalar]]
    /// 0-based; equal to `lines.count` at the end of the input.
    var lineIndex = 0
    /// 0-based index into the current line.
    var column = 0

    init(text: String) {
        lines = Self.splitLines(text)
    }

    /// Splits on LF, CRLF and lone CR, and drops a leading byte order mark.
    private static func splitLines(_ text: String) -> [[Unicode.Scalar]] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previous: Unicode.Scalar?
        for scalar in scalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    // MARK: Looking at the current line

    var isAtEnd: Bool { lineIndex >= lines.count }

    var location: YAMLLocation { YAMLLocation(line: lineIndex + 1, column: column + 1) }

    /// The scalar `offset` places after the cursor on the current line; nil past its end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        guard lineIndex < lines.count else { return nil }
        let line = lines[lineIndex]
        let index = column + offset
        return index < line.count ? line[index] : nil
    }

    func error(_ message: String) -> YAMLError {
        YAMLError(message: message, location: location)
    }

    @discardableResult
    mutating func skipInlineWhitespace() -> Bool {
        let start = column
        while YAMLCharacters.isWhitespace(peek()) { column += 1 }
        return column > start
    }

    /// `#` starts a comment only at the start of a line or after whitespace, so `a#b` is text.
    var isAtComment: Bool {
        guard peek() == "#" else { return false }
        return column == 0 || YAMLCharacters.isWhitespace(lines[lineIndex][column - 1])
    }

    var isAtEndOfLineOrComment: Bool { peek() == nil || isAtComment }

    /// A `-` followed by whitespace or the end of the line.
    var isAtSequenceIndicator: Bool { peek() == "-" && YAMLCharacters.isWhitespaceOrEnd(peek(1)) }

    var isAtDocumentMarker: Bool { isAtMarker("---") || isAtMarker("...") }

    /// `---` or `...` at the start of a line, followed by whitespace or the end of the line.
    func isAtMarker(_ marker: String) -> Bool {
        guard column == 0, !isAtEnd else { return false }
        let line = lines[lineIndex]
        let markerScalars = Array(marker.unicodeScalars)
        guard line.count >= markerScalars.count, Array(line[0..<markerScalars.count]) == markerScalars else {
            return false
        }
        return line.count == markerScalars.count || YAMLCharacters.isWhitespace(line[markerScalars.count])
    }

    // MARK: Moving between lines

    /// Moves to the first character of the next line that holds more than whitespace and a
    /// comment, or to the end of the input.
    mutating func moveToNextContentLine() throws(YAMLError) {
        try moveToContentLine(startingAt: lineIndex + 1)
    }

    mutating func moveToContentLine(startingAt index: Int) throws(YAMLError) {
        lineIndex = index
        column = 0
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            var firstTab: Int?
            var indent = 0
            while indent < line.count, YAMLCharacters.isWhitespace(line[indent]) {
                if line[indent] == "\t" && firstTab == nil { firstTab = indent }
                indent += 1
            }
            if indent < line.count && line[indent] != "#" {
                if let firstTab {
                    column = firstTab
                    throw error("tab character in indentation")
                }
                column = indent
                return
            }
            lineIndex += 1
        }
    }

    /// The indentation of the content line under the cursor, or nil where block collections
    /// end: at the end of the input or at a document marker.
    var blockLineIndent: Int? {
        isAtEnd || isAtDocumentMarker ? nil : column
    }

    // MARK: Nesting

    func checkNestingDepth(_ depth: Int) throws(YAMLError) {
        guard depth <= Self.maximumNestingDepth else {
            throw YAMLError.unsupported(
                "nesting deeper than \(Self.maximumNestingDepth) levels is", at: location
            )
        }
    }
}

/// Character classes of the subset.
enum YAMLCharacters {
    static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == " " || scalar == "\t"
    }

    static func isWhitespaceOrEnd(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == nil || isWhitespace(scalar)
    }

    static func isFlowIndicator(_ scalar: Unicode.Scalar?) -> Bool {
        switch scalar {
        case ",", "[", "]", "{", "}": true
        default: false
        }
    }

    /// Characters that cannot start a plain scalar (some can when followed by a safe character).
    static func isIndicator(_ scalar: Unicode.Scalar?) -> Bool {
        switch scalar {
        case "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            true
        default:
            false
        }
    }

    /// A character as messages show it: in single quotes, or in double quotes if it is one.
    static func quoted(_ scalar: Unicode.Scalar) -> String {
        scalar == "'" ? "\"'\"" : "'\(scalar)'"
    }

    static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
