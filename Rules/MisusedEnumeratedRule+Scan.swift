import LintCore

/// How the body names the offset: a bound name (`offset`), or a member of the closure's
/// pair (`$0.offset`, `pair.0`).
struct OffsetReference {
    var name: String?
    var pair: String?

    init(_ use: EnumeratedUse) {
        switch use.form {
        case .forLoop:
            name = use.offsetName
        case .closure(let method):
            let pairIndex = method == "reduce" ? 1 : 0
            if use.offsetName == nil {
                pair = "$\(pairIndex)"
            } else if method == "reduce" {
                pair = use.elementName
            } else if use.elementName == nil {
                pair = use.offsetName
            } else {
                name = use.offsetName
            }
        }
    }
}

struct OffsetSubscript {
    var collection: String
    var argument: String
    /// `k` in `xs[offset + k]`, `-k` in `xs[offset - k]`.
    var shift: Int
    /// The subscript is assigned to (`xs[offset] = …`, `xs[offset].isOn = …`, `&xs[offset]`).
    var isWrite: Bool
}

/// Walks a body token by token, tracking where the offset's name is rebound, and reports
/// subscripts whose whole argument is the offset (or the offset plus or minus a literal).
struct OffsetScan {
    let file: SourceFile
    let reference: OffsetReference
    private var depth = 0
    private var shadowedFrom: Int?

    init(file: SourceFile, reference: OffsetReference) {
        self.file = file
        self.reference = reference
    }

    mutating func step(at position: Int) -> OffsetSubscript? {
        let token = file.tokens[position]
        switch token.kind {
        case .leftBrace:
            depth += 1
        case .rightBrace:
            if let shadow = shadowedFrom, depth <= shadow { shadowedFrom = nil }
            depth -= 1
        case .identifier where reference.name != nil && file.text(of: token) == reference.name:
            if shadowedFrom == nil && isRebinding(at: position) { shadowedFrom = depth }
        case .leftBracket where shadowedFrom == nil:
            return offsetSubscript(at: position)
        default:
            break
        }
        return nil
    }

    private func isRebinding(at position: Int) -> Bool {
        let tokens = file.tokens
        let previous = position > 0 ? tokens[position - 1] : nil
        if let previous, ["let", "var", "for"].contains(where: { file.text(of: previous) == $0 }) { return true }
        if let previous, previous.kind == .leftParen, position > 1,
           ["let", "var", "for", "case"].contains(file.text(of: tokens[position - 2])) {
            return true
        }
        return isClosureParameter(at: position)
    }

    /// `{ offset in`, `{ offset, x in`, `{ (offset, x) in`.
    private func isClosureParameter(at position: Int) -> Bool {
        var back = position - 1
        while back >= 0, [.comma, .leftParen, .identifier].contains(file.tokens[back].kind) { back -= 1 }
        guard back >= 0, file.tokens[back].kind == .leftBrace else { return false }
        var forward = position + 1
        while forward < file.tokens.count, [.comma, .rightParen, .identifier].contains(file.tokens[forward].kind) {
            if file.isWord(file.tokens[forward], "in") { return true }
            forward += 1
        }
        return false
    }

    private func offsetSubscript(at open: Int) -> OffsetSubscript? {
        let tokens = file.tokens
        guard open > 0, Self.endsExpression(tokens[open - 1], in: file),
              let close = file.matchingClose(open) else { return nil }
        let inside = open + 1..<close
        guard let referenceEnd = referenceEnd(at: inside.lowerBound), referenceEnd <= close else { return nil }
        var shift = 0
        if referenceEnd < close {
            let sign = file.text(of: tokens[referenceEnd])
            guard close - referenceEnd == 2, sign == "+" || sign == "-", tokens[referenceEnd + 1].kind == .number
            else { return nil }
            shift = (Int(file.text(of: tokens[referenceEnd + 1])) ?? 1) * (sign == "-" ? -1 : 1)
        }
        let start = file.postfixStart(endingBefore: open)
        return OffsetSubscript(
            collection: file.readable(start..<open), argument: file.readable(inside), shift: shift,
            isWrite: isAssigned(from: start, subscriptClose: close)
        )
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??="]

    /// Whether the postfix expression through this subscript is written to: passed `inout`,
    /// or followed (after any `.member`, `[…]`, `?`, `!`) by an assignment operator.
    private func isAssigned(from start: Int, subscriptClose close: Int) -> Bool {
        let tokens = file.tokens
        if start > 0, tokens[start - 1].kind == .operator, file.text(of: tokens[start - 1]) == "&" { return true }
        var position = close + 1
        while position < tokens.count {
            switch tokens[position].kind {
            case .dot where position + 1 < tokens.count && tokens[position + 1].kind == .identifier:
                position += 2
            case .leftBracket:
                guard let end = file.matchingClose(position) else { return false }
                position = end + 1
            case .question, .exclamation:
                position += 1
            case .operator:
                return Self.assignmentOperators.contains(file.text(of: tokens[position]))
            default:
                return false
            }
        }
        return false
    }

    /// The end (exclusive) of an offset reference starting at `position`, if one starts there.
    private func referenceEnd(at position: Int) -> Int? {
        let tokens = file.tokens
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let text = file.text(of: tokens[position])
        if let name = reference.name, text == name { return position + 1 }
        if let pair = reference.pair, text == pair, position + 2 < tokens.count, tokens[position + 1].kind == .dot {
            let member = file.text(of: tokens[position + 2])
            if member == "offset" || member == "0" { return position + 3 }
        }
        return nil
    }

    /// A `[` right after an expression is a subscript, not an array literal.
    static func endsExpression(_ token: Token, in file: SourceFile) -> Bool {
        switch token.kind {
        case .escapedIdentifier, .rightParen, .rightBracket, .question, .exclamation: return true
        case .identifier: return !["return", "in", "case", "where", "if", "guard", "while", "try", "await", "throw",
                                   "else", "switch", "let", "var", "is", "as"].contains(file.text(of: token))
        default: return false
        }
    }
}

extension SourceFile {
    /// Code as written when it fits on one line; otherwise compacted, without comments.
    func readable(_ range: Range<Int>) -> String {
        let written = source(range)
        return written.utf8.contains { $0 == Byte.lf || $0 == Byte.cr } ? code(range) : written
    }
}
