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

        /// The index of the first code line when the lines read as commented-out code: at least
        /// `minimumCodeLines` code lines, and 60% of the lines with text (commented-out code keeps
        /// its own notes), and no introduction before the first code line.
        static func firstCodeLine(of lines: [ArraySlice<UInt8>], minimumCodeLines: Int) -> Int? {
            let all = kinds(of: lines)
            let text = all.filter { $0 != .blank }
            let codeLines = text.filter { $0 == .code }.count
            guard codeLines >= minimumCodeLines, codeLines * 5 >= text.count * 3,
                  let first = all.firstIndex(of: .code), !all[..<first].contains(.introduction) else { return nil }
            return first
        }

        static func kinds(of lines: [ArraySlice<UInt8>]) -> [LineKind] {
            var joined: [UInt8] = []
            for (index, line) in lines.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: "\n")) }
                joined += line
            }
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
            let words = line.map { $0.text.lowercased() }
            return line.last?.kind == .colon || words.contains { $0.hasPrefix("example") || $0 == "usage" || $0 == "following" }
                || zip(words, words.dropFirst(2)).contains { $0 == "e" && $1 == "g" }
        }

        private static func readsAsProse(_ line: [Piece]) -> Bool {
            if line.contains(where: { $0.kind == .other }) { return true }
            if line.last?.kind == .dot { return true }
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

        // MARK: Code

        private static func readsAsCode(_ line: [Piece]) -> Bool {
            let first = line[0]
            let last = line[line.count - 1]
            // `"key": {`, `"id": 42,`: a JSON member, while `"key": Shortcut(…),` is a Swift entry.
            if line.count > 1 && first.kind == .string && line[1].kind == .colon && line.dropFirst(2).allSatisfy(\.isJSONValue) {
                return false
            }
            // `key: value` is a label, a dictionary entry or an argument: code only inside brackets.
            if line.count > 1 && first.isWord && line[1].kind == .colon
                && !(line.count > 2 && ["for", "while", "repeat", "do"].contains(line[2].text)) {
                return false
            }
            if last.kind == .leftBrace || [.rightBrace, .rightParen, .rightBracket].contains(first.kind) { return true }
            if (last.text == "in" || last.kind == .rightBrace) && line.contains(where: { $0.kind == .leftBrace }) {
                return true
            }
            for index in line.indices.dropFirst() {
                let piece = line[index]
                let previous = line[index - 1]
                if piece.kind == .leftParen && previous.end == piece.start && previous.isCallee { return true }
                // Formatted Swift spaces binary operators; `key="value"` is a dump of data.
                guard piece.kind == .operator, index + 1 < line.count, previous.end < piece.start,
                      piece.end < line[index + 1].start else { continue }
                if assignments.contains(piece.text) && (previous.isName || previous.kind == .rightBracket)
                    && !listsAssignments(line) {
                    return true
                }
                if comparisons.contains(piece.text) && previous.isOperand { return true }
            }
            return startsStatement(line)
        }

        /// `x = 0, y = 1`: a formula or a list of settings; Swift separates statements by lines.
        private static func listsAssignments(_ line: [Piece]) -> Bool {
            guard line[0].isWord else { return false }
            var depth = 0
            for piece in line {
                depth += piece.nesting
                if depth == 0 && piece.kind == .comma { return true }
            }
            return false
        }

        private static func startsStatement(_ line: [Piece]) -> Bool {
            var index = 0
            var sawAttribute = false
            while index < line.count {
                let piece = line[index]
                let next = index + 1 < line.count ? line[index + 1] : nil
                if piece.kind == .attribute {
                    sawAttribute = true
                } else if piece.keyword.map(modifiers.contains) == true
                            || (piece.text == "class" && next?.keyword.map(declarations.contains) == true) {
                    // A modifier, or `class` before `func`/`var`.
                } else {
                    break
                }
                index += 1
                if line.indices.contains(index), line[index].kind == .leftParen, line[index].start == piece.end {
                    index = line[index...].firstIndex { $0.kind == .rightParen }.map { $0 + 1 } ?? line.count
                }
            }
            guard index < line.count else { return sawAttribute }
            let rest = Array(line[(index + 1)...])
            let head = line[index]
            if head.kind == .pound { return directives.contains(head.text) }
            return keywordStatement(head.text, rest)
        }

        private static func keywordStatement(_ keyword: String, _ rest: [Piece]) -> Bool {
            let second = rest.count > 1 ? rest[1] : nil
            switch keyword {
            case "let", "var":
                guard let name = rest.first, let second else { return false }
                return name.kind == .leftParen || (name.isName && (second.text == "=" || second.kind == .colon))
            case "func":
                return rest.first != nil && (second?.kind == .leftParen || second?.kind == .leftAngle)
            case "init", "deinit", "subscript":
                return rest.first.map { [.leftParen, .question, .exclamation, .leftAngle].contains($0.kind) } ?? true
            case "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "associatedtype":
                return rest.first?.isWord == true
                    && (second == nil || [.colon, .leftAngle, .dot].contains(second?.kind) || second?.text == "where")
            case "import":
                return rest.first?.isName == true && rest.dropFirst().allSatisfy { $0.kind == .dot || $0.isName }
            case "case":
                return rest.last?.kind == .colon || rest.first?.kind == .dot
                    || (rest.first?.isWord == true && (second == nil || [.leftParen, .comma].contains(second?.kind)))
            case "default":
                return rest.count == 1 && rest[0].kind == .colon
            case "return", "throw":
                return true
            case "break", "continue", "fallthrough":
                return rest.isEmpty
            case "self", "super":
                return rest.first?.kind == .dot
            default:
                return false
            }
        }

        private static let assignments: Set = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]
        private static let comparisons: Set = ["==", "!=", "===", "!==", "&&", "||", "??", ">=", "<="]
        private static let declarations: Set<Keyword> = [.func, .var, .let, .subscript, .initializer]
        private static let directives: Set = ["#if", "#else", "#elseif", "#endif", "#warning", "#error", "#Preview"]
        private static let modifiers: Set<Keyword> = [
            .private, .fileprivate, .internal, .public, .open, .package, .static, .final, .override, .lazy,
            .weak, .unowned, .mutating, .nonmutating, .convenience, .required, .optional, .dynamic, .indirect,
            .nonisolated, .distributed, .prefix, .postfix, .infix,
        ]
    }

    /// One token of a comment line, with its text.
    private struct Piece {
        let kind: TokenKind
        let text: String
        let start: Int32
        let end: Int32

        init(_ token: Token, _ bytes: [UInt8]) {
            kind = token.kind
            text = String(decoding: bytes[token.range], as: UTF8.self)
            start = token.start
            end = token.end
        }

        var isName: Bool { kind == .identifier || kind == .escapedIdentifier }
        /// The keyword the piece spells; `Any` is read as the type it names.
        var keyword: Keyword? {
            Keyword(spelling: text).flatMap { $0 == .anyType ? nil : $0 }
        }

        /// A name that is not a keyword (nor `_`): in prose, most words.
        var isWord: Bool { isName && keyword == nil && text != "_" }
        var isCallee: Bool {
            isName || [.rightParen, .rightBracket, .rightAngle, .question, .exclamation, .pound].contains(kind)
        }
        var isOperand: Bool {
            isName || [.rightParen, .rightBracket, .question, .exclamation, .number, .string].contains(kind)
        }
        /// What JSON writes after a member's colon: a string, a number, a literal word, brackets, commas.
        var isJSONValue: Bool {
            [.string, .number, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .comma].contains(kind)
                || ["true", "false", "null", "-"].contains(text)
        }

        var nesting: Int {
            switch kind {
            case .leftBrace, .leftParen, .leftBracket: 1
            case .rightBrace, .rightParen, .rightBracket: -1
            default: 0
            }
        }
    }
}
