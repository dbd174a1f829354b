import LintCore

extension DocCommentNotUpdatedRule {
    /// A documented `func`, `init` or `subscript`: where it is, its documentation and its signature.
    struct DocumentedFunction {
        /// The enclosing type and the base name: how a reviewer pairs declarations across revisions.
        var key: String
        /// `load(id:cachePolicy:)`.
        var name: String
        /// The documentation's text, line by line, without indentation.
        var documentation: [String]
        /// What the documentation describes of the signature: a change elsewhere leaves it true.
        var describes: Described
        var documentationStart: Int
        var signature: Signature

        static func all(in file: SourceFile) -> [DocumentedFunction] {
            let declarations = file.declarations
            guard !declarations.functions.isEmpty else { return [] }
            let comments = DocumentationComments(file)
            return declarations.functions.compactMap { function in
                guard let documentation = comments.above(function.firstToken), let first = documentation.lines.first
                else { return nil }
                let owner = function.parent.map { declarations.types[$0].name } ?? ""
                let labels = function.parameters.map { ($0.externalName ?? "_") + ":" }.joined()
                let lines = documentation.lines.map { line in
                    String(decoding: file.bytes[line.indentEnd(in: file.bytes)..<line.end], as: UTF8.self)
                        .trimming(\.isWhitespace)
                }
                return DocumentedFunction(
                    key: owner + "." + function.name,
                    name: function.name + "(" + labels + ")",
                    documentation: lines,
                    describes: Described(documentation, lines: lines),
                    documentationStart: Self.markerStart(of: first, in: file),
                    signature: Signature(function, in: file)
                )
            }
        }

        /// Where the comment's `///` or `/**` starts: the first character of its line that is
        /// not white space.
        private static func markerStart(of line: CommentLine, in file: SourceFile) -> Int {
            var offset = Int(file.lines[line.line].start)
            while offset < line.start, file.bytes[offset] == 32 || file.bytes[offset] == 9 { offset += 1 }
            return offset
        }

        /// Declarations of one key paired across revisions: an overload whose signature is
        /// unchanged pairs with its old self first, then the rest pair in order.
        static func pairs(_ current: [DocumentedFunction], _ previous: [DocumentedFunction])
            -> [(DocumentedFunction, DocumentedFunction)] {
            var unpairedPrevious = previous
            var unpairedCurrent: [DocumentedFunction] = []
            for function in current {
                if let same = unpairedPrevious.firstIndex(where: { $0.signature == function.signature }) {
                    unpairedPrevious.remove(at: same)
                } else {
                    unpairedCurrent.append(function)
                }
            }
            return Array(zip(unpairedCurrent, unpairedPrevious))
        }
    }

    /// The parts of a signature a doc comment describes in fields, and its words.
    struct Described {
        var parameterNames: Set<String> = []
        var result = false
        var errors = false
        var text: String

        var parameters: Bool { !parameterNames.isEmpty }

        init(_ documentation: DocumentationComment, lines: [String]) {
            text = lines.joined(separator: " ")
            for field in documentation.fields {
                switch field.kind {
                // `- returns:` written inside `- Parameters:` documents the result all the same.
                case .parameter where field.misplacedSection == .returns: result = true
                case .parameter where field.misplacedSection == .throws: errors = true
                case .parameter(let name): parameterNames.insert(name)
                case .returns: result = true
                case .throws: errors = true
                }
            }
        }
    }
}
