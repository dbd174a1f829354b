import LintCore

extension OptionalViewControllerPropertyRule {
    /// What a class's members (its body and its same-file extensions) do with one of its
    /// optional properties: the evidence that the optional stands for a mode or a moment.
    struct Evidence {
        /// Members that test whether the value is there (`if let`, `guard let`, `== nil`,
        /// `!= nil`, `??`, `switch`), in the order of their first test.
        var testingMembers: [String] = []
        /// The member that assigns it a value in a callback (a closure that captures `self`
        /// weakly or is handed to an asynchronous call) or from an `await`.
        var asynchronousAssignment: String?
        var readingMembers: Set<String> = []
        /// Members that assign it something other than `nil`.
        var assigningMembers: Set<String> = []
        /// Members that set it back to `nil`.
        var clearingMembers: Set<String> = []
        var isAssigned = false

        mutating func noteTest(in member: String) {
            if !testingMembers.contains(member) { testingMembers.append(member) }
        }
    }

    /// Reads every member of a class once, noting what each does with the candidate names.
    struct EvidenceReader {
        let file: SourceFile
        let candidates: [String: Int]
        var evidence: [Evidence]
        private var member = ""
        private var shadowed: Set<String> = []
        /// Braces open in the current member, and whether each opens an asynchronous callback.
        private var braces: [Bool] = []

        init(file: SourceFile, candidates: [String]) {
            self.file = file
            var names: [String: Int] = [:]
            for (position, name) in candidates.enumerated() where names[name] == nil { names[name] = position }
            self.candidates = names
            evidence = Array(repeating: Evidence(), count: candidates.count)
        }

        /// Walks the bodies of the type at `typeIndex` and of the extensions in `extensions`.
        mutating func read(bodiesOf owners: [Int]) {
            let declarations = file.declarations
            let ownerSet = Set(owners)
            var memberAt: [Int: (name: String, close: Int, parameters: Set<String>)] = [:]
            for function in declarations.functions {
                guard let parent = function.parent, ownerSet.contains(parent), let body = function.body,
                      let close = body.close else { continue }
                memberAt[body.open] = (Self.displayName(of: function), close, Set(function.parameters.map(\.internalName)))
            }
            var skipped: [Int: Int] = [:]
            for type in declarations.types {
                guard let parent = type.parent, ownerSet.contains(parent), let body = type.body,
                      let close = body.close else { continue }
                skipped[body.open] = close
            }
            var propertyNames: [Int: String] = [:]
            for property in declarations.properties {
                if let parent = property.parent, ownerSet.contains(parent) {
                    propertyNames[property.keywordToken] = property.name
                }
            }
            for owner in owners {
                guard let body = declarations.types[owner].body, let close = body.close else { continue }
                var position = body.open + 1
                var memberEnd = -1
                var propertyMember = ""
                while position < close {
                    if let end = skipped[position] {
                        position = end + 1
                        continue
                    }
                    if let name = propertyNames[position] { propertyMember = name }
                    if let function = memberAt[position] {
                        enter(function.name)
                        // In `init(item: Item?)`, `item` is the parameter, not the property.
                        shadowed = function.parameters
                        memberEnd = function.close
                    } else if position > memberEnd && member != propertyMember {
                        enter(propertyMember)
                    }
                    visit(position)
                    position += 1
                }
            }
        }

        private mutating func enter(_ name: String) {
            member = name
            shadowed = []
            braces = []
        }

        private mutating func visit(_ position: Int) {
            let token = file.tokens[position]
            switch token.kind {
            case .leftBrace:
                braces.append(braces.last == true || isAsynchronousCallback(at: position))
            case .rightBrace:
                _ = braces.popLast()
            case .identifier, .escapedIdentifier:
                guard let candidate = candidates[name(at: position)] else { return }
                visitName(at: position, candidate: candidate)
            default:
                break
            }
        }

        private func name(at position: Int) -> String {
            let token = file.tokens[position]
            let text = file.text(of: token)
            return token.kind == .escapedIdentifier ? String(text.dropFirst().dropLast()) : text
        }

        private mutating func visitName(at position: Int, candidate: Int) {
            let before = position - 1
            if isWord(before, "let") || isWord(before, "var") {
                let binder = before - 1
                let isCondition = isWord(binder, "if") || isWord(binder, "guard") || isWord(binder, "while")
                    || kind(binder) == .comma
                if !isCondition {
                    shadowed.insert(name(at: position))
                } else if !isOperator(position + 1, "=") {
                    evidence[candidate].noteTest(in: member) // `if let name {`
                }
                return
            }
            if isWord(before, "func") || isWord(before, "case") { return }
            guard let start = referenceStart(of: position) else { return }
            // A parameter or local of the same name hides the property, but not from `self.name`.
            if start == position && shadowed.contains(name(at: position)) { return }
            if kind(position + 1) == .colon && (kind(start - 1) == .leftParen || kind(start - 1) == .comma) { return }
            if isOperator(position + 1, "=") {
                noteAssignment(at: position, candidate: candidate)
            } else if isPresenceTest(start: start, end: position) {
                evidence[candidate].noteTest(in: member)
                evidence[candidate].readingMembers.insert(member)
            } else {
                evidence[candidate].readingMembers.insert(member)
            }
        }

        /// `name`, `self.name` or `self?.name`: where the reference starts; nil for another
        /// value's member (`other.name`).
        private func referenceStart(of position: Int) -> Int? {
            guard kind(position - 1) == .dot else { return position }
            var receiver = position - 2
            if kind(receiver) == .question { receiver -= 1 }
            guard isWord(receiver, "self"), kind(receiver - 1) != .dot else { return nil }
            return receiver
        }

        private mutating func noteAssignment(at position: Int, candidate: Int) {
            evidence[candidate].isAssigned = true
            let value = position + 2
            guard !isWord(value, "nil") else {
                evidence[candidate].clearingMembers.insert(member)
                return
            }
            evidence[candidate].assigningMembers.insert(member)
            let awaited = isWord(value, "await") || (isWord(value, "try") && isWord(value + 1, "await"))
                || (isWord(value, "try") && kind(value + 1) == .question && isWord(value + 2, "await"))
            if braces.last == true || awaited { evidence[candidate].asynchronousAssignment = member }
        }

        private func isPresenceTest(start: Int, end: Int) -> Bool {
            let next = spelledOperator(from: optionalChainEnd(after: end))
            if (next.text == "==" || next.text == "!=") && isWord(next.end, "nil") { return true }
            if next.text == "??" { return true }
            let previous = spelledOperator(endingAt: start - 1)
            if (previous.text == "==" || previous.text == "!=") && isWord(previous.start - 1, "nil") { return true }
            if isWord(start - 1, "switch") { return true }
            // `if let value = name`, `guard var value = self.name`
            if isOperator(start - 1, "="), isName(start - 2), isWord(start - 3, "let") || isWord(start - 3, "var") {
                let binder = start - 4
                return isWord(binder, "if") || isWord(binder, "guard") || isWord(binder, "while") || kind(binder) == .comma
            }
            return false
        }

        /// After `name?.title.first`, the index past the chain: `name?.a ?? b` tests `name` too.
        private func optionalChainEnd(after name: Int) -> Int {
            guard kind(name + 1) == .question, kind(name + 2) == .dot,
                  file.tokens[name + 1].start == file.tokens[name].end else { return name + 1 }
            var position = name + 1
            while let kind = kind(position) {
                switch kind {
                case .question, .exclamation, .dot, .identifier, .escapedIdentifier:
                    if kind == .question || kind == .exclamation,
                       file.tokens[position].start != file.tokens[position - 1].end { return position }
                    position += 1
                case .leftParen, .leftBracket:
                    guard let close = file.matchingClose(position) else { return position }
                    position = close + 1
                default:
                    return position
                }
            }
            return position
        }

        /// The scanner splits `!=` and `??` into `!`/`?` and the rest: the operator spelled by
        /// the adjacent operator tokens from `start`, and the index after them.
        private func spelledOperator(from start: Int) -> (text: String, end: Int) {
            var end = start
            while kind(end).map(Self.operatorKinds.contains) == true
                && (end == start || file.tokens[end].start == file.tokens[end - 1].end) {
                end += 1
            }
            return (end > start ? file.text(Int(file.tokens[start].start)..<Int(file.tokens[end - 1].end)) : "", end)
        }

        private func spelledOperator(endingAt last: Int) -> (text: String, start: Int) {
            var start = last + 1
            while kind(start - 1).map(Self.operatorKinds.contains) == true
                && (start == last + 1 || file.tokens[start - 1].end == file.tokens[start].start) {
                start -= 1
            }
            return (start <= last ? file.text(Int(file.tokens[start].start)..<Int(file.tokens[last].end)) : "", start)
        }

        static let operatorKinds: Set<TokenKind> = [.operator, .exclamation, .question, .leftAngle, .rightAngle]

        // MARK: Callbacks

        /// Whether the `{` at `brace` opens a closure that runs later: one handed to a call or
        /// label that names a completion (`fetch { … }`, `completion: { … }`). A hop to the main
        /// queue or a weak capture alone says nothing about when the value arrives.
        private func isAsynchronousCallback(at brace: Int) -> Bool {
            guard let callee = closureCallee(at: brace), let callee else { return false }
            if callee == "Task" || callee == "detached" { return true }
            let lowered = callee.lowercased()
            return Self.callbackWords.contains { lowered.contains($0) }
        }

        static let callbackWords = [
            "completion", "handler", "callback", "then", "sink", "done", "success", "response", "result", "fetch",
            "load", "request", "download",
        ]

        /// For a `{` that opens a closure, the call or label it is handed to (`nil` inside when
        /// there is none, as in `let f = {`); nil for a `{` that opens a statement's body.
        private func closureCallee(at brace: Int) -> String?? {
            let previous = brace - 1
            switch kind(previous) {
            case .leftParen, .comma:
                return .some(calleeName(openingParenthesisBefore: previous))
            case .colon:
                return .some(isName(previous - 1) ? name(at: previous - 1) : nil)
            case .leftBracket, .operator:
                return .some(nil)
            case .rightParen:
                guard !isStatementBody(brace) else { return nil }
                guard let open = matchingOpen(previous), isName(open - 1) else { return .some(nil) }
                return .some(name(at: open - 1))
            case .identifier, .escapedIdentifier:
                if isWord(previous, "in") || isWord(previous, "return") { return .some(nil) }
                guard !isStatementBody(brace) else { return nil }
                return .some(name(at: previous))
            case .rightBracket, .question, .exclamation, .rightAngle:
                return isStatementBody(brace) ? nil : .some(nil)
            default:
                return nil
            }
        }

        /// The name of the call whose parentheses hold `position`.
        private func calleeName(openingParenthesisBefore position: Int) -> String? {
            var depth = 0
            var index = position
            while index >= 0 {
                switch file.tokens[index].kind {
                case .rightParen, .rightBracket, .rightBrace: depth += 1
                case .leftBracket, .leftBrace: if depth == 0 { return nil } else { depth -= 1 }
                case .leftParen:
                    if depth == 0 { return isName(index - 1) ? name(at: index - 1) : nil }
                    depth -= 1
                default: break
                }
                index -= 1
            }
            return nil
        }

        /// Whether the `{` belongs to a statement or declaration (`if`, `guard … else`,
        /// `for`, `switch`, `do`, `catch`, a computed property), found by walking back over
        /// balanced brackets to the statement's first word.
        private func isStatementBody(_ brace: Int) -> Bool {
            var index = brace - 1
            var sawAssignment = false
            while index >= 0 {
                let kind = file.tokens[index].kind
                switch kind {
                case .rightParen, .rightBracket:
                    guard let open = matchingOpen(index) else { return false }
                    index = open - 1
                    continue
                case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket:
                    return false
                case .operator where isOperator(index, "="):
                    sawAssignment = true
                case .identifier:
                    if let word = statementWord(at: index) {
                        return !(sawAssignment && (word == "let" || word == "var"))
                    }
                default:
                    break
                }
                index -= 1
            }
            return false
        }

        private func statementWord(at index: Int) -> String? {
            let text = file.text(of: file.tokens[index])
            return Self.statementWords.contains(text) ? text : nil
        }

        static let statementWords: Set<String> = [
            "if", "guard", "else", "while", "for", "switch", "do", "catch", "defer", "repeat", "let", "var",
            "func", "init", "get", "set", "didSet", "willSet", "class", "struct", "enum", "extension", "protocol",
            "actor", "subscript", "deinit",
        ]

        // MARK: Tokens

        private func kind(_ index: Int) -> TokenKind? {
            index >= 0 && index < file.tokens.count ? file.tokens[index].kind : nil
        }

        private func isName(_ index: Int) -> Bool {
            kind(index) == .identifier || kind(index) == .escapedIdentifier
        }

        private func isWord(_ index: Int, _ word: StaticString) -> Bool {
            kind(index) != nil && file.isWord(file.tokens[index], word)
        }

        private func isOperator(_ index: Int, _ spelling: String) -> Bool {
            kind(index) == .operator && file.text(of: file.tokens[index]) == spelling
        }

        private func matchingOpen(_ close: Int) -> Int? {
            file.matchingOpen(close)
        }

        /// `viewWillAppear(_:)`, `init(coder:)`, `subscript(_:)`.
        static func displayName(of function: FunctionDeclaration) -> String {
            let labels = function.parameters.map { "\($0.externalName ?? "_"):" }.joined()
            return "\(function.name)(\(labels))"
        }
    }
}
