import LintCore

extension CommentedOutCodeRule {
    /// Comments that hold code on purpose, told by their words and layout, not by the code.
    enum CommentIntent {
        static func keepsOnPurpose(_ lines: [ArraySlice<UInt8>]) -> Bool {
            let texts = lines.map { String(decoding: $0, as: UTF8.self) }
            let trimmed = texts.map { $0.drop { $0 == " " || $0 == "\t" } }
            // "NOTE: `remove(at:)` is left out because …" explains what the code does not have.
            if let first = trimmed.first(where: { !$0.isEmpty }), first.hasPrefix("NOTE:") || first.hasPrefix("Note:") {
                return true
            }
            // A sketch (`configure(...)`) or an elided body is not code that compiled once.
            if trimmed.contains(where: isSketch) { return true }
            let written = trimmed.filter { !$0.isEmpty }
            // `//.enableUpcomingFeature("X"),` between live entries: a list whose items are toggled.
            if written.allSatisfy({ $0.hasPrefix(".") && $0.hasSuffix(",") }) { return true }
            // `A.hasMany(B)` / `  .include(B1)`: a notation for a test's fixtures, not code.
            if written.allSatisfy({ startsWithPlaceholderType($0) || $0.hasPrefix(".") }),
               written.contains(where: startsWithPlaceholderType) {
                return true
            }
            return lines.contains(where: isDrawing)
        }

        /// A line that ends in an ellipsis, or has one for all the brackets hold: `configure(...)`,
        /// `{ … }`. A range (`0...5`) or a string (`"Loading…"`) has more around its dots.
        private static func isSketch(_ text: Substring) -> Bool {
            // Most lines have no ellipsis at all: told from their bytes, with nothing allocated.
            guard hasEllipsis(text.utf8) else { return false }
            if text.hasSuffix("...") || text.hasSuffix("…") { return true }
            let bytes = text.utf8.filter { $0 != Byte.space }
            for index in bytes.indices.dropFirst() {
                guard let close = closing[bytes[index - 1]] else { continue }
                for ellipsis in ellipses where bytes[index...].starts(with: ellipsis) {
                    let after = index + ellipsis.count
                    if after < bytes.count && bytes[after] == close { return true }
                }
            }
            return false
        }

        private static let ellipses = [Array("...".utf8), Array("…".utf8)]

        /// `...` or `…` (E2 80 A6) somewhere in the text.
        private static func hasEllipsis(_ bytes: Substring.UTF8View) -> Bool {
            var dots = 0
            var previous: UInt8 = 0
            for byte in bytes {
                dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
                if dots == 3 || previous == 0x80 && byte == 0xA6 { return true }
                previous = byte
            }
            return false
        }
        private static let closing: [UInt8: UInt8] = [
            UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "["): UInt8(ascii: "]"),
        ]

        /// `A`, `B1`, `C.hasMany(D)`: a capital letter standing for a type, maybe numbered.
        private static func startsWithPlaceholderType(_ text: Substring) -> Bool {
            guard let first = text.first, first.isASCII, first.isUppercase else { return false }
            let rest = text.dropFirst().drop { $0.isASCII && $0.isNumber }
            return rest.first.map { !($0.isLetter || $0 == "_") } ?? true
        }

        /// A timeline or table in columns (`Writer      Reader`), or an arrow on its own line.
        private static func isDrawing(_ line: ArraySlice<UInt8>) -> Bool {
            let text = line.drop { $0 == Byte.space || $0 == Byte.tab }
            if text.count == 1, let arrow = text.first, "<>^v|".utf8.contains(arrow) { return true }
            // A comment inside commented-out code belongs to that code, drawing or not.
            if text.starts(with: "//".utf8) { return false }
            var spaces = 0
            var sawText = false
            for index in text.indices {
                if text[index] == Byte.space {
                    spaces += 1
                    continue
                }
                // A trailing comment aligned in a column is code's own habit.
                let startsComment = text[index] == UInt8(ascii: "/") && text.index(after: index) < text.endIndex
                    && text[text.index(after: index)] == UInt8(ascii: "/")
                if sawText && spaces >= 6 && !startsComment { return true }
                sawText = true
                spaces = 0
            }
            return false
        }
    }
}
