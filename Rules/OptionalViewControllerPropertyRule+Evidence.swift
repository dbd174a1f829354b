import LintCore

extension OptionalViewControllerPropertyRule {
    /// What a class's members (its body and its same-file extensions) do with one of its
    /// optional properties: the evidence that the optional stands for a mode or a moment.
    struct Evidence {
        /// Members that test whether the value is there (`if let`, `guard let`, `== nil`,
        /// `!= nil`, `??`, `switch`), in the order of their first test.
        var testingMembers: [String] = []
        /// Members that test it other than by `??`: where its absence changes what the screen does,
        /// not only which default it shows.
        var decidingMembers: Set<String> = []
        /// The member that assigns it a value in a callback (a closure that captures `self`
        /// weakly or is handed to an asynchronous call) or from an `await`.
        var asynchronousAssignment: String?
        var readingMembers: Set<String> = []
        /// Members that assign it something other than `nil`.
        var assigningMembers: Set<String> = []
        /// Members that set it back to `nil`.
        var clearingMembers: Set<String> = []
        var isAssigned = false
        /// Every designated initializer sets it on every path to a value that is there (`Row(…)`,
        /// a non-optional parameter): the optional only waits for `self`, it is not a mode.
        var isAlwaysSetByInit = false
        /// The initializers that set it so.
        var initializersSettingIt: Set<String> = []
        /// An initializer sets it inside a branch or to a value that may be nil.
        var isMaybeSetByInit = false

        mutating func noteTest(in member: String, deciding: Bool = true) {
            if !testingMembers.contains(member) { testingMembers.append(member) }
            if deciding { decidingMembers.insert(member) }
        }
    }

    /// Reads every member of a class once, noting what each does with the candidate names.
    struct EvidenceReader {
        let file: SourceFile
        let candidates: [String: Int]
        private let candidateLengths: Set<Int>
        var evidence: [Evidence]
        /// The designated initializers: each is a way the screen is made.
        private(set) var initializers: Set<String> = []
        private var member = ""
        private var shadowed: Set<String> = []
        /// The current initializer's parameters whose type is not optional.
        private var presentParameters: Set<String> = []
        /// The braces open in the current member.
        private var braces: [Int] = []

        init(file: SourceFile, candidates: [String]) {
            self.file = file
            var names: [String: Int] = [:]
            for (position, name) in candidates.enumerated() where names[name] == nil { names[name] = position }
            self.candidates = names
            candidateLengths = Set(names.keys.map(\.utf8.count))
            evidence = Array(repeating: Evidence(), count: candidates.count)
        }

        /// Walks the bodies of the type at `typeIndex` and of the extensions in `extensions`.
        mutating func read(bodiesOf owners: [Int]) {
            let declarations = file.declarations
            let ownerSet = Set(owners)
            var memberAt: [Int: (name: String, close: Int, parameters: [Parameter])] = [:]
            var conveniences: Set<String> = []
            // Each designated initializer is a way the screen is made; `init(coder:)` is the
            // storyboard's, and a convenience initializer goes through another one.
            for function in declarations.functions {
                guard let parent = function.parent, ownerSet.contains(parent), let body = function.body,
                      let close = body.close else { continue }
                let name = Self.displayName(of: function)
                memberAt[body.open] = (name, close, function.parameters)
                if function.name == "init" && name != "init(coder:)" {
                    if function.modifiers.contains(.convenience) { conveniences.insert(name) } else { initializers.insert(name) }
                }
            }
            // A class that declares only convenience initializers is made through them.
            if initializers.isEmpty { initializers = conveniences }
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
                let tokens = file.tokens
                while position < close {
                    // Members and nested types start at a `{`, properties at their keyword: other
                    // tokens need no look-up.
                    let opensBody = tokens[position].kind == .leftBrace
                    if opensBody, let end = skipped[position] {
                        position = end + 1
                        continue
                    }
                    if tokens[position].keyword != nil, let name = propertyNames[position] { propertyMember = name }
                    if opensBody, let function = memberAt[position] {
                        enter(function.name)
                        // In `init(item: Item?)`, `item` is the parameter, not the property.
                        shadowed = Set(function.parameters.map(\.internalName))
                        presentParameters = !function.name.hasPrefix("init(") ? [] : Set(function.parameters.lazy
                            .filter { !$0.type.isOptional }
                            .map(\.internalName))
                        memberEnd = function.close
                    } else if position > memberEnd && member != propertyMember {
                        enter(propertyMember)
                    }
                    visit(position)
                    position += 1
                }
            }
            for candidate in evidence.indices where !evidence[candidate].isMaybeSetByInit && !initializers.isEmpty {
                evidence[candidate].isAlwaysSetByInit = initializers.isSubset(of: evidence[candidate].initializersSettingIt)
            }
        }

        private mutating func enter(_ name: String) {
            member = name
            shadowed = []
            presentParameters = []
            braces = []
        }

        private mutating func visit(_ position: Int) {
            let token = file.tokens[position]
            switch token.kind {
            case .leftBrace:
                braces.append(position)
            case .rightBrace:
                _ = braces.popLast()
            case .identifier, .escapedIdentifier:
                // Most names are not candidates: compare lengths before making a string.
                let length = Int(token.end - token.start) - (token.kind == .escapedIdentifier ? 2 : 0)
                guard candidateLengths.contains(length), let candidate = candidates[name(at: position)] else { return }
                visitName(at: position, candidate: candidate)
            default:
                break
            }
        }

        func name(at position: Int) -> String {
            let token = file.tokens[position]
            let text = file.text(of: token)
            return token.kind == .escapedIdentifier ? String(text.dropFirst().dropLast()) : text
        }

        private mutating func visitName(at position: Int, candidate: Int) {
            let before = position - 1
            if keyword(before) == .let || keyword(before) == .var {
                let binder = before - 1
                let isCondition = keyword(binder) == .if || keyword(binder) == .guard || keyword(binder) == .while
                    || kind(binder) == .comma
                if !isCondition {
                    shadowed.insert(name(at: position))
                } else if !isOperator(position + 1, "=") {
                    evidence[candidate].noteTest(in: member) // `if let name {`
                }
                return
            }
            if keyword(before) == .func || keyword(before) == .case { return }
            guard let start = referenceStart(of: position) else { return }
            // A parameter or local of the same name hides the property, but not from `self.name`.
            if start == position && shadowed.contains(name(at: position)) { return }
            if kind(position + 1) == .colon && (kind(start - 1) == .leftParen || kind(start - 1) == .comma) { return }
            if isOperator(position + 1, "=") {
                noteAssignment(at: position, candidate: candidate)
            } else if isPresenceTest(start: start, end: position) {
                evidence[candidate].noteTest(in: member, deciding: !isCoalesced(end: position))
                evidence[candidate].readingMembers.insert(member)
            } else {
                evidence[candidate].readingMembers.insert(member)
            }
        }

        /// `name`, `self.name`, `self?.name` or `strongSelf.name`: where the reference starts;
        /// nil for another value's member (`other.name`).
        private func referenceStart(of position: Int) -> Int? {
            guard kind(position - 1) == .dot else { return position }
            var receiver = position - 2
            if kind(receiver) == .question { receiver -= 1 }
            guard kind(receiver - 1) != .dot, keyword(receiver) == .selfValue || namesSelf(receiver) else { return nil }
            return receiver
        }

        /// Whether the name at `receiver` was bound to `self` earlier in the closure or member
        /// (`guard let strongSelf = self`), the capture idiom from before `guard let self`.
        private func namesSelf(_ receiver: Int) -> Bool {
            guard isName(receiver) else { return false }
            let alias = name(at: receiver)
            var index = receiver - 1
            while index >= 3 && receiver - index < 400 {
                if keyword(index) == .selfValue && isOperator(index - 1, "=") && kind(index + 1) != .dot
                    && name(at: index - 2) == alias && (keyword(index - 3) == .let || keyword(index - 3) == .var) {
                    return true
                }
                index -= 1
            }
            return false
        }

        private mutating func noteAssignment(at position: Int, candidate: Int) {
            evidence[candidate].isAssigned = true
            let value = position + 2
            guard keyword(value) != .nil else {
                evidence[candidate].clearingMembers.insert(member)
                return
            }
            evidence[candidate].assigningMembers.insert(member)
            if member.hasPrefix("init(") {
                if braces.count == 1 && isPresentValue(at: value) {
                    evidence[candidate].initializersSettingIt.insert(member)
                } else {
                    evidence[candidate].isMaybeSetByInit = true
                }
            }
            let awaited = keyword(value) == .await || (keyword(value) == .try && keyword(value + 1) == .await)
                || (keyword(value) == .try && kind(value + 1) == .question && keyword(value + 2) == .await)
            // Whether a closure around it runs later is asked only here, where it matters.
            if awaited || braces.contains(where: isAsynchronousCallback) {
                evidence[candidate].asynchronousAssignment = member
            }
        }

        /// `Row(…)`, `Row.init(…)` or a non-optional parameter, ending the statement.
        private func isPresentValue(at value: Int) -> Bool {
            guard isName(value) else { return false }
            let text = name(at: value)
            if presentParameters.contains(text) { return endsStatement(at: value) }
            guard text.first?.isUppercase == true else { return false }
            var open = value + 1
            if kind(open) == .dot && keyword(open + 1) == .initializer { open += 2 }
            guard kind(open) == .leftParen, file.tokens[open].start == file.tokens[open - 1].end,
                  let close = file.matchingClose(open) else { return false }
            return endsStatement(at: close)
        }

        /// Nothing continues the expression after `last`: a new line not starting with `.`,
        /// a `;` or the closing brace.
        private func endsStatement(at last: Int) -> Bool {
            guard let next = kind(last + 1) else { return true }
            if next == .semicolon || next == .rightBrace { return true }
            return file.tokens[last + 1].line > file.tokens[last].line && next != .dot && next != .operator
        }

        private func isPresenceTest(start: Int, end: Int) -> Bool {
            // `name.member == nil` and `if let x = name.member` test the member, not the name.
            let continues = kind(end + 1) == .dot || kind(end + 1) == .leftParen || kind(end + 1) == .leftBracket
                || (kind(end + 1) == .exclamation && kind(end + 2) == .dot)
            if continues { return false }
            let next = spelledOperator(from: optionalChainEnd(after: end))
            if (next.text == "==" || next.text == "!=") && keyword(next.end) == .nil { return true }
            if next.text == "??" { return true }
            let previous = spelledOperator(endingAt: start - 1)
            if (previous.text == "==" || previous.text == "!=") && keyword(previous.start - 1) == .nil { return true }
            if keyword(start - 1) == .switch { return true }
            // `if let value = name`, `guard var value = self.name`
            if isOperator(start - 1, "="), isName(start - 2), keyword(start - 3) == .let || keyword(start - 3) == .var {
                let binder = start - 4
                return keyword(binder) == .if || keyword(binder) == .guard || keyword(binder) == .while || kind(binder) == .comma
            }
            return false
        }

        /// `name ?? fallback` or `name?.title ?? fallback`: nil stands for a default.
        private func isCoalesced(end: Int) -> Bool {
            spelledOperator(from: optionalChainEnd(after: end)).text == "??"
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
    }
}
