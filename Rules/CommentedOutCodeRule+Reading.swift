import LintCore

extension CommentedOutCodeRule {
    /// Reads the lines of a comment as Swift: each line is tokenized with the project's scanner
    /// and judged as code, prose, or neither (a lone word, a diagram, a file name).
    enum CodeReading {
        enum LineKind: Equatable {
            case blank, prose, neutral, code
            /// Prose that announces an example: a label ending in `:` ("From the server:") or a line
            /// naming an example, a usage or "the following code".
            case introduction
        }

        /// The index of the code line to quote when the lines read as commented-out code: at least
        /// `minimumCodeLines` code lines, and 60% of the lines with text (commented-out code keeps
        /// its own notes), and no introduction before the first code line. A block that starts with
        /// the end of a body or a call (`}`, `})`) is quoted by its first line that says more.
        static func firstCodeLine(of lines: [ArraySlice<UInt8>], minimumCodeLines: Int) -> Int? {
            let all = kinds(of: lines)
            let text = all.filter { $0 != .blank }
            let codeLines = text.filter { $0 == .code }.count
            guard codeLines >= minimumCodeLines, codeLines * 5 >= text.count * 3,
                  let first = all.firstIndex(of: .code), !all[..<first].contains(.introduction) else { return nil }
            return all.indices.first { all[$0] == .code && !lines[$0].allSatisfy(punctuation.contains) } ?? first
        }

        private static let punctuation = Set(" \t{}()[],;".utf8)

        /// Whether the lines open more brackets than they close: code that goes on below them.
        static func leavesBracketsOpen(_ lines: [ArraySlice<UInt8>]) -> Bool {
            let text = joined(lines)
            return Scanner.scan(text).tokens.reduce(0) { $0 + Piece($1, text).nesting } > 0
        }

        /// Whether the lines end inside a multi-line string: what follows is the string's.
        static func leavesStringOpen(_ lines: [ArraySlice<UInt8>]) -> Bool {
            let delimiter = Array(#"""""#.utf8)
            guard lines.contains(where: hasTripleQuote) else { return false }
            let text = joined(lines)
            guard let last = Scanner.scan(text).tokens.last, last.kind == .string,
                  text[last.range].starts(with: delimiter) else { return false }
            return last.range.count < 6 || !text[last.range].reversed().starts(with: delimiter)
        }

        private static func hasTripleQuote(_ line: ArraySlice<UInt8>) -> Bool {
            var quotes = 0
            for byte in line {
                quotes = byte == Byte.quote ? quotes + 1 : 0
                if quotes == 3 { return true }
            }
            return false
        }

        /// Whether the last line with text announces an example ("Usage:").
        static func endsWithIntroduction(_ lines: [ArraySlice<UInt8>]) -> Bool {
            kinds(of: lines).last { $0 != .blank } == .introduction
        }

        /// Whether the last line with text reads as code.
        static func endsWithCode(_ lines: [ArraySlice<UInt8>]) -> Bool {
            kinds(of: lines).last { $0 != .blank } == .code
        }

        /// The names the lines that read as code use.
        static func namesInCode(_ lines: [ArraySlice<UInt8>]) -> [String] {
            let code = zip(lines, kinds(of: lines)).filter { $0.1 == .code }.map(\.0)
            let text = joined(code)
            return Scanner.scan(text).tokens.filter { $0.kind == .identifier }.map { String(decoding: text[$0.range], as: UTF8.self) }
        }

        static func kinds(of lines: [ArraySlice<UInt8>]) -> [LineKind] {
            let joined = joined(lines)
            let scan = Scanner.scan(joined)
            var pieces = Array(repeating: [Piece](), count: lines.count)
            for token in scan.tokens where Int(token.line) < lines.count {
                pieces[Int(token.line)].append(Piece(token, joined))
            }
            var hasURL = Array(repeating: false, count: lines.count)
            for comment in scan.comments where comment.start > 0 && joined[Int(comment.start) - 1] == UInt8(ascii: ":") {
                hasURL[Int(comment.line)] = true
            }
            // Lines inside brackets opened by a code line (arguments, bodies) are code unless they read as prose.
            var depth = 0
            var previous = LineKind.blank
            return pieces.indices.map { index in
                let line = pieces[index]
                if line.isEmpty { return .blank }
                let kind = kind(of: line, hasURL: hasURL[index], after: previous, depth: &depth)
                previous = kind
                return kind
            }
        }

        private static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
            var joined: [UInt8] = []
            for (index, line) in lines.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: "\n")) }
                joined += line
            }
            return joined
        }

        private static func kind(of line: [Piece], hasURL: Bool, after previous: LineKind, depth: inout Int) -> LineKind {
            if hasURL { return .prose }
            // A bracket alone opens data (a JSON object) unless it is the brace of a code line above.
            if depth == 0 && line.count == 1 && [.leftBrace, .leftBracket].contains(line[0].kind) && previous != .code {
                return .neutral
            }
            let prose = readsAsProse(line)
            if !prose && (depth > 0 || readsAsCode(line)) {
                depth = max(0, depth + line.reduce(0) { $0 + $1.nesting })
                return .code
            }
            return introducesExample(line) ? .introduction : prose ? .prose : .neutral
        }

        // MARK: Prose

        private static func introducesExample(_ line: [Piece]) -> Bool {
            if line.last?.kind == .colon { return true }
            let words = line.map { $0.text.utf8 }
            return words.contains { ASCIICase.matches($0, "example", prefix: true) || ASCIICase.matches($0, "usage")
                || ASCIICase.matches($0, "following") }
                || zip(words, words.dropFirst(2)).contains { ASCIICase.matches($0, "e") && ASCIICase.matches($1, "g") }
        }

        private static func readsAsProse(_ line: [Piece]) -> Bool {
            if line.contains(where: { $0.kind == .other }) { return true }
            if line.last?.kind == .dot || quotesSwift(line) { return true }
            // A list item: `1. open()`, `- reload()`.
            if line.count > 1 && ((line[0].kind == .number && line[1].kind == .dot)
                || (["-", "*", "+"].contains(line[0].text) && line[0].end < line[1].start)) {
                return true
            }
            // `a = 0123456789ABCDEF13579BDF`: a value written out, not a literal Swift would read.
            for index in line.indices where line[index].kind == .number {
                if !isSwiftNumber(line[index].text) { return true }
                if index + 1 < line.count && line[index + 1].isName && line[index + 1].start == line[index].end { return true }
            }
            if line.count >= 2, line[0].kind == .identifier, line[0].text.count >= 2,
               line[0].text.allSatisfy(\.isUppercase), line[1].kind == .colon {
                return true
            }
            // Two words side by side: Swift puts an operator, a keyword or punctuation between names,
            // except for an argument label before its parameter name.
            for index in line.indices.dropLast() where line[index].isWord && line[index + 1].isWord {
                if index + 2 < line.count && line[index + 2].kind == .colon { continue }
                return true
            }
            return false
        }

        /// `42`, `1_000`, `0.5e-3`, `0x1F`, `0b1010`, `0o17`; not `0ECA8642` or `3rd`.
        private static func isSwiftNumber(_ text: String) -> Bool {
            let bytes = Array(text.utf8.filter { $0 != UInt8(ascii: "_") })
            if bytes.count > 2 && bytes[0] == UInt8(ascii: "0"), let digits = radixDigits[bytes[1]] {
                return bytes.dropFirst(2).allSatisfy(digits.contains)
            }
            return bytes.allSatisfy(decimalDigits.contains)
        }

        private static let decimalDigits = Set("0123456789.eE+-".utf8)
        private static let radixDigits: [UInt8: Set<UInt8>] = [
            UInt8(ascii: "x"): Set("0123456789abcdefABCDEF.pP+-".utf8),
            UInt8(ascii: "b"): Set("01".utf8),
            UInt8(ascii: "o"): Set("01234567".utf8),
        ]
    }
}
