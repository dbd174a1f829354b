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
                return DocumentedFunction(
                    key: owner + "." + function.name,
                    name: function.name + "(" + labels + ")",
                    documentation: documentation.lines.map { line in
                        String(decoding: file.bytes[line.indentEnd(in: file.bytes)..<line.end], as: UTF8.self)
                            .trimming(\.isWhitespace)
                    },
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

    /// What a reader of the documentation relies on: parameters, effects, result and generics.
    struct Signature: Equatable {
        struct Parameter: Equatable {
            var label: String?
            var name: String
            var type: String
        }

        var parameters: [Parameter]
        var isAsync: Bool
        var throwsClause: ThrowsClause
        var result: String?
        /// The generic parameters and `where` clause, token by token.
        var generics: String

        init(_ function: FunctionDeclaration, in file: SourceFile) {
            parameters = function.parameters.map { Parameter(label: $0.externalName, name: $0.internalName, type: $0.type.text) }
            isAsync = function.isAsync
            throwsClause = function.throwsClause
            result = function.returnType.map(\.text)
            generics = Self.generics(of: function, in: file)
        }

        /// `<T: Decodable>` before the parameters and `where T: Sendable` after them.
        private static func generics(of function: FunctionDeclaration, in file: SourceFile) -> String {
            var words: [String] = []
            var cursor = file.cursor(at: function.keywordToken + 1)
            while cursor.exists, !cursor.is(.leftParen) {
                if cursor.is(.leftAngle), let close = Self.closingAngle(from: cursor) {
                    words.append(cursor.text(through: close))
                    cursor = close
                }
                cursor = cursor.next
            }
            guard let close = cursor.matchingBracket else { return words.joined(separator: " ") }
            let end = function.body?.open ?? file.tokens.count
            var clause = close.next
            while clause.exists, clause.position < end, !clause.is(.where) { clause = clause.next }
            if clause.is(.where), clause.position < end {
                words.append(clause.text(through: file.cursor(at: end - 1)))
            }
            return words.joined(separator: " ")
        }

        private static func closingAngle(from open: TokenCursor) -> TokenCursor? {
            var depth = 0
            var cursor = open
            while cursor.exists {
                if cursor.is(.leftAngle) { depth += 1 }
                if cursor.is(.rightAngle) {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
                if cursor.is(.leftParen) || cursor.is(.leftBrace) { return nil }
                cursor = cursor.next
            }
            return nil
        }

        /// What changed since `old`, as a phrase ("gained `cachePolicy` and now returns `User?`"),
        /// or nil when nothing a reader relies on did.
        func changes(since old: Signature) -> String? {
            guard self != old else { return nil }
            var phrases = parameterChanges(since: old)
            if isAsync != old.isAsync { phrases.append(isAsync ? "is now async" : "is no longer async") }
            if throwsClause != old.throwsClause { phrases.append(Self.describe(throwsClause)) }
            if result != old.result {
                phrases.append(result.map { "now returns `\($0)`" } ?? "no longer returns a value")
            }
            if generics != old.generics { phrases.append("has new generic constraints") }
            guard !phrases.isEmpty else { return nil }
            return phrases.count == 1 ? phrases[0] : phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
        }

        private func parameterChanges(since old: Signature) -> [String] {
            let names = parameters.map(\.name)
            let oldNames = old.parameters.map(\.name)
            let gained = names.filter { !oldNames.contains($0) }
            let lost = oldNames.filter { !names.contains($0) }
            var phrases: [String] = []
            if gained.count == 1, lost.count == 1, parameters.count == old.parameters.count {
                phrases.append("renamed `\(lost[0])` to `\(gained[0])`")
            } else {
                if !gained.isEmpty { phrases.append("gained " + Self.list(gained)) }
                if !lost.isEmpty { phrases.append("lost " + Self.list(lost)) }
            }
            for parameter in parameters {
                guard let before = old.parameters.first(where: { $0.name == parameter.name }) else { continue }
                if before.type != parameter.type { phrases.append("takes `\(parameter.name)` as `\(parameter.type)`") }
                if before.label != parameter.label {
                    phrases.append("labels `\(parameter.name)` `\(parameter.label ?? "_")`")
                }
            }
            if phrases.isEmpty, names != oldNames { phrases.append("reordered its parameters") }
            return phrases
        }

        private static func describe(_ clause: ThrowsClause) -> String {
            switch clause {
            case .none: "no longer throws"
            case .throws: "now throws"
            case .typed(let type): "now throws `\(type)`"
            case .rethrows: "now rethrows"
            }
        }

        private static func list(_ names: [String]) -> String {
            let quoted = names.map { "`\($0)`" }
            return quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        }
    }
}
