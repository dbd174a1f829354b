import LintCore

/// An open document's text, changed as the editor changes it, and the conversion between
/// LSP positions (line, UTF-16 offset in the line) and byte offsets.
struct TextDocument {
    var version: Int
    private(set) var bytes: [UInt8]
    /// Where each line starts: read once per change, not once per diagnostic.
    private var lineStarts: [Int]

    init(text: String, version: Int) {
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Applies one `contentChanges` entry: the whole text, or a range replaced.
    mutating func apply(_ change: JSONValue) {
        guard let text = change["text"]?.string else { return }
        if let range = change["range"], let start = range["start"], let end = range["end"] {
            let lower = offset(of: start), upper = max(lower, offset(of: end))
            bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        } else {
            bytes = Array(text.utf8)
        }
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The byte offset of an LSP position, clamped to the text.
    func offset(of position: JSONValue) -> Int {
        let line = max(0, position["line"]?.int ?? 0)
        guard line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[line]
        var units = 0
        let character = max(0, position["character"]?.int ?? 0)
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
        guard line >= 1, line <= lineStarts.count else { return ["line": .number(Double(max(0, line - 1))), "character": 0] }
        let start = lineStarts[line - 1]
        let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return ["line": .number(Double(line - 1)), "character": .number(Double(Self.utf16Units(text.unicodeScalars.prefix(max(0, column - 1)))))]
    }

    /// The position of a byte offset.
    func position(ofOffset offset: Int) -> JSONValue {
        let clamped = min(max(0, offset), bytes.count)
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let text = String(decoding: bytes[lineStarts[low]..<clamped], as: UTF8.self)
        return ["line": .number(Double(low)), "character": .number(Double(Self.utf16Units(text.unicodeScalars[...])))]
    }

    private static func utf16Units(_ scalars: Substring.UnicodeScalarView) -> Int {
        scalars.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == 10 }.map { $0 + 1 }
    }
}
