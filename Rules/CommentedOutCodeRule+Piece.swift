import LintCore

extension CommentedOutCodeRule.CodeReading {
    /// One token of a comment line, with its text.
    struct Piece {
        let kind: TokenKind
        let text: String
        let start: Int32
        let end: Int32
        /// The keyword the piece spells, as the scanner read it; `Any` is read as the type it names.
        let keyword: Keyword?

        init(_ token: Token, _ bytes: [UInt8]) {
            kind = token.kind
            text = String(decoding: bytes[token.range], as: UTF8.self)
            start = token.start
            end = token.end
            keyword = token.keyword == .anyType ? nil : token.keyword
        }

        var isName: Bool { kind == .identifier || kind == .escapedIdentifier }

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
