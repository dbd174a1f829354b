import LintCore

extension DocCommentNotUpdatedRule {
    /// What a reader of the documentation relies on: parameters, effects, result and generics.
    struct Signature: Equatable {
        struct Parameter: Equatable {
            var label: String?
            var name: String
            var type: String
            var nameToken: Int

            /// Where a parameter is written is not part of the signature.
            static func == (lhs: Parameter, rhs: Parameter) -> Bool {
                lhs.label == rhs.label && lhs.name == rhs.name && lhs.type == rhs.type
            }
        }

        var parameters: [Parameter]
        var isAsync: Bool
        var throwsClause: ThrowsClause
        var result: String?
        /// The generic parameters and `where` clause, token by token.
        var generics: String

        init(_ function: FunctionDeclaration, in file: SourceFile) {
            parameters = function.parameters.map {
                Parameter(label: $0.externalName, name: $0.internalName, type: $0.type.text, nameToken: $0.nameToken)
            }
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

        /// What changed since `old` that the documentation's fields describe, as a phrase
        /// ("gained `cachePolicy` and now returns `User?`"), or nil when nothing they describe
        /// did. A summary alone describes what the function does, which a new signature seldom
        /// changes; effects and generic constraints are named beside such a change, not alone
        /// (many projects document no errors).
        func changes(since old: Signature, describing described: Described) -> String? {
            // Parameter changes matter where the fields no longer name the parameters (a change
            // that renamed a parameter to what was documented fixed the documentation).
            let names = Set(parameters.map(\.name).filter { $0 != "_" })
            var phrases = described.parameters
                ? parameterChanges(since: old, renaming: described.parameterNames != names, described: described) : []
            if described.result, let phrase = resultChange(since: old, mentioning: described.text) { phrases.append(phrase) }
            guard !phrases.isEmpty else { return nil }
            if !Self.throwSameErrors(throwsClause, old.throwsClause) { phrases.append(Self.describe(throwsClause)) }
            if isAsync != old.isAsync { phrases.append(isAsync ? "is now async" : "is no longer async") }
            if Self.normalized(generics) != Self.normalized(old.generics) {
                phrases.append("has new generic constraints")
            }
            return phrases.count == 1 ? phrases[0] : phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
        }

        /// A result `- Returns:` describes that changed: to or from nothing, to or from an optional,
        /// or to another type when the documentation names the old one.
        private func resultChange(since old: Signature, mentioning text: String) -> String? {
            let now = result.map(Self.normalized)
            let then = old.result.map(Self.normalized)
            guard now != then else { return nil }
            guard let result else { return "no longer returns a value" }
            guard let oldResult = old.result else { return "now returns `\(result)`" }
            let (reference, oldReference) = (TypeReference(result), TypeReference(oldResult))
            if reference.isOptional != oldReference.isOptional
                || Self.isRenaming(TypeReference.baseName(reference.unwrapped.text),
                                   TypeReference.baseName(oldReference.unwrapped.text), mentionedIn: text) {
                return "now returns `\(result)`"
            }
            return nil
        }

        /// Whether a type named `new` replaces `old` in a way the documentation shows: it names
        /// `old`, and `new` is not `old` refined (`TableAlias` → `TableAliasBase`).
        static func isRenaming(_ new: String, _ old: String, mentionedIn text: String) -> Bool {
            !old.isEmpty && new != old && !new.contains(old) && !old.contains(new) && mentions(old, in: text)
        }

        private func parameterChanges(since old: Signature, renaming: Bool, described: Described) -> [String] {
            let text = described.text
            let names = parameters.map(\.name)
            let oldNames = old.parameters.map(\.name)
            // `_` is no name: DocC gives a documented name that matches none to it, so a parameter
            // that lost its name to `_` is still documented by the old one. Only what makes the
            // fields wrong counts: a parameter gained that they do not document (one they already
            // named was a change catching up with them), and one lost that they do.
            let documented = described.parameterNames
            let gained = names.filter { !oldNames.contains($0) && $0 != "_" && !documented.contains($0) }
            let newlyUnnamed = names.filter { $0 == "_" }.count - oldNames.filter { $0 == "_" }.count
            let lost = Array(oldNames.filter { !names.contains($0) && $0 != "_" }.dropFirst(max(0, newlyUnnamed)))
                .filter(documented.contains)
            var phrases: [String] = []
            if !renaming {
                // The fields name the parameters as they are now.
            } else if gained.count == 1, lost.count == 1, parameters.count == old.parameters.count {
                phrases.append("renamed `\(lost[0])` to `\(gained[0])`")
            } else {
                if !gained.isEmpty { phrases.append("gained " + Self.list(gained)) }
                if !lost.isEmpty { phrases.append("lost " + Self.list(lost)) }
            }
            for parameter in parameters {
                guard let before = old.parameters.first(where: { $0.name == parameter.name }) else { continue }
                // A new type matters where the documentation names the old one ("in `Int` seconds");
                // most retypings (`some Collection<Key>` for a generic `Keys`, a renamed type)
                // leave a description true.
                let oldBase = TypeReference(before.type).baseName
                if Self.normalized(before.type) != Self.normalized(parameter.type), !old.genericParameters.contains(oldBase),
                   Self.isRenaming(TypeReference(parameter.type).baseName, oldBase, mentionedIn: text) {
                    phrases.append("takes `\(parameter.name)` as `\(parameter.type)`, not `\(before.type)`")
                }
            }
            if phrases.isEmpty, renaming, names != oldNames, names.sorted() == oldNames.sorted() {
                phrases.append("reordered its parameters")
            }
            return phrases
        }

        /// The names `<T, U: P>` introduces: a parameter of type `T` rewritten as `some P` is the
        /// same parameter.
        var genericParameters: Set<String> {
            let words = Self.words(generics)
            var names: Set<String> = []
            var depth = 0
            for (previous, word) in zip([""] + words, words) {
                if word == "<" { depth += 1 } else if word == ">" { depth -= 1 }
                if depth == 1, previous == "<" || previous == ",", word != "<" { names.insert(word) }
            }
            return names
        }

        /// `rethrows` and `throws(E)` over a closure's generic error throw what the caller's code
        /// throws: the same promise, spelled with typed throws.
        private static func throwSameErrors(_ new: ThrowsClause, _ old: ThrowsClause) -> Bool {
            switch (new, old) {
            case (.typed, .rethrows), (.rethrows, .typed): true
            default: new == old
            }
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
