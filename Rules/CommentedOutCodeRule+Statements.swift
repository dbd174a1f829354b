import LintCore

extension CommentedOutCodeRule.CodeReading {
    static func readsAsCode(_ line: [Piece]) -> Bool {
        let first = line[0]
        let last = line[line.count - 1]
        // `"key": {`, `"id": 42,`: a JSON member, while `"key": Shortcut(…),` is a Swift entry.
        if line.count > 1 && first.kind == .string && line[1].kind == .colon && line.dropFirst(2).allSatisfy(\.isJSONValue) {
            return false
        }
        // `{"id": 42, …}`: a JSON object; Swift writes a dictionary in brackets.
        let kinds = line.map(\.kind)
        if kinds.indices.contains(where: { kinds[$0...].starts(with: [.leftBrace, .string, .colon]) }) { return false }
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
