import LintCore

/// An open document's text, changed as the editor changes it, and the conversion between
/// LSP positions (line, UTF-16 offset in the line) and byte offsets.
struct TextDocument {
    var version: Int
    private(set) var bytes: [UInt8]

    init(text: String, version: Int) {
        self.version = version
        bytes = Array(text.utf8)
    }

    /// Applies one `contentChanges` entry: the whole text, or a range replaced.
    mutating func apply(_ change: JSONValue) {
        guard let text = change["text"]?.string else { return }
        guard let range = change["range"], let start = range["start"], let end = range["end"] else {
            bytes = Array(text.utf8)
            return
        }
        let lower = offset(of: start), upper = max(lower, offset(of: end))
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
    }

    /// The byte offset of an LSP position, clamped to the text.
    func offset(of position: JSONValue) -> Int {
        let line = max(0, position["line"]?.int ?? 0)
        let character = max(0, position["character"]?.int ?? 0)
        var offset = 0
        var currentLine = 0
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == 10 { currentLine += 1 }
            offset += 1
        }
        guard currentLine == line else { return bytes.count }
        var units = 0
        while offset < bytes.count, bytes[offset] != 10, units < character {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset += length
        }
        return min(offset, bytes.count)
    }

    /// The LSP position of a 1-based line and column counted in Unicode scalars.
    func position(line: Int, column: Int) -> JSONValue {
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return ["line": .number(Double(max(0, line - 1))), "character": 0] }
        let text = String(decoding: lines[line - 1], as: UTF8.self)
        let units = text.unicodeScalars.prefix(max(0, column - 1)).reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        return ["line": .number(Double(line - 1)), "character": .number(Double(units))]
    }

    /// The position of a byte offset.
    func position(ofOffset offset: Int) -> JSONValue {
        let clamped = min(max(0, offset), bytes.count)
        let before = bytes[..<clamped]
        let line = before.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let lineStart = before.lastIndex(of: 10).map { $0 + 1 } ?? 0
        let units = String(decoding: bytes[lineStart..<clamped], as: UTF8.self).unicodeScalars
            .reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        return ["line": .number(Double(line)), "character": .number(Double(units))]
    }
}
